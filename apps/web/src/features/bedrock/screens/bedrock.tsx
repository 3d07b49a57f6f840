import { Alert, Button } from '@mantine/core';
import type { BedrockTunnel, Network } from '@palisade/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendSets } from '@/api/backend-sets';
import { useBedrockTunnels } from '@/api/bedrock-tunnels';
import { useLocations } from '@/api/locations';
import { Can } from '@/components/network/can';
import { deleteNotices } from '@/components/network/delete-notices';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { ListCard } from '@/components/ui/list-card';
import { QueryState } from '@/components/ui/query-state';
import { useDeleteBedrockTunnel } from '../api/delete-bedrock-tunnel';
import { BedrockFormModal } from '../components/bedrock-form-modal';
import { BedrockTable, tunnelAddress } from '../components/bedrock-table';
import { bedrockNs } from '../i18n';

function Bedrock({ network }: { network: Network }) {
  const { t } = useTranslation(bedrockNs);
  const canEdit = useNetworkPermission('update_bedrock');
  // Without `read_backends` the tunnels show without their set's name, and none can be set up.
  const setsShown = useNetworkPermission('read_backends');
  const tunnels = useBedrockTunnels(network.id);
  const locations = useLocations();
  const sets = useBackendSets(network.id, setsShown);
  const remove = useDeleteBedrockTunnel(network.id);
  const modal = useFormModal<BedrockTunnel>();

  const onDelete = (tunnel: BedrockTunnel) =>
    confirmDelete(
      tunnel.name,
      () => remove.mutate(tunnel.id, deleteNotices),
      t('deleteBody', { address: tunnelAddress(tunnel) }),
    );

  return (
    <QueryState queries={setsShown ? [tunnels, locations, sets] : [tunnels, locations]}>
      {() => {
        const list = tunnels.data ?? [];
        const setName = new Map((sets.data ?? []).map((s) => [s.id, s.name]));
        const locationName = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
        return (
          <ListCard
            intro={t('intro')}
            actions={
              <Can permission="update_bedrock" readOnlyNote>
                {setsShown && (
                  <Button
                    leftSection={<IconPlus size={16} />}
                    onClick={modal.add}
                    disabled={(sets.data ?? []).length === 0}
                  >
                    {t('add')}
                  </Button>
                )}
              </Can>
            }
            notes={
              <>
                {canEdit && !setsShown && <Alert variant="light">{t('setsHidden')}</Alert>}
                {canEdit && setsShown && (sets.data ?? []).length === 0 && (
                  <Alert variant="light">{t('needSet')}</Alert>
                )}
              </>
            }
            empty={list.length === 0 && t('empty')}
            modals={
              <BedrockFormModal
                network={network}
                backendSets={sets.data ?? []}
                locations={locations.data ?? []}
                modal={modal}
              />
            }
          >
            <BedrockTable
              tunnels={list}
              setName={setName}
              locationName={locationName}
              onEdit={canEdit && setsShown ? modal.edit : undefined}
              onDelete={canEdit ? onDelete : undefined}
            />
          </ListCard>
        );
      }}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <Bedrock network={network} />}</RequireNetwork>;
}
