import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, networks, notifications } from '../../db/schema';
import { isUniqueViolation } from '../../shared/db-errors';
import { addWithinNetworkLimit } from '../../shared/plan-limits';
import { setInNetwork } from '../backend-sets/queries';

export type DomainRow = typeof domains.$inferSelect;
/** What a domain holds besides its network, verification and time stamps. */
export type DomainValues = Pick<typeof domains.$inferInsert, 'name' | 'backendSetId' | 'bac'>;

export const listDomains = (db: Db, networkId: number) =>
  db.select().from(domains).where(eq(domains.networkId, networkId)).orderBy(domains.id);

export async function findDomain(
  db: Db,
  networkId: number,
  domainId: number,
): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.networkId, networkId), eq(domains.id, domainId)));
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

/**
 * Adds a domain to a backend set of the network, counted against the owner's plan in the
 * insert's transaction. `no_set` when the set is not the network's; `taken` when another network
 * verified the name or this one lists it already.
 */
export function createDomain(
  db: Db,
  network: { id: number; ownerId: number },
  values: DomainValues,
): Promise<DomainRow | 'no_set' | 'taken'> {
  return addWithinNetworkLimit(
    db,
    network,
    'maxDomainsPerNetwork',
    async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(domains)
        .where(eq(domains.networkId, network.id));
      return row?.n ?? 0;
    },
    async (tx) => {
      if (!(await setInNetwork(tx, network.id, values.backendSetId))) return 'no_set' as const;
      if (await findVerifiedByName(tx, values.name)) return 'taken' as const;
      const [row] = await tx
        .insert(domains)
        .values({ ...values, networkId: network.id })
        .returning();
      if (!row) throw new Error('domain insert returned nothing');
      return row;
    },
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'taken' as const;
    throw error;
  });
}

/**
 * Changes a domain; a new name must be verified again. `taken` when the network lists the new
 * name already, undefined when the domain went in the meantime.
 */
export async function updateDomain(
  db: Db,
  domain: DomainRow,
  values: Partial<DomainValues>,
): Promise<DomainRow | 'taken' | undefined> {
  const renamed = values.name !== undefined && values.name !== domain.name;
  const [row] = await db
    .update(domains)
    .set({ ...values, ...(renamed ? { verifiedAt: null } : {}), updatedAt: new Date() })
    .where(and(eq(domains.networkId, domain.networkId), eq(domains.id, domain.id)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return ['taken' as const];
      throw error;
    });
  return row;
}

export async function deleteDomain(db: Db, domain: DomainRow): Promise<void> {
  await db
    .delete(domains)
    .where(and(eq(domains.networkId, domain.networkId), eq(domains.id, domain.id)));
}

/**
 * Marks a domain verified without a DNS lookup: the operator's path, for names no DNS can
 * prove (the demo's `*.palisade.localhost`, which resolves to this machine by RFC 6761).
 */
export async function markVerified(db: Db, domainId: number): Promise<void> {
  const [row] = await db.select().from(domains).where(eq(domains.id, domainId));
  if (row && !(await claimVerified(db, row))) throw new Error(`${row.name} is verified elsewhere`);
}
