import { createSocket } from 'node:dgram';
import { type EdgeNetwork, edgeSnapshot } from '@palisade/contract';
import { writeOpenRequest1, writeOpenRequest2, writeUnconnectedPing } from '@palisade/mcproto';
import { bedrockJoin, freeUdpPort } from '@palisade/peers/bedrock';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { network } from '../../test/stage-kit';
import { AttackDetector } from '../detection/detector';
import { BackendGuard } from '../routing/backend-guard';
import { compileState } from '../state';
import { Recorder } from '../sync/recorder';
import { Cookies } from './cookie';
import { SessionLimiter } from './limiter';
import { createBedrockMetrics } from './metrics';
import { BedrockPinger } from './pinger';
import { ownPongs } from './pong-limit';
import { defaultBedrockLimits } from './proxy';
import { type BedrockRuntime, TunnelPort } from './tunnel-port';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

/** A tunnel port of network 1 on loopback, whose telemetry the test reads back. */
async function tunnelPort(settings: Partial<EdgeNetwork>, asn: number | null = null) {
  const port = await freeUdpPort();
  const snapshot = edgeSnapshot.parse({
    version: 1,
    generated_at: new Date().toISOString(),
    location: { id: 'test', name: 'Test', public_address: '127.0.0.1' },
    networks: [network(settings)],
    routes: [],
    backend_sets: [
      {
        id: 1,
        network_id: 1,
        backends: [],
        proxy_protocol: false,
        vulcan_ac_enabled: false,
        load_balancing_mode: 0,
      },
    ],
    bedrock: [{ id: 1, network_id: 1, port, backend_set_id: 1, host: 'bedrock.example' }],
  });
  const state = compileState(snapshot);
  const guard = new BackendGuard();
  const recorder = new Recorder(new AttackDetector({ threshold: () => 50 }));
  const registry = new Registry();
  const rt: BedrockRuntime = {
    state: () => state,
    recorder,
    pinger: new BedrockPinger(guard),
    guard,
    limiter: new SessionLimiter(),
    pongs: ownPongs(),
    cookies: new Cookies(),
    metrics: createBedrockMetrics(registry),
    country: () => null,
    asn: () => asn,
    guid: 1n,
    limits: defaultBedrockLimits,
    playedMs: 1000,
    reusePort: false,
  };
  const tunnel = new TunnelPort(port, '127.0.0.1', rt);
  await tunnel.listen();
  open.push(tunnel);
  const client = createSocket('udp4');
  await new Promise<void>((resolve) => client.bind(0, '127.0.0.1', () => resolve()));
  open.push(client);
  return {
    rt,
    recorder,
    port,
    clientPort: client.address().port,
    send: (bytes: Uint8Array) =>
      new Promise<void>((resolve) => client.send(bytes, port, '127.0.0.1', () => resolve())),
    /** Network 1's connections and drops so far. */
    counted() {
      const bucket = recorder.drain(Date.now(), true).buckets.find((b) => b.network_id === 1);
      const dropped = Object.values(bucket?.dropped ?? {}).reduce((sum, n) => sum + n, 0);
      return { connections: bucket?.connections ?? 0, dropped };
    },
    /** The port's datagrams by outcome, as /metrics shows them. */
    async outcomes() {
      rt.metrics.flush(0);
      const [datagrams] = (await registry.getMetricsAsJSON()).filter(
        (m) => m.name === 'palisade_edge_bedrock_datagrams_total',
      );
      return Object.fromEntries(
        (datagrams?.values ?? []).map((v) => [String(v.labels.outcome), v.value]),
      );
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a Bedrock tunnel port', () => {
  it('counts each refused datagram once as a connection and once as dropped', async () => {
    const blocked = { value: '127.0.0.0/8', allow: false, expires_at: null };
    const port = await tunnelPort({ firewall: { ip: [blocked], asn: [], country: [] } });
    await port.send(writeUnconnectedPing({ time: 1n, clientGuid: 1n }));
    // A client retries request 1 while it gets no reply, at smaller MTUs.
    for (const mtu of [1492, 1492, 1200, 576])
      await port.send(writeOpenRequest1({ protocol: 11, mtu }));
    await settle();
    expect(port.counted()).toEqual({ connections: 5, dropped: 5 });
  });

  it('keeps a refused client by address for the player lookup, nameless, once a minute', async () => {
    const blocked = { value: '127.0.0.0/8', allow: false, expires_at: null };
    const port = await tunnelPort({ firewall: { ip: [blocked], asn: [], country: [] } });
    // A real client, refused: it pings first, and goes no further unanswered.
    expect(await bedrockJoin(port.port, 'Steve', 3000)).toBe(false);
    // A client that skips the ping sends request 1 at falling MTUs.
    for (const mtu of [1492, 1200, 576]) await port.send(writeOpenRequest1({ protocol: 11, mtu }));
    await settle();
    const { buckets, refusals } = port.recorder.drain(Date.now(), true);
    // Summed: the attempts may straddle the end of a 10-second bucket.
    const firewalled = buckets
      .filter((b) => b.network_id === 1)
      .reduce((sum, b) => sum + b.dropped.firewall, 0);
    expect(firewalled).toBeGreaterThanOrEqual(4);
    expect(refusals).toEqual([
      {
        network_id: 1,
        at: expect.any(Number),
        address: '127.0.0.1',
        edition: 'bedrock',
        username: null,
        domain: 'bedrock.example',
        protocol_version: null,
        reason: 'firewall',
        country: null,
        asn: null,
      },
    ]);
  });

  it('counts a banned address the same way', async () => {
    const port = await tunnelPort({});
    for (let i = 0; i < 6; i += 1)
      port.rt.limiter.admit(1, '127.0.0.1', { threshold: 1, banSeconds: 60 });
    expect(port.rt.limiter.isBanned(1, '127.0.0.1')).toBe(true);
    await port.send(writeUnconnectedPing({ time: 1n, clientGuid: 1n }));
    await port.send(writeOpenRequest1({ protocol: 11, mtu: 1492 }));
    await settle();
    expect(port.counted()).toEqual({ connections: 2, dropped: 2 });
  });

  it("refuses a hosting provider's address as a VPN, as the Java listener does", async () => {
    // 16276: OVH, on the list of hosting providers.
    const port = await tunnelPort({ vpn_block: true }, 16_276);
    await port.send(writeOpenRequest1({ protocol: 11, mtu: 1492 }));
    await settle();
    expect(await port.outcomes()).toEqual({ vpn: 1 });
    expect(port.counted()).toEqual({ connections: 1, dropped: 1 });
  });

  it('holds an address the firewall allows to no session limit, as Java holds it to no rate', async () => {
    const allowed = { value: '127.0.0.1/32', allow: true, expires_at: null };
    const port = await tunnelPort({
      connections_per_second_threshold: 20,
      firewall: { ip: [allowed], asn: [], country: [] },
    });
    // Past the address's 5 new sessions a second, a sender the firewall does not allow is banned.
    const cookie = port.rt.cookies.issue('127.0.0.1', port.clientPort, 11);
    const request2 = writeOpenRequest2({
      cookie,
      server: { address: '127.0.0.1', port: port.port },
      mtu: 1400,
      clientGuid: 1n,
    });
    for (let i = 0; i < 8; i += 1) await port.send(request2);
    await settle();
    expect(port.rt.limiter.isBanned(1, '127.0.0.1')).toBe(false);
    expect(port.counted()).toEqual({ connections: 8, dropped: 0 });
  });
});
