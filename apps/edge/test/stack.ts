import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type FirewallDryRun,
  isDryRun,
  type RouteName,
  type RouteReply,
  type RouteRequest,
  type Routes,
} from '@palisade/contract';
import { apiBase, endpoints, urlOf } from '@palisade/contract/endpoints';
import { caughtUp, type RoutedSet, routedDomain } from '@palisade/peers/control-plane';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { ownDatabase } from '@palisade/peers/own-database';
import { palisadeCli, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { expect } from 'vitest';
import { type Edge, type EdgeOptions, startEdge, startEdgeWorkers } from '../src';

const quiet = { info() {}, warn() {}, debug() {} };
const password = 'a long enough password';

export interface Reply<T> {
  statusCode: number;
  body: { status: number; data: T; code?: string; message?: string };
}

/** A firewall save's reply with the rule it saved: a save without dry_run answers no figures. */
export function saved<T>(reply: Reply<T>): Reply<Exclude<T, FirewallDryRun>> {
  if (isDryRun(reply.body.data)) throw new Error('a save answered a dry run');
  return reply as Reply<Exclude<T, FirewallDryRun>>;
}

/**
 * Calls the API over HTTP by the contract's route names: parameters, query, body and reply are
 * typed by the route table, so a renamed route or field fails the type check.
 */
export function apiClient(apiUrl: string, headers: Record<string, string>) {
  const route = async <N extends RouteName>(
    name: N,
    request: RouteRequest<Routes[N]> = {},
  ): Promise<Reply<RouteReply<Routes[N]>>> => {
    const endpoint = endpoints[name];
    const response = await fetch(`${apiUrl}${apiBase}${urlOf(endpoint, request)}`, {
      method: endpoint.method,
      headers: {
        ...headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const body = (await response.json()) as Reply<RouteReply<Routes[N]>>['body'];
    return { statusCode: response.status, body };
  };
  return { route };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * How long a stack may take to start: four `palisade` commands and the API, each seconds of
 * loading and database work (minutes on a busy two-core machine, more than the hook default).
 */
export const stackStartMs = 240_000;

export interface StackOptions {
  /** Environment of the API process besides the stack's own. */
  env?: Record<string, string>;
  /** The location's Bedrock tunnel ports, FIRST-LAST. */
  bedrockPorts?: string;
  /** Edge tokens made for the location, one per edge a test runs side by side: 1 by default. */
  tokens?: number;
  /**
   * The address the API listens on and the location's backends may have: loopback unless a
   * test's network namespace gives another (its edges then run in the namespace, as processes).
   */
  host?: string;
}

/**
 * The control plane as an operator runs it, for the edge's end-to-end tests: `palisade start`
 * in a child process on a database of its own, a real DNS server to prove domains with, an
 * account on the Business plan, and a location whose edges (started in this process) sync from
 * the API. The location, its edge token and the account's credit are made with the `palisade`
 * command before the API starts (an embedded database has one process at a time); everything
 * else goes through the HTTP API by the contract's route names.
 */
export async function startEdgeStack(label: string, options: StackOptions = {}) {
  const dns: DnsServer = await startDnsServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-stack-'));
  const database = await ownDatabase(label);
  const { palisade, daemon } = palisadeCli(dataDir, database.url);
  const email = `owner.${label}@example.com`;
  await palisade('user', 'create', '--email', email, '--password', password, '--activate');
  await palisade('billing', 'credit', '--email', email, '--amount', '1000');
  await palisade(
    ...['location', 'add', '--id', label, '--name', `Location ${label}`, '--region', 'test'],
    ...['--address', '198.51.100.1', '--bedrock-ports', options.bedrockPorts ?? '19132-19140'],
    ...['--tunnel-ports', '20000-20010', '--allow-backends', options.host ?? '127.0.0.1'],
  );
  const tokens: string[] = [];
  for (let n = 0; n < (options.tokens ?? 1); n += 1) {
    const created = await palisade('edge', 'token', 'create', '--location', label);
    tokens.push(created.stdout.trim().split('\n').at(-1) ?? '');
  }
  const [token = ''] = tokens;

  const apiPort = await freePort();
  const apiHost = options.host ?? '127.0.0.1';
  const apiUrl = `http://${apiHost}:${apiPort}`;
  const api = await daemon(
    ['start'],
    {
      PORT: String(apiPort),
      HOST: apiHost,
      // The edges under test run in the test's process; the API runs none of its own.
      EDGE_JAVA_PORT: '0',
      EXPOSURE_CHECK_HOURS: '0',
      CAPTCHA: 'off',
      DNS_SERVERS: dns.address,
      ...options.env,
    },
    'Palisade is up',
  );

  const session = await apiClient(apiUrl, {}).route('login', { body: { email, password } });
  if (session.statusCode !== 200) throw new Error(`login: ${JSON.stringify(session.body)}`);
  const owner = apiClient(apiUrl, { authorization: `Bearer ${session.body.data.token}` });
  const business = await owner.route('changeSubscription', { body: { plan_id: 3 } });
  if (business.statusCode !== 200) throw new Error(`plan: ${JSON.stringify(business.body)}`);
  const asEdge = apiClient(apiUrl, { 'x-edge-token': token });
  const edges: { edge: { stop(): Promise<void> }; dir: string }[] = [];

  /** The options an edge of the location starts with: a free port, telemetry sent on request. */
  const edgeOptions = (stateDir: string): EdgeOptions => ({
    apiUrl,
    token,
    stateDir,
    javaPort: 0,
    host: '127.0.0.1',
    log: quiet,
    telemetryIntervalMs: 3_600_000,
  });

  /** An edge of the location, caught up with the API; `close` stops it and removes its state. */
  async function edge(options: Partial<EdgeOptions> = {}) {
    const dir = options.stateDir ?? (await mkdtemp(path.join(tmpdir(), 'palisade-edge-')));
    const started = await startEdge({ ...edgeOptions(dir), ...options });
    edges.push({ edge: started, dir });
    await caughtUp(started, asEdge);
    return started;
  }

  /** An edge of the location in `count` worker processes (`palisade edge --workers`), caught up. */
  async function workers(count: number, options: Partial<EdgeOptions> = {}) {
    const dir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));
    const started = await startEdgeWorkers({ ...edgeOptions(dir), ...options, workers: count });
    edges.push({ edge: started, dir });
    await caughtUp(started, asEdge);
    return started;
  }

  return {
    dns,
    apiUrl,
    token,
    /** Every edge token of the location, `token` first. */
    tokens,
    owner,
    /** Adds a domain of the network on a new backend set and proves it through the DNS server. */
    routedDomain: (networkId: number, name: string, set: RoutedSet, bac = false) =>
      routedDomain(owner, dns, networkId, name, set, bac),
    /** Waits until the edge runs on a config at least as new as everything changed so far. */
    caughtUp: (edge: { version(): number }) => caughtUp(edge, asEdge),
    /** The network's backends as the API holds them once the edge has reported its checks. */
    async backendHealth(edge: Edge, networkId: number) {
      await edge.reportHealth();
      const health = await owner.route('backendHealth', { params: { id: String(networkId) } });
      return health.body.data;
    },
    edgeOptions,
    edge,
    workers,
    async close() {
      for (const { edge, dir } of edges) {
        await edge.stop();
        await rm(dir, { recursive: true, force: true });
      }
      expect(await stopped(api)).toBe(0);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      await dns.close();
    },
  };
}
export type EdgeStack = Awaited<ReturnType<typeof startEdgeStack>>;
