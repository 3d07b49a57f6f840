import { allPermissions, permissionNames } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import {
  changedPermissions,
  inviteDefaults,
  mayToggle,
  permissionGroups,
  roleOf,
  rolePerms,
} from './permission-groups';

describe('permissionGroups', () => {
  it('names every permission once', () => {
    const grouped = permissionGroups.flatMap((g) => g.permissions);
    expect([...grouped].sort()).toEqual([...permissionNames].sort());
  });
});

describe('inviteDefaults', () => {
  it('gives an owner’s invitee the view of every area and nothing else', () => {
    expect(inviteDefaults(allPermissions(true))).toEqual({
      ...allPermissions(false),
      read_network: true,
      read_domains: true,
      read_backends: true,
      read_firewall: true,
      read_analytics: true,
      read_attacks: true,
    });
  });

  it('offers only the views a sub-user holds', () => {
    const held = { ...allPermissions(false), read_network: true, create_network_user: true };
    expect(inviteDefaults(held)).toEqual({ ...allPermissions(false), read_network: true });
  });
});

describe('mayToggle', () => {
  const held = { ...allPermissions(false), read_domains: true };
  it('switches on only what the caller holds', () => {
    expect(mayToggle(held, allPermissions(false), 'read_domains')).toBe(true);
    expect(mayToggle(held, allPermissions(false), 'delete_domains')).toBe(false);
  });

  it('always switches off', () => {
    expect(
      mayToggle(held, { ...allPermissions(false), delete_domains: true }, 'delete_domains'),
    ).toBe(true);
  });
});

describe('changedPermissions', () => {
  it('keeps only the keys that differ', () => {
    const before = { ...allPermissions(false), read_network: true, update_bedrock: true };
    const after = { ...before, update_bedrock: false, read_domains: true };
    expect(changedPermissions(before, after)).toEqual({
      update_bedrock: false,
      read_domains: true,
    });
    expect(changedPermissions(before, before)).toEqual({});
  });
});

describe('roles', () => {
  const owner = allPermissions(true);

  it('are what an owner hands out most: view, answer attacks, run everything', () => {
    expect(rolePerms('viewer', owner)).toEqual(inviteDefaults(owner));
    expect(rolePerms('moderator', owner)).toEqual({
      ...inviteDefaults(owner),
      update_firewall: true,
      update_network: true,
    });
    expect(rolePerms('admin', owner)).toEqual({
      ...owner,
      delete_network: false,
      update_webhooks: false,
    });
  });

  it('are recognised in permissions that are exactly one of them', () => {
    expect(roleOf(inviteDefaults(owner), owner)).toBe('viewer');
    expect(roleOf(rolePerms('admin', owner), owner)).toBe('admin');
    expect(roleOf({ ...inviteDefaults(owner), read_attacks: false }, owner)).toBeNull();
  });

  it('give a sub-user who invites only what they hold', () => {
    const held = { ...allPermissions(false), read_network: true, read_domains: true };
    expect(rolePerms('moderator', held)).toEqual(held);
    expect(roleOf(held, held)).toBe('viewer');
  });
});
