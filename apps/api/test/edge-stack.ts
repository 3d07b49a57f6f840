import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteRequest, Routes } from '@palisade/contract';
import { type Edge, type EdgeOptions, startEdge } from '@palisade/edge';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { expect, vi } from 'vitest';
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
  const edges: { edge: Edge; dir: string }[] = [];

  /**
   * Adds a domain on a new backend set of the network and proves it through the DNS server. The
   * set's backends listen on loopback, which the location allows address by address, as an
   * operator would for game servers on the edge's own network.
   */
  async function routedDomain(
    networkId: number,
    name: string,
    set: Omit<NonNullable<RouteRequest<Routes['createBackendSet']>['body']>, 'name'>,
    bac = false,
  ) {
    await allowBackends(h, location.id, set.backends);
    const params = { id: String(networkId) };
    const created = await owner.route('createBackendSet', {
      params,
      body: { name: 'set', ...set },
    });
    expect(created.statusCode).toBe(200);
    const domain = await owner.route('addDomain', {
      params,
      body: { name, backend_set_id: created.body.data.id, bac },
    });
    expect(domain.statusCode).toBe(200);
    const network = (await owner.route('getNetwork', { params })).body.data;
    dns.setTxt(`_palisade.${name.replace(/^\*\./, '')}`, [network.txt_verification]);
    const verified = await owner.route('verifyDomain', {
      params: { ...params, domainId: String(domain.body.data.id) },
    });
    expect(verified.body.data.verified).toBe(true);
    return { set: created.body.data, domain: domain.body.data };
  }

  /** Waits until the edge runs on a config at least as new as everything changed so far. */
  async function caughtUp(edge: Edge) {
    const { body } = await h.request<{ version: number }>({
      method: 'GET',
      url: '/api/v1/edge/config?since=0',
      headers: { 'x-edge-token': token },
    });
    await vi.waitFor(() => expect(edge.version()).toBeGreaterThanOrEqual(body.data.version), {
      timeout: 10_000,
      interval: 50,
    });
  }

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
    await caughtUp(started);
    return started;
  }

  return {
    h,
    dns,
    apiUrl,
    token,
    owner,
    routedDomain,
    caughtUp,
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
