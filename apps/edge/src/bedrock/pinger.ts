import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { readUnconnectedPong, writeProxyV2, writeUnconnectedPing } from '@palisade/mcproto';
import type { BackendGuard } from '../routing/backend-guard';
import type { BackendState } from '../routing/balancer';
import { dialBackend } from './dial';

export interface BackendPong {
  motd: string;
  at: number;
}

interface Watched extends BackendState {
  pong: BackendPong | null;
  latency: number | null;
  checked: boolean;
}

/**
 * Health and server-list answer of every Bedrock backend: an unconnected ping every few seconds
 * from a fresh socket, with a PROXY v2 header naming the edge itself (Bedrock servers that read
 * the header ignore a first datagram without one, and each socket is a new sender to them). A
 * backend that does not answer within the timeout is down until it answers again. The edge
 * answers players' pings from what this found: however many pings arrive, each backend gets one
 * per interval.
 */
export class BedrockPinger {
  private states = new Map<string, Watched>();
  private timer: NodeJS.Timeout | null = null;
  private readonly guid = randomBytes(8).readBigInt64BE();

  constructor(
    private readonly guard: BackendGuard,
    private readonly intervalMs = 3000,
    private readonly timeoutMs = 2000,
  ) {}

  state(address: string): Watched {
    let state = this.states.get(address);
    if (!state) {
      state = { address, healthy: true, active: 0, pong: null, latency: null, checked: false };
      this.states.set(address, state);
    }
    return state;
  }

  /** Pings exactly these backends from now on. */
  watch(addresses: string[]) {
    const wanted = new Set(addresses);
    for (const address of this.states.keys()) if (!wanted.has(address)) this.states.delete(address);
    for (const address of wanted) this.state(address);
    if (!this.timer && wanted.size > 0) {
      this.timer = setInterval(() => this.pingAll(), this.intervalMs);
      this.timer.unref();
    }
    this.pingAll();
  }

  markDown(address: string) {
    const state = this.states.get(address);
    if (state) state.healthy = false;
  }

  /** The freshest pong of the first healthy backend in the list, or null when none answers. */
  pong(backends: string[]): BackendPong | null {
    for (const address of backends) {
      const state = this.states.get(address);
      if (state?.healthy && state.pong) return state.pong;
    }
    return null;
  }

  /** The last pong any of these backends sent, however old (for the offline pong's version). */
  lastPong(backends: string[]): string | null {
    let last: BackendPong | null = null;
    for (const address of backends) {
      const pong = this.states.get(address)?.pong;
      if (pong && (!last || pong.at > last.at)) last = pong;
    }
    return last?.motd ?? null;
  }

  /** What the pings found, as Bedrock checks: the same address may also be checked for Java. */
  report() {
    return [...this.states.values()]
      .filter((s) => s.checked)
      .map((s) => ({
        address: s.address,
        protocol: 'bedrock' as const,
        healthy: s.healthy,
        latency_ms: s.latency,
      }));
  }

  private pingAll() {
    for (const state of this.states.values()) void this.ping(state);
  }

  private async ping(state: Watched) {
    const started = performance.now();
    const done = (pong: BackendPong | null) => {
      if (this.states.get(state.address) !== state) return;
      state.checked = true;
      state.healthy = pong !== null;
      state.latency = pong ? Math.round((performance.now() - started) * 10) / 10 : null;
      if (pong) state.pong = pong;
    };
    const socket = await dialBackend(state.address, this.guard).catch(() => null);
    if (!socket) return done(null);
    const timer = setTimeout(() => {
      socket.close();
      done(null);
    }, this.timeoutMs);
    socket.on('error', () => undefined);
    socket.on('message', (bytes) => {
      const pong = readUnconnectedPong(bytes);
      if (pong.kind !== 'ok') return;
      clearTimeout(timer);
      socket.close();
      done({ motd: pong.value.motd, at: Date.now() });
    });
    const local = socket.address();
    const header = writeProxyV2({
      transport: 'udp',
      source: { address: local.address, port: local.port },
      destination: socket.remoteAddress(),
    });
    const ping = writeUnconnectedPing({ time: BigInt(Date.now()), clientGuid: this.guid });
    socket.send([header, ping]);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
