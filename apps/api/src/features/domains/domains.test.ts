import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../../test/dns-server';
import { allowTestNets } from '../../../test/fixtures';
import {
  type Account,
  account,
  type Entity,
  type Harness,
  setPlan,
  startHarness,
} from '../../../test/harness';

let h: Harness;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({ DNS_SERVERS: dns.address });
  await allowTestNets(h);
});
afterAll(async () => {
  await h.close();
  await dns.close();
});

type Network = Entity & { txt_verification: string };

async function networkWithSet(a: Account) {
  const network = (await a.call<Network>('POST', '/networks', { name: 'net' })).body.data;
  const set = (
    await a.call('POST', `/networks/${network.id}/backendSets`, {
      name: 'lobby',
      backends: ['10.0.0.1:25565'],
    })
  ).body.data;
  return { network, set, base: `/networks/${network.id}/domains` };
}

describe('domains', () => {
  it('are added, read, changed and removed', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const { network, set, base } = await networkWithSet(a);
    const other = (
      await a.call('POST', `/networks/${network.id}/backendSets`, {
        name: 'other',
        backends: ['play.example.net:25566'],
      })
    ).body.data;

    const added = await a.call('POST', base, {
      name: ' Play.Example.COM. ',
      backend_set_id: set.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'play.example.com',
      backend_set_id: set.id,
      bac: false,
      verified: false,
    });
    const wildcard = await a.call('POST', base, {
      name: '*.example.com',
      backend_set_id: set.id,
      bac: true,
    });
    expect(wildcard.body.data).toMatchObject({ name: '*.example.com', bac: true });

    const list = await a.call<Entity[]>('GET', base);
    expect(list.body.data.map((d) => d.name)).toEqual(['play.example.com', '*.example.com']);
    expect((await a.call('GET', `${base}/${added.body.data.id}`)).body.data.name).toBe(
      'play.example.com',
    );

    const moved = await a.call('PATCH', `${base}/${added.body.data.id}`, {
      set: other.id,
      bac: true,
    });
    expect(moved.body.data).toMatchObject({ backend_set_id: other.id, bac: true });
    const viaName = await a.call('PATCH', `${base}/${added.body.data.id}`, {
      backend_set_id: set.id,
    });
    expect(viaName.body.data.backend_set_id).toBe(set.id);

    expect((await a.call('DELETE', `${base}/${wildcard.body.data.id}`)).body.data).toEqual({
      id: wildcard.body.data.id,
    });
    expect((await a.call('GET', `${base}/${wildcard.body.data.id}`)).statusCode).toBe(404);
  });

  it('refuse bad names, foreign sets, taken names and the plan limit', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = await networkWithSet(a);
    const theirs = await networkWithSet(b);
    for (const name of [
      'localhost',
      'exa mple.com',
      '-bad.example.com',
      'a..b.com',
      '*.*.example.com',
      `${'x'.repeat(64)}.com`,
    ]) {
      const reply = await a.call('POST', mine.base, { name, backend_set_id: mine.set.id });
      expect(reply.statusCode, name).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    const foreignSet = await a.call('POST', mine.base, {
      name: 'x.example.org',
      backend_set_id: theirs.set.id,
    });
    expect(foreignSet.statusCode).toBe(404);

    const name = `taken-${Date.now()}.example.org`;
    const claim = await b.call('POST', theirs.base, { name, backend_set_id: theirs.set.id });
    expect(claim.statusCode).toBe(200);
    dns.setTxt(`_palisade.${name}`, [theirs.network.txt_verification]);
    expect((await b.call('GET', `${theirs.base}/${claim.body.data.id}/verify`)).statusCode).toBe(
      200,
    );
    const taken = await a.call('POST', mine.base, { name, backend_set_id: mine.set.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.code).toBe('DOMAIN_TAKEN');

    for (const n of [1, 2, 3]) {
      expect(
        (
          await a.call('POST', mine.base, {
            name: `s${n}.limit.example.org`,
            backend_set_id: mine.set.id,
          })
        ).statusCode,
      ).toBe(200);
    }
    const over = await a.call('POST', mine.base, {
      name: 's4.limit.example.org',
      backend_set_id: mine.set.id,
    });
    expect(over.statusCode).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('are verified by a TXT record found through DNS', async () => {
    const a = await account(h);
    const { network, set, base } = await networkWithSet(a);
    const host = `mc${Date.now()}.example.net`;

    const pre = await a.call('POST', `${base}/preverify`, { domain_name: host });
    expect(pre.body.data).toEqual({
      domain_name: host,
      available: true,
      verified: false,
      txt_record: { type: 'TXT', name: `_palisade.${host}`, value: network.txt_verification },
    });

    const domain = (await a.call('POST', base, { name: host, backend_set_id: set.id })).body.data;
    const early = await a.call('GET', `${base}/${domain.id}/verify`);
    expect(early.statusCode).toBe(200);
    expect(early.body.data).toMatchObject({
      id: domain.id,
      verified: false,
      verified_at: null,
      txt_record: { type: 'TXT', name: `_palisade.${host}`, value: network.txt_verification },
    });

    dns.setTxt(`_palisade.${host}`, ['unrelated', network.txt_verification]);
    expect(
      (await a.call('POST', `${base}/preverify`, { domain_name: host })).body.data.verified,
    ).toBe(true);
    const verified = await a.call('GET', `${base}/${domain.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true, verified_at: expect.any(String) });

    const renamed = await a.call('PATCH', `${base}/${domain.id}`, { name: `play.${host}` });
    expect(renamed.body.data.verified).toBe(false);
    // A record on the parent proves its sub-domains too.
    expect((await a.call('GET', `${base}/${domain.id}/verify`)).body.data.verified).toBe(true);
  });

  it('answer preverify with availability across networks', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = await networkWithSet(a);
    const theirs = await networkWithSet(b);
    const host = `shared${Date.now()}.example.net`;
    const claim = await b.call('POST', theirs.base, { name: host, backend_set_id: theirs.set.id });
    const available = async (who: Account, base: string) =>
      (await who.call('POST', `${base}/preverify`, { domain_name: host })).body.data.available;
    // A pending claim blocks nobody; a verified one does.
    expect(await available(a, mine.base)).toBe(true);
    dns.setTxt(`_palisade.${host}`, [theirs.network.txt_verification]);
    await b.call('GET', `${theirs.base}/${claim.body.data.id}/verify`);
    expect(await available(a, mine.base)).toBe(false);
    expect(await available(b, theirs.base)).toBe(true);
  });

  it('go to the first network that verifies them; a squatter’s pending claim blocks nobody', async () => {
    const squatter = await account(h);
    const owner = await account(h);
    const squat = await networkWithSet(squatter);
    const real = await networkWithSet(owner);
    const host = `squat${Date.now()}.example.net`;
    const pending = await squatter.call('POST', squat.base, {
      name: host,
      backend_set_id: squat.set.id,
    });
    expect(pending.statusCode).toBe(200);

    const mine = await owner.call('POST', real.base, { name: host, backend_set_id: real.set.id });
    expect(mine.statusCode).toBe(200);
    expect(
      (await owner.call('POST', real.base, { name: host, backend_set_id: real.set.id })).body.code,
    ).toBe('DOMAIN_TAKEN');
    dns.setTxt(`_palisade.${host}`, [real.network.txt_verification]);
    expect(
      (await owner.call('GET', `${real.base}/${mine.body.data.id}/verify`)).body.data,
    ).toMatchObject({ verified: true });

    // The squatter's claim is gone, with a notice, and cannot come back.
    expect((await squatter.call<Entity[]>('GET', squat.base)).body.data).toEqual([]);
    const summary = await squatter.call<{ notifications: { kind: string; message: string }[] }>(
      'GET',
      '/user/summary',
    );
    expect(summary.body.data.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'domain_claim_dropped',
        message: expect.stringContaining(host),
      }),
    );
    const again = await squatter.call('POST', squat.base, {
      name: host,
      backend_set_id: squat.set.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('DOMAIN_TAKEN');
  });
});
