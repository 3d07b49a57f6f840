import { performance } from 'node:perf_hooks';
import { splitAddress } from '@palisade/address-policy';
import type { BackendHealthReport } from '@palisade/contract';
import { writeProxyV2Local } from '@palisade/mcproto';
import { BackendGuard } from './backend-guard';
import type { BackendState } from './balancer';

export { splitAddress };

/**
 * Health and load of every backend the edge routes to: a TCP connect every few seconds (a
 * backend that refuses or times out is skipped until it answers again), how long the connect
 * took, and the number of connections the edge has open to it.
 */
export class BackendHealth {
  private states = new Map<string, BackendState>();
  /** Latest check of each backend: connect time in milliseconds, or null when it failed. */
  private checks = new Map<string, number | null>();
  /** Backends that demand a PROXY header: their checks send one (LOCAL) before closing. */
  private proxied = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  /** What this edge may dial: checked before every health check, status request and dial. */
  readonly guard = new BackendGuard();

  constructor(
    private readonly intervalMs = 5000,
    private readonly timeoutMs = 2000,
  ) {}

  state(address: string): BackendState {
    let state = this.states.get(address);
    if (!state) {
      // Unknown backends are assumed healthy until a check says otherwise.
      state = { address, healthy: true, active: 0 };
      this.states.set(address, state);
    }
    return state;
  }

  /** Checks exactly these backends from now on; `proxied` are those of PROXY protocol sets. */
  watch(addresses: string[], proxied: Iterable<string> = []) {
    const wanted = new Set(addresses);
    this.proxied = new Set(proxied);
    for (const address of this.states.keys()) {
      if (wanted.has(address)) continue;
      this.states.delete(address);
      this.checks.delete(address);
    }
    for (const address of wanted) this.state(address);
    if (!this.timer) {
      this.timer = setInterval(() => this.checkAll(), this.intervalMs);
      this.timer.unref();
    }
    this.checkAll();
  }

  markDown(address: string) {
    this.state(address).healthy = false;
  }

  /** What the checks found so far, for the API; backends not yet checked are left out. */
  report(): Pick<BackendHealthReport, 'backends'> {
    return {
      backends: [...this.checks].map(([address, latency]) => ({
        address,
        protocol: 'java' as const,
        healthy: latency !== null,
        latency_ms: latency,
      })),
    };
  }

  private checkAll() {
    for (const state of this.states.values()) {
      const { host, port } = splitAddress(state.address);
      const started = performance.now();
      const socket = this.guard.connect({ host, port, timeout: this.timeoutMs });
      const done = (healthy: boolean) => {
        state.healthy = healthy;
        if (this.states.get(state.address) === state) {
          this.checks.set(
            state.address,
            healthy ? Math.round((performance.now() - started) * 10) / 10 : null,
          );
        }
      };
      let connected = false;
      socket.once('connect', () => {
        connected = true;
        done(true);
        // A header that says "this is the edge itself", so the backend's PROXY reader has
        // nothing to complain about; the timeout still ends a backend that keeps it open.
        if (this.proxied.has(state.address)) socket.end(writeProxyV2Local());
        else socket.destroy();
      });
      const fail = () => {
        if (!connected) done(false);
        socket.destroy();
      };
      socket.once('timeout', fail);
      socket.once('error', fail);
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
