import { Badge, Group, Table } from '@mantine/core';
import { allPermissions, type Permission, permissionNames, type SubUser } from '@palisade/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowActionsHead } from '@/components/ui/row-actions';
import { subUsersNs } from '../i18n';
import { permissionGroups, roleOf, verbOf } from '../permission-groups';

/**
 * What a sub-user may do: their role when their permissions are exactly one, else each area
 * they hold anything in, whole, view only, or a count.
 */
function PermissionSummary({ member }: { member: SubUser }) {
  const { t } = useTranslation(subUsersNs);
  if (permissionNames.every((p) => member.perms[p]))
    return (
      <Badge miw="max-content" variant="dot">
        {t('all')}
      </Badge>
    );
  const role = roleOf(member.perms, allPermissions(true));
  if (role)
    return (
      <Badge miw="max-content" variant="dot">
        {t(`roles.${role}`)}
      </Badge>
    );
  return (
    <Group gap={4}>
      {permissionGroups.map(({ group, permissions }) => {
        const held = permissions.filter((p) => member.perms[p]);
        if (held.length === 0) return null;
        const name = t(`groups.${group}`);
        const label =
          held.length === permissions.length
            ? name
            : held.length === 1 && verbOf(held[0] as Permission) === 'read'
              ? t('summary.view', { group: name })
              : t('summary.some', { group: name, count: held.length, total: permissions.length });
        return (
          <Badge miw="max-content" key={group} variant="dot" color="gray">
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}

interface SubUserTableProps {
  members: readonly SubUser[];
  /** Each handler is given only to a caller who may do it; without any, no actions column. */
  onEdit?: (member: SubUser) => void;
  onRemove?: (member: SubUser) => void;
  /** Offered on the invitations not accepted yet. */
  onResend?: (member: SubUser) => void;
}

/** A network's sub-users: e-mail, name, whether they accepted, what they may do. */
export function SubUserTable({ members, onEdit, onRemove, onResend }: SubUserTableProps) {
  const { t } = useTranslation(subUsersNs);
  const hasActions = Boolean(onEdit || onRemove || onResend);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.permissions')}</Table.Th>
            {hasActions && <RowActionsHead />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td fw={600}>{member.email}</Table.Td>
              <Table.Td>{member.full_name || '—'}</Table.Td>
              <Table.Td>
                <Badge
                  miw="max-content"
                  color={member.verified ? 'success' : 'warning'}
                  variant="dot"
                >
                  {member.verified ? t('status.accepted') : t('status.invited')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <PermissionSummary member={member} />
              </Table.Td>
              {hasActions && (
                <Table.Td>
                  <RowActions
                    subject={member.email}
                    onEdit={onEdit && (() => onEdit(member))}
                    onDelete={onRemove && (() => onRemove(member))}
                    extra={
                      onResend && !member.verified
                        ? [
                            {
                              label: t('resend'),
                              icon: <IconMailForward size={18} />,
                              onClick: () => onResend(member),
                            },
                          ]
                        : []
                    }
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
