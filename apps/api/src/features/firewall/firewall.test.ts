import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, account, type Harness, saved, startHarness } from '../../../test/harness';
import { asnFirewall, countryFirewall, ipFirewall } from '../../db/schema';
import { normaliseCidr } from './cidr';
import { deleteExpiredRules } from './queries';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A new network of the account, as the path parameters of its routes. */
async function network(a: Account) {
  const id = (await a.route('createNetwork', { body: { name: 'fw' } })).body.data.id;
  return { id: String(id) };
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
    const params = await network(a);
    const save = (body: { cidr: string; whitelist?: boolean; id?: number }) =>
      a.route('saveIpFirewall', { params, body }).then(saved);
    const block = await save({ cidr: '198.51.100.77/24', whitelist: false });
    expect(block.statusCode).toBe(200);
    expect(block.body.data).toMatchObject({ cidr: '198.51.100.0/24', whitelist: false });
    const allow = await save({ cidr: '2001:db8::7', whitelist: true });
    expect(allow.body.data).toMatchObject({ cidr: '2001:db8::7/128', whitelist: true });

    const dup = await save({ cidr: '198.51.100.1/24' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');

    const moved = await save({ id: block.body.data.id, cidr: '192.0.2.0/25', whitelist: true });
    expect(moved.body.data).toMatchObject({
      id: block.body.data.id,
      cidr: '192.0.2.0/25',
      whitelist: true,
    });
    const list = await a.route('listIpFirewall', { params });
    expect(list.body.data.map((e) => e.cidr)).toEqual(['192.0.2.0/25', '2001:db8::7/128']);

    for (const cidr of [
      '300.1.1.1',
      '1.2.3.4/33',
      '2001:db8::/129',
      'example.com',
      '1.2.3.4/8/1',
    ]) {
      expect((await save({ cidr })).statusCode, cidr).toBe(400);
    }
    expect((await save({ id: 999999, cidr: '192.0.2.1' })).statusCode).toBe(404);
    const remove = () =>
      a.route('deleteIpFirewall', {
        params: { ...params, entryId: String(allow.body.data.id) },
      });
    expect((await remove()).body.data).toEqual({ id: allow.body.data.id });
    expect((await remove()).statusCode).toBe(404);
  });

  it('counts rules of every kind against the plan', async () => {
    const a = await account(h);
    const params = await network(a);
    for (let i = 0; i < 48; i++) {
      const rule = await a
        .route('saveIpFirewall', { params, body: { cidr: `10.0.${i}.0/24` } })
        .then(saved);
      expect(rule.statusCode).toBe(200);
    }
    expect(
      (await a.route('saveAsnFirewall', { params, body: { asn: 64512 } }).then(saved)).statusCode,
    ).toBe(200);
    expect(
      (await a.route('saveCountryFirewall', { params, body: { country_id: 276 } }).then(saved))
        .statusCode,
    ).toBe(200);
    const over = await a
      .route('saveIpFirewall', { params, body: { cidr: '10.1.0.0/16' } })
      .then(saved);
    expect(over.statusCode).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('lets concurrent creates at the limit store exactly the limit', async () => {
    const a = await account(h);
    const params = await network(a);
    for (let i = 0; i < 45; i++) {
      await a.route('saveIpFirewall', { params, body: { cidr: `10.0.${i}.0/24` } }).then(saved);
    }
    // Twenty at once, of every kind, where five fit: on PostgreSQL they run side by side.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? a.route('saveAsnFirewall', { params, body: { asn: 64512 + i } }).then(saved)
          : a.route('saveIpFirewall', { params, body: { cidr: `10.1.${i}.0/24` } }).then(saved),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.body.code === 'PLAN_LIMIT')).toHaveLength(15);
    const stored = await Promise.all([
      a.route('listIpFirewall', { params }),
      a.route('listAsnFirewall', { params }),
      a.route('listCountryFirewall', { params }),
    ]);
    expect(stored.reduce((sum, list) => sum + list.body.data.length, 0)).toBe(50);
  });
});

describe('ASN and country firewalls', () => {
  it('take ASNs as numbers or AS strings, within range', async () => {
    const a = await account(h);
    const params = await network(a);
    const save = (body: { asn: number | string; whitelist?: boolean }) =>
      a.route('saveAsnFirewall', { params, body }).then(saved);
    expect((await save({ asn: 'AS13335' })).body.data).toMatchObject({
      asn: 13335,
      whitelist: false,
    });
    expect((await save({ asn: 4294967295, whitelist: true })).body.data.asn).toBe(4294967295);
    expect((await save({ asn: 13335 })).body.code).toBe('DUPLICATE');
    for (const asn of [0, -5, 4294967296, 'ASX', 1.5]) {
      expect((await save({ asn })).statusCode, String(asn)).toBe(400);
    }
    expect((await a.route('listAsnFirewall', { params })).body.data).toHaveLength(2);
  });

  it('name countries from the ISO 3166 table', async () => {
    const a = await account(h);
    const countries = (await a.route('listCountries')).body.data;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ id: 276, code: 'DE', name: 'Germany' });
    expect(countries).toContainEqual({ id: 76, code: 'BR', name: 'Brazil' });

    const params = await network(a);
    const save = (body: { country_id: number; whitelist?: boolean; id?: number }) =>
      a.route('saveCountryFirewall', { params, body }).then(saved);
    const rule = await save({ country_id: 76, whitelist: false });
    expect(rule.body.data).toMatchObject({
      country_id: 76,
      country_code: 'BR',
      country_name: 'Brazil',
      whitelist: false,
    });
    const changed = await save({ id: rule.body.data.id, country_id: 250, whitelist: true });
    expect(changed.body.data).toMatchObject({ country_code: 'FR', whitelist: true });
    expect((await save({ country_id: 999 })).statusCode).toBe(400);
    const list = await a.route('listCountryFirewall', { params });
    expect(list.body.data.map((r) => r.country_code)).toEqual(['FR']);
  });
});

describe('rules with an expiry', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('keep their expiry through changes that leave it out, and lose it for null', async () => {
    const a = await account(h);
    const params = await network(a);
    const save = (body: { asn: number; id?: number; expires_at?: string | null }) =>
      a.route('saveAsnFirewall', { params, body }).then(saved);
    const at = inAnHour();
    const rule = (await save({ asn: 64500, expires_at: at })).body.data;
    expect(rule).toMatchObject({ asn: 64500, expires_at: at });
    const moved = await save({ id: rule.id, asn: 64501 });
    expect(moved.body.data).toMatchObject({ asn: 64501, expires_at: at });
    const forever = await save({ id: rule.id, asn: 64501, expires_at: null });
    expect(forever.body.data).toMatchObject({ asn: 64501, expires_at: null });
    expect((await save({ asn: 64502 })).body.data.expires_at).toBeNull();
  });

  it('must end in the future, at a time with its offset', async () => {
    const a = await account(h);
    const params = await network(a);
    const past = new Date(Date.now() - 1000).toISOString();
    // A number is no time: sent as is, past the contract's types.
    for (const expires_at of [past, 'tomorrow', '2030-01-01', 1_900_000_000_000]) {
      const reply = await a.call('POST', `/networks/${params.id}/firewall`, {
        cidr: '192.0.2.1',
        expires_at,
      });
      expect(reply.statusCode, String(expires_at)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await a.route('listIpFirewall', { params })).body.data).toEqual([]);
  });

  it('end at most 10 years ahead, on every kind: the year 9999 at -14:00 is a 400, not a 500', async () => {
    const a = await account(h);
    const params = await network(a);
    const years = (n: number) => {
      const at = new Date();
      at.setUTCFullYear(at.getUTCFullYear() + n);
      return at.toISOString();
    };
    const kinds = [
      ['saveIpFirewall', 'listIpFirewall', { cidr: '192.0.2.1' }],
      ['saveAsnFirewall', 'listAsnFirewall', { asn: 64500 }],
      ['saveCountryFirewall', 'listCountryFirewall', { country_id: 276 }],
    ] as const;
    for (const [save, list, rule] of kinds) {
      // In UTC that is 10000-01-01T13:59:59Z, past what the database stores.
      for (const expires_at of [
        '9999-12-31T23:59:59-14:00',
        years(11),
        years(10).replace('Z', '-00:01'),
      ]) {
        const reply = await a.route(save, { params, body: { ...rule, expires_at } });
        expect(reply.statusCode, `${save} ${expires_at}`).toBe(400);
        expect(reply.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [expect.objectContaining({ path: 'body.expires_at' })],
        });
      }
      expect((await a.route(list, { params })).body.data, list).toEqual([]);
      const inNineYears = years(9);
      const kept = await a.route(save, { params, body: { ...rule, expires_at: inNineYears } });
      expect(kept.statusCode, save).toBe(200);
      expect(kept.body.data).toMatchObject({ expires_at: inNineYears });
    }
  });

  it('are gone once their time has passed: from lists, from the way of new ones, from the database', async () => {
    const a = await account(h);
    const params = await network(a);
    const kinds = [
      {
        save: (expires_at?: string) =>
          a
            .route('saveIpFirewall', { params, body: { cidr: '198.51.100.0/24', expires_at } })
            .then(saved),
        list: () => a.route('listIpFirewall', { params }),
      },
      {
        save: (expires_at?: string) =>
          a.route('saveAsnFirewall', { params, body: { asn: 64510, expires_at } }).then(saved),
        list: () => a.route('listAsnFirewall', { params }),
      },
      {
        save: (expires_at?: string) =>
          a
            .route('saveCountryFirewall', { params, body: { country_id: 276, expires_at } })
            .then(saved),
        list: () => a.route('listCountryFirewall', { params }),
      },
    ];
    for (const kind of kinds)
      expect((await kind.save(inAnHour())).body.data.expires_at).not.toBeNull();
    const expire = async () => {
      for (const table of [ipFirewall, asnFirewall, countryFirewall])
        await h.deps.db
          .update(table)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(table.networkId, Number(params.id)));
    };
    await expire();
    for (const kind of kinds) {
      expect((await kind.list()).body.data).toEqual([]);
      // The same value again is a new rule, not a duplicate of the expired one.
      expect((await kind.save()).statusCode).toBe(200);
    }
    await expire();
    expect(await deleteExpiredRules(h.deps.db)).toBeGreaterThanOrEqual(3);
    for (const table of [ipFirewall, asnFirewall, countryFirewall])
      expect(
        await h.deps.db
          .select()
          .from(table)
          .where(eq(table.networkId, Number(params.id))),
      ).toEqual([]);
  });
});
