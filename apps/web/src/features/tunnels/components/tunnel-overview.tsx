import { Button, Card, Grid, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { CopyField } from '@/components/ui/copy-field';
import { useFormModal } from '@/components/ui/form-modal';
import { StatCard } from '@/components/ui/stat-card';
import { pathTo } from '@/config/route-table';
import { formatBytes } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { useDeleteTunnel } from '../api/save-tunnel';
import type { Tunnel } from '../api/tunnels';
import { tunnelsNs } from '../i18n';
import { SetupScript } from './setup-script';
import { TunnelFormModal } from './tunnel-form-modal';

export function TunnelOverview({ tunnel }: { tunnel: Tunnel }) {
  const { t, i18n } = useTranslation(tunnelsNs);
  const navigate = useNavigate();
  const modal = useFormModal<Tunnel>();
  const remove = useDeleteTunnel();
  const locale = i18n.language;
  const publicHost = tunnel.tunnel_addresses[0]?.ip_address_public || null;

  const onDelete = () =>
    confirmDelete(tunnel.name, () =>
      remove.mutate(tunnel.id, {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('page.deleted') });
          void navigate(pathTo('tunnel-list'));
        },
        onError: (error) => notifications.show({ color: 'danger', message: errorText(error) }),
      }),
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label={t('page.now')}
          value={`${formatBytes(tunnel.current_bandwidth_usage, locale)}/s`}
        />
        <StatCard
          label={t('page.month')}
          value={formatBytes(tunnel.month_bandwidth_usage, locale)}
        />
        <StatCard
          label={t('page.ingress')}
          value={formatBytes(tunnel.ingress, locale)}
          icon={<IconArrowDown size={20} />}
          color="success"
        />
        <StatCard
          label={t('page.egress')}
          value={formatBytes(tunnel.egress, locale)}
          icon={<IconArrowUp size={20} />}
          color="warning"
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card padding="lg" h="100%">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h5">
                {tunnel.name}
              </Title>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => modal.edit(tunnel)}
                >
                  {t('page.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="danger"
                  leftSection={<IconTrash size={14} />}
                  onClick={onDelete}
                >
                  {t('page.delete')}
                </Button>
              </Group>
            </Group>
            <Stack gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {t('page.publicAddress')}
                </Text>
                {publicHost ? (
                  <CopyField
                    value={`${publicHost}:${tunnel.bind_port}`}
                    label={t('page.publicAddress')}
                  />
                ) : null}
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('list.endpoint')}
                </Text>
                <CopyField value={tunnel.endpoint_peer} label={t('list.endpoint')} />
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('page.publicKey')}
                </Text>
                <CopyField value={tunnel.endpoint_public_key} label={t('page.publicKey')} />
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('page.total')}
                </Text>
                <Text size="sm">{formatBytes(tunnel.cumulative_bandwidth_usage, locale)}</Text>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card padding="lg" h="100%">
            <Title order={2} size="h5" mb="md">
              {t('page.addresses')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('list.location')}</Table.Th>
                    <Table.Th>{t('page.edgeAddress')}</Table.Th>
                    <Table.Th>{t('page.edgePrivate')}</Table.Th>
                    <Table.Th>{t('page.peerPrivate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tunnel.tunnel_addresses.map((address) => (
                    <Table.Tr key={address.location}>
                      <Table.Td>{address.location}</Table.Td>
                      <Table.Td ff="monospace">{address.ip_address_public}</Table.Td>
                      <Table.Td ff="monospace">{address.ip_address_private}</Table.Td>
                      <Table.Td ff="monospace">{address.peer_ip_address_private}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Grid.Col>
      </Grid>
      <Card padding="lg">
        <Title order={2} size="h5" mb="xs">
          {t('page.script')}
        </Title>
        <SetupScript tunnelId={tunnel.id} name={tunnel.name} />
      </Card>
      <TunnelFormModal modal={modal} />
    </Stack>
  );
}
