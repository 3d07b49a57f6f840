import type { User } from '@palisade/contract';
import type { Db } from '../../db/client';
import { formatCents } from '../../shared/money';
import { planOf } from '../../shared/plan-limits';
import { type UserRow, unreadNotifications } from './queries';

/** The wire form of an account (spec §3 User). */
export async function toUser(db: Db, row: UserRow): Promise<User> {
  const unread = await unreadNotifications(db, row.id);
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    balance: formatCents(row.balanceCents),
    is_oauth: row.isOauth,
    has_empty_pass: row.passwordHash === null,
    notifications: unread.length
      ? unread.map((n) => ({
          id: n.id,
          kind: n.kind,
          message: n.message,
          created_at: n.createdAt.toISOString(),
        }))
      : null,
    commit_level: (await planOf(db, row.id)).level,
    two_factor_auth: row.totpSecretSealed !== null,
    userRole: 'admin',
    created_at: row.createdAt.toISOString(),
  };
}
