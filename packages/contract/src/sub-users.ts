import { z } from 'zod';
import { email, id, networkParams, pathId, timestamps } from './common';
import { permissions, permissionsPatch } from './permissions';
import { defineRoute } from './route';

export const subUser = z
  .object({
    id: z
      .number()
      .int()
      .meta({ description: 'The invitation id; the `{user_id}` of the invite link.' }),
    email: z.string(),
    full_name: z.string(),
    verified: z.boolean().meta({ description: 'The invitee has accepted.' }),
    perms: permissions,
    ...timestamps,
  })
  .meta({ id: 'SubUser' });
export type SubUser = z.infer<typeof subUser>;

const memberParams = networkParams.extend({ userId: pathId });
const tags = ['Sub-users'] as const;

export const subUserRoutes = {
  listSubUsers: defineRoute({
    method: 'GET',
    path: '/networks/:id/subUsers',
    auth: 'user',
    scope: 'network',
    permission: 'read_network_user',
    summary: 'People the network is shared with',
    tags,
    params: networkParams,
    reply: z.array(subUser),
  }),
  inviteSubUser: defineRoute({
    method: 'POST',
    path: '/networks/:id/subUsers',
    auth: 'user',
    scope: 'network',
    permission: 'create_network_user',
    summary: 'Invite someone by e-mail with the given permissions (missing ones are off)',
    tags,
    successStatus: 201,
    params: networkParams,
    body: z.object({ email, perms: permissionsPatch.default({}) }),
    reply: subUser,
  }),
  updateSubUser: defineRoute({
    method: 'PATCH',
    path: '/networks/:id/subUsers/:userId',
    auth: 'user',
    scope: 'network',
    permission: 'update_network_user',
    summary: 'Change permissions; the keys sent are merged into the current ones',
    tags,
    params: memberParams,
    body: z.object({ perms: permissionsPatch }),
    reply: subUser,
  }),
  removeSubUser: defineRoute({
    method: 'DELETE',
    path: '/networks/:id/subUsers/:userId',
    auth: 'user',
    scope: 'network',
    permission: 'delete_network_user',
    summary: 'Stop sharing the network with someone',
    tags,
    params: memberParams,
    reply: z.object({ id }),
  }),
  resendInvite: defineRoute({
    method: 'POST',
    path: '/networks/:id/subUsers/:userId/resend',
    auth: 'user',
    scope: 'network',
    permission: 'create_network_user',
    summary:
      'Send an invitation not accepted yet again: 3 times an hour per invitation (429 past it); 409 once accepted',
    tags,
    params: memberParams,
    reply: subUser,
  }),
  acceptInvite: defineRoute({
    method: 'GET',
    path: '/networks/:id/subUsers/:userId/verify',
    auth: 'user',
    summary: 'Accept an invitation, signed in as the invited address',
    tags,
    params: memberParams,
    reply: z.object({ network_id: z.number().int(), network_name: z.string(), perms: permissions }),
  }),
} as const;
