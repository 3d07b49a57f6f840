import type { adminRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import type { UserRow } from '../account/queries';
import { listPlans } from '../billing/queries';
import { toPlan } from '../billing/replies';
import { type Actor, auditPage } from './audit';
import {
  activateCustomer,
  adjustBalance,
  customerDetails,
  disableCustomer,
  searchCustomers,
  setCustomerPlan,
} from './customers';
import { edgeCommand, issueEdgeToken, listEdgeTokens, revokeEdgeToken } from './edge-tokens';
import { attacksNow, fleet } from './fleet';
import { adminLocations, createLocation, removeLocation, updateLocation } from './locations';
import { updatePlan } from './plans';

const actor = (user: UserRow, ip: string): Actor => ({
  operatorId: user.id,
  email: user.email,
  source: ip,
});

/** The operator's console (docs/operators.md); the CLI calls the same functions. */
export const adminHandlers: Handlers<typeof adminRoutes> = {
  adminFleet: ({ deps }) => fleet(deps.db),
  adminListLocations: ({ deps }) => adminLocations(deps.db),
  adminCreateLocation: ({ deps, body, user, ip }) =>
    createLocation(deps.db, deps.secrets.dataKey, body, actor(user, ip)),
  adminUpdateLocation: ({ deps, params, body, user, ip }) =>
    updateLocation(deps.db, params.locationId, body, actor(user, ip)),
  adminDeleteLocation: ({ deps, params, user, ip }) =>
    removeLocation(deps.db, params.locationId, actor(user, ip)),
  adminListEdgeTokens: ({ deps }) => listEdgeTokens(deps.db),
  async adminCreateEdgeToken({ deps, body, user, ip }) {
    const { row, token } = await issueEdgeToken(deps.db, body, actor(user, ip));
    return { ...row, token, command: edgeCommand(deps.config.publicUrl, token) };
  },
  adminRevokeEdgeToken: ({ deps, params, user, ip }) =>
    revokeEdgeToken(deps.db, params.tokenId, actor(user, ip)),
  adminSearchCustomers: ({ deps, query }) => searchCustomers(deps.db, query.q),
  adminGetCustomer: ({ deps, params }) => customerDetails(deps.db, params.userId),
  adminActivateCustomer: ({ deps, params, user, ip }) =>
    activateCustomer(deps.db, params.userId, actor(user, ip)),
  adminDisableCustomer: ({ deps, params, body, user, ip }) =>
    disableCustomer(deps.db, params.userId, body.reason, actor(user, ip)),
  adminAdjustBalance: ({ deps, params, body, user, ip }) =>
    adjustBalance(deps.db, params.userId, body.amount_cents, body.note, actor(user, ip)),
  adminChangeCustomerPlan: ({ deps, params, body, user, ip }) =>
    setCustomerPlan(deps.db, params.userId, body.plan_id, actor(user, ip)),
  adminListPlans: async ({ deps }) => (await listPlans(deps.db)).map(toPlan),
  adminUpdatePlan: ({ deps, params, body, user, ip }) =>
    updatePlan(deps.db, params.planId, body, actor(user, ip)),
  adminAttacksNow: ({ deps }) => attacksNow(deps.db),
  adminAudit: ({ deps, query }) => auditPage(deps.db, query),
};
