import { allPermissions, permissionNames } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import {
  changedPermissions,
  inviteDefaults,
  mayToggle,
  permissionGroups,
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
