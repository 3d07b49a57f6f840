import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { FleetEdge } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-state';
import { formatBytes, formatCount, formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useFleet } from '../api/fleet';
import { ScrollingTable } from '../components/scrolling-table';
import { TwoFactorHint } from '../components/two-factor-hint';
import { operatorNs } from '../i18n';

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

/** Every location and its edges; a quiet edge stands out in red. Refreshed every 10 s. */
export function Component() {
  const { t } = useTranslation(operatorNs);
  const fleet = useFleet();
  if (fleet.error) return <QueryError error={fleet.error} onRetry={() => void fleet.refetch()} />;
  const data = fleet.data;
  return (
    <Stack gap="lg">
      <TwoFactorHint />
      {data && (
        <Text c="dimmed" size="sm">
          {t('fleet.configVersion', { version: data.config_version })}
        </Text>
      )}
      {data?.locations.length === 0 && <Text>{t('fleet.noLocations')}</Text>}
      {data?.locations.map((location) => (
        <Card key={location.id} padding="lg">
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
            <ScrollingTable minWidth={900} label={location.name}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fleet.edge')}</Table.Th>
                    <Table.Th>{t('fleet.state')}</Table.Th>
                    <Table.Th>{t('fleet.lastSeen')}</Table.Th>
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
      ))}
    </Stack>
  );
}
