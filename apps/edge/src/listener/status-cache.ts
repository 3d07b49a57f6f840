import type { Handshake, StatusResponse } from '@palisade/mcproto';
import { fetchStatus } from './status';

const freshMs = 5_000;
const maxEntries = 10_000;

/**
 * Backend status per domain and protocol version, kept a few seconds (ViaVersion answers each
 * version differently). Concurrent misses for one key share one backend request, so a ping flood
 * costs the backend one status request per key every few seconds.
 */
export class StatusCache {
  private entries = new Map<string, { at: number; status: Promise<StatusResponse | null> }>();

  /** `opening` is what a backend reads before the status request (see `fetchStatus`). */
  get(
    host: string,
    handshake: Handshake,
    backends: string[],
    opening: Uint8Array,
  ): Promise<StatusResponse | null> {
    const key = `${host}|${handshake.protocolVersion}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.at < freshMs) return cached.status;
    if (this.entries.size >= maxEntries) this.sweep(now);
    const status = (async () => {
      for (const backend of backends) {
        const answer = await fetchStatus(backend, opening);
        if (answer) return answer;
      }
      return null;
    })();
    this.entries.set(key, { at: now, status });
    return status;
  }

  sweep(now = Date.now()) {
    for (const [key, entry] of this.entries)
      if (now - entry.at >= freshMs) this.entries.delete(key);
    if (this.entries.size >= maxEntries) this.entries.clear();
  }
}
