import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  allPermissions,
  type Network,
  type Permission,
  permissionNames,
  type SubUser,
} from '@palisade/contract';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { Can } from '@/components/network/can';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { errorText } from '@/lib/forms';
import { useSubUsers } from '../api/list-sub-users';
import { useRemoveSubUser } from '../api/remove-sub-user';
import { useResendInvite } from '../api/resend-invite';
import { SubUserModal } from '../components/sub-user-modal';
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

function SubUsers({ network }: { network: Network }) {
  const { t } = useTranslation(subUsersNs);
  const canUpdate = useNetworkPermission('update_network_user');
  const canRemove = useNetworkPermission('delete_network_user');
  const canInvite = useNetworkPermission('create_network_user');
  const members = useSubUsers(network.id);
  const remove = useRemoveSubUser(network.id);
  const resend = useResendInvite(network.id);
  const modal = useFormModal<SubUser>();

  const onRemove = (member: SubUser) =>
    confirmDelete(
      member.email,
      () =>
        remove.mutate(member.id, {
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        }),
      t('removeBody', { email: member.email }),
    );
  const onResend = (member: SubUser) =>
    resend.mutate(member.id, {
      onSuccess: () =>
        notifications.show({ color: 'success', message: t('resent', { email: member.email }) }),
      onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
    });
  const hasActions = canUpdate || canRemove || canInvite;

  return (
    <QueryState queries={[members]}>
      {() => {
        const list = members.data ?? [];
        return (
          <Card withBorder radius="md" padding="lg">
            <Stack>
              <Group justify="flex-end">
                <Can
                  permission={['create_network_user', 'update_network_user', 'delete_network_user']}
                  readOnlyNote
                >
                  <Can permission="create_network_user">
                    <Button leftSection={<IconUserPlus size={16} />} onClick={modal.add}>
                      {t('invite')}
                    </Button>
                  </Can>
                </Can>
              </Group>
              {list.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {t('empty')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table verticalSpacing="sm" highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('columns.email')}</Table.Th>
                        <Table.Th>{t('columns.name')}</Table.Th>
                        <Table.Th>{t('columns.status')}</Table.Th>
                        <Table.Th>{t('columns.permissions')}</Table.Th>
                        {hasActions && (
                          <Table.Th>
                            <VisuallyHidden>{t('networks:actions')}</VisuallyHidden>
                          </Table.Th>
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((member) => (
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
                                onEdit={canUpdate ? () => modal.edit(member) : undefined}
                                onDelete={canRemove ? () => onRemove(member) : undefined}
                                extra={
                                  canInvite && !member.verified
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
              )}
            </Stack>
            <SubUserModal network={network} modal={modal} />
          </Card>
        );
      }}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <SubUsers network={network} />}</RequireNetwork>;
}
