import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  account,
  type Entity,
  type Harness,
  startHarness,
} from '../../../test/harness';
import { asnFirewall, countryFirewall, ipFirewall } from '../../db/schema';
import { normaliseCidr } from './cidr';
import { deleteExpiredRules } from './queries';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function network(a: Account) {
  return (await a.call('POST', '/networks', { name: 'fw' })).body.data.id;
}

describe('CIDR normalisation', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7/32'],
    ['203.0.113.7/24', '203.0.113.0/24'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1/128'],
    ['2001:db8:abcd:12::1/48', '2001:db8:abcd::/48'],
    ['::ffff:198.51.100.9', '198.51.100.9/32'],
    ['::ffff:198.51.100.9/120', '198.51.100.0/24'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseCidr(input)).toBe(expected);
  });
});

describe('IP firewall', () => {
  it('adds normalised entries, updates by id, refuses duplicates, deletes', async () => {
    const a = await account(h);
    const base = `/networks/${await network(a)}/firewall`;
    const block = await a.call('POST', base, { cidr: '198.51.100.77/24', whitelist: false });
    expect(block.statusCode).toBe(200);
    expect(block.body.data).toMatchObject({ cidr: '198.51.100.0/24', whitelist: false });
    const allow = await a.call('POST', base, { cidr: '2001:db8::7', whitelist: true });
    expect(allow.body.data).toMatchObject({ cidr: '2001:db8::7/128', whitelist: true });

    const dup = await a.call('POST', base, { cidr: '198.51.100.1/24' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');

    const moved = await a.call('POST', base, {
      id: block.body.data.id,
      cidr: '192.0.2.0/25',
      whitelist: true,
    });
    expect(moved.body.data).toMatchObject({
      id: block.body.data.id,
      cidr: '192.0.2.0/25',
      whitelist: true,
    });
    const list = await a.call<Entity[]>('GET', base);
    expect(list.body.data.map((e) => e.cidr)).toEqual(['192.0.2.0/25', '2001:db8::7/128']);

    for (const cidr of [
      '300.1.1.1',
      '1.2.3.4/33',
      '2001:db8::/129',
      'example.com',
      '1.2.3.4/8/1',
    ]) {
      expect((await a.call('POST', base, { cidr })).statusCode, cidr).toBe(400);
    }
    expect((await a.call('POST', base, { id: 999999, cidr: '192.0.2.1' })).statusCode).toBe(404);
    expect((await a.call('DELETE', `${base}/${allow.body.data.id}`)).body.data).toEqual({
      id: allow.body.data.id,
    });
    expect((await a.call('DELETE', `${base}/${allow.body.data.id}`)).statusCode).toBe(404);
  });

  it('counts rules of every kind against the plan', async () => {
    const a = await account(h);
    const id = await network(a);
    for (let i = 0; i < 48; i++) {
      expect(
        (await a.call('POST', `/networks/${id}/firewall`, { cidr: `10.0.${i}.0/24` })).statusCode,
      ).toBe(200);
    }
    expect((await a.call('POST', `/networks/${id}/asnFirewall`, { asn: 64512 })).statusCode).toBe(
      200,
    );
    expect(
      (await a.call('POST', `/networks/${id}/countryFirewall`, { country_id: 276 })).statusCode,
    ).toBe(200);
    const over = await a.call('POST', `/networks/${id}/firewall`, { cidr: '10.1.0.0/16' });
    expect(over.statusCode).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('lets concurrent creates at the limit store exactly the limit', async () => {
    const a = await account(h);
    const id = await network(a);
    for (let i = 0; i < 45; i++) {
      await a.call('POST', `/networks/${id}/firewall`, { cidr: `10.0.${i}.0/24` });
    }
    // Twenty at once, of every kind, where five fit: on PostgreSQL they run side by side.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? a.call('POST', `/networks/${id}/asnFirewall`, { asn: 64512 + i })
          : a.call('POST', `/networks/${id}/firewall`, { cidr: `10.1.${i}.0/24` }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.body.code === 'PLAN_LIMIT')).toHaveLength(15);
    const stored = await Promise.all(
      ['firewall', 'asnFirewall', 'countryFirewall'].map(
        async (kind) => (await a.call<Entity[]>('GET', `/networks/${id}/${kind}`)).body.data.length,
      ),
    );
    expect(stored.reduce((x, y) => x + y, 0)).toBe(50);
  });
});

describe('ASN and country firewalls', () => {
  it('take ASNs as numbers or AS strings, within range', async () => {
    const a = await account(h);
    const base = `/networks/${await network(a)}/asnFirewall`;
    expect((await a.call('POST', base, { asn: 'AS13335' })).body.data).toMatchObject({
      asn: 13335,
      whitelist: false,
    });
    expect((await a.call('POST', base, { asn: 4294967295, whitelist: true })).body.data.asn).toBe(
      4294967295,
    );
    expect((await a.call('POST', base, { asn: 13335 })).body.code).toBe('DUPLICATE');
    for (const asn of [0, -5, 4294967296, 'ASX', 1.5]) {
      expect((await a.call('POST', base, { asn })).statusCode, String(asn)).toBe(400);
    }
    expect((await a.call<Entity[]>('GET', base)).body.data).toHaveLength(2);
  });

  it('name countries from the ISO 3166 table', async () => {
    const a = await account(h);
    const countries = (await a.call<Entity[]>('GET', '/countries/fetch-all')).body.data;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ id: 276, code: 'DE', name: 'Germany' });
    expect(countries).toContainEqual({ id: 76, code: 'BR', name: 'Brazil' });

    const base = `/networks/${await network(a)}/countryFirewall`;
    const rule = await a.call('POST', base, { country_id: 76, whitelist: false });
    expect(rule.body.data).toMatchObject({
      country_id: 76,
      country_code: 'BR',
      country_name: 'Brazil',
      whitelist: false,
    });
    const changed = await a.call('POST', base, {
      id: rule.body.data.id,
      country_id: 250,
      whitelist: true,
    });
    expect(changed.body.data).toMatchObject({ country_code: 'FR', whitelist: true });
    const unknown = await a.call('POST', base, { country_id: 999 });
    expect(unknown.statusCode).toBe(400);
    expect((await a.call<Entity[]>('GET', base)).body.data.map((r) => r.country_code)).toEqual([
      'FR',
    ]);
  });
});

describe('rules with an expiry', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('keep their expiry through changes that leave it out, and lose it for null', async () => {
    const a = await account(h);
    const base = `/networks/${await network(a)}/asnFirewall`;
    const at = inAnHour();
    const rule = (await a.call('POST', base, { asn: 64500, expires_at: at })).body.data;
    expect(rule).toMatchObject({ asn: 64500, expires_at: at });
    const moved = await a.call('POST', base, { id: rule.id, asn: 64501 });
    expect(moved.body.data).toMatchObject({ asn: 64501, expires_at: at });
    const forever = await a.call('POST', base, { id: rule.id, asn: 64501, expires_at: null });
    expect(forever.body.data).toMatchObject({ asn: 64501, expires_at: null });
    expect((await a.call('POST', base, { asn: 64502 })).body.data.expires_at).toBeNull();
  });

  it('must end in the future, at a time with its offset', async () => {
    const a = await account(h);
    const base = `/networks/${await network(a)}/firewall`;
    const past = new Date(Date.now() - 1000).toISOString();
    for (const expires_at of [past, 'tomorrow', '2030-01-01', 1_900_000_000_000]) {
      const reply = await a.call('POST', base, { cidr: '192.0.2.1', expires_at });
      expect(reply.statusCode, String(expires_at)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await a.call<Entity[]>('GET', base)).body.data).toEqual([]);
  });

  it('are gone once their time has passed: from lists, from the way of new ones, from the database', async () => {
    const a = await account(h);
    const id = await network(a);
    const kinds = [
      ['firewall', { cidr: '198.51.100.0/24' }],
      ['asnFirewall', { asn: 64510 }],
      ['countryFirewall', { country_id: 276 }],
    ] as const;
    for (const [kind, value] of kinds) {
      const rule = (
        await a.call('POST', `/networks/${id}/${kind}`, { ...value, expires_at: inAnHour() })
      ).body.data;
      expect(rule.expires_at).not.toBeNull();
    }
    for (const table of [ipFirewall, asnFirewall, countryFirewall])
      await h.deps.db
        .update(table)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(table.networkId, id));
    for (const [kind, value] of kinds) {
      expect((await a.call<Entity[]>('GET', `/networks/${id}/${kind}`)).body.data).toEqual([]);
      // The same value again is a new rule, not a duplicate of the expired one.
      expect((await a.call('POST', `/networks/${id}/${kind}`, value)).statusCode).toBe(200);
    }
    for (const table of [ipFirewall, asnFirewall, countryFirewall])
      await h.deps.db
        .update(table)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(table.networkId, id));
    expect(await deleteExpiredRules(h.deps.db)).toBeGreaterThanOrEqual(3);
    for (const table of [ipFirewall, asnFirewall, countryFirewall])
      expect(await h.deps.db.select().from(table).where(eq(table.networkId, id))).toEqual([]);
  });
});
