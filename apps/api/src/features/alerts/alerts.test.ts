import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isPublicAddress } from '@palisade/address-policy';
import { webhookPayload } from '@palisade/contract';
import { type Edge, startEdge } from '@palisade/edge';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { type Backend, ping, startBackend } from '@palisade/peers/minecraft';
import { freePort } from '@palisade/peers/ports';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowBackends, insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { alertDeliveries } from '../../db/schema';
import { RefusedTarget, resolveTarget } from '../../shared/webhook-target';
import { createEdgeToken } from '../edge-sync/tokens';
import { createAlertDispatcher, defaultAlertTiming } from './dispatcher';
import { webhookDelivery } from './enqueue';

const quiet = { info() {}, warn() {}, debug() {} };
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const host = `alerts.${suffix}.example.com`;
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-alerts-'));
const fast = { retryDelaysMs: [300, 300, 300], pollMs: 100 };

let dns: DnsServer;
let h: Harness;
let edge: Edge;
let backend: Backend;
let receiver: Receiver;
let owner: Account;
let networkId: number;
let secret: string;

/** The path parameters of the network's routes. */
const params = () => ({ id: String(networkId) });

beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({ DNS_SERVERS: dns.address, WEBHOOK_ALLOW_PRIVATE: '1' }, null, {
    alertTiming: fast,
  });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const location = await insertLocation(h, `al${suffix}`);
  const { token } = await createEdgeToken(h.deps.db, location.id, 'alerts edge');
  backend = await startBackend('Alerts backend');
  receiver = await startReceiver();

  owner = await account(h);
  await setPlan(h, owner.id, 3);
  networkId = (await owner.route('createNetwork', { body: { name: 'alerted' } })).body.data.id;
  await allowBackends(h, location.id, [`127.0.0.1:${backend.port}`]);
  const set = await owner.route('createBackendSet', {
    params: params(),
    body: { name: 'set', backends: [`127.0.0.1:${backend.port}`] },
  });
  const domain = await owner.route('addDomain', {
    params: params(),
    body: { name: host, backend_set_id: set.body.data.id },
  });
  const network = await owner.route('updateNetwork', {
    params: params(),
    body: {
      connections_per_second_threshold: 5,
      client_ban_seconds: 0,
      webhook_url: `${receiver.url}/json`,
      attack_emails: true,
    },
  });
  expect(network.body.data.webhook_type).toBe('json');
  secret = network.body.data.webhook_secret;
  dns.setTxt(`_palisade.${host}`, [network.body.data.txt_verification]);
  expect(
    (
      await owner.route('verifyDomain', {
        params: { ...params(), domainId: String(domain.body.data.id) },
      })
    ).statusCode,
  ).toBe(200);

  h.deps.alerts.start();
  edge = await startEdge({
    apiUrl,
    token,
    stateDir,
    javaPort: 0,
    host: '127.0.0.1',
    log: quiet,
    telemetryIntervalMs: 300,
    attackQuietMs: 1500,
  });
  await vi.waitFor(async () => expect((await ping(edge.port, host)).players.max).toBe(42), {
    timeout: 10_000,
    interval: 100,
  });
});

afterAll(async () => {
  await edge?.stop();
  backend?.close();
  await receiver?.close();
  await h?.close();
  await dns?.close();
  await rm(stateDir, { recursive: true, force: true });
});

/** Thirty real server-list pings at once through the edge: six times the threshold of 5. */
const flood = () =>
  Promise.allSettled(Array.from({ length: 30 }, () => ping(edge.port, host, { timeoutMs: 2000 })));

const hitsFor = (event: string, path: string) =>
  receiver.hits.filter((hit) => hit.headers['x-palisade-event'] === event && hit.path === path);

/** A test delivery to the receiver, queued as the test route queues one. */
const queued = (id: string, where: string) =>
  webhookDelivery(
    `${receiver.url}${where}`,
    'json',
    {
      id,
      event: 'test',
      createdAt: new Date(),
      network: { id: networkId, name: 'alerted' },
      attack: null,
      historyUrl: 'http://palisade.test/networks/attack-history',
    },
    null,
    4,
  );

/** The dispatcher's log lines, parsed: what the operator reads. */
const logged: Record<string, unknown>[] = [];
const operatorLog = pino(
  { level: 'warn' },
  { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
);

const dispatcher = (allowPrivate: boolean) =>
  createAlertDispatcher({
    db: h.deps.db,
    mailer: h.deps.mailer,
    log: operatorLog,
    publicUrl: 'http://palisade.test',
    allowPrivate,
    timing: { ...defaultAlertTiming, ...fast },
  });

const attacks = async () => (await owner.route('listAttacks', { params: params() })).body.data;

describe('attack alerts from a real flood through the edge', () => {
  it('opens an attack, retries the signed JSON webhook, mails the owner, and closes after the quiet period', async () => {
    receiver.failNext(1);
    await flood();
    await vi.waitFor(async () => expect((await attacks()).ongoing).toBe(1), { timeout: 10_000 });

    // The first delivery of attack.started got a 500; the retry got through.
    await vi.waitFor(() => expect(hitsFor('attack.started', '/json')).toHaveLength(2), {
      timeout: 10_000,
    });
    const [failed, started] = hitsFor('attack.started', '/json');
    expect(failed?.answered).toBe(500);
    expect(started?.answered).toBe(204);
    expect(started?.body).toBe(failed?.body);
    const signature = createHmac('sha256', secret)
      .update(started?.body ?? '')
      .digest('hex');
    expect(started?.headers['x-palisade-signature']).toBe(`sha256=${signature}`);
    const payload = webhookPayload.parse(JSON.parse(started?.body ?? ''));
    expect(payload).toMatchObject({
      event: 'attack.started',
      network: { id: networkId, name: 'alerted' },
      attack: { type: 'connection_flood', target_domain: host, ended_at: null },
    });
    expect(payload.attack?.peak_cps).toBeGreaterThan(5);
    expect(started?.headers['x-palisade-delivery']).toBe(payload.id);

    const startMail = await h.mailbox.next(owner.email);
    expect(startMail.subject).toMatch(/^Attack started on alerted \(\d+ connections\/s\)$/);
    expect(startMail.text).toContain(`Target: ${host}`);

    // Quiet for 1.5 s (the test's quiet period): the attack ends and says so.
    await vi.waitFor(() => expect(hitsFor('attack.ended', '/json')).toHaveLength(1), {
      timeout: 15_000,
    });
    const ended = webhookPayload.parse(JSON.parse(hitsFor('attack.ended', '/json')[0]?.body ?? ''));
    expect(ended.attack?.ended_at).not.toBeNull();
    const endMail = await h.mailbox.next(owner.email);
    expect(endMail.subject).toMatch(/^Attack ended on alerted/);

    const list = await attacks();
    expect(list.ongoing).toBe(0);
    const [attack] = list.attacks;
    expect(attack).toMatchObject({ type: 'connection_flood', target_domain: host });
    expect(attack?.peak_cps).toBe(ended.attack?.peak_cps);
    // Loopback is in no geo database: the sources are counted as unknown.
    expect(attack?.top_sources[0]).toMatchObject({ asn: null, country: null });
    expect(Date.parse(attack?.ended_at ?? '')).toBeGreaterThan(
      Date.parse(attack?.started_at ?? ''),
    );

    const details = (
      await owner.route('getAttack', { params: { ...params(), attackId: String(attack?.id) } })
    ).body.data;
    expect(Math.max(...details.series.cps.map(([, v]) => v))).toBe(attack?.peak_cps);
    expect(details.edges).toBe(1);

    const log = (await owner.route('listAlertDeliveries', { params: params() })).body.data;
    const startedWebhook = log.deliveries.find(
      (d) => d.event === 'attack.started' && d.channel === 'webhook',
    );
    expect(startedWebhook).toMatchObject({
      status: 'delivered',
      attempts: 2,
      response_status: 204,
      format: 'json',
      attack_id: attack?.id,
    });
    expect(
      log.deliveries
        .filter((d) => d.channel === 'email')
        .map((d) => d.event)
        .sort(),
    ).toEqual(['attack.ended', 'attack.started']);
  });

  it('sends Discord embeds when the network asks for them, and a test on request', async () => {
    await owner.route('updateNetwork', {
      params: params(),
      body: {
        webhook_url: `${receiver.url}/discord`,
        webhook_type: 'discord',
        attack_emails: false,
      },
    });
    const test = await owner.route('testWebhook', { params: params() });
    expect(test.body.data).toMatchObject({ status: 'delivered', event: 'test', format: 'discord' });
    const [testHit] = hitsFor('test', '/discord');
    expect(JSON.parse(testHit?.body ?? '')).toMatchObject({
      username: 'Palisade',
      embeds: [{ title: 'Test alert on alerted', color: 0x7367f0 }],
    });

    await flood();
    await vi.waitFor(() => expect(hitsFor('attack.started', '/discord')).toHaveLength(1), {
      timeout: 10_000,
    });
    const embed = JSON.parse(hitsFor('attack.started', '/discord')[0]?.body ?? '').embeds[0];
    expect(embed.title).toBe('Attack started on alerted');
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        { name: 'Type', value: 'Connection flood', inline: true },
        { name: 'Target', value: host, inline: true },
      ]),
    );
    await vi.waitFor(() => expect(hitsFor('attack.ended', '/discord')).toHaveLength(1), {
      timeout: 15_000,
    });
  });

  it('answers a test without a URL with WEBHOOK_NOT_SET', async () => {
    await owner.route('updateNetwork', { params: params(), body: { webhook_url: '' } });
    const test = await owner.route('testWebhook', { params: params() });
    expect(test.statusCode).toBe(400);
    expect(test.body.code).toBe('WEBHOOK_NOT_SET');
  });
});

describe('the webhook test', () => {
  it('answers every failure without an HTTP answer alike, and an answer with its status', async () => {
    const tester = await account(h);
    const id = (await tester.route('createNetwork', { body: { name: 'probe' } })).body.data.id;
    const send = async (webhook_url: string) => {
      await tester.route('updateNetwork', { params: { id: String(id) }, body: { webhook_url } });
      return (await tester.route('testWebhook', { params: { id: String(id) } })).body.data;
    };
    // A closed port: its refused connection reads as a time-out or a refused address would.
    const closed = await send(`http://127.0.0.1:${await freePort()}/hook`);
    expect(closed).toMatchObject({
      status: 'failed',
      response_status: null,
      error: 'could not deliver',
    });
    receiver.failNext(1);
    const answered = await send(`${receiver.url}/answered`);
    expect(answered).toMatchObject({
      status: 'failed',
      response_status: 500,
      error: 'the receiver answered HTTP 500',
    });
  });

  it('is limited per network and per account, across its networks', async () => {
    const tester = await account(h);
    await setPlan(h, tester.id, 3);
    const networkOf = async (name: string) => {
      const id = (await tester.route('createNetwork', { body: { name } })).body.data.id;
      const params = { id: String(id) };
      await tester.route('updateNetwork', {
        params,
        body: { webhook_url: `${receiver.url}/limited` },
      });
      return () => tester.route('testWebhook', { params });
    };
    const [first, second, third, fourth] = await Promise.all(['a', 'b', 'c', 'd'].map(networkOf));
    if (!first || !second || !third || !fourth) throw new Error('no networks');
    for (let i = 0; i < 5; i += 1) expect((await first()).statusCode).toBe(200);
    const sixth = await first();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Other networks go on until the account has sent 15 tests in the hour.
    for (const test of [second, third])
      for (let i = 0; i < 5; i += 1) expect((await test()).statusCode).toBe(200);
    const past = await fourth();
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(600);
    expect(hitsFor('test', '/limited')).toHaveLength(15);
  });
});

describe('webhook targets', () => {
  it('tells public addresses from private, loopback, link-local and other special ones', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses a host name that resolves to loopback unless private targets are allowed', async () => {
    await expect(resolveTarget('localhost', false)).rejects.toBeInstanceOf(RefusedTarget);
    await expect(resolveTarget('[::1]', false)).rejects.toBeInstanceOf(RefusedTarget);
    // A URL spells `[::127.0.0.1]` as the IPv4-compatible `[::7f00:1]`: loopback all the same.
    const compatible = new URL('http://[::127.0.0.1]:8080/hook').hostname;
    expect(compatible).toBe('[::7f00:1]');
    await expect(resolveTarget(compatible, false)).rejects.toBeInstanceOf(RefusedTarget);
    expect((await resolveTarget('127.0.0.1', true)).address).toBe('127.0.0.1');
  });

  it('without WEBHOOK_ALLOW_PRIVATE, fails a delivery to a private address at once and sends nothing', async () => {
    const strict = dispatcher(false);
    const id = randomUUID();
    // Due only later, so no dispatcher polling the shared database takes it before this one.
    await h.deps.db
      .insert(alertDeliveries)
      .values({ ...queued(id, '/private'), nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const row = await strict.deliverNow(id);
    // The tenant learns nothing of what the name resolved to; the operator's log says it.
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: null,
      error: 'could not deliver',
    });
    expect(logged.find((line) => line.delivery === id)?.error).toMatch(
      /127\.0\.0\.1, which is not a public address/,
    );
    expect(hitsFor('test', '/private')).toHaveLength(0);
  });

  it('sends each queued delivery once however many dispatchers share the queue', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    // Queued while no dispatcher runs, as after a restart.
    await h.deps.alerts.stop();
    await h.deps.db.insert(alertDeliveries).values(ids.map((id) => queued(id, '/shared')));
    const others = [dispatcher(true), dispatcher(true)];
    h.deps.alerts.start();
    for (const d of others) d.start();
    await vi.waitFor(() => expect(hitsFor('test', '/shared')).toHaveLength(12), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(others.map((d) => d.stop()));
    const seen = hitsFor('test', '/shared').map((hit) => hit.headers['x-palisade-delivery']);
    expect(new Set(seen).size).toBe(12);
    expect(seen).toHaveLength(12);
  });
});
