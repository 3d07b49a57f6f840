import { Anchor, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryError } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { pathTo } from '@/config/route-table';
import { formatBytes } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { useTunnelLocations } from '../api/locations';
import { useDeleteTunnel } from '../api/save-tunnel';
import { type Tunnel, useTunnels } from '../api/tunnels';
import { addRuleSearch } from '../components/tunnel-firewall';
import { TunnelFormModal } from '../components/tunnel-form-modal';
import { tunnelsNs } from '../i18n';

export function Component() {
  const { t, i18n } = useTranslation(tunnelsNs);
  const navigate = useNavigate();
  const tunnels = useTunnels();
  const locations = useTunnelLocations();
  const remove = useDeleteTunnel();
  const modal = useFormModal<Tunnel>();
  const locationName = new Map(Object.entries(locations.data ?? {}));

  const onDelete = (id: number, name: string) =>
    confirmDelete(name, () =>
      remove.mutate(id, {
        onSuccess: () => notifications.show({ color: 'success', message: t('page.deleted') }),
        onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
      }),
    );

  return (
    <Card padding="lg">
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={16} />} onClick={modal.add}>
          {t('list.add')}
        </Button>
      </Group>
      {tunnels.error ? (
        <QueryError error={tunnels.error} onRetry={() => void tunnels.refetch()} />
      ) : tunnels.data?.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.location')}</Table.Th>
                <Table.Th>{t('list.endpoint')}</Table.Th>
                <Table.Th>{t('list.bindPort')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.bandwidth')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(tunnels.data ?? []).map((tunnel) => (
                <Table.Tr key={tunnel.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={pathTo('tunnel-analytics', { tunnel_id: tunnel.id })}
                      fw={600}
                    >
                      {tunnel.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{locationName.get(tunnel.location) ?? tunnel.location}</Table.Td>
                  <Table.Td ff="monospace">{tunnel.endpoint_peer}</Table.Td>
                  <Table.Td ff="monospace">{tunnel.bind_port}</Table.Td>
                  <Table.Td>
                    {tunnel.current_bandwidth_usage > 0 ? (
                      <Badge miw="max-content" color="success" variant="light">
                        {t('list.active', {
                          rate: `${formatBytes(tunnel.current_bandwidth_usage, i18n.language)}/s`,
                        })}
                      </Badge>
                    ) : (
                      <Badge miw="max-content" color="gray" variant="light">
                        {t('list.idle')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatBytes(tunnel.month_bandwidth_usage, i18n.language)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      subject={tunnel.name}
                      extra={[
                        {
                          label: t('page.delete'),
                          icon: <IconTrash size={16} />,
                          color: 'danger',
                          onClick: () => onDelete(tunnel.id, tunnel.name),
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TunnelFormModal
        modal={modal}
        onCreated={(tunnel) =>
          void navigate(`${pathTo('tunnel-analytics', { tunnel_id: tunnel.id })}?${addRuleSearch}`)
        }
      />
    </Card>
  );
}
