import type { BackendExposure } from '@palisade/contract';
import { and, asc, eq, exists, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  backendExposure,
  backendSets,
  bedrockTunnels,
  domains,
  exposureChecks,
  networks,
} from '../../db/schema';

export type ExposureRow = typeof backendExposure.$inferInsert;

/**
 * A set that players reach: a verified domain (what the edges route) or a Bedrock tunnel uses
 * it. Only those are probed (docs/exposure.md): a set nothing uses would make the check a
 * scanner of whatever addresses a tenant writes into it.
 */
const inUse = (db: Db | Tx) =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(domains)
        .where(and(eq(domains.backendSetId, backendSets.id), isNotNull(domains.verifiedAt))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(bedrockTunnels)
        .where(eq(bedrockTunnels.backendSetId, backendSets.id)),
    ),
  );

/** The network's sets in use (`inUse`), the only ones checked and reported. */
const setsOf = (db: Db | Tx, networkId: number) =>
  db
    .select({ id: backendSets.id, name: backendSets.name, backends: backendSets.backends })
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), inUse(db)))
    .orderBy(asc(backendSets.id));

/** Every backend address of the network's sets in use (each once), what the probes go to. */
export async function networkBackends(db: Db, networkId: number): Promise<string[]> {
  return [...new Set((await setsOf(db, networkId)).flatMap((s) => s.backends))];
}

/** Each backend of each set in use, in the sets' order, with its last result (nulls if none yet). */
export async function listExposure(db: Db, networkId: number): Promise<BackendExposure[]> {
  const [sets, results] = await Promise.all([
    setsOf(db, networkId),
    db.select().from(backendExposure).where(eq(backendExposure.networkId, networkId)),
  ]);
  const found = new Map(results.map((r) => [`${r.backendSetId} ${r.address}`, r]));
  return sets.flatMap((set) =>
    set.backends.map((address) => {
      const row = found.get(`${set.id} ${address}`);
      return {
        address,
        set: { id: set.id, name: set.name },
        answers_status: row?.answersStatus ?? null,
        accepts_login: row?.acceptsLogin ?? null,
        verdict: row?.verdict ?? null,
        checked_at: row?.checkedAt.toISOString() ?? null,
      };
    }),
  );
}

/**
 * Replaces the network's results with these, per address, for each set that lists the address
 * now; sets deleted meanwhile are left out (and held from deletion until this commits).
 */
export async function storeExposure(
  db: Db,
  networkId: number,
  byAddress: Map<string, Omit<ExposureRow, 'networkId' | 'backendSetId' | 'address'>>,
) {
  await db.transaction(async (tx) => {
    const sets = await setsOf(tx, networkId).for('key share');
    const rows = sets.flatMap((set) =>
      set.backends.flatMap((address) => {
        const result = byAddress.get(address);
        return result ? [{ ...result, networkId, backendSetId: set.id, address }] : [];
      }),
    );
    await tx.delete(backendExposure).where(eq(backendExposure.networkId, networkId));
    if (rows.length > 0) await tx.insert(backendExposure).values(rows);
  });
}

/**
 * Notes a check asked for now, unless one was asked for in the last `minSeconds`: answers
 * false then. One statement, so two API processes cannot both let a request through.
 */
export async function claimRequestedCheck(db: Db, networkId: number, minSeconds: number) {
  const claimed = await db
    .insert(exposureChecks)
    .values({ networkId, checkedAt: sql`now()`, requestedAt: sql`now()` })
    .onConflictDoUpdate({
      target: exposureChecks.networkId,
      set: { checkedAt: sql`now()`, requestedAt: sql`now()` },
      setWhere: or(
        isNull(exposureChecks.requestedAt),
        lt(exposureChecks.requestedAt, sql`now() - make_interval(secs => ${minSeconds})`),
      ),
    })
    .returning({ networkId: exposureChecks.networkId });
  return claimed.length > 0;
}

/** Seconds until the network's next check may be asked for. */
export async function secondsUntilNextRequest(db: Db, networkId: number, minSeconds: number) {
  const [row] = await db
    .select({
      left: sql<number>`${minSeconds} - extract(epoch from now() - ${exposureChecks.requestedAt})`,
    })
    .from(exposureChecks)
    .where(eq(exposureChecks.networkId, networkId));
  return Math.max(1, Math.ceil(Number(row?.left ?? 1)));
}

/**
 * Up to `limit` networks with backend sets in use whose last check is older than `everySeconds` (or
 * that were never checked), longest waiting first, marked as checked now. Run under the job's
 * advisory lock, so each goes to one API process.
 */
export async function claimDueNetworks(tx: Tx, everySeconds: number, limit: number) {
  const due = await tx
    .select({ id: networks.id })
    .from(networks)
    .leftJoin(exposureChecks, eq(exposureChecks.networkId, networks.id))
    .where(
      and(
        exists(
          tx
            .select({ one: sql`1` })
            .from(backendSets)
            .where(and(eq(backendSets.networkId, networks.id), inUse(tx))),
        ),
        or(
          isNull(exposureChecks.checkedAt),
          lt(exposureChecks.checkedAt, sql`now() - make_interval(secs => ${everySeconds})`),
        ),
      ),
    )
    .orderBy(sql`${exposureChecks.checkedAt} asc nulls first`, asc(networks.id))
    .limit(limit);
  const ids = due.map((n) => n.id);
  if (ids.length === 0) return [];
  await tx
    .insert(exposureChecks)
    .values(ids.map((networkId) => ({ networkId, checkedAt: sql`now()` })))
    .onConflictDoUpdate({ target: exposureChecks.networkId, set: { checkedAt: sql`now()` } });
  return ids;
}
