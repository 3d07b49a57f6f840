import { createHmac } from 'node:crypto';
import { allPermissions, permissionNames } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subUser } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { networkMembers } from '../../db/schema';

let h: Harness;
/** The owner's receiver. */
let own: Receiver;
/** Somewhere a sub-user would like the alerts, and the owner's signatures, to go. */
let elsewhere: Receiver;

beforeAll(async () => {
  h = await startHarness({ WEBHOOK_ALLOW_PRIVATE: '1' });
  own = await startReceiver();
  elsewhere = await startReceiver();
});
afterAll(async () => {
  await own.close();
  await elsewhere.close();
  await h.close();
});

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** An owner whose network posts its alerts to the owner's receiver, signed with its secret. */
async function ownerWithWebhook() {
  const owner = await account(h);
  // A plan with room for several sub-users.
  await setPlan(h, owner.id, 3);
  const created = (await owner.route('createNetwork', { body: { name: 'alerted' } })).body.data;
  const params = { id: String(created.id) };
  const url = `${own.url}/alerts?token=owners-own`;
  const network = (await owner.route('updateNetwork', { params, body: { webhook_url: url } })).body
    .data;
  expect(network.webhook_url).toBe(url);
  expect(network.webhook_secret).not.toBe('');
  return { owner, params, url, secret: network.webhook_secret, id: created.id };
}

const urlOf = async (a: Account, params: { id: string }) =>
  (await a.route('getNetwork', { params })).body.data.webhook_url;

describe("the network's attack webhook", () => {
  it('is masked for sub-users without update_webhooks, in the network and the delivery log', async () => {
    const { owner, params, url, id } = await ownerWithWebhook();
    expect((await owner.route('testWebhook', { params })).body.data.target).toBe(url);
    const reader = await subUser(h, owner, id, { read_network: true });
    const trusted = await subUser(h, owner, id, { read_network: true, update_webhooks: true });

    const masked = (await reader.route('getNetwork', { params })).body.data;
    expect(masked.webhook_url).toBe(`${own.url}/…`);
    expect(masked.webhook_secret).toBe('');
    expect(JSON.stringify((await reader.route('listNetworks')).body)).not.toContain('owners-own');
    const log = (await reader.route('listAlertDeliveries', { params, query: {} })).body.data;
    expect(log.deliveries.map((d) => d.target)).toEqual([`${own.url}/…`]);

    expect(await urlOf(owner, params)).toBe(url);
    expect(await urlOf(trusted, params)).toBe(url);
    const trustedLog = (await trusted.route('listAlertDeliveries', { params, query: {} })).body
      .data;
    expect(trustedLog.deliveries.map((d) => d.target)).toEqual([url]);
    // The secret stays the owner's alone.
    expect((await trusted.route('getNetwork', { params })).body.data.webhook_secret).toBe('');
  });

  it('cannot be pointed elsewhere by a sub-user with update_network only', async () => {
    const { owner, params, url, id } = await ownerWithWebhook();
    const editor = await subUser(h, owner, id, { read_network: true, update_network: true });
    const shown = (await editor.route('getNetwork', { params })).body.data;

    for (const body of [
      { webhook_url: `${elsewhere.url}/steal` },
      { webhook_secret: 'known-to-me' },
      // The mask sent back is a change like any other, and refused as one.
      { webhook_url: shown.webhook_url, attack_emails: true },
    ]) {
      const refused = await editor.route('updateNetwork', { params, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(refused.body.message).toContain('update_webhooks');
    }
    // What they may change, they change; the webhook stays as the owner set it.
    const saved = await editor.route('updateNetwork', {
      params,
      body: { attack_emails: true, webhook_type: 'json', mitigation_message: 'Slow down' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await urlOf(owner, params)).toBe(url);

    const before = elsewhere.hits.length;
    const test = await editor.route('testWebhook', { params });
    expect(test.body.data).toMatchObject({ status: 'delivered', target: `${own.url}/…` });
    expect(elsewhere.hits.length).toBe(before);
  });

  it('is not changed by a sub-user invited before update_webhooks, whatever else they hold', async () => {
    const { owner, params, url, id } = await ownerWithWebhook();
    const veteran = await subUser(h, owner, id, {});
    // Their row as it was stored before the permission existed: every other one, and no key.
    const before = Object.fromEntries(
      permissionNames.filter((p) => p !== 'update_webhooks').map((p) => [p, true]),
    );
    await h.deps.db
      .update(networkMembers)
      .set({ perms: before })
      .where(eq(networkMembers.networkId, id));
    const shown = (await veteran.route('getNetwork', { params })).body.data;
    expect(shown.perms).toEqual({ ...allPermissions(true), update_webhooks: false });
    expect(shown.webhook_url).toBe(`${own.url}/…`);
    const refused = await veteran.route('updateNetwork', {
      params,
      body: { webhook_url: `${elsewhere.url}/steal`, webhook_secret: 'mine' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await urlOf(owner, params)).toBe(url);
  });

  it("never signs for a URL a sub-user chose with the owner's secret", async () => {
    const { owner, params, secret, id } = await ownerWithWebhook();
    const trusted = await subUser(h, owner, id, {
      read_network: true,
      update_network: true,
      update_webhooks: true,
    });
    const target = `${elsewhere.url}/mine`;

    const alone = await trusted.route('updateNetwork', { params, body: { webhook_url: target } });
    expect(alone.statusCode).toBe(400);
    expect(alone.body.code).toBe('VALIDATION_ERROR');
    expect(alone.body.details).toEqual([expect.objectContaining({ path: 'body.webhook_secret' })]);

    const moved = await trusted.route('updateNetwork', {
      params,
      body: { webhook_url: target, webhook_secret: 'theirs' },
    });
    expect(moved.statusCode).toBe(200);
    const before = elsewhere.hits.length;
    expect((await trusted.route('testWebhook', { params })).body.data.status).toBe('delivered');
    const [hit] = elsewhere.hits.slice(before);
    expect(hit?.path).toBe('/mine');
    expect(hit?.headers['x-palisade-signature']).toBe(sign('theirs', hit?.body ?? ''));
    expect(hit?.headers['x-palisade-signature']).not.toBe(sign(secret, hit?.body ?? ''));

    // The owner points their own secret where they like, as TCPShield's clients do.
    const back = await owner.route('updateNetwork', {
      params,
      body: { webhook_url: `${own.url}/again`, webhook_secret: secret },
    });
    expect(back.body.data).toMatchObject({
      webhook_url: `${own.url}/again`,
      webhook_secret: secret,
    });
    const ownersMove = await owner.route('updateNetwork', {
      params,
      body: { webhook_url: `${own.url}/third` },
    });
    expect(ownersMove.body.data.webhook_secret).toBe(secret);
  });
});
