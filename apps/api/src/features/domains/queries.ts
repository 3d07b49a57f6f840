import type { Domain } from '@palisade/contract';
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, domains, networks, notifications } from '../../db/schema';
import { notFound } from '../../errors';
import { isUniqueViolation } from '../../shared/db-errors';

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

/** The network that verified this name, if one did: claims of others do not count. */
export async function findVerifiedByName(db: Db, name: string): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.name, name), isNotNull(domains.verifiedAt)));
  return row;
}

/**
 * Gives the name to this domain's network: marks it verified and drops every other network's
 * pending claim of the name, telling their owners. Answers null when another network verified
 * the name first.
 */
export async function claimVerified(db: Db, domain: DomainRow): Promise<DomainRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(domains)
      .set({ verifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(domains.id, domain.id))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    if (!row) return null;
    const dropped = await tx
      .delete(domains)
      .where(and(eq(domains.name, domain.name), ne(domains.id, domain.id)))
      .returning({ networkId: domains.networkId });
    if (dropped.length > 0) {
      const owners = await tx
        .select({ ownerId: networks.ownerId, name: networks.name })
        .from(networks)
        .where(
          inArray(
            networks.id,
            dropped.map((d) => d.networkId),
          ),
        );
      await tx.insert(notifications).values(
        owners.map((o) => ({
          userId: o.ownerId,
          kind: 'domain_claim_dropped',
          message: `${domain.name} was verified by another account first, so it was removed from your network "${o.name}".`,
        })),
      );
    }
    return row;
  });
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
  const [row] = await db.select().from(domains).where(eq(domains.id, domainId));
  if (row && !(await claimVerified(db, row))) throw new Error(`${row.name} is verified elsewhere`);
}
