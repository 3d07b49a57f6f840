import type { Permissions, subUserRoutes } from '@palisade/contract';
import { and, eq } from 'drizzle-orm';
import { networkMembers, networks, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../errors';
import { inviteMail } from '../../mail/templates';
import type { NetworkRow } from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { isUniqueViolation } from '../../shared/db-errors';
import { assertWithinPlan } from '../../shared/plan-limits';
import type { UserRow } from '../account/queries';
import { completePerms, countMembers, findMember, listMembers, toSubUser } from './queries';

/**
 * A sub-user may hand on only permissions they hold themselves, so sharing never widens
 * anyone's access beyond what the owner gave.
 */
async function assertMayGrant(
  deps: Deps,
  network: NetworkRow,
  caller: UserRow,
  granted: Partial<Permissions>,
) {
  if (network.ownerId === caller.id) return;
  const [own] = await deps.db
    .select({ perms: networkMembers.perms })
    .from(networkMembers)
    .where(and(eq(networkMembers.networkId, network.id), eq(networkMembers.userId, caller.id)));
  const refused = Object.entries(granted).filter(([name, on]) => on && own?.perms[name] !== true);
  if (refused.length > 0) {
    throw new AppError(
      403,
      'FORBIDDEN',
      `You cannot grant permissions you do not hold: ${refused.map(([n]) => n).join(', ')}.`,
    );
  }
}

const inviteLink = (deps: Deps, network: NetworkRow, memberId: number) =>
  `${deps.config.publicUrl}/networks/sub-users/${encodeURIComponent(network.name)}/${network.id}/${memberId}/verify`;

export const subUserHandlers: Handlers<typeof subUserRoutes> = {
  async listSubUsers({ network, deps }) {
    const rows = await listMembers(deps.db, network.row.id);
    return rows.map((r) => toSubUser(r.member, r));
  },

  async inviteSubUser({ network, user, body, deps }) {
    if (body.email === user.email)
      throw new AppError(400, 'VALIDATION_ERROR', 'You cannot invite yourself.');
    const [owner] = await deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, network.row.ownerId));
    if (owner?.email === body.email) {
      throw new AppError(400, 'VALIDATION_ERROR', 'The owner already has every permission.');
    }
    await assertMayGrant(deps, network.row, user, body.perms);
    await assertWithinPlan(
      deps.db,
      network.row.ownerId,
      'maxSubUsersPerNetwork',
      (await countMembers(deps.db, network.row.id)) + 1,
    );
    const [member] = await deps.db
      .insert(networkMembers)
      .values({ networkId: network.row.id, email: body.email, perms: completePerms(body.perms) })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? conflict('DUPLICATE', `${body.email} is already invited.`)
          : error;
      });
    if (!member) throw new Error('member insert returned nothing');
    const inviter = `${user.firstname} ${user.lastname}`.trim() || user.email;
    await deps.mailer.send(
      inviteMail(body.email, inviter, network.row.name, inviteLink(deps, network.row, member.id)),
    );
    return toSubUser(member, { firstname: null, lastname: null });
  },

  async updateSubUser({ network, user, params, body, deps }) {
    const member = await findMember(deps.db, network.row.id, params.userId);
    await assertMayGrant(deps, network.row, user, body.perms);
    const [row] = await deps.db
      .update(networkMembers)
      .set({ perms: completePerms({ ...member.perms, ...body.perms }), updatedAt: new Date() })
      .where(eq(networkMembers.id, member.id))
      .returning();
    if (!row) throw new Error('member vanished');
    const named = (await listMembers(deps.db, network.row.id)).find((r) => r.member.id === row.id);
    return toSubUser(row, named ?? { firstname: null, lastname: null });
  },

  async removeSubUser({ network, params, deps }) {
    const member = await findMember(deps.db, network.row.id, params.userId);
    await deps.db.delete(networkMembers).where(eq(networkMembers.id, member.id));
    return { id: member.id };
  },

  async acceptInvite({ user, params, deps }) {
    const [row] = await deps.db
      .select({ member: networkMembers, network: networks })
      .from(networkMembers)
      .innerJoin(networks, eq(networks.id, networkMembers.networkId))
      .where(and(eq(networkMembers.networkId, params.id), eq(networkMembers.id, params.userId)));
    // An invitation for another address looks the same as none at all.
    if (!row || row.member.email !== user.email) throw notFound('Invitation not found.');
    if (row.member.userId !== null && row.member.userId !== user.id)
      throw notFound('Invitation not found.');
    await deps.db
      .update(networkMembers)
      .set({
        userId: user.id,
        acceptedAt: row.member.acceptedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(networkMembers.id, row.member.id));
    return {
      network_id: row.network.id,
      network_name: row.network.name,
      perms: completePerms(row.member.perms),
    };
  },
};
