import type { tunnelRoutes } from '@palisade/contract';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { seal, unseal } from '../../crypto';
import type { Db } from '../../db/client';
import { tunnelFilters, tunnelFirewallRules, tunnels } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { isUniqueViolation } from '../../shared/db-errors';
import { findLocation, type LocationRow, listLocations, toLocation } from '../../shared/locations';
import { assertWithinPlan } from '../../shared/plan-limits';
import { wireguardKeyPair } from '../../shared/wireguard';
import { allocatePair } from './addresses';
import { countTunnels, heldAt, rulesOf, toRule, toTunnel } from './queries';
import { setupScript } from './setup-script';

const portTaken = (port: number, location: LocationRow) =>
  conflict(
    'DUPLICATE',
    `Port ${port} is taken at ${location.name}; ask getBindPort for a free one.`,
  );

/** A public port and inner addresses for a tunnel at a location, checked against the others. */
async function placement(db: Db, location: LocationRow, bindPort: number, except?: number) {
  if (bindPort < location.tunnelPortMin || bindPort > location.tunnelPortMax) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `bind_port: ${location.name} hands out ports ${location.tunnelPortMin}–${location.tunnelPortMax}.`,
    );
  }
  const held = await heldAt(db, location.id, except);
  if (held.ports.has(bindPort)) throw portTaken(bindPort, location);
  const pair = allocatePair(location.tunnelSubnet, held.peers);
  if (!pair) throw conflict('NO_PORT_AVAILABLE', `${location.name} has no tunnel addresses left.`);
  return pair;
}

async function assertFilter(db: Db, filterId: number) {
  const [row] = await db.select().from(tunnelFilters).where(eq(tunnelFilters.id, filterId));
  if (!row)
    throw new AppError(400, 'VALIDATION_ERROR', 'filter_id: no such filter (see /tunnelFilters).');
  return row;
}

/** Two active rules of one tunnel may not cover the same port. */
async function assertNoOverlap(
  db: Db,
  tunnelId: number,
  rule: { start_port: number; end_port: number; is_active: boolean },
  except?: number,
) {
  if (!rule.is_active) return;
  const [clash] = await db
    .select()
    .from(tunnelFirewallRules)
    .where(
      and(
        eq(tunnelFirewallRules.tunnelId, tunnelId),
        eq(tunnelFirewallRules.isActive, true),
        lte(tunnelFirewallRules.startPort, rule.end_port),
        gte(tunnelFirewallRules.endPort, rule.start_port),
        except === undefined ? undefined : ne(tunnelFirewallRules.id, except),
      ),
    );
  if (clash) {
    throw conflict(
      'DUPLICATE',
      `Ports ${clash.startPort}–${clash.endPort} already have an active rule.`,
    );
  }
}

export const tunnelHandlers: Handlers<typeof tunnelRoutes> = {
  async listTunnels({ user, query, deps }) {
    const locations = new Map((await listLocations(deps.db)).map((l) => [l.id, l]));
    const rows = await deps.db
      .select()
      .from(tunnels)
      .where(eq(tunnels.ownerId, user.id))
      .orderBy(tunnels.id);
    return rows.map((row) => {
      const full = toTunnel(row, locations.get(row.locationId));
      if (query.light === 'false') return full;
      const {
        current_bandwidth_usage,
        month_bandwidth_usage,
        cumulative_bandwidth_usage,
        ingress,
        egress,
        tunnel_addresses,
        ...light
      } = full;
      return light;
    });
  },

  async tunnelLocations({ deps }) {
    return (await listLocations(deps.db)).map(toLocation);
  },

  async tunnelBindPort({ query, deps }) {
    const location = await findLocation(deps.db, query.location);
    const { ports } = await heldAt(deps.db, location.id);
    for (let port = location.tunnelPortMin; port <= location.tunnelPortMax; port++) {
      if (!ports.has(port)) return { location: location.id, bind_port: port };
    }
    throw conflict('NO_PORT_AVAILABLE', `Every tunnel port at ${location.name} is taken.`);
  },

  async createTunnel({ user, body, deps }) {
    await assertWithinPlan(
      deps.db,
      user.id,
      'maxTunnels',
      (await countTunnels(deps.db, user.id)) + 1,
    );
    const location = await findLocation(deps.db, body.location);
    const pair = await placement(deps.db, location, body.bind_port);
    const generated = body.endpoint_public_key ? null : wireguardKeyPair();
    const [row] = await deps.db
      .insert(tunnels)
      .values({
        ownerId: user.id,
        name: body.name,
        endpointPeer: body.endpoint_peer,
        endpointPublicKey: body.endpoint_public_key ?? (generated?.publicKey as string),
        endpointPrivateKeySealed: generated
          ? seal(generated.privateKey, deps.secrets.dataKey)
          : null,
        locationId: location.id,
        bindPort: body.bind_port,
        privateAddress: pair.edge,
        peerPrivateAddress: pair.peer,
      })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? portTaken(body.bind_port, location) : error;
      });
    if (!row) throw new Error('tunnel insert returned nothing');
    return toTunnel(row, location);
  },

  async getTunnel({ tunnel, deps }) {
    return toTunnel(tunnel, await findLocation(deps.db, tunnel.locationId));
  },

  async updateTunnel({ tunnel, body, deps }) {
    const location = await findLocation(deps.db, body.location ?? tunnel.locationId);
    const moved = location.id !== tunnel.locationId;
    const pair =
      moved || body.bind_port !== tunnel.bindPort
        ? await placement(deps.db, location, body.bind_port, tunnel.id)
        : null;
    const keyChanged = body.endpoint_public_key !== tunnel.endpointPublicKey;
    const [row] = await deps.db
      .update(tunnels)
      .set({
        name: body.name,
        endpointPeer: body.endpoint_peer,
        endpointPublicKey: body.endpoint_public_key,
        // A key pair we made is useless once the customer brings their own public key.
        ...(keyChanged ? { endpointPrivateKeySealed: null } : {}),
        locationId: location.id,
        bindPort: body.bind_port,
        ...(moved && pair ? { privateAddress: pair.edge, peerPrivateAddress: pair.peer } : {}),
        updatedAt: new Date(),
      })
      .where(eq(tunnels.id, tunnel.id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? portTaken(body.bind_port, location) : error;
      });
    if (!row) throw new Error('tunnel vanished');
    return toTunnel(row, location);
  },

  async deleteTunnel({ tunnel, deps }) {
    await deps.db.delete(tunnels).where(eq(tunnels.id, tunnel.id));
    return { id: tunnel.id };
  },

  async tunnelSetupScript({ tunnel, deps }) {
    const location = await findLocation(deps.db, tunnel.locationId);
    const privateKey = tunnel.endpointPrivateKeySealed
      ? unseal(tunnel.endpointPrivateKeySealed, deps.secrets.dataKey)
      : null;
    return setupScript(tunnel, location, privateKey);
  },

  async listTunnelFilters({ deps }) {
    const rows = await deps.db.select().from(tunnelFilters).orderBy(tunnelFilters.id);
    return rows.map((f) => ({
      id: f.id,
      internal_name: f.internalName,
      human_name: f.humanName,
      protocol: f.protocol,
      description: f.description,
    }));
  },

  async createTunnelRule({ tunnel, body, deps }) {
    const filter = await assertFilter(deps.db, body.filter_id);
    await assertNoOverlap(deps.db, tunnel.id, body);
    const [rule] = await deps.db
      .insert(tunnelFirewallRules)
      .values({
        tunnelId: tunnel.id,
        startPort: body.start_port,
        endPort: body.end_port,
        filterId: filter.id,
        isActive: body.is_active,
      })
      .returning();
    if (!rule) throw new Error('rule insert returned nothing');
    return toRule(rule, filter);
  },

  async listTunnelRules({ tunnel, deps }) {
    return (await rulesOf(deps.db, tunnel.id)).map((r) => toRule(r.rule, r.filter));
  },

  async getTunnelRule({ tunnelRule, deps }) {
    return toRule(tunnelRule, await assertFilter(deps.db, tunnelRule.filterId));
  },

  async updateTunnelRule({ tunnelRule, body, deps }) {
    const filter = await assertFilter(deps.db, body.filter_id);
    await assertNoOverlap(deps.db, tunnelRule.tunnelId, body, tunnelRule.id);
    const [rule] = await deps.db
      .update(tunnelFirewallRules)
      .set({
        startPort: body.start_port,
        endPort: body.end_port,
        filterId: filter.id,
        isActive: body.is_active,
        updatedAt: new Date(),
      })
      .where(eq(tunnelFirewallRules.id, tunnelRule.id))
      .returning();
    if (!rule) throw new Error('rule vanished');
    return toRule(rule, filter);
  },

  async deleteTunnelRule({ tunnelRule, deps }) {
    await deps.db.delete(tunnelFirewallRules).where(eq(tunnelFirewallRules.id, tunnelRule.id));
    return { id: tunnelRule.id };
  },
};
