import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Network, SubUser } from '@palisade/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { Can } from '@/components/network/can';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { ListCard } from '@/components/ui/list-card';
import { QueryState } from '@/components/ui/query-state';
import { errorText } from '@/lib/forms';
import { useSubUsers } from '../api/list-sub-users';
import { useRemoveSubUser } from '../api/remove-sub-user';
import { useResendInvite } from '../api/resend-invite';
import { SubUserModal } from '../components/sub-user-modal';
import { SubUserTable } from '../components/sub-user-table';
import { subUsersNs } from '../i18n';

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

  return (
    <QueryState queries={[members]}>
      {() => (
        <ListCard
          actions={
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
          }
          empty={members.data?.length === 0 && t('empty')}
          modals={<SubUserModal network={network} modal={modal} />}
        >
          <SubUserTable
            members={members.data ?? []}
            onEdit={canUpdate ? modal.edit : undefined}
            onRemove={canRemove ? onRemove : undefined}
            onResend={canInvite ? onResend : undefined}
          />
        </ListCard>
      )}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <SubUsers network={network} />}</RequireNetwork>;
}
