import type { Domain } from '@palisade/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, domains } from '../../db/schema';
import { notFound } from '../../errors';

export type DomainRow = typeof domains.$inferSelect;

export const domainReply = (row: DomainRow): Domain => ({
  id: row.id,
  name: row.name,
  backend_set_id: row.backendSetId,
  bac: row.bac,
  verified: row.verifiedAt !== null,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const listDomains = (db: Db, networkId: number) =>
  db.select().from(domains).where(eq(domains.networkId, networkId)).orderBy(domains.id);

export async function findDomain(db: Db, networkId: number, domainId: number): Promise<DomainRow> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.networkId, networkId), eq(domains.id, domainId)));
  if (!row) throw notFound('Domain not found.');
  return row;
}

export async function findByName(db: Db, name: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.name, name));
  return row;
}

export async function countDomains(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(domains)
    .where(eq(domains.networkId, networkId));
  return row?.n ?? 0;
}

/** A backend set of this network, or a 404 that names the field. */
export async function assertSetInNetwork(db: Db, networkId: number, setId: number): Promise<void> {
  const [row] = await db
    .select({ id: backendSets.id })
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  if (!row) throw notFound('backend_set_id: no such backend set in this network.');
}

/**
 * Marks a domain verified without a DNS lookup: the operator's path, for names no DNS can
 * prove (the demo's `*.palisade.localhost`, which resolves to this machine by RFC 6761).
 */
export async function markVerified(db: Db, domainId: number): Promise<void> {
  await db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, domainId));
}
