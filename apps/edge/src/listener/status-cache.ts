import { forgeMarker, type Handshake, routingHost, type StatusResponse } from '@palisade/mcproto';
import type { BackendGuard } from '../routing/backend-guard';
import { fetchStatus } from './status';

const freshMs = 5_000;
const maxEntries = 10_000;
/**
 * Protocol versions kept per host at once: every release since 1.7 is about sixty numbers, and
 * real clients of one server use far fewer. Past it a ping flood that makes up numbers is
 * answered from the host's last answer instead of costing the backend a request per number.
 */
const maxProtocols = 64;

interface Entry {
  at: number;
  answer: Promise<StatusResponse | null>;
}

/** What a backend reads before the status request (see `fetchStatus`), made on a miss only. */
export type Opening = () => Uint8Array;

/**
 * Backend status per host the clients ask for and protocol version they speak, kept a few
 * seconds. The host is the one the client sent (not the route's wildcard), without case (host
 * names have none) but with its Forge marker (Forge backends answer those pings with their mods);
 * the protocol is the client's, as the backend answers it: a server that speaks several versions
 * (ViaVersion) names each client's own, one that speaks one names it to all, so older and newer
 * clients see the mismatch. Concurrent misses share one backend request, so a ping flood costs
 * the backend one status request per host and protocol every few seconds.
 */
export class StatusCache {
  private hosts = new Map<string, Map<number, Entry>>();
  private size = 0;

  constructor(private readonly guard: BackendGuard) {}

  async get(
    handshake: Handshake,
    backends: string[],
    opening: Opening,
  ): Promise<StatusResponse | null> {
    const host = `${routingHost(handshake.serverAddress)}|${forgeMarker(handshake.serverAddress) ?? ''}`;
    const protocol = handshake.protocolVersion;
    const now = Date.now();
    let versions = this.hosts.get(host);
    if (!versions) {
      if (this.size >= maxEntries) this.sweep(now);
      versions = new Map();
      this.hosts.set(host, versions);
    }
    const entry = versions.get(protocol);
    if (entry && now - entry.at < freshMs) return entry.answer;
    if (!entry && versions.size >= maxProtocols) {
      this.sweepHost(versions, now);
      if (versions.size >= maxProtocols) return latest(versions).answer;
    }
    if (!entry) this.size += 1;
    const fresh = { at: now, answer: ask(this.guard, backends, opening()) };
    versions.set(protocol, fresh);
    return fresh.answer;
  }

  sweep(now = Date.now()) {
    for (const [host, versions] of this.hosts) {
      this.sweepHost(versions, now);
      if (versions.size === 0) this.hosts.delete(host);
    }
    if (this.size >= maxEntries) {
      this.hosts.clear();
      this.size = 0;
    }
  }

  private sweepHost(versions: Map<number, Entry>, now: number) {
    for (const [protocol, entry] of versions)
      if (now - entry.at >= freshMs) {
        versions.delete(protocol);
        this.size -= 1;
      }
  }
}

/** The entry asked for last (of two in one millisecond, the one set later). */
const latest = (versions: Map<number, Entry>) =>
  [...versions.values()].reduce((a, b) => (b.at >= a.at ? b : a));

/** Asks the backends in turn, once each, until one answers. */
async function ask(guard: BackendGuard, backends: string[], opening: Uint8Array) {
  for (const backend of backends) {
    const status = await fetchStatus(guard, backend, opening);
    if (status) return status;
  }
  return null;
}
