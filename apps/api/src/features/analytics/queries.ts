import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rows } from '../../db/sql';
import { networkRetentionStart, rollupMarks, split, utcDay } from '../telemetry/queries/reads';

/**
 * Players by one dimension over [from, now), counted when each session began to play (logins,
 * from older edges): hourly rollups, then the 10-second rows.
 */
export async function breakdown(
  db: Db,
  networkId: number,
  dimension: 'protocol' | 'domain' | 'country',
  from: number,
  now = Date.now(),
) {
  const start = Math.max(from, await networkRetentionStart(db, networkId, now));
  const { rollup, raw } = split(3600, await rollupMarks(db), start);
  const rolled =
    rollup === null
      ? sql``
      : sql`union all select key, count from breakdown_rollups
        where network_id = ${networkId} and resolution = 3600 and dimension = ${dimension}
          and bucket >= ${at(rollup.from)} and bucket < ${at(rollup.until)}`;
  const found = await rows<{ key: string; value: number }>(
    db,
    sql`select key, sum(count)::float8 as value from (
        select key, count from network_breakdowns
        where network_id = ${networkId} and dimension = ${dimension}
          and ${raw} and bucket < ${at(now)}
        ${rolled}
      ) s group by key order by 2 desc, 1`,
  );
  return found.map((r) => ({ key: r.key, value: Number(r.value) }));
}

/** Sessions that started in [from, now), within the plan's retention. */
async function sessionsFrom(db: Db, networkId: number, from: number, now: number) {
  return Math.max(from, await networkRetentionStart(db, networkId, now));
}

/**
 * What a read over the sessions that started in [since, now) takes: whole UTC days from a daily
 * rollup (`day` in the answered range), the rest (before the first whole day, and from the
 * rollup's mark on) from the sessions themselves (`raw`, a condition on `started_at`).
 */
async function sessionSplit(db: Db, since: number, now: number) {
  const { rollup, raw } = split(86_400, await rollupMarks(db), since, now, 'started_at');
  return { raw: sql`${raw} and started_at < ${at(now)}`, days: rollup };
}

/**
 * Per player with a session that started in [since, now) and played, the first and last UTC
 * day (at midnight) it played, possibly in several rows: whole days from the player spans, the
 * rest (the partial first day, the late window) from the sessions. A span whose first day lies
 * before the window (retention has not pruned it yet, or a shorter period) is taken from the
 * player days instead. A span's days are days with sessions, so a last day in the late window,
 * which the sessions answer too, changes nothing.
 */
async function playerSpans(db: Db, networkId: number, since: number, now: number) {
  const { raw, days } = await sessionSplit(db, since, now);
  const parts = [
    sql`select username, ${utcDay('started_at')} as first, ${utcDay('started_at')} as last
      from play_sessions where network_id = ${networkId} and played and ${raw}`,
  ];
  if (days)
    parts.push(
      sql`select username, first_day, last_day from player_spans
        where network_id = ${networkId} and first_day >= ${at(days.from)}`,
      sql`select d.username, min(d.day), max(d.day) from player_days d
        join player_spans s on s.network_id = d.network_id and s.username = d.username
        where s.network_id = ${networkId} and s.first_day < ${at(days.from)} and s.last_day >= ${at(days.from)}
          and d.network_id = ${networkId} and d.day >= ${at(days.from)}
        group by 1`,
    );
  return sql.join(parts, sql` union all `);
}

/**
 * Players with a session that started in [from, now) and played: those whose last whole day in
 * the player spans lies in the window, and those of the sessions outside the whole days.
 */
export async function uniqueUsers(db: Db, networkId: number, from: number, now = Date.now()) {
  const since = await sessionsFrom(db, networkId, from, now);
  const { raw, days } = await sessionSplit(db, since, now);
  const rolled = days
    ? sql`union select username from player_spans
        where network_id = ${networkId} and last_day >= ${at(days.from)}`
    : sql``;
  const [row] = await rows<{ value: number }>(
    db,
    sql`select count(*)::float8 as value from (
        select distinct username from play_sessions
        where network_id = ${networkId} and played and ${raw}
        ${rolled}
      ) s`,
  );
  return Number(row?.value ?? 0);
}

/**
 * Share of sessions that played and ended within 30 seconds, among those whose outcome is
 * known: ended, or still open after 30 seconds. No such session: 0.
 */
export async function bounceRate(db: Db, networkId: number, from: number, now = Date.now()) {
  const since = await sessionsFrom(db, networkId, from, now);
  const { raw, days } = await sessionSplit(db, since, now);
  // Every session of a rolled-up day has an outcome (see the rollup): all of them are decided.
  const rolled = days
    ? sql`union all select bounced, sessions from session_days
        where network_id = ${networkId} and day >= ${at(days.from)} and day < ${at(days.until)}`
    : sql``;
  const [row] = await rows<{ bounced: number; decided: number }>(
    db,
    sql`select coalesce(sum(bounced), 0)::float8 as bounced, coalesce(sum(decided), 0)::float8 as decided
      from (
        select
          count(*) filter (where ended_at is not null and ended_at < started_at + interval '30 seconds') as bounced,
          count(*) filter (where ended_at is not null or started_at < ${at(now - 30_000)}) as decided
        from play_sessions where network_id = ${networkId} and played and ${raw}
        ${rolled}
      ) s`,
  );
  const decided = Number(row?.decided ?? 0);
  return decided === 0 ? 0 : Number(row?.bounced ?? 0) / decided;
}

/**
 * Logins that never played among the sessions that started in [from, now): ended without
 * playing, or open for 30 seconds without (an edge judges a session a few seconds after its
 * login; a younger one may still play).
 */
export async function unplayedLogins(db: Db, networkId: number, from: number, now = Date.now()) {
  const since = await sessionsFrom(db, networkId, from, now);
  const { raw, days } = await sessionSplit(db, since, now);
  const rolled = days
    ? sql`union all select unplayed from session_days
        where network_id = ${networkId} and day >= ${at(days.from)} and day < ${at(days.until)}`
    : sql``;
  const [row] = await rows<{ value: number }>(
    db,
    sql`select coalesce(sum(unplayed), 0)::float8 as value from (
        select count(*) as unplayed from play_sessions
        where network_id = ${networkId} and not played and ${raw}
          and (ended_at is not null or started_at < ${at(now - 30_000)})
        ${rolled}
      ) s`,
  );
  return Number(row?.value ?? 0);
}

/**
 * Day-N retention (N = 1, 7, 30): of the players whose first day (UTC) with a session lies at
 * least N days back, the share that played again on day N or later. First days are looked for
 * within the plan's retention, so a player older than that counts as new.
 */
const retentionDays = [1, 7, 30] as const;

export async function retention(db: Db, networkId: number, now = Date.now()) {
  const since = await networkRetentionStart(db, networkId, now);
  const today = Math.floor(now / 86_400_000);
  // One pass over the players, two counts per N (no join with the Ns, no sort), on the days as
  // stored (midnight UTC timestamps; hours, not days, are added: a day in the session's time
  // zone may have 23 or 25 hours).
  const counts = retentionDays.flatMap((n) => {
    const cohort = sql`first <= ${at((today - n) * 86_400_000)}`;
    return [
      sql`count(*) filter (where ${cohort})::float8 as ${sql.identifier(`players_${n}`)}`,
      sql`count(*) filter (where ${cohort} and last >= first + ${sql.raw(`interval '${n * 24} hours'`)})::float8 as ${sql.identifier(`back_${n}`)}`,
    ];
  });
  const [row] = await rows<Record<string, number>>(
    db,
    sql`with spans as (
        select min(first) as first, max(last) as last
        from (${await playerSpans(db, networkId, since, now)}) s
        group by username
      )
      select ${sql.join(counts, sql`, `)} from spans`,
  );
  const share = (n: (typeof retentionDays)[number]) => {
    const players = Number(row?.[`players_${n}`] ?? 0);
    return { value: players === 0 ? 0 : Number(row?.[`back_${n}`] ?? 0) / players, players };
  };
  return { day_1: share(1), day_7: share(7), day_30: share(30) };
}
