import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/ui/confirm-delete';
import { useFormModal } from '@/components/ui/form-modal';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { type AdminLocation, useLocations, useRemoveLocation } from '../api/locations';
import { detailedError } from '../components/detailed-error';
import { LocationFormModal } from '../components/location-form-modal';
import { operatorNs } from '../i18n';

/** Points of presence: add, edit, remove (refused, naming what uses it, while tunnels do). */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const locations = useLocations();
  const remove = useRemoveLocation();
  const modal = useFormModal<AdminLocation>();
  const onDelete = (location: AdminLocation) =>
    confirmDelete(
      location.id,
      () =>
        remove.mutate(location.id, {
          onSuccess: () =>
            notifications.show({
              color: 'success',
              message: t('locations.removed', { id: location.id }),
            }),
          onError: (error) =>
            notifications.show({ color: 'danger', message: detailedError(error) }),
        }),
      t('locations.removeBody'),
    );
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={modal.add}>
          {t('locations.add')}
        </Button>
      </Group>
      <Card padding="lg">
        <QueryState queries={[locations]}>
          {() =>
            locations.data?.length === 0 ? (
              <Text c="dimmed">{t('locations.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('locations.id')}</Table.Th>
                      <Table.Th>{t('locations.name')}</Table.Th>
                      <Table.Th>{t('locations.address')}</Table.Th>
                      <Table.Th>Bedrock</Table.Th>
                      <Table.Th>{t('locations.allowed')}</Table.Th>
                      <Table.Th>{t('locations.uses')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {locations.data?.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td ff="monospace">{l.id}</Table.Td>
                        <Table.Td>
                          {l.name}
                          <Text c="dimmed" size="xs">
                            {l.region}
                          </Text>
                        </Table.Td>
                        <Table.Td ff="monospace">{l.address}</Table.Td>
                        <Table.Td ff="monospace">
                          {l.bedrock_ports.first}–{l.bedrock_ports.last}
                        </Table.Td>
                        <Table.Td ff="monospace" fz="xs">
                          {l.allowed_backends.join(', ') || '—'}
                        </Table.Td>
                        <Table.Td fz="sm">
                          {t('locations.usesValue', {
                            bedrock: l.bedrock_tunnels,
                            tunnels: l.tunnels,
                            edges: l.edges,
                          })}
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            subject={l.id}
                            onEdit={() => modal.edit(l)}
                            onDelete={() => onDelete(l)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Card>
      <LocationFormModal modal={modal} />
    </Stack>
  );
}
