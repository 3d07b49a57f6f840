import { Badge, Card, Table, Text, Title } from '@mantine/core';
import type { Fleet, FleetEdge } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount, formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { operatorNs } from '../i18n';
import { ScrollingTable } from './scrolling-table';

function EdgeRow({ edge }: { edge: FleetEdge }) {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
  const locale = i18n.language;
  const r = edge.report;
  const dash = t('fleet.unknown');
  return (
    <Table.Tr bg={edge.online ? undefined : 'var(--mantine-color-danger-light)'}>
      <Table.Td>{edge.name}</Table.Td>
      <Table.Td>
        <Badge miw="max-content" color={edge.online ? 'success' : 'danger'} variant="dot">
          {edge.online
            ? t('fleet.online')
            : edge.last_seen_at
              ? t('fleet.quiet')
              : t('fleet.never')}
        </Badge>
        {edge.online && edge.saturated && (
          <Badge miw="max-content" color="warning" variant="dot" ml={6}>
            {t('fleet.saturated')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {edge.last_seen_at ? formatDateTime(edge.last_seen_at, timeFormat, locale, true) : dash}
      </Table.Td>
      <Table.Td>
        {edge.last_telemetry_at
          ? formatDateTime(edge.last_telemetry_at, timeFormat, locale, true)
          : dash}
      </Table.Td>
      <Table.Td>{r?.version ?? dash}</Table.Td>
      <Table.Td>
        {r ? (
          <>
            {r.config_version}{' '}
            {edge.config_behind && (
              <Badge miw="max-content" color="warning" variant="dot" size="sm">
                {t('fleet.behind')}
              </Badge>
            )}
          </>
        ) : (
          dash
        )}
      </Table.Td>
      <Table.Td ta="right">{r ? r.workers : dash}</Table.Td>
      <Table.Td>
        {edge.kernel_filter === null
          ? dash
          : edge.kernel_filter
            ? t('fleet.kernelOn')
            : t('fleet.kernelOff')}
      </Table.Td>
      <Table.Td>
        {edge.location_sharing === null
          ? dash
          : edge.location_sharing
            ? t('fleet.sharing')
            : t('fleet.alone')}
      </Table.Td>
      <Table.Td ta="right">{r ? formatCount(r.players, locale) : dash}</Table.Td>
      <Table.Td ta="right">
        {r
          ? `${formatCount(r.connections_per_second, locale)} · ${formatCount(r.refusals_per_second, locale)}`
          : dash}
      </Table.Td>
      <Table.Td ta="right">
        {r ? `${r.cpu_percent.toFixed(1)} % · ${formatBytes(r.memory_bytes, locale)}` : dash}
      </Table.Td>
    </Table.Tr>
  );
}

/** A location of the fleet and its edges, a quiet edge in red. */
export function FleetLocation({ location }: { location: Fleet['locations'][number] }) {
  const { t } = useTranslation(operatorNs);
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="sm">
        {location.name}{' '}
        <Text span c="dimmed" size="sm">
          {location.id} · {location.region}
        </Text>
      </Title>
      {location.edges.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('fleet.noEdges')}
        </Text>
      ) : (
        <ScrollingTable minWidth={1000} label={location.name}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fleet.edge')}</Table.Th>
                <Table.Th>{t('fleet.state')}</Table.Th>
                <Table.Th>{t('fleet.lastSeen')}</Table.Th>
                <Table.Th>{t('fleet.lastTelemetry')}</Table.Th>
                <Table.Th>{t('fleet.version')}</Table.Th>
                <Table.Th>{t('fleet.config')}</Table.Th>
                <Table.Th ta="right">{t('fleet.workers')}</Table.Th>
                <Table.Th>{t('fleet.kernel')}</Table.Th>
                <Table.Th>{t('fleet.location')}</Table.Th>
                <Table.Th ta="right">{t('fleet.players')}</Table.Th>
                <Table.Th ta="right">{t('fleet.rates')}</Table.Th>
                <Table.Th ta="right">{t('fleet.load')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {location.edges.map((edge) => (
                <EdgeRow key={edge.id} edge={edge} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Card>
  );
}
