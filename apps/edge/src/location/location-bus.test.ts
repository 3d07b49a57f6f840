import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import type { AttackReport, LocationFilterOp } from '@palisade/contract';
import { type NatsServer, startNatsServer } from '@palisade/peers/nats';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyGeo } from '../geo/lazy';
import { type LocationBus, startLocationBus } from './location-bus';

/** Two edges' buses of one location on a NATS server of the test's own. */
const quiet = { info() {}, warn() {}, debug() {} };
const location = `bus-${randomUUID()}`;
let nats: NatsServer;
let buses: [LocationBus, LocationBus];
/** What each bus handed over of the other's filter changes. */
const received: [LocationFilterOp[], LocationFilterOp[]] = [[], []];

const report = (networkId: number): AttackReport => ({
  id: randomUUID(),
  network_id: networkId,
  type: 'connection_flood',
  started_at: Date.now(),
  ended_at: null,
  samples: [],
  sources: [],
  prefixes: [],
  addresses: [],
  domains: {},
});

beforeAll(async () => {
  nats = await startNatsServer();
  const geo = (address: string) => lazyGeo({ asn: () => null, country: () => null }, address);
  buses = [0, 1].map((n) => {
    const bus = startLocationBus({ url: nats.url, log: quiet, registry: new Registry(), geo });
    bus.onFilters((ops) => received[n]?.push(...ops));
    bus.join(location);
    return bus;
  }) as [LocationBus, LocationBus];
  await vi.waitFor(() => expect(buses.map((bus) => bus.sharing())).toEqual([true, true]), {
    timeout: 10_000,
  });
});

afterAll(async () => {
  for (const bus of buses ?? []) await bus.stop();
  await nats?.close();
});

describe("a location's bus", () => {
  it("hands an edge the others' changes, not its own, and ignores what is not a batch", async () => {
    const raw = await connect({ servers: nats.url });
    const subject = `palisade.location.${Buffer.from(location).toString('hex')}.changes`;
    raw.publish(subject, 'not json');
    raw.publish(subject, JSON.stringify({ edge: 'x', filters: [['ban', 1]], counts: [] }));
    await raw.flush();
    await raw.close();
    buses[0].share(['jail', 'strike', ['198.51.100.7', 1_800_000_000_000]]);
    await vi.waitFor(() =>
      expect(received[1]).toEqual([['jail', 'strike', ['198.51.100.7', 1_800_000_000_000]]]),
    );
    expect(received[0]).toEqual([]);
  });

  it('replays a change once, though it comes both on the subject and through the stream', async () => {
    const change: LocationFilterOp = ['jail', 'strike', ['198.51.100.11', 1_800_000_000_000]];
    buses[0].share(change);
    await vi.waitFor(() => expect(received[1]).toContainEqual(change));
    // The stream's copy comes after the subject's: by a second later it has.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received[1].filter((op) => op[2][0] === '198.51.100.11')).toHaveLength(1);
  });

  it('hands an edge that joins later what the location changed before it, each change once', async () => {
    buses[0].share(['jail', 'strike', ['198.51.100.9', 1_800_000_000_000]]);
    await vi.waitFor(() =>
      expect(received[1]).toContainEqual(['jail', 'strike', ['198.51.100.9', 1_800_000_000_000]]),
    );
    const geo = (address: string) => lazyGeo({ asn: () => null, country: () => null }, address);
    const late = startLocationBus({ url: nats.url, log: quiet, registry: new Registry(), geo });
    const replayed: LocationFilterOp[] = [];
    late.onFilters((ops) => replayed.push(...ops));
    late.join(location);
    try {
      await vi.waitFor(() => expect(late.sharing()).toBe(true), { timeout: 10_000 });
      await vi.waitFor(() =>
        expect(replayed).toContainEqual(['jail', 'strike', ['198.51.100.9', 1_800_000_000_000]]),
      );
      buses[1].share(['jail', 'strike', ['198.51.100.10', 1_800_000_000_000]]);
      await vi.waitFor(() =>
        expect(replayed).toContainEqual(['jail', 'strike', ['198.51.100.10', 1_800_000_000_000]]),
      );
      // Every change made before it, in order, then the one after: none twice.
      expect(replayed).toEqual([
        ...received[1],
        ['jail', 'strike', ['198.51.100.10', 1_800_000_000_000]],
      ]);
    } finally {
      await late.stop();
    }
  });

  it("gives each network's attack reports to one edge of the location", async () => {
    expect(await buses[0].claim([report(1)])).toHaveLength(1);
    expect(await buses[1].claim([report(1), report(2)])).toMatchObject([{ network_id: 2 }]);
    // The claim is kept while its edge reports.
    expect(await buses[0].claim([report(1), report(2)])).toMatchObject([{ network_id: 1 }]);
  });

  it('says it is alone when NATS dies, reports its own attacks, and rejoins', {
    timeout: 60_000,
  }, async () => {
    await nats.kill();
    await vi.waitFor(() => expect(buses.map((bus) => bus.sharing())).toEqual([false, false]), {
      timeout: 10_000,
    });
    expect(await buses[1].claim([report(1)])).toHaveLength(1);
    await nats.start();
    await vi.waitFor(() => expect(buses.map((bus) => bus.sharing())).toEqual([true, true]), {
      timeout: 20_000,
    });
    buses[1].share(['jail', 'strike', ['198.51.100.8', 1_800_000_000_000]]);
    await vi.waitFor(() =>
      expect(received[0]).toContainEqual(['jail', 'strike', ['198.51.100.8', 1_800_000_000_000]]),
    );
  });
});
