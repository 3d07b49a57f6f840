import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { jobRuns } from '../../../db/schema';
import { at, rows } from '../../../db/sql';

/** The periodic jobs' statements (jobs.ts): their claims, and what they delete and recount. */

/**
 * Claims `job`'s run for the period starting at `start`: true for the first API process to ask
 * (its claim commits with its work), false for the others and for a period already run.
 */
export async function claimPeriod(tx: Tx, job: string, start: number) {
  const claimed = await tx
    .insert(jobRuns)
    .values({ job, periodStart: new Date(start) })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { periodStart: new Date(start) },
      setWhere: lt(jobRuns.periodStart, new Date(start)),
    })
    .returning();
  return claimed.length > 0;
}

/** The 5-minute rollup's mark as stored now (unix ms), or null before the first rollup. */
export async function fiveMinuteMark(db: Db): Promise<number | null> {
  const [mark] = await rows<{ done_until: string | Date }>(
    db,
    sql`select done_until from rollup_state where resolution = 300`,
  );
  return mark ? new Date(mark.done_until).getTime() : null;
}

const done = () => undefined;

/**
 * Per-plan retention: what is older than the owner's `analytics_retention_days` goes (5-minute
 * rollups after at most 31 days). Daily network rollups stay 400 days whatever the plan, since
 * billing meters months from them; reads never show them past the plan's retention.
 */
export async function pruneByPlan(
  step: (work: (tx: Tx) => Promise<void>) => Promise<unknown>,
  now: number,
) {
  const keep = sql`(${at(now)} - p.analytics_retention_days * interval '1 day')`;
  const owners = sql`networks n join users u on u.id = n.owner_id join plans p on p.id = u.plan_id`;
  await step((tx) =>
    tx
      .execute(sql`delete from network_rollups r using ${owners}
    where r.network_id = n.id and r.resolution in (300, 3600)
      and r.bucket < greatest(${keep}, case when r.resolution = 300
        then ${at(now)} - interval '31 days' else '-infinity'::timestamptz end)`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from breakdown_rollups r using ${owners}
    where r.network_id = n.id and r.bucket < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from play_sessions s using ${owners}
    where s.network_id = n.id and s.started_at < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from connection_sources c using ${owners}
    where c.network_id = n.id and c.hour < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from refusals r using ${owners}
    where r.network_id = n.id and r.at < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from player_days d using ${owners}
    where d.network_id = n.id and d.day < ${keep}`)
      .then(done),
  );
  // A player's first day may have gone: the next one kept is the first, none left, no span.
  await step((tx) =>
    tx
      .execute(sql`with expired as (
      select s.network_id, s.username, (select min(d.day) from player_days d
          where d.network_id = s.network_id and d.username = s.username) as first_day
      from player_spans s join ${owners} on n.id = s.network_id where s.first_day < ${keep}
    ), gone as (
      delete from player_spans s using expired e
      where e.first_day is null and s.network_id = e.network_id and s.username = e.username
    )
    update player_spans s set first_day = e.first_day from expired e
    where e.first_day is not null and s.network_id = e.network_id and s.username = e.username`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from session_days d using ${owners}
    where d.network_id = n.id and d.day < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from tunnel_rollups r
    using tunnels t join users u on u.id = t.owner_id join plans p on p.id = u.plan_id
    where r.tunnel_id = t.id and r.resolution in (300, 3600)
      and r.bucket < greatest(${keep}, case when r.resolution = 300
        then ${at(now)} - interval '31 days' else '-infinity'::timestamptz end)`)
      .then(done),
  );
}

/**
 * A tunnel's month and current figures from stored telemetry: bytes since the first of the
 * month (daily rollups, then the 10-second rows), and bytes per second over the last whole
 * minute. Only rows that change are written.
 */
export async function refreshTunnelCounters(tx: Tx, now: number, dailyMark: number | undefined) {
  const d = new Date(now);
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const rawFrom = Math.max(month, dailyMark ?? month);
  const minuteEnd = Math.floor(now / 60_000) * 60_000;
  await tx.execute(sql`with month as (
      select tunnel_id, sum(bytes_in + bytes_out) as bytes from (
        select tunnel_id, bytes_in, bytes_out from tunnel_rollups
        where resolution = 86400 and bucket >= ${at(month)} and bucket < ${at(rawFrom)}
        union all
        select tunnel_id, bytes_in, bytes_out from tunnel_buckets where bucket >= ${at(rawFrom)}
      ) s group by 1
    ), minute as (
      select tunnel_id, sum(bytes_in + bytes_out) / 60 as rate from tunnel_buckets
      where bucket >= ${at(minuteEnd - 60_000)} and bucket < ${at(minuteEnd)} group by 1
    ), fresh as (
      select t.id, coalesce(m.bytes, 0)::bigint as month_bytes, coalesce(r.rate, 0)::bigint as rate
      from tunnels t left join month m on m.tunnel_id = t.id left join minute r on r.tunnel_id = t.id
    )
    update tunnels t set month_bandwidth_usage = f.month_bytes, current_bandwidth_usage = f.rate
    from fresh f
    where f.id = t.id and (t.month_bandwidth_usage, t.current_bandwidth_usage)
      is distinct from (f.month_bytes, f.rate)`);
}
