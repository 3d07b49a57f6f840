import type { User } from '@palisade/contract';
import type { Db } from '../../db/client';
import { planOf } from '../billing/queries';
import { suspensionOf, type UserRow, unreadNotifications } from './queries';

/** The wire form of an account, `GET user/summary` (docs/api.md#accounts-and-sign-in). */
export async function toUser(db: Db, row: UserRow): Promise<User> {
  const unread = await unreadNotifications(db, row.id);
  const plan = await planOf(db, row.id);
  const suspension = await suspensionOf(db, row.id);
  const twoFactor = row.totpSecretSealed !== null;
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    // Cents to dollars: an integer over 100 is the nearest double to the decimal amount.
    balance: row.balanceCents / 100,
    balance_cents: row.balanceCents,
    is_oauth: row.isOauth,
    has_empty_pass: row.passwordHash === null,
    notifications: unread.map((n) => ({
      id: n.id,
      kind: n.kind,
      message: n.message,
      created_at: n.createdAt.toISOString(),
    })),
    commit_level: String(plan.level),
    two_factor_auth: twoFactor,
    userRole: 'admin',
    two_factor_enabled: twoFactor,
    verified: row.activatedAt !== null,
    account_limited: row.balanceCents < 0,
    plan_id: plan.id,
    plan_name: plan.name,
    operator: row.operator,
    disabled: suspension
      ? { reason: suspension.reason, since: suspension.createdAt.toISOString() }
      : null,
    plan_expiry: row.planRenewsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
