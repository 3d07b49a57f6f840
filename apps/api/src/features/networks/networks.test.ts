import { allPermissions } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation, subUser } from '../../../test/fixtures';
import {
  type Account,
  type Harness,
  account as newAccount,
  setPlan,
  startHarness,
} from '../../../test/harness';
import { post } from '../../shared/ledger';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ EDGE_DOMAIN: 'edge.palisade.test' });
});
afterAll(() => h.close());

const account = () => newAccount(h);

/** A new network of the account, as the path parameters of its routes. */
async function network(a: Account, name: string) {
  const id = (await a.route('createNetwork', { body: { name } })).body.data.id;
  return { id: String(id) };
}

describe('networks', () => {
  it('are created, listed, read, updated and deleted', async () => {
    const a = await account();
    const created = await a.route('createNetwork', { body: { name: '  Skyblock  ' } });
    expect(created.statusCode).toBe(200);
    const net = created.body.data;
    expect(net.network_id).toBe(net.id);
    expect(net).toMatchObject({
      name: 'Skyblock',
      premium: false,
      role: 'owner',
      protected_record_type: 'CNAME',
      connections_per_second_threshold: 50,
      verification_server: false,
      webhook_type: 'discord',
    });
    expect(net.txt_verification).toMatch(/^palisade-verify=[0-9a-f]{32}$/);
    // The target's label is random, so it tells nobody how many networks there are.
    expect(net.protected_cname).toMatch(/^[a-z2-7]{16}\.edge\.palisade\.test$/);
    const other = await account();
    const second = (await other.route('createNetwork', { body: { name: 'Second' } })).body.data;
    expect(second.protected_cname).toMatch(/^[a-z2-7]{16}\.edge\.palisade\.test$/);
    expect(second.protected_cname).not.toBe(net.protected_cname);
    // The owner may do everything, and every reply says so.
    expect(net.perms).toEqual(allPermissions(true));

    const params = { id: String(net.id) };
    const list = await a.route('listNetworks');
    expect(list.body.data.map((n) => [n.id, n.perms])).toEqual([[net.id, allPermissions(true)]]);
    expect((await a.route('getNetwork', { params })).body.data.perms).toEqual(allPermissions(true));

    const updated = await a.route('updateNetwork', {
      params,
      body: {
        name: 'Skyblock EU',
        connections_per_second_threshold: 120,
        client_ban_seconds: 600,
        mitigation_message: 'Slow down',
        forward_true_slp: true,
        webhook_url: 'https://discord.com/api/webhooks/1/abc',
        attack_emails: true,
      },
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
    expect((await a.route('getNetwork', { params })).body.data.mitigation_message).toBe(
      'Slow down',
    );

    const invalid = await a.route('updateNetwork', {
      params,
      body: {
        connections_per_second_threshold: 0,
        webhook_url: 'ftp://example.com',
        offline_favicon: 'data:image/gif;base64,AAAA',
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.details?.map((d) => (d as { path: string }).path).sort()).toEqual([
      'body.connections_per_second_threshold',
      'body.offline_favicon',
      'body.webhook_url',
    ]);

    // The offline MOTD is Bedrock's pong too: 200 bytes, not 200 characters (€ is 3 bytes).
    const longMotd = await a.route('updateNetwork', {
      params,
      body: { offline_motd: '€'.repeat(67) },
    });
    expect(longMotd.statusCode).toBe(400);
    expect(longMotd.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'body.offline_motd',
          message:
            'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.',
        },
      ],
    });
    const longestMotd = await a.route('updateNetwork', {
      params,
      body: { offline_motd: `§c${'€'.repeat(66)}` },
    });
    expect(longestMotd.statusCode).toBe(400);
    const fits = await a.route('updateNetwork', {
      params,
      body: { offline_motd: '€'.repeat(66) },
    });
    expect(fits.body.data?.offline_motd).toBe('€'.repeat(66));

    expect((await a.route('deleteNetwork', { params })).body.data).toEqual({ id: net.id });
    expect((await a.route('getNetwork', { params })).statusCode).toBe(404);
    expect((await a.route('listNetworks')).body.data).toEqual([]);
  });

  it('are limited by the plan', async () => {
    const a = await account();
    expect((await a.route('createNetwork', { body: { name: 'one' } })).statusCode).toBe(200);
    const second = await a.route('createNetwork', { body: { name: 'two' } });
    expect(second.statusCode).toBe(402);
    expect(second.body).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows 1 network. Upgrade to add more.',
    });
  });

  it("tell a sub-user the days of analytics the owner's plan keeps", async () => {
    const owner = await account();
    await setPlan(h, owner.id, 3);
    const { id } = await network(owner, 'kept');
    const member = await subUser(h, owner, Number(id), { read_network: true });
    const [plan] = (await owner.route('listPlans')).body.data.filter((p) => p.id === 3);
    const days = plan?.limits.analytics_retention_days;
    expect(days).toBeGreaterThan(7);
    const shared = (await member.route('listNetworks')).body.data.find((n) => n.id === Number(id));
    expect(shared).toMatchObject({ role: 'sub_user', history_days: days });
    expect((await member.route('getNetwork', { params: { id } })).body.data.history_days).toBe(
      days,
    );
    // The member's own plan is Free: what it keeps is not what the network keeps.
    const free = (await member.route('getSubscription')).body.data.plan;
    expect(free.limits.analytics_retention_days).not.toBe(days);
  });

  it('are invisible to other accounts, and ids are checked', async () => {
    const a = await account();
    const b = await account();
    const params = await network(a, 'mine');
    for (const [name, reply] of [
      ['getNetwork', await b.route('getNetwork', { params })],
      ['updateNetwork', await b.route('updateNetwork', { params, body: { name: 'theirs' } })],
      ['deleteNetwork', await b.route('deleteNetwork', { params })],
    ] as const) {
      expect(reply.statusCode, name).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    }
    expect((await b.route('listNetworks')).body.data).toEqual([]);
    // Path ids are strings to the contract; it refuses those that are not positive integers.
    for (const [id, status] of [
      ['999999', 404],
      ['abc', 400],
      ['-1', 400],
    ] as const)
      expect((await a.route('getNetwork', { params: { id } })).statusCode, id).toBe(status);
  });

  it('charge premium once when turned on twice at once', async () => {
    const a = await account();
    const params = await network(a, 'premium');
    await post(h.deps.db, a.id, 2500, 'credit', 'test credit');
    const both = await Promise.all(
      [1, 2].map(() => a.route('togglePremium', { params, body: { state: true } })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await a.route('summary')).body.data.balance_cents).toBe(1500);
  });

  it('charge premium to the balance', async () => {
    const a = await account();
    const params = await network(a, 'premium');
    const poor = await a.route('togglePremium', { params, body: { state: true } });
    expect(poor.statusCode).toBe(402);
    expect(poor.body.code).toBe('INSUFFICIENT_BALANCE');

    await post(h.deps.db, a.id, 2500, 'credit', 'test credit');
    const on = await a.route('togglePremium', { params, body: { state: true } });
    expect(on.statusCode).toBe(200);
    expect(on.body.data.premium).toBe(true);
    expect(on.body.data.premium_until).toEqual(expect.any(String));
    expect((await a.route('summary')).body.data.balance_cents).toBe(1500);

    const again = await a.route('togglePremium', { params, body: { state: true } });
    expect(again.body.data.premium).toBe(true);
    expect((await a.route('summary')).body.data.balance_cents).toBe(1500);
    const off = await a.route('togglePremium', { params, body: { state: false } });
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
      const net = (await a.route('createNetwork', { body: { name: 'lan' } })).body.data;
      expect(net).toMatchObject({ protected_cname: '127.0.0.1', protected_record_type: 'A' });
      const params = { id: String(net.id) };
      const set = (
        await a.route('createBackendSet', {
          params,
          body: { name: 's', backends: ['10.0.0.5:19132'] },
        })
      ).body.data;
      // A location of this test's own: on a shared PostgreSQL `local` may come from another file.
      const location = await insertLocation(onIp, `ip${Date.now().toString(36)}`, {
        publicAddress: '192.0.2.10',
      });
      const tunnel = await a.route('createBedrockTunnel', {
        params,
        body: { name: 't', backend_set_id: set.id, location: location.id },
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
