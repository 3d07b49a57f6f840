import { and, count, countDistinct, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attackParts, attackSamples, attacks, edgeTokens, locations } from '../../db/schema';
import { droppedSum, dropsOf, noDrops, perDropField } from '../../shared/drops';

export type AttackRow = typeof attacks.$inferSelect;

export async function attackPage(
  db: Db,
  networkId: number,
  q: { page: number; per_page: number; from?: Date | undefined; to?: Date | undefined },
) {
  const where = and(
    eq(attacks.networkId, networkId),
    q.from ? gte(attacks.startedAt, q.from) : undefined,
    q.to ? lt(attacks.startedAt, q.to) : undefined,
  );
  const rows = await db
    .select()
    .from(attacks)
    .where(where)
    .orderBy(desc(attacks.startedAt), desc(attacks.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [total] = await db.select({ n: count() }).from(attacks).where(where);
  const [ongoing] = await db
    .select({ n: count() })
    .from(attacks)
    .where(and(eq(attacks.networkId, networkId), isNull(attacks.endedAt)));
  return { rows, total: total?.n ?? 0, ongoing: ongoing?.n ?? 0 };
}

export async function findAttack(db: Db, networkId: number, attackId: number) {
  const [row] = await db
    .select()
    .from(attacks)
    .where(and(eq(attacks.id, attackId), eq(attacks.networkId, networkId)));
  return row;
}

/** Longest series answered; longer attacks are shown per step, each the peak of its seconds. */
const maxPoints = 600;

/** The attack per second (or per step) across edges, and its drops by reason. */
export async function attackSeries(db: Db, attack: AttackRow) {
  const first = Math.floor(attack.startedAt.getTime() / 1000);
  const [span] = await db
    .select({
      last: sql`coalesce(extract(epoch from max(${attackSamples.at})), ${first})`.mapWith(Number),
      ...perDropField((column) => sql`coalesce(sum(${sql.raw(column)}), 0)`.mapWith(Number)),
    })
    .from(attackSamples)
    .where(eq(attackSamples.attackId, attack.id));
  const [parts] = await db
    .select({ n: countDistinct(attackParts.edgeId) })
    .from(attackParts)
    .where(eq(attackParts.attackId, attack.id));
  const hit = await db
    .selectDistinct({ id: locations.id, name: locations.name })
    .from(attackParts)
    .innerJoin(edgeTokens, eq(edgeTokens.id, attackParts.edgeId))
    .innerJoin(locations, eq(locations.id, edgeTokens.locationId))
    .where(eq(attackParts.attackId, attack.id))
    .orderBy(locations.name);
  const seconds = Math.max(1, Math.floor(span?.last ?? first) - first + 1);
  const step = Math.max(1, Math.ceil(seconds / maxPoints));
  const perSecond = db
    .select({
      at: sql<number>`extract(epoch from ${attackSamples.at})`.as('at'),
      connections: sql<number>`sum(${attackSamples.connections})`.as('connections'),
      dropped: sql<number>`sum(${droppedSum('attack_samples')})`.as('dropped'),
      bytes: sql<number>`sum(${attackSamples.bytesIn})`.as('bytes'),
    })
    .from(attackSamples)
    .where(eq(attackSamples.attackId, attack.id))
    .groupBy(attackSamples.at)
    .as('per_second');
  const stepSql = sql.raw(String(step));
  const rows = await db
    .select({
      t: sql`(floor(${perSecond.at} / ${stepSql}) * ${stepSql})::bigint`.mapWith(Number),
      cps: sql`max(${perSecond.connections})`.mapWith(Number),
      dropped: sql`max(${perSecond.dropped})`.mapWith(Number),
      bps: sql`max(${perSecond.bytes}) * 8`.mapWith(Number),
    })
    .from(perSecond)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return {
    series: {
      step_seconds: step,
      cps: rows.map((r) => [r.t * 1000, r.cps] as [number, number]),
      dropped: rows.map((r) => [r.t * 1000, r.dropped] as [number, number]),
      bps: rows.map((r) => [r.t * 1000, r.bps] as [number, number]),
    },
    dropped_by_reason: span ? dropsOf(span) : noDrops,
    edges: parts?.n ?? 0,
    locations: hit,
  };
}
