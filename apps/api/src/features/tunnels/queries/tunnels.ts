import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tunnels } from '../../../db/schema';
import { isUniqueViolation } from '../../../shared/db-errors';
import { addWithinAccountLimit } from '../../../shared/plan-limits';
import type { LocationRow } from '../../admin/queries';
import { allocatePair } from '../addresses';

export type TunnelRow = typeof tunnels.$inferSelect;
/** What a tunnel's owner chooses; the inner addresses are handed out here. */
export type TunnelValues = Pick<
  typeof tunnels.$inferInsert,
  'name' | 'endpointPeer' | 'endpointPublicKey' | 'endpointPrivateKeySealed' | 'bindPort'
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
