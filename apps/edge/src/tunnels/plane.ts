import path from 'node:path';
import type { EdgeSnapshot } from '@palisade/contract';
import { Forwarders, type RelayOf } from './forwarder';
import { forwardsOf, type SnapshotTunnel } from './forwards';
import { tunnelsUnavailable } from './system';
import { WireGuardInterface } from './wireguard';

export interface TunnelOptions {
  /** Name of the WireGuard interface; `pal-<location id>` (cut to 15 characters) by default. */
  interfaceName?: string;
}

/** Where the tunnels' bytes are counted (the control side's `Recorder`). */
export interface TunnelTelemetry {
  tunnelBytes(tunnelId: number, bytesIn: number, bytesOut: number): void;
}

interface PlaneLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Linux interface names are at most 15 bytes. */
const defaultName = (location: string) =>
  `pal-${location.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 15);

/**
 * The WireGuard data plane of one edge: one interface for its location, a peer per tunnel,
 * and the tunnels' public ports relayed through it. Bytes per tunnel are read from WireGuard
 * (`wg show <if> transfer`) and recorded per 10-second bucket.
 *
 * Answers null, after saying why once, when this machine cannot run it (no root or
 * CAP_NET_ADMIN, no /dev/net/tun, no wireguard-go): the edge then serves Minecraft only.
 */
export async function startTunnels(options: {
  host: string;
  /** The edge's state directory: the pid of its wireguard-go is kept there. */
  stateDir: string;
  recorder: TunnelTelemetry;
  forwarded: { in(bytes: number): void; out(bytes: number): void };
  log: PlaneLog;
  tunnels: TunnelOptions;
  relayOf: RelayOf;
}) {
  const unavailable = await tunnelsUnavailable();
  if (unavailable) {
    options.log.info(`WireGuard tunnels disabled: ${unavailable}`);
    return null;
  }
  let wg: WireGuardInterface | null = null;
  let tunnels: SnapshotTunnel[] = [];
  /** Last reading per peer key, so each sample records only what is new. */
  const last = new Map<string, { received: number; sent: number }>();
  const forwarders = new Forwarders(
    options.host,
    () => options.forwarded,
    options.log,
    options.relayOf,
  );

  const read = async () => {
    if (!wg) return;
    const transfer = await wg.transfer();
    for (const tunnel of tunnels) {
      const now = transfer.get(tunnel.public_key);
      if (!now) continue;
      const before = last.get(tunnel.public_key) ?? { received: 0, sent: 0 };
      // A peer that was removed and added again starts from zero.
      const sent = now.sent >= before.sent ? now.sent - before.sent : now.sent;
      const received =
        now.received >= before.received ? now.received - before.received : now.received;
      last.set(tunnel.public_key, now);
      // Sent to the customer's server is traffic in from the public side; received is its answer.
      if (sent > 0 || received > 0) options.recorder.tunnelBytes(tunnel.id, sent, received);
    }
  };

  // One reading at a time: two at once would both count the bytes since the same last one.
  let reading: Promise<void> = Promise.resolve();
  const sample = () => {
    reading = reading.then(read, read);
    return reading;
  };

  const apply = async (snapshot: EdgeSnapshot) => {
    if (!snapshot.wireguard) return;
    if (!wg) {
      const name = options.tunnels.interfaceName ?? defaultName(snapshot.location.id);
      wg = await WireGuardInterface.up(name, path.join(options.stateDir, 'wireguard-go.pid'));
      options.log.info(
        `WireGuard interface ${name} up on UDP port ${snapshot.wireguard.listen_port}`,
      );
    }
    // The ports of tunnels that went stop taking connections before their peers go, and what
    // was carried under the old peers is counted before they change.
    forwarders.retire(forwardsOf(snapshot.tunnels));
    await sample();
    await wg.configure(
      snapshot.wireguard.private_key,
      snapshot.wireguard.listen_port,
      snapshot.tunnels.map((t) => ({ publicKey: t.public_key, allowedIp: t.peer_address })),
    );
    await wg.setAddresses(snapshot.tunnels.map((t) => `${t.edge_address}/31`));
    tunnels = snapshot.tunnels;
    for (const key of last.keys()) if (!tunnels.some((t) => t.public_key === key)) last.delete(key);
    await forwarders.apply(forwardsOf(tunnels));
  };

  // Snapshots are applied one at a time, and only the newest of those that waited.
  let pending: EdgeSnapshot | null = null;
  let applying: Promise<void> = Promise.resolve();
  const drainPending = async () => {
    while (pending) {
      const next = pending;
      pending = null;
      await apply(next).catch((error: Error) =>
        options.log.warn(`tunnel config ${next.version} not applied: ${error.message}`),
      );
    }
  };

  return {
    apply(snapshot: EdgeSnapshot) {
      const idle = pending === null;
      pending = snapshot;
      if (idle) applying = applying.then(drainPending);
    },
    /** Resolves once the snapshots handed over so far are in place (tests). */
    settled: () => applying,
    /** Records the bytes the tunnels carried since the last sample. */
    sample: () =>
      sample().catch((error: Error) =>
        options.log.warn(`tunnel counters not read: ${error.message}`),
      ),
    async stop() {
      await applying;
      forwarders.close();
      await wg?.down();
      wg = null;
    },
  };
}
export type TunnelPlane = NonNullable<Awaited<ReturnType<typeof startTunnels>>>;
