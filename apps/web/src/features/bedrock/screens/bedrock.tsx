import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BedrockTunnel, Network } from '@palisade/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkPermission } from '@/api/active-network';
import { useBackendSets } from '@/api/backend-sets';
import { useBedrockTunnels } from '@/api/bedrock-tunnels';
import { useBedrockLocations } from '@/api/locations';
import { Can } from '@/components/network/can';
import { RequireNetwork } from '@/components/network/require-network';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { CopyInput } from '@/components/ui/copy-field';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { formatBytes, formatDate } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { useDeleteBedrockTunnel } from '../api/delete-bedrock-tunnel';
import { BedrockFormModal } from '../components/bedrock-form-modal';
import { bedrockNs } from '../i18n';

function Bedrock({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(bedrockNs);
  const canEdit = useNetworkPermission('update_bedrock');
  // Without `read_backends` the tunnels show without their set's name, and none can be set up.
  const setsShown = useNetworkPermission('read_backends');
  const tunnels = useBedrockTunnels(network.id);
  const locations = useBedrockLocations(network.id);
  const sets = useBackendSets(network.id, setsShown);
  const remove = useDeleteBedrockTunnel(network.id);
  const modal = useFormModal<BedrockTunnel>();
  const address = (tunnel: BedrockTunnel) => `${tunnel.address}:${tunnel.port}`;

  const onDelete = (tunnel: BedrockTunnel) =>
    confirmDelete(
      tunnel.name,
      () =>
        remove.mutate(tunnel.id, {
          onSuccess: () =>
            notifications.show({ color: 'success', message: t('networks:deletedNotice') }),
          onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
        }),
      t('deleteBody', { address: address(tunnel) }),
    );

  return (
    <QueryState queries={setsShown ? [tunnels, locations, sets] : [tunnels, locations]}>
      {() => {
        const list = tunnels.data ?? [];
        const setName = new Map((sets.data ?? []).map((s) => [s.id, s.name]));
        const locationName = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
        return (
          <Card withBorder radius="md" padding="lg">
            <Stack>
              <Group justify="space-between" align="flex-start">
                <Text size="sm" c="dimmed" maw={640}>
                  {t('intro')}
                </Text>
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
              </Group>
              {canEdit && !setsShown && <Alert variant="light">{t('setsHidden')}</Alert>}
              {canEdit && setsShown && (sets.data ?? []).length === 0 && (
                <Alert variant="light">{t('needSet')}</Alert>
              )}
              {list.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {t('empty')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={940}>
                  <Table verticalSpacing="sm" highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('columns.name')}</Table.Th>
                        <Table.Th>{t('columns.location')}</Table.Th>
                        <Table.Th>{t('columns.set')}</Table.Th>
                        <Table.Th>{t('columns.address')}</Table.Th>
                        <Table.Th>{t('columns.players')}</Table.Th>
                        <Table.Th>{t('columns.traffic')}</Table.Th>
                        <Table.Th>{t('columns.proxy')}</Table.Th>
                        <Table.Th>{t('columns.created')}</Table.Th>
                        {canEdit && (
                          <Table.Th>
                            <VisuallyHidden>{t('networks:actions')}</VisuallyHidden>
                          </Table.Th>
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((tunnel) => (
                        <Table.Tr key={tunnel.id}>
                          <Table.Td fw={600}>{tunnel.name}</Table.Td>
                          <Table.Td>
                            {locationName.get(tunnel.location) ?? tunnel.location}
                          </Table.Td>
                          <Table.Td>{setName.get(tunnel.backend_set_id) ?? '—'}</Table.Td>
                          <Table.Td>
                            <CopyInput
                              label={t('columns.address')}
                              value={address(tunnel)}
                              hideLabel
                            />
                          </Table.Td>
                          <Table.Td>{tunnel.players_online.toLocaleString(i18n.language)}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Text size="sm">
                              {t('trafficIn', {
                                bytes: formatBytes(tunnel.ingress, i18n.language),
                              })}
                            </Text>
                            <Text size="sm">
                              {t('trafficOut', {
                                bytes: formatBytes(tunnel.egress, i18n.language),
                              })}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Badge miw="max-content" variant="dot">
                              {t('proxyFixed')}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{formatDate(tunnel.created_at, i18n.language)}</Table.Td>
                          {canEdit && (
                            <Table.Td>
                              <RowActions
                                subject={tunnel.name}
                                onEdit={setsShown ? () => modal.edit(tunnel) : undefined}
                                onDelete={() => onDelete(tunnel)}
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
            <BedrockFormModal
              network={network}
              backendSets={sets.data ?? []}
              locations={locations.data ?? []}
              modal={modal}
            />
          </Card>
        );
      }}
    </QueryState>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <Bedrock network={network} />}</RequireNetwork>;
}
