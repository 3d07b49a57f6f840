import { randomUUID } from 'node:crypto';
import { type PlaySession, periodSeconds } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { rows } from '../../db/sql';
import { createEdgeToken } from '../edge-sync/tokens';
import { ingestBatch } from '../telemetry/ingest';
import { rollUpNow } from '../telemetry/jobs';
import { pruneByPlan } from '../telemetry/queries/jobs';
import { bounceRate, retention, uniqueUsers, unplayedLogins } from './queries';

/**
 * The daily session rollups (players per day, sessions, bounces and logins that never played per
 * day) agree with the sessions they replace: random sessions over the last 40 days go in through
 * the ingest, are rolled up, more arrive late, and unique players, bounce rate, retention and
 * logins that never played equal what a plain model computes from the same sessions.
 */

let h: Harness;
let owner: Account;
let edgeId: number;
let seq = 1;
const day = 86_400_000;

beforeAll(async () => {
  h = await startHarness();
  const location = await insertLocation(h, `sr${Date.now()}`);
  edgeId = (await createEdgeToken(h.deps.db, location.id, 'session rollups')).id;
  owner = await account(h);
  // Enterprise keeps 365 days: every session below is within the retention.
  await setPlan(h, owner.id, 4);
});
afterAll(() => h.close());

interface Drawn {
  /** Seconds before now the session started: 10 s to 40 days. */
  back: number;
  /** Seconds it lasted; null, or past now: still open. */
  lasted: number | null;
  username: string;
  /** Whether the client played; a bot that logged in and idled did not. */
  played: boolean;
}

const drawn = fc.record<Drawn>({
  back: fc.oneof(
    fc.integer({ min: 10, max: 40 * 86_400 }),
    // Clusters: the last hours (the late window read from the sessions) and around midnights.
    fc.integer({ min: 10, max: 4 * 3600 }),
    fc.integer({ min: 86_400 - 600, max: 86_400 + 600 }),
  ),
  lasted: fc.option(fc.oneof(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 30, max: 9000 }))),
  username: fc.constantFrom('Alex', 'Steve', 'Notch', 'Jeb', 'Dinnerbone', 'Grumm', 'Herobrine'),
  played: fc.boolean(),
});

/** What the analytics should answer, from the sessions alone. */
function model(sessions: PlaySession[], now: number, retentionDays: number) {
  const kept = now - retentionDays * day;
  const from = (period: keyof typeof periodSeconds) =>
    Math.max(kept, now - periodSeconds[period] * 1000);
  const all = (since: number) =>
    sessions.filter((s) => s.started_at >= since && s.started_at < now);
  // Only sessions that played are players' sessions.
  const started = (since: number) => all(since).filter((s) => s.played);
  const unplayed = (since: number) =>
    all(since).filter((s) => !s.played && (s.ended_at !== null || s.started_at < now - 30_000))
      .length;
  const unique = (since: number) => new Set(started(since).map((s) => s.username)).size;
  const bounce = (since: number) => {
    const within = started(since);
    const bounced = within.filter((s) => s.ended_at !== null && s.ended_at < s.started_at + 30_000);
    const decided = within.filter((s) => s.ended_at !== null || s.started_at < now - 30_000);
    return decided.length === 0 ? 0 : bounced.length / decided.length;
  };
  const days = new Map<string, number[]>();
  for (const s of started(kept)) {
    days.set(s.username, [...(days.get(s.username) ?? []), Math.floor(s.started_at / day)]);
  }
  const today = Math.floor(now / day);
  const share = (n: number) => {
    const cohort = [...days.values()].filter((d) => Math.min(...d) <= today - n);
    const back = cohort.filter((d) => Math.max(...d) >= Math.min(...d) + n);
    return { value: cohort.length === 0 ? 0 : back.length / cohort.length, players: cohort.length };
  };
  return {
    from,
    unique,
    bounce,
    unplayed,
    retention: { day_1: share(1), day_7: share(7), day_30: share(30) },
  };
}

describe('daily session rollups', () => {
  it('answer what the sessions they replace answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawn, { minLength: 1, maxLength: 120 }), async (picked) => {
        const now = Date.now();
        const networkId = (
          await owner.route('createNetwork', { body: { name: `sessions ${seq}` } })
        ).body.data.id;
        const sessions = picked.map((d): PlaySession => {
          const started = now - d.back * 1000;
          const ended = d.lasted === null ? null : started + d.lasted * 1000;
          return {
            id: randomUUID(),
            network_id: networkId,
            username: d.username,
            address: null,
            edition: 'java',
            protocol_version: 767,
            domain: 'play.example.com',
            country: 'DE',
            asn: null,
            started_at: started,
            ended_at: ended !== null && ended <= now ? ended : null,
            bytes_in: 0,
            bytes_out: 0,
            played: d.played,
            closed_by: null,
            kick_reason: null,
          };
        });
        // Half arrive before the rollup runs, the others after it, as starts reported late.
        const early = sessions.slice(0, Math.ceil(sessions.length / 2));
        const late = sessions.slice(early.length);
        const store = (batch: PlaySession[]) =>
          ingestBatch(h.deps.db, edgeId, {
            seq: seq++,
            buckets: [],
            sessions: batch,
            refusals: [],
            attacks: [],
          });
        await store(early);
        const oldest = Math.min(...early.map((s) => s.started_at));
        // Another test file may hold the job's lock for a moment (one PostgreSQL for all).
        await vi.waitFor(async () =>
          expect(await rollUpNow(h.deps.db, now, oldest)).not.toBeNull(),
        );

        // The rollups hold exactly the closed days of the sessions.
        const closed = Math.floor(now / day) * day;
        const [stored] = await rows<{ players: number; sessions: number }>(
          h.deps.db,
          sql`select (select count(*) from player_days where network_id = ${networkId})::int as players,
            (select coalesce(sum(sessions), 0) from session_days where network_id = ${networkId})::int as sessions`,
        );
        const before = early.filter((s) => s.started_at < closed && s.played);
        expect(stored?.sessions).toBe(before.length);
        expect(stored?.players).toBe(
          new Set(before.map((s) => `${s.username}|${Math.floor(s.started_at / day)}`)).size,
        );

        await store(late);
        const check = async (retentionDays: number, what: string) => {
          const m = model(sessions, now, retentionDays);
          for (const period of ['1h', '1d', '1w', '1M'] as const) {
            expect(await uniqueUsers(h.deps.db, networkId, m.from(period), now), what).toBe(
              m.unique(m.from(period)),
            );
            expect(await bounceRate(h.deps.db, networkId, m.from(period), now), what).toBe(
              m.bounce(m.from(period)),
            );
            expect(await unplayedLogins(h.deps.db, networkId, m.from(period), now), what).toBe(
              m.unplayed(m.from(period)),
            );
          }
          expect(await retention(h.deps.db, networkId, now), what).toEqual(m.retention);
        };
        await check(365, 'enterprise');
        // Free keeps 7 days: first days before that are read from the player days until the
        // retention job prunes them, and after.
        await setPlan(h, owner.id, 1);
        await check(7, 'free');
        await pruneByPlan((work) => h.deps.db.transaction(work), now);
        await check(7, 'free, pruned');
        // The spans are those of the player days left.
        const [spans] = await rows<{ off: number }>(
          h.deps.db,
          sql`select count(*)::int as off from (
              select username, first_day, last_day from player_spans where network_id = ${networkId}
              except
              select username, min(day), max(day) from player_days where network_id = ${networkId} group by 1
            ) x`,
        );
        const [orphans] = await rows<{ n: number }>(
          h.deps.db,
          sql`select count(*)::int as n from player_spans s where network_id = ${networkId}
            and not exists (select 1 from player_days d
              where d.network_id = s.network_id and d.username = s.username)`,
        );
        expect([spans?.off, orphans?.n]).toEqual([0, 0]);
        await setPlan(h, owner.id, 4);
      }),
      { numRuns: 6 },
    );
  }, 300_000);

  it('change nothing when run again', async () => {
    const snapshot = () =>
      rows(
        h.deps.db,
        sql`select * from (
            select 'players' as t, network_id, day::text, username as v from player_days
            union all select 'sessions', network_id, day::text, sessions || '/' || bounced || '/' || unplayed from session_days
          ) s where network_id in (select id from networks where owner_id = ${owner.id})
          order by 1, 2, 3, 4`,
      );
    // A first run takes in the late starts of the late window's days, left to it by the ingest.
    const now = Date.now();
    await vi.waitFor(async () => expect(await rollUpNow(h.deps.db, now)).not.toBeNull());
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await rollUpNow(h.deps.db, now)).not.toBeNull());
    expect(await snapshot()).toEqual(before);
  });
});
