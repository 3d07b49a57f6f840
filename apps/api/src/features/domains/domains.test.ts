import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';

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

/** A new network with one backend set; `params` are the path parameters of its routes. */
async function networkWithSet(a: Account) {
  const network = (await a.route('createNetwork', { body: { name: 'net' } })).body.data;
  const params = { id: String(network.id) };
  const set = (
    await a.route('createBackendSet', {
      params,
      body: { name: 'lobby', backends: ['10.0.0.1:25565'] },
    })
  ).body.data;
  return { network, set, params };
}

/** The path parameters of one domain of a network. */
const of = (params: { id: string }, domainId: number) => ({
  ...params,
  domainId: String(domainId),
});

describe('domains', () => {
  it('are added, read, changed and removed', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const { set, params } = await networkWithSet(a);
    const other = (
      await a.route('createBackendSet', {
        params,
        body: { name: 'other', backends: ['play.example.net:25566'] },
      })
    ).body.data;

    const added = await a.route('addDomain', {
      params,
      body: { name: ' Play.Example.COM. ', backend_set_id: set.id },
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'play.example.com',
      backend_set_id: set.id,
      bac: false,
      verified: false,
    });
    const wildcard = await a.route('addDomain', {
      params,
      body: { name: '*.example.com', backend_set_id: set.id, bac: true },
    });
    expect(wildcard.body.data).toMatchObject({ name: '*.example.com', bac: true });

    const list = await a.route('listDomains', { params });
    expect(list.body.data.map((d) => d.name)).toEqual(['play.example.com', '*.example.com']);
    const playDomain = of(params, added.body.data.id);
    expect((await a.route('getDomain', { params: playDomain })).body.data.name).toBe(
      'play.example.com',
    );

    const moved = await a.route('updateDomain', {
      params: playDomain,
      body: { set: other.id, bac: true },
    });
    expect(moved.body.data).toMatchObject({ backend_set_id: other.id, bac: true });
    const viaName = await a.route('updateDomain', {
      params: playDomain,
      body: { backend_set_id: set.id },
    });
    expect(viaName.body.data.backend_set_id).toBe(set.id);

    const wildcardDomain = of(params, wildcard.body.data.id);
    expect((await a.route('deleteDomain', { params: wildcardDomain })).body.data).toEqual({
      id: wildcard.body.data.id,
    });
    expect((await a.route('getDomain', { params: wildcardDomain })).statusCode).toBe(404);
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
      const reply = await a.route('addDomain', {
        params: mine.params,
        body: { name, backend_set_id: mine.set.id },
      });
      expect(reply.statusCode, name).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    const foreignSet = await a.route('addDomain', {
      params: mine.params,
      body: { name: 'x.example.org', backend_set_id: theirs.set.id },
    });
    expect(foreignSet.statusCode).toBe(404);

    const name = `taken-${Date.now()}.example.org`;
    const claim = await b.route('addDomain', {
      params: theirs.params,
      body: { name, backend_set_id: theirs.set.id },
    });
    expect(claim.statusCode).toBe(200);
    dns.setTxt(`_palisade.${name}`, [theirs.network.txt_verification]);
    expect(
      (await b.route('verifyDomain', { params: of(theirs.params, claim.body.data.id) })).statusCode,
    ).toBe(200);
    const taken = await a.route('addDomain', {
      params: mine.params,
      body: { name, backend_set_id: mine.set.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.code).toBe('DOMAIN_TAKEN');

    for (const n of [1, 2, 3]) {
      expect(
        (
          await a.route('addDomain', {
            params: mine.params,
            body: { name: `s${n}.limit.example.org`, backend_set_id: mine.set.id },
          })
        ).statusCode,
      ).toBe(200);
    }
    const over = await a.route('addDomain', {
      params: mine.params,
      body: { name: 's4.limit.example.org', backend_set_id: mine.set.id },
    });
    expect(over.statusCode).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('are verified by a TXT record found through DNS', async () => {
    const a = await account(h);
    const { network, set, params } = await networkWithSet(a);
    const host = `mc${Date.now()}.example.net`;

    const pre = await a.route('preverifyDomain', { params, body: { domain_name: host } });
    expect(pre.body.data).toEqual({
      domain_name: host,
      available: true,
      verified: false,
      txt_record: { type: 'TXT', name: `_palisade.${host}`, value: network.txt_verification },
      dns: expect.objectContaining({ apex: false }),
    });

    const domain = (
      await a.route('addDomain', { params, body: { name: host, backend_set_id: set.id } })
    ).body.data;
    const domainParams = of(params, domain.id);
    const early = await a.route('verifyDomain', { params: domainParams });
    expect(early.statusCode).toBe(200);
    expect(early.body.data).toMatchObject({
      id: domain.id,
      verified: false,
      verified_at: null,
      txt_record: { type: 'TXT', name: `_palisade.${host}`, value: network.txt_verification },
    });

    dns.setTxt(`_palisade.${host}`, ['unrelated', network.txt_verification]);
    expect(
      (await a.route('preverifyDomain', { params, body: { domain_name: host } })).body.data
        .verified,
    ).toBe(true);
    const verified = await a.route('verifyDomain', { params: domainParams });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true, verified_at: expect.any(String) });

    const renamed = await a.route('updateDomain', {
      params: domainParams,
      body: { name: `play.${host}` },
    });
    expect(renamed.body.data.verified).toBe(false);
    // A record on the parent proves its sub-domains too.
    expect((await a.route('verifyDomain', { params: domainParams })).body.data.verified).toBe(true);
  });

  it('answer preverify with availability across networks', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = await networkWithSet(a);
    const theirs = await networkWithSet(b);
    const host = `shared${Date.now()}.example.net`;
    const claim = await b.route('addDomain', {
      params: theirs.params,
      body: { name: host, backend_set_id: theirs.set.id },
    });
    const available = async (who: Account, params: { id: string }) =>
      (await who.route('preverifyDomain', { params, body: { domain_name: host } })).body.data
        .available;
    // A pending claim blocks nobody; a verified one does.
    expect(await available(a, mine.params)).toBe(true);
    dns.setTxt(`_palisade.${host}`, [theirs.network.txt_verification]);
    await b.route('verifyDomain', { params: of(theirs.params, claim.body.data.id) });
    expect(await available(a, mine.params)).toBe(false);
    expect(await available(b, theirs.params)).toBe(true);
  });

  it('go to the first network that verifies them; a squatter’s pending claim blocks nobody', async () => {
    const squatter = await account(h);
    const owner = await account(h);
    const squat = await networkWithSet(squatter);
    const real = await networkWithSet(owner);
    const host = `squat${Date.now()}.example.net`;
    const claim = (who: Account, { params, set }: typeof squat) =>
      who.route('addDomain', { params, body: { name: host, backend_set_id: set.id } });
    const pending = await claim(squatter, squat);
    expect(pending.statusCode).toBe(200);

    const mine = await claim(owner, real);
    expect(mine.statusCode).toBe(200);
    expect((await claim(owner, real)).body.code).toBe('DOMAIN_TAKEN');
    dns.setTxt(`_palisade.${host}`, [real.network.txt_verification]);
    expect(
      (await owner.route('verifyDomain', { params: of(real.params, mine.body.data.id) })).body.data,
    ).toMatchObject({ verified: true });

    // The squatter's claim is gone, with a notice, and cannot come back.
    expect((await squatter.route('listDomains', { params: squat.params })).body.data).toEqual([]);
    const summary = await squatter.route('summary');
    expect(summary.body.data.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'domain_claim_dropped',
        message: expect.stringContaining(host),
      }),
    );
    const again = await claim(squatter, squat);
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('DOMAIN_TAKEN');
  });
});

describe('DNS records', () => {
  it('at a zone apex offer A records of the locations or an SRV record, not a bare CNAME', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const { network, set, params } = await networkWithSet(a);
    const location = await insertLocation(h, `dns${Date.now().toString(36)}`, {
      publicAddress: '192.0.2.77',
    });
    const apex = `craft${Date.now()}.example`;
    dns.set(apex, 'SOA', [apex]);
    const target = network.protected_cname;

    const pre = (await a.route('preverifyDomain', { params, body: { domain_name: apex } })).body
      .data.dns;
    expect(pre).toMatchObject({
      zone: apex,
      apex: true,
      ownership: { type: 'TXT', name: `_palisade.${apex}`, relative_name: '_palisade' },
    });
    expect(pre.routes.map((r) => [r.kind, r.recommended])).toEqual([
      ['address', true],
      ['srv', false],
      ['cname', false],
    ]);
    expect(pre.routes[0]?.records).toContainEqual({
      type: 'A',
      name: apex,
      relative_name: '@',
      value: location.publicAddress,
    });
    expect(pre.routes[1]).toEqual({
      kind: 'srv',
      recommended: false,
      records: [
        {
          type: 'SRV',
          name: `_minecraft._tcp.${apex}`,
          relative_name: '_minecraft._tcp',
          value: `0 5 25565 play.${apex}.`,
        },
        { type: 'CNAME', name: `play.${apex}`, relative_name: 'play', value: target },
      ],
      needs_domain: `play.${apex}`,
    });

    // Below the apex: the CNAME, named as the panel wants it.
    const sub = (await a.route('preverifyDomain', { params, body: { domain_name: `mc.${apex}` } }))
      .body.data.dns;
    expect(sub).toMatchObject({
      zone: apex,
      apex: false,
      ownership: { name: `_palisade.mc.${apex}`, relative_name: '_palisade.mc' },
      routes: [
        {
          kind: 'cname',
          recommended: true,
          records: [{ type: 'CNAME', name: `mc.${apex}`, relative_name: 'mc', value: target }],
        },
      ],
    });

    // Ownership first: verified, but no record leads players to the edge yet.
    const domain = (
      await a.route('addDomain', { params, body: { name: apex, backend_set_id: set.id } })
    ).body.data;
    dns.setTxt(`_palisade.${apex}`, [network.txt_verification]);
    const verify = () => a.route('verifyDomain', { params: of(params, domain.id) });
    expect((await verify()).body.data).toMatchObject({ verified: true, routing: null });
    // A records to an address that is not the edge's lead nowhere; the location's do.
    dns.set(apex, 'A', ['203.0.113.9']);
    expect((await verify()).body.data.routing).toBeNull();
    dns.set(apex, 'A', [location.publicAddress]);
    expect((await verify()).body.data.routing).toBe('address');
    dns.set(apex, 'A', []);

    // An SRV record leads players only to a domain of the network that is verified.
    const play = (
      await a.route('addDomain', { params, body: { name: `play.${apex}`, backend_set_id: set.id } })
    ).body.data;
    dns.set(`play.${apex}`, 'CNAME', [target]);
    dns.set(`_minecraft._tcp.${apex}`, 'SRV', [`0 5 25565 play.${apex}`]);
    expect((await verify()).body.data.routing).toBeNull();
    const playVerified = await a.route('verifyDomain', { params: of(params, play.id) });
    expect(playVerified.body.data).toMatchObject({ verified: true, routing: 'cname' });
    expect((await verify()).body.data.routing).toBe('srv');
    // On another port than the edge's, it does not.
    dns.set(`_minecraft._tcp.${apex}`, 'SRV', [`0 5 25566 play.${apex}`]);
    expect((await verify()).body.data.routing).toBeNull();
  });
});
