import { randomBytes } from 'node:crypto';
import type { ServingLocation } from '@palisade/contract';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { networkMembers, networks, users } from '../../db/schema';
import { rows } from '../../db/sql';
import { newDnsLabel } from '../../shared/dns-label';
import { post } from '../../shared/ledger';
import { planOf } from '../billing/queries';

export type NetworkRow = typeof networks.$inferSelect;

/** The settings an owner or sub-user changes. */
export type NetworkSettings = Partial<
  Omit<
    typeof networks.$inferInsert,
    | 'id'
    | 'ownerId'
    | 'txtVerification'
    | 'edgeSecret'
    | 'premium'
    | 'premiumUntil'
    | 'createdAt'
    | 'updatedAt'
  >
>;

const premiumDays = 30;

/**
 * What a network's reply says beyond its row: whether it has a verification server, and the
 * days of analytics its owner's plan keeps (what a sub-user cannot read from a plan of theirs).
 */
export interface NetworkExtras {
  verification: boolean;
  historyDays: number;
}

// Written with the tables' names: in a one-table query Drizzle leaves columns unqualified.
const extrasOf = {
  verification: sql<boolean>`exists (select 1 from verification_servers v where v.network_id = ${networks}.id)`,
  historyDays:
    sql<number>`(select p.analytics_retention_days from users u join plans p on p.id = u.plan_id where u.id = ${networks}.owner_id)`.mapWith(
      Number,
    ),
};

/** The secret that signs the network's webhooks ('' for none). */
export async function webhookSecretOf(db: Db, networkId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: networks.webhookSecret })
    .from(networks)
    .where(eq(networks.id, networkId));
  return row?.secret;
}

/** A network with its owner's e-mail address, where its alerts go. */
export async function networkWithOwnerEmail(db: Db, networkId: number) {
  const [row] = await db
    .select({ network: networks, ownerEmail: users.email })
    .from(networks)
    .innerJoin(users, eq(users.id, networks.ownerId))
    .where(eq(networks.id, networkId));
  return row;
}

/**
 * The network's attack threshold, its row held to the end of the transaction: one writer of a
 * network's attacks at a time, so two API processes cannot both open one.
 */
export async function lockAttackThreshold(tx: Tx, networkId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ threshold: networks.connectionsPerSecondThreshold })
    .from(networks)
    .where(eq(networks.id, networkId))
    .for('update');
  return row?.threshold;
}

export async function findNetwork(db: Db, networkId: number): Promise<NetworkRow | undefined> {
  const [row] = await db.select().from(networks).where(eq(networks.id, networkId));
  return row;
}

/** Holds the network's row to the end of the transaction: its plan-limited writers queue on it. */
export async function lockNetwork(tx: Tx, networkId: number): Promise<void> {
  await tx
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.id, networkId))
    .for('no key update');
}

export async function networkExtras(db: Db, networkId: number): Promise<NetworkExtras> {
  const [row] = await db.select(extrasOf).from(networks).where(eq(networks.id, networkId));
  return { verification: row?.verification ?? false, historyDays: row?.historyDays ?? 0 };
}

/**
 * Networks the user owns, then those shared with them that they may read, newest first; each
 * with the user's stored permissions when it is shared with them.
 */
export async function listVisibleNetworks(
  db: Db,
  userId: number,
): Promise<
  { network: NetworkRow; memberPerms: Record<string, boolean> | null; extras: NetworkExtras }[]
> {
  const shared = db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .where(
      and(
        eq(networkMembers.userId, userId),
        isNotNull(networkMembers.acceptedAt),
        sql`(${networkMembers.perms} ->> 'read_network')::boolean`,
      ),
    );
  const rows = await db
    .select({
      network: networks,
      memberPerms: networkMembers.perms,
      ...extrasOf,
    })
    .from(networks)
    .leftJoin(
      networkMembers,
      and(
        eq(networkMembers.networkId, networks.id),
        eq(networkMembers.userId, userId),
        isNotNull(networkMembers.acceptedAt),
      ),
    )
    .where(or(eq(networks.ownerId, userId), inArray(networks.id, shared)))
    .orderBy(sql`${networks.createdAt} desc`, sql`${networks.id} desc`);
  return rows.map(({ network, memberPerms, verification, historyDays }) => ({
    network,
    memberPerms,
    extras: { verification, historyDays },
  }));
}

/** How many networks the account owns, as its plan's `maxNetworks` counts them. */
export async function countNetworks(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(networks);
  return row?.n ?? 0;
}

export async function countOwnedNetworks(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(networks).where(eq(networks.ownerId, ownerId));
  return row?.n ?? 0;
}

/** A new network with fresh secrets; `addWithinAccountLimit` runs it after the plan's count. */
export async function insertNetwork(db: Db, ownerId: number, name: string): Promise<NetworkRow> {
  const [row] = await db
    .insert(networks)
    .values({
      ownerId,
      name,
      txtVerification: `palisade-verify=${randomBytes(16).toString('hex')}`,
      dnsLabel: newDnsLabel(),
      edgeSecret: randomBytes(32).toString('base64url'),
      webhookSecret: randomBytes(24).toString('base64url'),
    })
    .returning();
  if (!row) throw new Error('network insert returned nothing');
  return row;
}

export async function updateNetwork(
  db: Db,
  networkId: number,
  settings: NetworkSettings,
): Promise<NetworkRow> {
  const [row] = await db
    .update(networks)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(networks.id, networkId))
    .returning();
  if (!row) throw new Error('network vanished');
  return row;
}

export async function deleteNetwork(db: Db, networkId: number): Promise<void> {
  await db.delete(networks).where(eq(networks.id, networkId));
}

/**
 * Turns premium on or off. Turning it on charges the owner the plan's premium price for
 * `premiumDays` days, once: the network's row is held while it is read, charged and written, so
 * two requests at once charge once.
 */
export async function setPremium(db: Db, networkId: number, state: boolean): Promise<NetworkRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(networks)
      .where(eq(networks.id, networkId))
      .for('no key update');
    if (!current) throw new Error('network vanished');
    if (state && !current.premium) {
      const plan = await planOf(tx, current.ownerId);
      if (plan.premiumNetworkPriceCents > 0) {
        await post(
          tx,
          current.ownerId,
          -plan.premiumNetworkPriceCents,
          'premium',
          `Premium for network "${current.name}" (#${current.id}), ${premiumDays} days`,
        );
      }
    }
    const [row] = await tx
      .update(networks)
      .set({
        premium: state,
        premiumUntil: state
          ? (current.premiumUntil ?? new Date(Date.now() + premiumDays * 86_400_000))
          : null,
        updatedAt: new Date(),
      })
      .where(eq(networks.id, networkId))
      .returning();
    if (!row) throw new Error('network vanished');
    return row;
  });
}

/**
 * The locations that serve a network, as PowerDNS answers its CNAME target (the view
 * palisade_dns.network_locations), with the players its edges reported in the last 30 s.
 */
export async function servingLocations(db: Db, networkId: number): Promise<ServingLocation[]> {
  const found = await rows<ServingLocation>(
    db,
    sql`
    select l.id, l.name, l.region, l.public_address, s.healthy, s.answered,
      coalesce((
        select sum(b.players) from network_buckets b
        join edge_tokens e on e.id = b.edge_id
        where b.network_id = s.network_id and e.location_id = l.id
          and b.bucket = (
            select max(latest.bucket) from network_buckets latest
            where latest.network_id = b.network_id and latest.edge_id = b.edge_id
              and latest.bucket > now() - interval '30 seconds'
          )
      ), 0)::integer as players_online
    from palisade_dns.network_locations s
    join locations l on l.id = s.location_id
    where s.network_id = ${networkId}
    order by l.created_at, l.id
  `,
  );
  return found.map((row) => ({ ...row, players_online: Number(row.players_online) }));
}

/** Which of `ids` are networks still (one deleted while its counters were in flight is not). */
export async function existingNetworkIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: networks.id })
    .from(networks)
    .where(inArray(networks.id, ids));
  return found.map((n) => n.id);
}
