import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BackendSet, Network } from '@palisade/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendHealth } from '@/api/backend-health';
import { useBackendSets } from '@/api/backend-sets';
import { useBedrockTunnels } from '@/api/bedrock-tunnels';
import { useDomains } from '@/api/domains';
import { Can } from '@/components/network/can';
import { deleteNotices } from '@/components/network/delete-notices';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { useDeleteBackendSet } from '../api/delete-backend-set';
import { BackendSetFormModal } from '../components/backend-set-form-modal';
import { BackendSetGrid } from '../components/backend-set-grid';
import { backendSetsNs } from '../i18n';

function BackendSets({ network }: { network: Network }) {
  const { t } = useTranslation(backendSetsNs);
  const canUpdate = useNetworkPermission('update_backends');
  const canDelete = useNetworkPermission('delete_backends');
  const sets = useBackendSets(network.id);
  // Which domains use a set shows only to callers who may read domains.
  const domainsShown = useNetworkPermission('read_domains');
  const domains = useDomains(network.id, domainsShown);
  const tunnels = useBedrockTunnels(network.id);
  const health = useBackendHealth(network.id);
  const remove = useDeleteBackendSet(network.id);
  const modal = useFormModal<BackendSet>();
  const [selected, setSelected] = useState<number | null>(null);

  const onDelete = (set: BackendSet) =>
    confirmDelete(set.name, () => remove.mutate(set.id, deleteNotices), t('deleteBody'));

  return (
    <QueryState queries={[sets]}>
      {() => {
        const list = sets.data ?? [];
        return (
          <Stack>
            <Group justify="flex-end">
              <Can
                permission={['create_backends', 'update_backends', 'delete_backends']}
                readOnlyNote
              >
                <Can permission="create_backends">
                  <Button leftSection={<IconPlus size={16} />} onClick={modal.add}>
                    {t('add')}
                  </Button>
                </Can>
              </Can>
            </Group>
            {list.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('empty')}
              </Text>
            ) : (
              <BackendSetGrid
                sets={list}
                domains={domainsShown ? (domains.data ?? []) : null}
                tunnels={tunnels.data ?? []}
                health={health.data}
                selected={selected}
                onEdit={canUpdate ? modal.edit : undefined}
                onDelete={canDelete ? onDelete : undefined}
              />
            )}
            <BackendSetFormModal
              network={network}
              modal={modal}
              onSaved={(set) => {
                setSelected(set.id);
                notifications.show({ color: 'success', message: t('networks:savedNotice') });
              }}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <BackendSets network={network} />}</RequireNetwork>;
}
