/**
 * Analytics on PostgreSQL at the scale of a month: 101 networks with 30 days of 10-second
 * telemetry each (made with generate_series, day by day, and rolled up by the API's own rollup
 * job as the days go by, raw partitions dropped after 48 hours as in production), then the
 * stats and analytics routes of one network timed through the real Fastify app (inject).
 * Prints p50/p95 per call. Not a test: figures for docs/performance.md.
 * Usage: npm run bench:analytics [-- postgres://…/db [--reuse]]   (default …/palisade_bench,
 * recreated; `--reuse` measures again on what an earlier run loaded)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { hashToken } from '../../apps/api/src/crypto';
import { openDatabase } from '../../apps/api/src/db/client';
import { apiKeys, networks, users } from '../../apps/api/src/db/schema';
import { createDeps } from '../../apps/api/src/deps';
import { maintainNow, rollUpNow } from '../../apps/api/src/features/telemetry/jobs';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/palisade_bench';
const reuse = process.argv.includes('--reuse');
const days = 30;
const networkCount = 101;
const rounds = 60;
const day = 86_400_000;

if (!reuse) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const dbName = new URL(url).pathname.slice(1);
  await admin.query(`drop database if exists "${dbName}"`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
}
const database = await openDatabase({ databaseUrl: url, dataDir: null });
await database.migrate();
const db = database.db;

const now = Date.now();
const key = `pal_${randomBytes(32).toString('base64url')}`;

/**
 * Statistics and visibility maps as autovacuum leaves them in a running system (a bulk load
 * outruns it): without them no scan is index-only.
 */
const settle = () => db.execute(sql`vacuum (analyze)`);

/** Makes the account, its networks and 30 days of telemetry; answers what the timing needs. */
async function load() {
  const [owner] = await db
    .insert(users)
    .values({
      email: 'bench@example.com',
      firstname: 'Bench',
      lastname: 'Mark',
      planId: 4,
      activatedAt: new Date(),
    })
    .returning();
  if (!owner) throw new Error('no user');
  const ids: number[] = [];
  for (let i = 0; i < networkCount; i++) {
    const [n] = await db
      .insert(networks)
      .values({
        ownerId: owner.id,
        name: `bench ${i}`,
        txtVerification: `palisade-verify=${i}`,
        dnsLabel: `bench${i}`,
        edgeSecret: randomBytes(16).toString('hex'),
      })
      .returning();
    if (n) ids.push(n.id);
  }
  const target = ids[0] as number;
  const first = ids[0] as number;
  const last = ids.at(-1) as number;

  const start = Math.floor((now - days * day) / day) * day;
  const t0 = performance.now();
  let rows = 0;
  for (let d = start; d < now; d += day) {
    const to = Math.min(d + day, Math.floor(now / 10_000) * 10_000);
    const range = `'${new Date(d).toISOString()}'::timestamptz, '${new Date(to - 10_000).toISOString()}'::timestamptz, interval '10 seconds'`;
    // Counters with a daily rhythm and noise: every 10 seconds for the measured network; the 100
    // others are quieter and report one bucket a minute (an edge sends buckets only for networks
    // with traffic), which keeps the load to minutes on a shared two-core machine.
    const inserted = await db.execute(
      sql.raw(`insert into network_buckets (network_id, bucket, edge_id, connections, status_pings,
        logins, dropped_firewall, dropped_rate_limit, dropped_verification, dropped_invalid,
        bytes_in, bytes_out, players)
      select n, b, 1, (20 + 15 * sin(extract(epoch from b) / 13751) + random() * 10)::int,
        (random() * 8)::int, (random() * 3)::int, (random() * 2)::int, (random() * 4)::int,
        (random() * 1)::int, (random() * 2)::int, (200000 + random() * 50000)::bigint,
        (900000 + random() * 300000)::bigint, (150 + 100 * sin(extract(epoch from b) / 13751))::int
      from generate_series(${first}, ${last}) n, generate_series(${range}) b
      where n = ${target} or extract(second from b) = 0`),
    );
    rows += (inserted as unknown as { rowCount: number }).rowCount;
    // Logins by release, domain and country in one bucket of six (logins are rarer than buckets).
    await db.execute(
      sql.raw(`insert into network_breakdowns (network_id, bucket, edge_id, dimension, key, count)
      select n, b, 1, dim, k, (1 + random() * 3)::int
      from generate_series(${first}, ${last}) n, generate_series(${range.replace("'10 seconds'", "'60 seconds'")}) b,
        (values ('protocol', '767'), ('protocol', '47'), ('domain', 'play.example.com'),
          ('domain', 'hub.example.com'), ('country', 'DE'), ('country', 'US')) k(dim, k)`),
    );
    // Play sessions: 2 000 a day on the measured network, 150 on each other, from 5 000 players.
    await db.execute(
      sql.raw(`insert into play_sessions (id, network_id, edge_id, username, protocol_version,
        domain, country, started_at, ended_at)
      select gen_random_uuid(), n, 1, 'player' || (random() * 5000)::int, 767, 'play.example.com',
        'DE', s, s + (random() * 3600) * interval '1 second'
      from (select n, '${new Date(d).toISOString()}'::timestamptz + random() * (${to - d} / 1000.0) * interval '1 second' as s
        from generate_series(${first}, ${last}) n,
          generate_series(1, 2000) i where n = ${target} or i <= 150) x`),
    );
    // The API's job, as it runs every minute in production: roll up, drop raw days past 48 hours.
    await rollUpNow(db, to, d);
    await maintainNow(db, to);
  }
  const loadSeconds = (performance.now() - t0) / 1000;
  await rollUpNow(db, now);
  await maintainNow(db, now);
  await settle();
  return { ownerId: owner.id, target, rows, loadSeconds };
}

const loaded = reuse
  ? await (async () => {
      const [n] = await db.select().from(networks).orderBy(networks.id).limit(1);
      if (!n) throw new Error('nothing loaded: run without --reuse first');
      await db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, n.ownerId));
      // What a migration since the load may have added (a new rollup's rows) settles as well.
      await settle();
      return { ownerId: n.ownerId, target: n.id, rows: 0, loadSeconds: 0 };
    })()
  : await load();
const target = loaded.target;
await db
  .insert(apiKeys)
  .values({ userId: loaded.ownerId, keyHash: hashToken(key), hint: 'bench' })
  .onConflictDoUpdate({ target: apiKeys.userId, set: { keyHash: hashToken(key) } });

const config = loadConfig({ DATA_DIR: '/tmp', LOG_LEVEL: 'silent', DATABASE_URL: url });
const deps = await createDeps(config, db, { outboxDir: null, log: pino({ level: 'silent' }) });
const app = await buildApp(deps, { webDist: null, logger: false });
await app.ready();

const calls: [string, string][] = [
  ['stats/players 360 points over 1M', 'stats/players?points=360&period=1M'],
  ['stats/connPerSecond 360 over 1M', 'stats/connPerSecond?points=360&period=1M'],
  ['stats/bitrate 360 over 1M', 'stats/bitrate?points=360&period=1M'],
  ['stats/players 360 over 1d', 'stats/players?points=360&period=1d'],
  ['stats/players 360 over 1w', 'stats/players?points=360&period=1w'],
  ['stats/bandwidth 1M', 'stats/bandwidth?period=1M'],
  ['stats/overview', 'stats/overview'],
  ['stats/billingBandwidth', 'stats/billingBandwidth'],
  ['stats/cpsInRange 2 days', `stats/cpsInRange?from=${now - 2 * day}&to=${now}`],
  ['analytics/mitigatedCount 1M', 'analytics/mitigatedCount?period=1M'],
  ['analytics/bounceRate 1M', 'analytics/bounceRate?period=1M'],
  ['analytics/countryHeatmap 1M', 'analytics/countryHeatmap?period=1M'],
  ['analytics/topDomains 1M', 'analytics/topDomains?period=1M'],
  ['analytics/uniqueUsers 1M', 'analytics/uniqueUsers?period=1M'],
  ['analytics/mcVersionBreakdown 1M', 'analytics/mcVersionBreakdown?period=1M'],
  ['analytics/retention', 'analytics/retention'],
  ['analytics/topDomains 1d', 'analytics/topDomains?period=1d'],
  ['analytics/uniqueUsers 1d', 'analytics/uniqueUsers?period=1d'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

if (!reuse)
  console.log(
    `loaded ${days} days x ${networkCount} networks (the measured one every 10 s, the others every minute): ${loaded.rows.toLocaleString('en')} 10-second rows in ${loaded.loadSeconds.toFixed(0)} s (rolled up and pruned day by day)`,
  );
const [sizes] = (
  (await db.execute(sql`select
    (select count(*) from network_buckets)::int as raw,
    (select count(*) from network_rollups)::int as rollups,
    (select count(*) from breakdown_rollups)::int as breakdowns,
    (select count(*) from play_sessions)::int as sessions,
    (select count(*) from player_days)::int as player_days,
    (select count(*) from player_spans)::int as player_spans,
    (select count(*) from session_days)::int as session_days`)) as unknown as {
    rows: Record<string, number>[];
  }
).rows;
console.log('rows kept:', sizes);
console.log('| call | p50 ms | p95 ms |');
console.log('|---|---|---|');
for (const [label, path] of calls) {
  const times: number[] = [];
  for (let i = 0; i < rounds + 5; i++) {
    const t = performance.now();
    const reply = await app.inject({
      method: 'GET',
      url: `/api/v1/networks/${target}/${path}`,
      headers: { 'x-api-key': key },
    });
    const elapsed = performance.now() - t;
    if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    if (i >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
  );
}
await app.close();
await database.close();
