import { allPermissions, type Network, type NetworkUpdate } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import { aNetwork } from '@/testing/fixtures';
import { changedSettings, notificationsBody } from './section-body';

/** A network as the API answers it, with the owner's real webhook. */
const owned: Network = aNetwork({
  id: 7,
  name: 'SMP',
  connections_per_second_threshold: 50,
  client_ban_seconds: 300,
  client_allow_seconds: 300,
  mitigation_message: '',
  webhook_url: 'https://discord.com/api/webhooks/1/token',
  webhook_secret: 'owners-secret',
  backend_secret: 'edge',
  attack_emails: false,
});

/** The same network as a sub-user with update_network but not update_webhooks reads it. */
const masked: Network = {
  ...owned,
  webhook_url: 'https://discord.com/…',
  webhook_secret: '',
  backend_secret: '',
  role: 'sub_user',
  perms: { ...allPermissions(false), read_network: true, update_network: true },
};

/** The notifications form's values as it starts from a network. */
const formOf = (network: Network): NetworkUpdate => ({
  webhook_url: network.webhook_url,
  webhook_type: network.webhook_type,
  webhook_secret: network.webhook_secret,
  attack_emails: network.attack_emails,
});

describe('what a settings section saves', () => {
  it('sends only the fields that changed', () => {
    expect(changedSettings(owned, { ...formOf(owned), attack_emails: true })).toEqual({
      attack_emails: true,
    });
    expect(changedSettings(owned, formOf(owned))).toEqual({});
  });

  it('never sends a masked webhook URL or the empty secret back', () => {
    const body = notificationsBody(masked, { ...formOf(masked), attack_emails: true });
    expect(body).toEqual({ attack_emails: true });
    expect(body).not.toHaveProperty('webhook_url');
    expect(body).not.toHaveProperty('webhook_secret');
  });

  it("keeps the owner's secret when the owner changes the URL", () => {
    const url = 'https://discord.com/api/webhooks/2/other';
    expect(notificationsBody(owned, { ...formOf(owned), webhook_url: url })).toEqual({
      webhook_url: url,
    });
  });

  it('sends the secret field with a URL a sub-user chose, empty for unsigned', () => {
    const trusted: Network = {
      ...owned,
      webhook_secret: '',
      role: 'sub_user',
      perms: { ...masked.perms, update_webhooks: true },
    };
    const url = 'https://hooks.example.com/palisade';
    expect(notificationsBody(trusted, { ...formOf(trusted), webhook_url: url })).toEqual({
      webhook_url: url,
      webhook_secret: '',
    });
    expect(
      notificationsBody(trusted, { ...formOf(trusted), webhook_url: url, webhook_secret: 'new' }),
    ).toEqual({ webhook_url: url, webhook_secret: 'new' });
  });
});
