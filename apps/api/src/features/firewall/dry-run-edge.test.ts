import { type Edge, loadAsnLookup, loadCountryLookup } from '@palisade/edge';
import { type Backend, join, ping, startBackend } from '@palisade/peers/minecraft';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EdgeStack, startEdgeStack } from '../../../test/edge-stack';
import type { Account } from '../../../test/harness';

/**
 * Dry runs on what a real edge counted: players who joined through it with minecraft-protocol
 * clients from loopback addresses, and a bot that only pinged.
 */

let stack: EdgeStack;
let owner: Account;
let backend: Backend;
let edge: Edge;
let params: { id: string };
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const host = `play.${suffix}.example.com`;

/** Loopback has no ASN or country; 127.0.0.7 gets a provider in Germany for the test. */
const country = loadCountryLookup();
const asn = await loadAsnLookup();
const geo = {
  country: (address: string) => (address === '127.0.0.7' ? 'DE' : country(address)),
  asn: (address: string) => (address === '127.0.0.7' ? 64500 : asn(address)),
};

beforeAll(async () => {
  stack = await startEdgeStack(`dry${suffix}`);
  owner = stack.owner;
  backend = await startBackend('Dry run');
  const networkId = (await owner.route('createNetwork', { body: { name: 'dry' } })).body.data.id;
  params = { id: String(networkId) };
  // Routing, not mitigation: a busy server's threshold keeps the checks out of the way.
  await owner.route('updateNetwork', { params, body: { connections_per_second_threshold: 500 } });
  await stack.routedDomain(networkId, host, { backends: [`127.0.0.1:${backend.port}`] });
  edge = await stack.edge({ geo });
});

afterAll(async () => {
  backend?.close();
  await stack?.close();
});

describe('a dry run on what an edge counted', () => {
  it('names the players who joined from the addresses a rule covers', async () => {
    for (const [username, from] of [
      ['Steve', '127.0.0.7'],
      ['Alex', '127.0.0.8'],
    ] as const)
      expect((await join(edge.port, host, username, backend, from)).joined).toBe(true);
    await ping(edge.port, host, { localAddress: '127.0.0.9' });
    await vi.waitFor(() => expect(edge.recorder.players(Number(params.id))).toBe(0), {
      timeout: 5000,
    });
    await edge.flushTelemetry();

    const query = { dry_run: 'true' } as const;
    const subnet = await owner.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '127.0.0.0/24' },
    });
    expect(subnet.body.data).toMatchObject({
      addresses: 3,
      players: 2,
      unattributed_connections: 0,
    });
    expect(subnet.body.data).toHaveProperty(
      'player_names',
      expect.arrayContaining(['Steve', 'Alex']),
    );
    const pinger = await owner.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '127.0.0.9' },
    });
    expect(pinger.body.data).toMatchObject({ connections: 1, addresses: 1, players: 0 });
    const provider = await owner.route('saveAsnFirewall', { params, query, body: { asn: 64500 } });
    expect(provider.body.data).toMatchObject({ addresses: 1, player_names: ['Steve'] });
    const germany = await owner.route('saveCountryFirewall', {
      params,
      query,
      body: { country_id: 276 },
    });
    expect(germany.body.data).toMatchObject({ addresses: 1, player_names: ['Steve'] });
  });
});
