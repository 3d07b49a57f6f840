import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BackendHealth, BackendSet, Network } from '@palisade/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendHealth } from '@/api/backend-health';
import { useBackendSets } from '@/api/backend-sets';
import { useBedrockTunnels } from '@/api/bedrock-tunnels';
import { useDomains } from '@/api/domains';
import { Can } from '@/components/network/can';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { errorText } from '@/lib/forms';
import { useDeleteBackendSet } from '../api/delete-backend-set';
import { BackendSetCard } from '../components/backend-set-card';
import { BackendSetFormModal } from '../components/backend-set-form-modal';
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
  const healthByAddress = useMemo(() => {
    const byAddress = new Map<string, BackendHealth[]>();
    for (const b of health.data ?? [])
      byAddress.set(b.address, [...(byAddress.get(b.address) ?? []), b]);
    return byAddress;
  }, [health.data]);
  const remove = useDeleteBackendSet(network.id);
  const modal = useFormModal<BackendSet>();
  const [selected, setSelected] = useState<number | null>(null);

  const onDelete = (set: BackendSet) =>
    confirmDelete(
      set.name,
      () =>
        remove.mutate(set.id, {
          onSuccess: () =>
            notifications.show({ color: 'success', message: t('networks:deletedNotice') }),
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        }),
      t('deleteBody'),
    );

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
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {list.map((set) => (
                  <BackendSetCard
                    key={set.id}
                    set={set}
                    domains={domainsShown ? (domains.data ?? []) : null}
                    tunnels={tunnels.data ?? []}
                    health={healthByAddress}
                    selected={set.id === selected}
                    onEdit={canUpdate ? () => modal.edit(set) : undefined}
                    onDelete={canDelete ? () => onDelete(set) : undefined}
                  />
                ))}
              </SimpleGrid>
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
