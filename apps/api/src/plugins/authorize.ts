import {
  allPermissions,
  type Permission,
  type Permissions,
  type RouteDef,
} from '@palisade/contract';
import type { Deps } from '../deps';
import { AppError, notFound } from '../errors';
import type { UserRow } from '../features/account/queries';
import { findNetwork, type NetworkRow } from '../features/networks/queries';
import { completePerms, memberPerms } from '../features/sub-users/queries';
import { findOwnedRule, type TunnelRuleRow } from '../features/tunnels/queries/rules';
import { findOwnedTunnel, type TunnelRow } from '../features/tunnels/queries/tunnels';

/** A network and what the caller may do on it: everything as its owner, else the member's perms. */
export interface NetworkAccess {
  row: NetworkRow;
  role: 'owner' | 'sub_user';
  perms: Permissions;
}

export const ownerAccess = (row: NetworkRow): NetworkAccess => ({
  row,
  role: 'owner',
  perms: allPermissions(true),
});

/** A sub-user's access; stored perms may lack keys added since, which count as false. */
export const memberAccess = (row: NetworkRow, stored: Record<string, boolean>): NetworkAccess => ({
  row,
  role: 'sub_user',
  perms: completePerms(stored),
});

/**
 * For what a route's own permission does not cover: a part of the body that needs another one
 * (`update_webhooks` to change where credentials go). 403 as the route's check answers.
 */
export function assertHolds(network: NetworkAccess, permission: Permission, what: string): void {
  if (network.perms[permission]) return;
  throw new AppError(
    403,
    'FORBIDDEN',
    `You need the ${permission} permission on this network to change ${what}.`,
  );
}

/** What a scoped route acts on, resolved for the caller before the handler runs. */
export interface Scope {
  network?: NetworkAccess;
  tunnel?: TunnelRow;
  tunnelRule?: TunnelRuleRow;
}

/** The `:id` of a path before validation; null when it is not an id at all. */
function pathId(params: unknown): number | null {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

async function resolveNetwork(
  deps: Deps,
  route: RouteDef,
  user: UserRow,
  networkId: number,
): Promise<NetworkAccess> {
  const row = await findNetwork(deps.db, networkId);
  if (!row) throw notFound('Network not found.');
  if (row.ownerId === user.id) return ownerAccess(row);
  const perms = await memberPerms(deps.db, networkId, user.id, { accepted: true });
  // Someone else's network looks the same as no network at all.
  if (!perms) throw notFound('Network not found.');
  const permission = route.permission ?? 'owner';
  if (permission === 'owner' || perms[permission] !== true) {
    throw new AppError(
      403,
      'FORBIDDEN',
      permission === 'owner'
        ? "Only the network's owner can do this."
        : `You need the ${permission} permission on this network.`,
    );
  }
  return memberAccess(row, perms);
}

async function resolveTunnel(deps: Deps, user: UserRow, tunnelId: number) {
  const row = await findOwnedTunnel(deps.db, user.id, tunnelId);
  if (!row) throw notFound('Tunnel not found.');
  return row;
}

async function resolveTunnelRule(deps: Deps, user: UserRow, ruleId: number) {
  const row = await findOwnedRule(deps.db, user.id, ruleId);
  if (!row) throw notFound('Tunnel firewall rule not found.');
  return row;
}

/** The one place that decides whether the caller may touch the object a route names. */
export async function authorize(
  deps: Deps,
  route: RouteDef,
  user: UserRow | null,
  params: unknown,
): Promise<Scope> {
  if (!route.scope) return {};
  if (!user) throw new Error(`scoped route ${route.path} must require a user`);
  const id = pathId(params);
  // A malformed id names nothing; validation answers it with a 400.
  if (id === null) return {};
  switch (route.scope) {
    case 'network':
      return { network: await resolveNetwork(deps, route, user, id) };
    case 'tunnel':
      return { tunnel: await resolveTunnel(deps, user, id) };
    case 'tunnelFirewall': {
      const { rule, tunnel } = await resolveTunnelRule(deps, user, id);
      return { tunnel, tunnelRule: rule };
    }
  }
}
