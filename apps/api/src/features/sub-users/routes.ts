import type { Permissions, subUserRoutes } from '@palisade/contract';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../errors';
import { inviteMail } from '../../mail/templates';
import type { Handlers } from '../../plugins/handlers';
import { findUserById, type UserRow } from '../account/queries';
import { type Limit, spendLimits } from '../account/throttle';
import type { NetworkRow } from '../networks/queries';
import {
  acceptInvitation,
  completePerms,
  findInvitation,
  findMember,
  inviteMember,
  listMembers,
  memberPerms,
  removeMember,
  setMemberPerms,
} from './queries';
import { toSubUser } from './replies';

const memberNotFound = () => notFound('Sub-user not found.');

/** The network's sub-user the path names, or a 404. */
async function memberOf(deps: Deps, network: NetworkRow, memberId: number) {
  const member = await findMember(deps.db, network.id, memberId);
  if (!member) throw memberNotFound();
  return member;
}

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
  const own = await memberPerms(deps.db, network.id, caller.id);
  const refused = Object.entries(granted).filter(([name, on]) => on && own?.[name] !== true);
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

/** Mails one invitation (again): the invitee's inbox, not the API, is what this protects. */
const resendLimit = (memberId: number): Limit => ({
  key: `invite:resend:${memberId}`,
  max: 3,
  windowSeconds: 3600,
});

async function sendInvite(
  deps: Deps,
  network: NetworkRow,
  inviter: UserRow,
  email: string,
  memberId: number,
) {
  const name = `${inviter.firstname} ${inviter.lastname}`.trim() || inviter.email;
  await deps.mailer.send(
    inviteMail(email, name, network.name, inviteLink(deps, network, memberId)),
  );
}

export const subUserHandlers: Handlers<typeof subUserRoutes> = {
  async listSubUsers({ network, deps }) {
    const rows = await listMembers(deps.db, network.row.id);
    return rows.map((r) => toSubUser(r.member, r));
  },

  async inviteSubUser({ network, user, body, deps }) {
    if (body.email === user.email)
      throw new AppError(400, 'VALIDATION_ERROR', 'You cannot invite yourself.');
    const owner = await findUserById(deps.db, network.row.ownerId);
    if (owner?.email === body.email) {
      throw new AppError(400, 'VALIDATION_ERROR', 'The owner already has every permission.');
    }
    await assertMayGrant(deps, network.row, user, body.perms);
    const member = await inviteMember(deps.db, network.row, body.email, completePerms(body.perms));
    if (member === 'duplicate') throw conflict('DUPLICATE', `${body.email} is already invited.`);
    await sendInvite(deps, network.row, user, body.email, member.id);
    return toSubUser(member, { firstname: null, lastname: null });
  },

  async resendInvite({ network, user, params, deps }) {
    const member = await memberOf(deps, network.row, params.userId);
    if (member.acceptedAt !== null)
      throw conflict('CONFLICT', `${member.email} has accepted already.`);
    await spendLimits(deps.db, [resendLimit(member.id)]);
    await sendInvite(deps, network.row, user, member.email, member.id);
    return toSubUser(member, { firstname: null, lastname: null });
  },

  async updateSubUser({ network, user, params, body, deps }) {
    const member = await memberOf(deps, network.row, params.userId);
    await assertMayGrant(deps, network.row, user, body.perms);
    const perms = completePerms({ ...member.perms, ...body.perms });
    const row = await setMemberPerms(deps.db, member, perms);
    if (!row) throw memberNotFound();
    const named = (await listMembers(deps.db, network.row.id)).find((r) => r.member.id === row.id);
    return toSubUser(row, named ?? { firstname: null, lastname: null });
  },

  async removeSubUser({ network, params, deps }) {
    const member = await memberOf(deps, network.row, params.userId);
    await removeMember(deps.db, member);
    return { id: member.id };
  },

  async acceptInvite({ user, params, deps }) {
    const row = await findInvitation(deps.db, params.id, params.userId);
    // An invitation for another address looks the same as none at all.
    if (!row || row.member.email !== user.email) throw notFound('Invitation not found.');
    if (row.member.userId !== null && row.member.userId !== user.id)
      throw notFound('Invitation not found.');
    await acceptInvitation(deps.db, row.member, user.id);
    return {
      network_id: row.network.id,
      network_name: row.network.name,
      perms: completePerms(row.member.perms),
    };
  },
};
