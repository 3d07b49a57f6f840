import { Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { pathTo } from '@/config/route-table';
import { errorText } from '@/lib/forms';
import { useTunnelLocations } from '../api/locations';
import { useDeleteTunnel } from '../api/save-tunnel';
import { type Tunnel, useTunnels } from '../api/tunnels';
import { addRuleSearch } from '../components/tunnel-firewall';
import { TunnelFormModal } from '../components/tunnel-form-modal';
import { TunnelTable } from '../components/tunnel-table';
import { tunnelsNs } from '../i18n';

export function Component() {
  const { t } = useTranslation(tunnelsNs);
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
      <QueryState queries={[tunnels]}>
        {() =>
          tunnels.data?.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('list.empty')}
            </Text>
          ) : (
            <TunnelTable
              tunnels={tunnels.data ?? []}
              locationName={locationName}
              onDelete={onDelete}
            />
          )
        }
      </QueryState>
      <TunnelFormModal
        modal={modal}
        onCreated={(tunnel) =>
          void navigate(`${pathTo('tunnel-analytics', { tunnel_id: tunnel.id })}?${addRuleSearch}`)
        }
      />
    </Card>
  );
}
