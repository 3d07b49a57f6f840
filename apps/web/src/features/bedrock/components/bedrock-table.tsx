import { Badge, Table, Text } from '@mantine/core';
import type { BedrockTunnel } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { CopyInput } from '@/components/ui/copy-field';
import { RowActions, RowActionsHead } from '@/components/ui/row-actions';
import { formatBytes, formatDate } from '@/lib/format';
import { bedrockNs } from '../i18n';

/** The address Bedrock players join a tunnel at. */
export const tunnelAddress = (tunnel: BedrockTunnel) => `${tunnel.address}:${tunnel.port}`;

interface BedrockTableProps {
  tunnels: readonly BedrockTunnel[];
  /** Names by id; a set the caller may not read shows as a dash. */
  setName: ReadonlyMap<number, string>;
  locationName: ReadonlyMap<string, string>;
  /** Given only to a caller who may do it; without either, no actions column. */
  onEdit?: (tunnel: BedrockTunnel) => void;
  onDelete?: (tunnel: BedrockTunnel) => void;
}

/** A network's Bedrock tunnels: where, to which set, the address to join, players and traffic. */
export function BedrockTable({
  tunnels,
  setName,
  locationName,
  onEdit,
  onDelete,
}: BedrockTableProps) {
  const { t, i18n } = useTranslation(bedrockNs);
  const hasActions = Boolean(onEdit || onDelete);
  return (
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
            {hasActions && <RowActionsHead />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tunnels.map((tunnel) => (
            <Table.Tr key={tunnel.id}>
              <Table.Td fw={600}>{tunnel.name}</Table.Td>
              <Table.Td>{locationName.get(tunnel.location) ?? tunnel.location}</Table.Td>
              <Table.Td>{setName.get(tunnel.backend_set_id) ?? '—'}</Table.Td>
              <Table.Td>
                <CopyInput label={t('columns.address')} value={tunnelAddress(tunnel)} hideLabel />
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
              {hasActions && (
                <Table.Td>
                  <RowActions
                    subject={tunnel.name}
                    onEdit={onEdit && (() => onEdit(tunnel))}
                    onDelete={onDelete && (() => onDelete(tunnel))}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
