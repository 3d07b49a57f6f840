import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { type Forward, forwardKey } from './forwards';

export interface ForwardCounts {
  /** Bytes from the public side towards the customer's server. */
  in(bytes: number): void;
  /** Bytes from the customer's server back to the public side. */
  out(bytes: number): void;
}

/**
 * Relays a forwarded TCP connection both ways with back-pressure, counting its bytes: the
 * Java listener's relay, handed in by the composition root (`data-plane.ts`' `relayOf`) so the
 * tunnels need no file of the listener. The upstream is dialed with `onread`, then attached.
 */
export interface ByteRelay {
  readonly onread: { buffer(): Buffer; callback(size: number, buffer: Buffer): boolean };
  attach(upstream: Socket, onClose: () => void): void;
}
export type RelayOf = (client: Socket, counts: ForwardCounts) => ByteRelay;

/** A UDP client's flow is forgotten after this long without a datagram either way. */
const udpIdleMs = 60_000;
/** Flows one UDP port keeps at once; datagrams of further clients are dropped. */
const maxUdpFlows = 4096;

interface Open {
  close(): void;
}

function forwardTcp(
  forward: Forward,
  host: string,
  counts: ForwardCounts,
  relayOf: RelayOf,
): Promise<Open> {
  const sockets = new Set<Socket>();
  const server: Server = createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const relay = relayOf(client, counts);
    // Leaving from the edge's inner address: the customer's WireGuard accepts only that one.
    const upstream = connect({
      host: forward.peerAddress,
      port: forward.targetPort,
      localAddress: forward.edgeAddress,
      timeout: 10_000,
      noDelay: true,
      onread: relay.onread,
    });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    client.once('close', () => upstream.destroy());
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      relay.attach(upstream, () => undefined);
    });
    upstream.once('timeout', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(forward.port, host, () => {
      server.off('error', reject);
      resolve({
        close() {
          server.close();
          for (const socket of sockets) socket.destroy();
        },
      });
    });
  });
}

function forwardUdp(forward: Forward, host: string, counts: ForwardCounts): Promise<Open> {
  const server = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  const flows = new Map<string, { socket: UdpSocket; last: number }>();
  server.on('message', (message, from) => {
    const key = `${from.address}|${from.port}`;
    let flow = flows.get(key);
    if (!flow) {
      if (flows.size >= maxUdpFlows) return;
      const socket = createSocket('udp4');
      const created = { socket, last: Date.now() };
      socket.on('message', (reply) => {
        created.last = Date.now();
        counts.out(reply.length);
        server.send(reply, from.port, from.address);
      });
      socket.on('error', () => {
        socket.close();
        flows.delete(key);
      });
      socket.bind(0, forward.edgeAddress);
      flows.set(key, created);
      flow = created;
    }
    flow.last = Date.now();
    counts.in(message.length);
    flow.socket.send(message, forward.targetPort, forward.peerAddress);
  });
  server.on('error', () => undefined);
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, flow] of flows) {
      if (now - flow.last < udpIdleMs) continue;
      flow.socket.close();
      flows.delete(key);
    }
  }, 10_000);
  sweeper.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.bind(forward.port, host, () => {
      server.off('error', reject);
      resolve({
        close() {
          clearInterval(sweeper);
          for (const flow of flows.values()) flow.socket.close();
          flows.clear();
          server.close();
        },
      });
    });
  });
}

/**
 * The public ports of the tunnels: TCP connections and UDP flows arriving there are relayed
 * to the customer's server through the tunnel. `apply` opens what is new and closes what went;
 * `retire` only closes what went, so a port stops taking players before its peer is removed.
 */
export class Forwarders {
  private open = new Map<string, Open>();

  constructor(
    private readonly host: string,
    private readonly counts: (tunnelId: number) => ForwardCounts,
    private readonly log: { warn(message: string): void },
    private readonly relayOf: RelayOf,
  ) {}

  retire(forwards: Forward[]) {
    const wanted = new Set(forwards.map(forwardKey));
    for (const [key, open] of this.open) {
      if (wanted.has(key)) continue;
      open.close();
      this.open.delete(key);
    }
  }

  async apply(forwards: Forward[]) {
    this.retire(forwards);
    const wanted = new Map(forwards.map((f) => [forwardKey(f), f]));
    for (const [key, forward] of wanted) {
      if (this.open.has(key)) continue;
      const counts = this.counts(forward.tunnelId);
      try {
        this.open.set(
          key,
          await (forward.protocol === 'tcp'
            ? forwardTcp(forward, this.host, counts, this.relayOf)
            : forwardUdp(forward, this.host, counts)),
        );
      } catch (error) {
        this.log.warn(
          `tunnel ${forward.tunnelId}: cannot open ${forward.protocol.toUpperCase()} port ${forward.port} (${(error as Error).message})`,
        );
      }
    }
  }

  close() {
    for (const open of this.open.values()) open.close();
    this.open.clear();
  }
}
