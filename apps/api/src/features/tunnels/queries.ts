import { and, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { edgeTokens, tunnelFilters, tunnelFirewallRules, tunnels } from '../../db/schema';
import { at, rows } from '../../db/sql';
import { isUniqueViolation } from '../../shared/db-errors';
import { addWithinAccountLimit } from '../../shared/plan-limits';
import type { Resolution } from '../../shared/telemetry-store';
import type { LocationRow } from '../admin/queries';
import { rollupMarks, split } from '../telemetry/queries/reads';
import { allocatePair } from './addresses';

export type TunnelRow = typeof tunnels.$inferSelect;
export type TunnelRuleRow = typeof tunnelFirewallRules.$inferSelect;
export type FilterRow = typeof tunnelFilters.$inferSelect;
/** What a tunnel's owner chooses; the inner addresses are handed out here. */
export type TunnelValues = Pick<
  typeof tunnels.$inferInsert,
  'name' | 'endpointPeer' | 'endpointPublicKey' | 'endpointPrivateKeySealed' | 'bindPort'
>;
/** What a port rule holds besides its tunnel and time stamps. */
export type RuleValues = Pick<
  typeof tunnelFirewallRules.$inferInsert,
  'startPort' | 'endPort' | 'filterId' | 'isActive'
>;

/**
 * Why a tunnel was not placed at a location: the port is outside the location's range, another
 * tunnel holds it, or the location's inner subnet is used up.
 */
export type PlacementRefusal = 'out_of_range' | 'port_taken' | 'no_addresses';

export async function findOwnedTunnel(
  db: Db,
  ownerId: number,
  tunnelId: number,
): Promise<TunnelRow | undefined> {
  const [row] = await db
    .select()
    .from(tunnels)
    .where(and(eq(tunnels.id, tunnelId), eq(tunnels.ownerId, ownerId)));
  return row;
}

/** A port rule with its tunnel, when the tunnel is the owner's. */
export async function findOwnedRule(db: Db, ownerId: number, ruleId: number) {
  const [row] = await db
    .select({ rule: tunnelFirewallRules, tunnel: tunnels })
    .from(tunnelFirewallRules)
    .innerJoin(tunnels, eq(tunnels.id, tunnelFirewallRules.tunnelId))
    .where(and(eq(tunnelFirewallRules.id, ruleId), eq(tunnels.ownerId, ownerId)));
  return row;
}

export const listTunnels = (db: Db, ownerId: number) =>
  db.select().from(tunnels).where(eq(tunnels.ownerId, ownerId)).orderBy(tunnels.id);

/** Ports and inner addresses already held at a location (optionally not counting one tunnel). */
export async function heldAt(db: Db, locationId: string, except?: number) {
  const rows = await db
    .select({ port: tunnels.bindPort, peer: tunnels.peerPrivateAddress })
    .from(tunnels)
    .where(
      and(
        eq(tunnels.locationId, locationId),
        except === undefined ? undefined : ne(tunnels.id, except),
      ),
    );
  return { ports: new Set(rows.map((r) => r.port)), peers: rows.map((r) => r.peer) };
}

/** A public port and inner addresses for a tunnel at a location, checked against the others. */
async function placement(
  db: Db,
  location: LocationRow,
  bindPort: number,
  except?: number,
): Promise<{ edge: string; peer: string } | PlacementRefusal> {
  if (bindPort < location.tunnelPortMin || bindPort > location.tunnelPortMax) return 'out_of_range';
  const held = await heldAt(db, location.id, except);
  if (held.ports.has(bindPort)) return 'port_taken';
  return allocatePair(location.tunnelSubnet, held.peers) ?? 'no_addresses';
}

/**
 * Adds a tunnel at the location's `bindPort` with the next free inner addresses, counted
 * against the owner's plan in the insert's transaction.
 */
export function createTunnel(
  db: Db,
  ownerId: number,
  location: LocationRow,
  values: TunnelValues,
): Promise<TunnelRow | PlacementRefusal> {
  return addWithinAccountLimit(
    db,
    ownerId,
    'maxTunnels',
    async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(tunnels)
        .where(eq(tunnels.ownerId, ownerId));
      return row?.n ?? 0;
    },
    async (tx) => {
      const pair = await placement(tx, location, values.bindPort);
      if (typeof pair === 'string') return pair;
      const [row] = await tx
        .insert(tunnels)
        .values({
          ...values,
          ownerId,
          locationId: location.id,
          privateAddress: pair.edge,
          peerPrivateAddress: pair.peer,
        })
        .returning();
      if (!row) throw new Error('tunnel insert returned nothing');
      return row;
    },
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'port_taken' as const;
    throw error;
  });
}

/**
 * Changes a tunnel. A new port or location is checked against the others; a move to another
 * location takes inner addresses there. A key pair we made is dropped once the customer brings
 * their own public key.
 */
export async function updateTunnel(
  db: Db,
  tunnel: TunnelRow,
  location: LocationRow,
  values: Omit<TunnelValues, 'endpointPrivateKeySealed'>,
): Promise<TunnelRow | PlacementRefusal> {
  const moved = location.id !== tunnel.locationId;
  const pair =
    moved || values.bindPort !== tunnel.bindPort
      ? await placement(db, location, values.bindPort, tunnel.id)
      : null;
  if (typeof pair === 'string') return pair;
  const keyChanged = values.endpointPublicKey !== tunnel.endpointPublicKey;
  const [row] = await db
    .update(tunnels)
    .set({
      ...values,
      ...(keyChanged ? { endpointPrivateKeySealed: null } : {}),
      locationId: location.id,
      ...(moved && pair ? { privateAddress: pair.edge, peerPrivateAddress: pair.peer } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(tunnels.ownerId, tunnel.ownerId), eq(tunnels.id, tunnel.id)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return ['port_taken' as const];
      throw error;
    });
  if (!row) throw new Error('tunnel vanished');
  return row;
}

export async function deleteTunnel(db: Db, tunnel: TunnelRow): Promise<void> {
  await db
    .delete(tunnels)
    .where(and(eq(tunnels.ownerId, tunnel.ownerId), eq(tunnels.id, tunnel.id)));
}

export const listFilters = (db: Db): Promise<FilterRow[]> =>
  db.select().from(tunnelFilters).orderBy(tunnelFilters.id);

/** A new filter, unless one of that internal name exists already (then undefined). */
export async function insertFilter(
  db: Db,
  values: Pick<
    typeof tunnelFilters.$inferInsert,
    'internalName' | 'humanName' | 'protocol' | 'description' | 'startPort' | 'endPort'
  >,
): Promise<FilterRow | undefined> {
  const [row] = await db.insert(tunnelFilters).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a filter's usual ports or whether new rules may take it; undefined when none has the name. */
export async function updateFilter(
  db: Db,
  internalName: string,
  values: Partial<Pick<FilterRow, 'startPort' | 'endPort' | 'isActive'>>,
): Promise<FilterRow | undefined> {
  const [row] = await db
    .update(tunnelFilters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tunnelFilters.internalName, internalName))
    .returning();
  return row;
}

export async function findFilter(db: Db, filterId: number): Promise<FilterRow | undefined> {
  const [row] = await db.select().from(tunnelFilters).where(eq(tunnelFilters.id, filterId));
  return row;
}

export async function rulesOf(db: Db, tunnelId: number) {
  return db
    .select({ rule: tunnelFirewallRules, filter: tunnelFilters })
    .from(tunnelFirewallRules)
    .innerJoin(tunnelFilters, eq(tunnelFilters.id, tunnelFirewallRules.filterId))
    .where(eq(tunnelFirewallRules.tunnelId, tunnelId))
    .orderBy(tunnelFirewallRules.startPort, tunnelFirewallRules.id);
}

/** The tunnel's active rule that covers a port of `rule`, when `rule` is active too. */
async function overlapping(db: Db, tunnelId: number, rule: RuleValues, except?: number) {
  if (!rule.isActive) return undefined;
  const [clash] = await db
    .select()
    .from(tunnelFirewallRules)
    .where(
      and(
        eq(tunnelFirewallRules.tunnelId, tunnelId),
        eq(tunnelFirewallRules.isActive, true),
        lte(tunnelFirewallRules.startPort, rule.endPort),
        gte(tunnelFirewallRules.endPort, rule.startPort),
        except === undefined ? undefined : ne(tunnelFirewallRules.id, except),
      ),
    );
  return clash;
}

/** Two active rules of one tunnel may not cover the same port: the one in the way is returned. */
export async function createRule(
  db: Db,
  tunnelId: number,
  values: RuleValues,
): Promise<TunnelRuleRow | { overlaps: TunnelRuleRow }> {
  const clash = await overlapping(db, tunnelId, values);
  if (clash) return { overlaps: clash };
  const [rule] = await db
    .insert(tunnelFirewallRules)
    .values({ ...values, tunnelId })
    .returning();
  if (!rule) throw new Error('rule insert returned nothing');
  return rule;
}

export async function updateRule(
  db: Db,
  rule: TunnelRuleRow,
  values: RuleValues,
): Promise<TunnelRuleRow | { overlaps: TunnelRuleRow }> {
  const clash = await overlapping(db, rule.tunnelId, values, rule.id);
  if (clash) return { overlaps: clash };
  const [row] = await db
    .update(tunnelFirewallRules)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(tunnelFirewallRules.tunnelId, rule.tunnelId), eq(tunnelFirewallRules.id, rule.id)),
    )
    .returning();
  if (!row) throw new Error('rule vanished');
  return row;
}

export async function deleteRule(db: Db, rule: TunnelRuleRow): Promise<void> {
  await db
    .delete(tunnelFirewallRules)
    .where(
      and(eq(tunnelFirewallRules.tunnelId, rule.tunnelId), eq(tunnelFirewallRules.id, rule.id)),
    );
}

/** Which of `ids` are tunnels at the edge's location: an edge carries no other. */
export async function tunnelIdsAtEdge(db: Db, edgeId: number, ids: number[]): Promise<number[]> {
  const found = await db
    .select({ id: tunnels.id })
    .from(tunnels)
    .innerJoin(edgeTokens, eq(edgeTokens.locationId, tunnels.locationId))
    .where(and(inArray(tunnels.id, ids), eq(edgeTokens.id, edgeId)));
  return found.map((t) => t.id);
}

/** Grows a tunnel's running totals by the bytes an edge reported. */
export async function addTunnelTraffic(db: Db, id: number, bytesIn: number, bytesOut: number) {
  await db
    .update(tunnels)
    .set({
      ingress: sql`${tunnels.ingress} + ${bytesIn}`,
      egress: sql`${tunnels.egress} + ${bytesOut}`,
      cumulativeBandwidthUsage: sql`${tunnels.cumulativeBandwidthUsage} + ${bytesIn + bytesOut}`,
    })
    .where(eq(tunnels.id, id));
}

/**
 * A tunnel's bytes in and out over [from, to), grouped into steps of `step` seconds (aligned to
 * the epoch): rolled-up buckets before the rollup mark, 10-second rows after it.
 */
export async function tunnelTrafficSteps(
  db: Db,
  tunnelId: number,
  range: { from: number; to: number; step: number; resolution: Resolution },
) {
  const { rollup, raw } = split(range.resolution, await rollupMarks(db), range.from);
  const step = sql.raw(String(range.step));
  const rolled =
    rollup === null
      ? sql``
      : sql`union all select bucket, bytes_in, bytes_out from tunnel_rollups
        where tunnel_id = ${tunnelId} and resolution = ${range.resolution}
          and bucket >= ${at(rollup.from)} and bucket < ${at(rollup.until)}`;
  return rows<{ t: number; bytes_in: number; bytes_out: number }>(
    db,
    sql`select (floor(extract(epoch from bucket) / ${step}) * ${step})::float8 as t,
        sum(bytes_in)::float8 as bytes_in, sum(bytes_out)::float8 as bytes_out
      from (
        select bucket, bytes_in, bytes_out from tunnel_buckets
        where tunnel_id = ${tunnelId} and ${raw} and bucket < ${at(range.to)}
        ${rolled}
      ) s group by 1`,
  );
}
