import { randomBytes } from 'node:crypto';
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
import { ownDatabase } from '@palisade/peers/own-database';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createDeps, type Deps, type DepsOverrides } from '../src/deps';
import { setOperator } from '../src/features/admin/customers';
import { forgetRetention } from '../src/features/telemetry/queries/reads';
import { type Mailbox, startMailbox, tokenIn } from './mailbox';

export interface Reply<T = unknown> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: { status: number; data: T; code?: string; message?: string; details?: unknown[] };
}

/** A firewall save's reply with the rule it saved: a save without dry_run answers no figures. */
export function saved<T>(reply: Reply<T>): Reply<Exclude<T, FirewallDryRun>> {
  if (isDryRun(reply.body.data)) throw new Error('a save answered a dry run');
  return reply as Reply<Exclude<T, FirewallDryRun>>;
}

export interface Harness {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  mailbox: Mailbox;
  /** A request from this harness's own client address (so throttles of files do not mix). */
  request<T = unknown>(options: InjectOptions): Promise<Reply<T>>;
  /**
   * Calls a contract route by name with these headers (none: as anyone may): its parameters,
   * query, body and reply typed by the contract, so a renamed route or field fails the type
   * check. `request` is for what the contract does not describe (bad paths, malformed bodies).
   */
  route<N extends RouteName>(
    name: N,
    call?: RouteRequest<Routes[N]>,
    headers?: Record<string, string>,
  ): Promise<Reply<RouteReply<Routes[N]>>>;
  captcha(): Promise<string>;
  close(): Promise<void>;
}

let clients = 0;

/** The API as it runs, on a real database and a real SMTP receiver. */
export async function startHarness(
  env: Record<string, string> = {},
  webDist: string | null = null,
  overrides: DepsOverrides = {},
  /** A PostgreSQL database other programs of the test read too (PowerDNS): used as it is. */
  sharedDatabaseUrl?: string,
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-test-'));
  const mailbox = await startMailbox();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://palisade.test',
    CAPTCHA_COST: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // On PostgreSQL each harness has a database of its own, as each has an in-memory PGlite
  // otherwise: the service's own rows (plans, locations, filters) and its jobs are no other
  // test file's business.
  const own = sharedDatabaseUrl
    ? { url: sharedDatabaseUrl, drop: async () => undefined }
    : await ownDatabase(`t${process.pid}_${randomBytes(4).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: own.url, dataDir: null });
  await database.migrate();
  const deps = await createDeps(
    config,
    database.db,
    { outboxDir: null, log: pino({ level: 'silent' }) },
    overrides,
  );
  const app = await buildApp(deps, { webDist, logger: false });
  await app.ready();
  clients += 1;
  const remoteAddress = `10.${process.pid % 250}.${clients}.${Math.floor(Math.random() * 250) + 1}`;

  const request = async <T>(options: InjectOptions) => {
    const response = await app.inject({ remoteAddress, ...options });
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.headers['content-type']?.toString().includes('json')
        ? response.json()
        : response.body,
    } as Reply<T>;
  };

  const route = <N extends RouteName>(
    name: N,
    call: RouteRequest<Routes[N]> = {},
    headers: Record<string, string> = {},
  ) => {
    const endpoint = endpoints[name];
    return request<RouteReply<Routes[N]>>({
      method: endpoint.method,
      url: `${apiBase}${urlOf(endpoint, call)}`,
      headers,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
  };

  return {
    app,
    deps,
    database,
    mailbox,
    request,
    route,
    async captcha() {
      // The contract leaves the challenge's parameters to altcha, whose types name them.
      const { body } = await request<{
        challenge: Parameters<typeof solveChallenge>[0]['challenge'];
      }>({ method: 'GET', url: `${apiBase}${endpoints.captcha.path}` });
      const challenge = body.data.challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('captcha not solved');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async close() {
      await app.close();
      await deps.background.drain();
      await deps.alerts.stop();
      deps.mailer.close();
      await mailbox.close();
      await database.close();
      await own.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

export const password = 'correct horse battery';

/** Registers, reads the activation mail from SMTP, follows its link and signs in. */
export async function signUp(h: Harness, email = uniqueEmail()) {
  const registered = await h.route('register', {
    body: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      phone: '+44 20 7946 0000',
      password,
      passwordconfirm: password,
      captcha: await h.captcha(),
    },
  });
  if (registered.statusCode !== 201)
    throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const token = tokenIn(
    await h.mailbox.next(email, 'Activate your Palisade account'),
    '/activate-account',
  );
  const verified = await h.route('verify', { params: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  const session = await login(h, email);
  if (session.statusCode !== 200) throw new Error(`login: ${JSON.stringify(session.body)}`);
  return { email, token: session.body.data.token, refreshToken: session.body.data.refreshToken };
}

export async function login(h: Harness, email: string, extra: Record<string, unknown> = {}) {
  return h.route('login', { body: { email, password, captcha: await h.captcha(), ...extra } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The body a contract route takes, as a caller writes it (fields with defaults optional). */
export type BodyOf<N extends RouteName> = NonNullable<RouteRequest<Routes[N]>['body']>;

/** What most calls answer: an object with an id and fields the test reads. */
export type Entity = Record<string, unknown> & { id: number };

/**
 * A signed-up account. `route` calls a contract route by name, its parameters, query and body
 * typed by the contract (a renamed route or field fails the type check); `call` sends any
 * request to an `/api/v1` path, for what the contract does not describe (bad paths, bodies
 * that are not JSON objects).
 */
export async function account(h: Harness, email?: string) {
  const session = await signUp(h, email);
  const call = <T = Entity>(method: Method, url: string, payload?: unknown) =>
    h.request<T>({
      method,
      url: `${apiBase}${url}`,
      headers: bearer(session.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const route = <N extends RouteName>(name: N, request: RouteRequest<Routes[N]> = {}) =>
    h.route(name, request, bearer(session.token));
  const me = await route('summary');
  return { ...session, id: me.body.data.id, call, route };
}
export type Account = Awaited<ReturnType<typeof account>>;

/** An account with the operator role, granted as `palisade user operator grant` does. */
export async function operatorAccount(h: Harness) {
  const operator = await account(h, uniqueEmail('operator'));
  await setOperator(h.deps.db, operator.email, true, {
    operatorId: null,
    email: 'cli:test',
    source: 'cli@test',
  });
  return operator;
}

/** Moves an account to another plan, as a paid upgrade would. */
export async function setPlan(h: Harness, userId: number, planId: number) {
  await h.deps.db.update(users).set({ planId }).where(eq(users.id, userId));
  forgetRetention(h.deps.db);
}
