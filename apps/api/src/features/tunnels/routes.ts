import type { tunnelRoutes } from '@palisade/contract';
import { seal, unseal } from '../../crypto';
import type { Db } from '../../db/client';
import { AppError, conflict, FieldError } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { findLocation } from '../../shared/locations';
import { wireguardKeyPair } from '../../shared/wireguard';
import { type LocationRow, listLocations } from '../admin/queries';
import { findFilter, listFilters } from './queries/filters';
import { createRule, deleteRule, rulesOf, type TunnelRuleRow, updateRule } from './queries/rules';
import {
  createTunnel,
  deleteTunnel,
  heldAt,
  listTunnels,
  type PlacementRefusal,
  type TunnelRow,
  updateTunnel,
} from './queries/tunnels';
import { toFilter, toLightTunnel, toRule, toTunnel } from './replies';
import { setupScript } from './setup-script';

/** A placed tunnel, or the 400 or 409 that says why `bindPort` at `location` was refused. */
function placed(
  row: TunnelRow | PlacementRefusal,
  location: LocationRow,
  bindPort: number,
): TunnelRow {
  if (row === 'out_of_range')
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `bind_port: ${location.name} hands out ports ${location.tunnelPortMin}–${location.tunnelPortMax}.`,
    );
  if (row === 'port_taken')
    throw conflict(
      'DUPLICATE',
      `Port ${bindPort} is taken at ${location.name}; ask getBindPort for a free one.`,
    );
  if (row === 'no_addresses')
    throw conflict('NO_PORT_AVAILABLE', `${location.name} has no tunnel addresses left.`);
  return row;
}

/**
 * The filter a rule names, or a 400. A rule may keep a filter that was withdrawn (`is_active`
 * false); a new rule, or a rule moved to another filter, may not.
 */
async function filterOf(db: Db, filterId: number, use: 'kept' | 'new rule') {
  const row = await findFilter(db, filterId);
  if (!row)
    throw new AppError(400, 'VALIDATION_ERROR', 'filter_id: no such filter (see /tunnelFilters).');
  if (use === 'new rule' && !row.isActive)
    throw new FieldError(
      'body.filter_id',
      `${row.humanName} is withdrawn; choose a filter /tunnelFilters lists as active.`,
    );
  return row;
}

/** A saved rule, or the 409 naming the active rule whose ports it shares. */
function savedRule(rule: TunnelRuleRow | { overlaps: TunnelRuleRow }): TunnelRuleRow {
  if ('overlaps' in rule)
    throw conflict(
      'DUPLICATE',
      `Ports ${rule.overlaps.startPort}–${rule.overlaps.endPort} already have an active rule.`,
    );
  return rule;
}

export const tunnelHandlers: Handlers<typeof tunnelRoutes> = {
  async listTunnels({ user, query, deps }) {
    const rows = await listTunnels(deps.db, user.id);
    if (query.light !== 'false') return rows.map(toLightTunnel);
    const locations = new Map((await listLocations(deps.db)).map((l) => [l.id, l]));
    return rows.map((row) =>
      toTunnel(row, locations.get(row.locationId), user, deps.secrets.dataKey),
    );
  },

  async tunnelLocations({ deps }) {
    return Object.fromEntries((await listLocations(deps.db)).map((l) => [l.id, l.name]));
  },

  async tunnelBindPort({ query, deps }) {
    const location = await findLocation(deps.db, query.location);
    const { ports } = await heldAt(deps.db, location.id);
    for (let port = location.tunnelPortMin; port <= location.tunnelPortMax; port++) {
      if (!ports.has(port)) return port;
    }
    throw conflict('NO_PORT_AVAILABLE', `Every tunnel port at ${location.name} is taken.`);
  },

  async createTunnel({ user, body, deps }) {
    const location = await findLocation(deps.db, body.location);
    const generated = body.endpoint_public_key ? null : wireguardKeyPair();
    const row = await createTunnel(deps.db, user.id, location, {
      name: body.name,
      endpointPeer: body.endpoint_peer,
      endpointPublicKey: body.endpoint_public_key ?? (generated?.publicKey as string),
      endpointPrivateKeySealed: generated ? seal(generated.privateKey, deps.secrets.dataKey) : null,
      bindPort: body.bind_port,
    });
    return toTunnel(placed(row, location, body.bind_port), location, user, deps.secrets.dataKey);
  },

  async getTunnel({ user, tunnel, deps }) {
    const location = await findLocation(deps.db, tunnel.locationId);
    return toTunnel(tunnel, location, user, deps.secrets.dataKey);
  },

  async updateTunnel({ user, tunnel, body, deps }) {
    const location = await findLocation(deps.db, body.location ?? tunnel.locationId);
    const row = await updateTunnel(deps.db, tunnel, location, {
      name: body.name,
      endpointPeer: body.endpoint_peer,
      endpointPublicKey: body.endpoint_public_key,
      bindPort: body.bind_port,
    });
    return toTunnel(placed(row, location, body.bind_port), location, user, deps.secrets.dataKey);
  },

  async deleteTunnel({ tunnel, deps }) {
    await deleteTunnel(deps.db, tunnel);
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
    return (await listFilters(deps.db)).map(toFilter);
  },

  async createTunnelRule({ tunnel, body, deps }) {
    const filter = await filterOf(deps.db, body.filter_id, 'new rule');
    const rule = await createRule(deps.db, tunnel.id, {
      startPort: body.start_port,
      endPort: body.end_port,
      filterId: filter.id,
      isActive: body.is_active,
    });
    return toRule(savedRule(rule), filter);
  },

  async listTunnelRules({ tunnel, deps }) {
    return (await rulesOf(deps.db, tunnel.id)).map((r) => toRule(r.rule, r.filter));
  },

  async getTunnelRule({ tunnelRule, deps }) {
    return toRule(tunnelRule, await filterOf(deps.db, tunnelRule.filterId, 'kept'));
  },

  async updateTunnelRule({ tunnelRule, body, deps }) {
    const filter = await filterOf(
      deps.db,
      body.filter_id,
      body.filter_id === tunnelRule.filterId ? 'kept' : 'new rule',
    );
    const rule = await updateRule(deps.db, tunnelRule, {
      startPort: body.start_port,
      endPort: body.end_port,
      filterId: filter.id,
      isActive: body.is_active,
    });
    return toRule(savedRule(rule), filter);
  },

  async deleteTunnelRule({ tunnelRule, deps }) {
    await deleteRule(deps.db, tunnelRule);
    return { id: tunnelRule.id };
  },
};
