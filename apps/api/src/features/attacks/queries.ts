import { and, asc, count, countDistinct, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { droppedSum, dropsOf, noDrops, perDropField } from '../../db/drops';
import { attackParts, attackSamples, attacks, edgeTokens, locations } from '../../db/schema';

export type AttackRow = typeof attacks.$inferSelect;
export type AttackPartRow = typeof attackParts.$inferSelect;
type NewPart = typeof attackParts.$inferInsert;
type NewSample = typeof attackSamples.$inferInsert;

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

export async function findAttackById(tx: Tx, attackId: number): Promise<AttackRow | undefined> {
  const [row] = await tx.select().from(attacks).where(eq(attacks.id, attackId));
  return row;
}

/** The network's earliest attack that has not ended. */
export async function openAttackOf(tx: Tx, networkId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: attacks.id })
    .from(attacks)
    .where(and(eq(attacks.networkId, networkId), isNull(attacks.endedAt)))
    .orderBy(asc(attacks.startedAt))
    .limit(1);
  return row?.id;
}

export async function insertAttack(
  tx: Tx,
  values: Pick<AttackRow, 'networkId' | 'type' | 'startedAt'>,
): Promise<number> {
  const [row] = await tx.insert(attacks).values(values).returning({ id: attacks.id });
  if (!row) throw new Error('attack insert returned nothing');
  return row.id;
}

/** Writes what an attack's parts and samples add up to. */
export async function updateAttack(
  tx: Tx,
  attackId: number,
  values: Partial<Omit<AttackRow, 'id' | 'networkId'>>,
): Promise<void> {
  await tx.update(attacks).set(values).where(eq(attacks.id, attackId));
}

/**
 * An attack's figures over its seconds, each second added up across edges: the largest
 * connections and bits per second, and the drops and connections in all.
 */
export async function attackFigures(tx: Tx, attackId: number) {
  const perSecond = tx
    .select({
      connections: sql<number>`sum(${attackSamples.connections})`.as('connections'),
      bytes: sql<number>`sum(${attackSamples.bytesIn})`.as('bytes'),
      dropped: sql<number>`sum(${droppedSum('attack_samples')})`.as('dropped'),
    })
    .from(attackSamples)
    .where(eq(attackSamples.attackId, attackId))
    .groupBy(attackSamples.at)
    .as('per_second');
  const [figures] = await tx
    .select({
      peakCps: sql`coalesce(max(${perSecond.connections}), 0)`.mapWith(Number),
      peakBps: sql`coalesce(max(${perSecond.bytes}) * 8, 0)`.mapWith(Number),
      dropped: sql`coalesce(sum(${perSecond.dropped}), 0)`.mapWith(Number),
      connections: sql`coalesce(sum(${perSecond.connections}), 0)`.mapWith(Number),
    })
    .from(perSecond);
  return figures;
}

export async function findPart(tx: Tx, partId: string): Promise<AttackPartRow | undefined> {
  const [row] = await tx.select().from(attackParts).where(eq(attackParts.id, partId));
  return row;
}

export const partsOf = (tx: Tx, attackId: number): Promise<AttackPartRow[]> =>
  tx.select().from(attackParts).where(eq(attackParts.attackId, attackId));

export async function insertPart(tx: Tx, values: NewPart): Promise<AttackPartRow | undefined> {
  const [row] = await tx.insert(attackParts).values(values).returning();
  return row;
}

export async function updatePart(
  tx: Tx,
  partId: string,
  values: Partial<Omit<NewPart, 'id' | 'attackId' | 'edgeId'>>,
): Promise<void> {
  await tx.update(attackParts).set(values).where(eq(attackParts.id, partId));
}

/** Parts still open whose edge last reported before `before`, with their network. */
export const silentParts = (db: Db, before: Date) =>
  db
    .select({ id: attackParts.id, networkId: attacks.networkId })
    .from(attackParts)
    .innerJoin(attacks, eq(attacks.id, attackParts.attackId))
    .where(and(isNull(attackParts.endedAt), lt(attackParts.lastReportAt, before)));

/** One edge's seconds of an attack, oldest first. */
export const edgeSamples = (tx: Tx, attackId: number, edgeId: number) =>
  tx
    .select()
    .from(attackSamples)
    .where(and(eq(attackSamples.attackId, attackId), eq(attackSamples.edgeId, edgeId)))
    .orderBy(asc(attackSamples.at));

const add = (column: string) => sql.raw(`"attack_samples"."${column}" + excluded."${column}"`);

/** Adds an edge's seconds to what the attack holds (a second reported again adds up). */
export async function addSamples(tx: Tx, samples: NewSample[]): Promise<void> {
  if (samples.length === 0) return;
  await tx
    .insert(attackSamples)
    .values(samples)
    .onConflictDoUpdate({
      target: [attackSamples.attackId, attackSamples.at, attackSamples.edgeId],
      set: {
        connections: add('connections'),
        ...perDropField(add),
        bytesIn: add('bytes_in'),
      },
    });
}
