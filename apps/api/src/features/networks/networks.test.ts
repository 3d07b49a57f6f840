import { allPermissions } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { type Harness, account as newAccount, startHarness } from '../../../test/harness';
import { post } from '../../shared/ledger';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ EDGE_DOMAIN: 'edge.palisade.test' });
});
afterAll(() => h.close());

type Net = Record<string, unknown> & { id: number; network_id: number };

const account = () => newAccount(h);

describe('networks', () => {
  it('are created, listed, read, updated and deleted', async () => {
    const a = await account();
    const created = await a.call<Net>('POST', '/networks', { name: '  Skyblock  ' });
    expect(created.statusCode).toBe(200);
    const net = created.body.data;
    expect(net.network_id).toBe(net.id);
    expect(net).toMatchObject({
      name: 'Skyblock',
      premium: false,
      role: 'owner',
      protected_cname: `${net.id}.edge.palisade.test`,
      protected_record_type: 'CNAME',
      connections_per_second_threshold: 50,
      verification_server: false,
      webhook_type: 'discord',
    });
    expect(net.txt_verification).toMatch(/^palisade-verify=[0-9a-f]{32}$/);
    // The owner may do everything, and every reply says so.
    expect(net.perms).toEqual(allPermissions(true));

    const list = await a.call<Net[]>('GET', '/networks');
    expect(list.body.data.map((n) => [n.id, n.perms])).toEqual([[net.id, allPermissions(true)]]);
    expect((await a.call('GET', `/networks/${net.id}`)).body.data.perms).toEqual(
      allPermissions(true),
    );

    const updated = await a.call('PATCH', `/networks/${net.id}`, {
      name: 'Skyblock EU',
      connections_per_second_threshold: 120,
      client_ban_seconds: 600,
      mitigation_message: 'Slow down',
      forward_true_slp: true,
      webhook_url: 'https://discord.com/api/webhooks/1/abc',
      attack_emails: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Skyblock EU',
      connections_per_second_threshold: 120,
      client_ban_seconds: 600,
      client_allow_seconds: 300,
      forward_true_slp: true,
      attack_emails: true,
      perms: allPermissions(true),
    });
    expect((await a.call('GET', `/networks/${net.id}`)).body.data.mitigation_message).toBe(
      'Slow down',
    );

    const invalid = await a.call('PATCH', `/networks/${net.id}`, {
      connections_per_second_threshold: 0,
      webhook_url: 'ftp://example.com',
      offline_favicon: 'data:image/gif;base64,AAAA',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.details?.map((d) => (d as { path: string }).path).sort()).toEqual([
      'body.connections_per_second_threshold',
      'body.offline_favicon',
      'body.webhook_url',
    ]);

    expect((await a.call('DELETE', `/networks/${net.id}`)).body.data).toEqual({ id: net.id });
    expect((await a.call('GET', `/networks/${net.id}`)).statusCode).toBe(404);
    expect((await a.call<Net[]>('GET', '/networks')).body.data).toEqual([]);
  });

  it('are limited by the plan', async () => {
    const a = await account();
    expect((await a.call('POST', '/networks', { name: 'one' })).statusCode).toBe(200);
    const second = await a.call('POST', '/networks', { name: 'two' });
    expect(second.statusCode).toBe(402);
    expect(second.body).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows 1 networks. Upgrade to add more.',
    });
  });

  it('are invisible to other accounts, and ids are checked', async () => {
    const a = await account();
    const b = await account();
    const net = (await a.call('POST', '/networks', { name: 'mine' })).body.data;
    for (const [method, url] of [
      ['GET', `/networks/${net.id}`],
      ['PATCH', `/networks/${net.id}`],
      ['DELETE', `/networks/${net.id}`],
    ] as const) {
      const reply = await b.call(method, url, method === 'PATCH' ? { name: 'theirs' } : undefined);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    }
    expect((await b.call<Net[]>('GET', '/networks')).body.data).toEqual([]);
    expect((await a.call('GET', '/networks/999999')).statusCode).toBe(404);
    expect((await a.call('GET', '/networks/abc')).statusCode).toBe(400);
    expect((await a.call('GET', '/networks/-1')).statusCode).toBe(400);
  });

  it('charge premium once when turned on twice at once', async () => {
    const a = await account();
    const net = (await a.call('POST', '/networks', { name: 'premium' })).body.data;
    await post(h.deps.db, a.id, 2500, 'credit', 'test credit');
    const both = await Promise.all(
      [1, 2].map(() => a.call('POST', `/networks/${net.id}/toggle-premium`, { state: true })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await a.call<{ balance: string }>('GET', '/user/summary')).body.data.balance).toBe(
      '15.00',
    );
  });

  it('charge premium to the balance', async () => {
    const a = await account();
    const net = (await a.call('POST', '/networks', { name: 'premium' })).body.data;
    const poor = await a.call('POST', `/networks/${net.id}/toggle-premium`, { state: true });
    expect(poor.statusCode).toBe(402);
    expect(poor.body.code).toBe('INSUFFICIENT_BALANCE');

    await post(h.deps.db, a.id, 2500, 'credit', 'test credit');
    const on = await a.call('POST', `/networks/${net.id}/toggle-premium`, { state: true });
    expect(on.statusCode).toBe(200);
    expect(on.body.data.premium).toBe(true);
    expect(on.body.data.premium_until).toEqual(expect.any(String));
    expect((await a.call<{ balance: string }>('GET', '/user/summary')).body.data.balance).toBe(
      '15.00',
    );

    const again = await a.call('POST', `/networks/${net.id}/toggle-premium`, { state: true });
    expect(again.body.data.premium).toBe(true);
    expect((await a.call<{ balance: string }>('GET', '/user/summary')).body.data.balance).toBe(
      '15.00',
    );
    const off = await a.call('POST', `/networks/${net.id}/toggle-premium`, { state: false });
    expect(off.body.data).toMatchObject({
      premium: false,
      premium_until: null,
      perms: allPermissions(true),
    });
  });
});

describe('on an IP address', () => {
  it('name the address for an A record instead of a CNAME under the IP', async () => {
    // PUBLIC_URL as a fresh install on a LAN has it, with no EDGE_DOMAIN.
    const onIp = await startHarness({ PUBLIC_URL: 'http://127.0.0.1:8080' });
    try {
      await allowTestNets(onIp);
      const a = await newAccount(onIp);
      const net = (await a.call<Net>('POST', '/networks', { name: 'lan' })).body.data;
      expect(net).toMatchObject({ protected_cname: '127.0.0.1', protected_record_type: 'A' });
      const set = (
        await a.call('POST', `/networks/${net.id}/backendSets`, {
          name: 's',
          backends: ['10.0.0.5:19132'],
        })
      ).body.data;
      // A location of this test's own: on a shared PostgreSQL `local` may come from another file.
      const location = await insertLocation(onIp, `ip${Date.now().toString(36)}`, {
        publicAddress: '192.0.2.10',
      });
      const tunnel = await a.call('POST', `/networks/${net.id}/bedrockTunnels`, {
        name: 't',
        backend_set_id: set.id,
        location: location.id,
      });
      expect(tunnel.body.data).toMatchObject({
        allocated_cname: '192.0.2.10',
        address: '192.0.2.10',
      });
    } finally {
      await onIp.close();
    }
  });
});
