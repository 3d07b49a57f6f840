import { forgeMarker, type Handshake, routingHost, type StatusResponse } from '@palisade/mcproto';
import type { BackendGuard } from '../routing/backend-guard';
import { fetchStatus } from './status';

const freshMs = 5_000;
const maxEntries = 10_000;

interface Entry {
  at: number;
  /** The backend's status, and whether it answers each client with the client's protocol. */
  answer: Promise<{ status: StatusResponse; echoes: boolean } | null>;
}

/** What a backend reads before the status request, asking with `protocol` (see `fetchStatus`). */
export type Opening = (protocol: number) => Uint8Array;

/**
 * Backend status per host the clients ask for, kept a few seconds. The key is the host the
 * client sent (not the route's wildcard), without case (host names have none) but with its
 * Forge marker (Forge backends answer those pings with their mods). Concurrent misses share
 * one backend request, so a ping flood costs the backend one status request per host every few
 * seconds, whatever protocol versions it claims.
 */
export class StatusCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly guard: BackendGuard) {}

  /**
   * The status for this client. A backend that answers each version with that version speaks
   * several (ViaVersion): each client is then answered with its own protocol number. One that
   * answers with a fixed protocol keeps it, so older and newer clients see the mismatch.
   */
  async get(
    handshake: Handshake,
    backends: string[],
    opening: Opening,
  ): Promise<StatusResponse | null> {
    const key = `${routingHost(handshake.serverAddress)}|${forgeMarker(handshake.serverAddress) ?? ''}`;
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || now - entry.at >= freshMs) {
      if (this.entries.size >= maxEntries) this.sweep(now);
      entry = { at: now, answer: ask(this.guard, backends, opening, handshake.protocolVersion) };
      this.entries.set(key, entry);
    }
    const answer = await entry.answer;
    if (!answer?.echoes) return answer?.status ?? null;
    const { status } = answer;
    return { ...status, version: { ...status.version, protocol: handshake.protocolVersion } };
  }

  sweep(now = Date.now()) {
    for (const [key, entry] of this.entries)
      if (now - entry.at >= freshMs) this.entries.delete(key);
    if (this.entries.size >= maxEntries) this.entries.clear();
  }
}

/**
 * Asks the backends in turn with the client's protocol. An answer with that same protocol may be
 * an echo or the backend's own version: one more request with a neighbouring protocol tells.
 */
async function ask(guard: BackendGuard, backends: string[], opening: Opening, protocol: number) {
  for (const backend of backends) {
    const status = await fetchStatus(guard, backend, opening(protocol));
    if (!status) continue;
    if (status.version.protocol !== protocol) return { status, echoes: false };
    const other = protocol > 47 ? protocol - 1 : protocol + 1;
    const probe = await fetchStatus(guard, backend, opening(other));
    return { status, echoes: probe?.version.protocol === other };
  }
  return null;
}
