import { completePerms, type MemberRow } from './queries';

export const toSubUser = (
  member: MemberRow,
  name: { firstname: string | null; lastname: string | null },
) => ({
  id: member.id,
  email: member.email,
  full_name: [name.firstname, name.lastname].filter(Boolean).join(' '),
  verified: member.acceptedAt !== null,
  perms: completePerms(member.perms),
  created_at: member.createdAt.toISOString(),
  updated_at: member.updatedAt.toISOString(),
});
