import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Edge, type EdgeOptions, startEdge } from '@palisade/edge';
import {
  caughtUp,
  type RouteCaller,
  type RoutedSet,
  routedDomain,
} from '@palisade/peers/control-plane';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { createEdgeToken } from '../src/features/edge-sync/tokens';
import { allowBackends, insertLocation } from './fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from './harness';

const quiet = { info() {}, warn() {}, debug() {} };

/**
 * The API on a real port with a real DNS server, an account on the top plan, and edges of one
 * location that sync from it: what the edge's end-to-end tests stand on.
 */
export async function startEdgeStack(label: string, env: Record<string, string> = {}) {
  const dns: DnsServer = await startDnsServer();
  const h: Harness = await startHarness({ DNS_SERVERS: dns.address, ...env });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const location = await insertLocation(h, label);
  const { token } = await createEdgeToken(h.deps.db, location.id, `${label} edge`);
  const owner: Account = await account(h);
  await setPlan(h, owner.id, 3);
  const asEdge: RouteCaller = {
    route: (name, request) => h.route(name, request, { 'x-edge-token': token }),
  };
  const edges: { edge: Edge; dir: string }[] = [];

  /** An edge of the location on a free port; `close` stops it and removes its state. */
  async function edge(options: Partial<EdgeOptions> = {}) {
    const dir = options.stateDir ?? (await mkdtemp(path.join(tmpdir(), 'palisade-edge-')));
    const started = await startEdge({
      apiUrl,
      token,
      stateDir: dir,
      javaPort: 0,
      host: '127.0.0.1',
      log: quiet,
      telemetryIntervalMs: 3_600_000,
      ...options,
    });
    edges.push({ edge: started, dir });
    await caughtUp(started, asEdge);
    return started;
  }

  return {
    h,
    dns,
    apiUrl,
    token,
    owner,
    /**
     * Adds a domain on a new backend set and proves it through the DNS server. The set's
     * backends listen on loopback, which the location allows address by address, as an
     * operator would for game servers on the edge's own network.
     */
    async routedDomain(networkId: number, name: string, set: RoutedSet, bac = false) {
      await allowBackends(h, location.id, set.backends);
      return routedDomain(owner, dns, networkId, name, set, bac);
    },
    edge,
    async close() {
      for (const { edge, dir } of edges) {
        await edge.stop();
        await rm(dir, { recursive: true, force: true });
      }
      await h.close();
      await dns.close();
    },
  };
}
export type EdgeStack = Awaited<ReturnType<typeof startEdgeStack>>;
