import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/ui/row-actions';
import type { AdminLocation } from '../api/locations';
import { operatorNs } from '../i18n';

interface LocationTableProps {
  locations: readonly AdminLocation[];
  onEdit: (location: AdminLocation) => void;
  onDelete: (location: AdminLocation) => void;
}

/** The points of presence: address, Bedrock ports, allowed backends, and what uses each. */
export function LocationTable({ locations, onEdit, onDelete }: LocationTableProps) {
  const { t } = useTranslation(operatorNs);
  return (
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
          {locations.map((l) => (
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
                <RowActions subject={l.id} onEdit={() => onEdit(l)} onDelete={() => onDelete(l)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
