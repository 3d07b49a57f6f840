import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCountry, formatDateTime, formatDuration, formatTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { playersNs } from '../i18n';

/** Which side closed a session that ended, and after how long: "Left after 2 h". */
function ClosedBy({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  if (!connection.closed_by || !connection.ended_at) return null;
  const seconds = (Date.parse(connection.ended_at) - Date.parse(connection.at)) / 1000;
  return (
    <Text size="sm">
      {t(`closedBy.${connection.closed_by}`, {
        duration: formatDuration(seconds, i18n.language),
      })}
    </Text>
  );
}

/**
 * What the edge decided: played (until when), a login that never played, a login the server
 * refused (with what it said), or refused by the edge and why; for a session, who closed it.
 */
function Outcome({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  if (connection.outcome === 'refused')
    return (
      <Stack gap={2}>
        <Badge color="danger" variant="dot">
          {t('outcomes.refused')}
        </Badge>
        {connection.reason && <Text size="sm">{t(`reasons.${connection.reason}`)}</Text>}
      </Stack>
    );
  if (connection.outcome === 'kicked')
    return (
      <Stack gap={2}>
        <Badge color="danger" variant="dot">
          {t('outcomes.kicked')}
        </Badge>
        {connection.kick_reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('kickReason', { reason: connection.kick_reason })}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap={2}>
      {connection.outcome === 'login' ? (
        <Badge color="warning" variant="dot">
          {t('outcomes.login')}
        </Badge>
      ) : (
        <Badge color="success" variant="dot">
          {connection.ended_at
            ? t('outcomes.playedUntil', {
                date: formatTime(connection.ended_at, timeFormat, i18n.language),
              })
            : t('outcomes.played')}
        </Badge>
      )}
      <ClosedBy connection={connection} />
    </Stack>
  );
}

/** The release a connection spoke, or at least its edition (a Bedrock refusal names none). */
function Version({ connection }: { connection: PlayerConnection }) {
  const { t } = useTranslation(playersNs);
  if (connection.version) return connection.version;
  return connection.edition === 'bedrock' ? t('bedrock') : '—';
}

/** Where a connection came from: its /24 or /48, country and provider. */
const whereFrom = (connection: PlayerConnection, lang: string) =>
  [
    connection.prefix,
    connection.country ? formatCountry(connection.country, connection.country, lang) : null,
    connection.asn === null ? null : `AS${connection.asn}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** One connection as a card: what a phone shows instead of the table's row. */
function ConnectionCard({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{connection.username ?? t('unknownName')}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(connection.at, timeFormat, lang)}
          </Text>
        </Group>
        <Text size="sm" ff="monospace">
          {whereFrom(connection, lang)}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {connection.domain && `${connection.domain} · `}
          <Version connection={connection} />
        </Text>
        <Outcome connection={connection} />
      </Stack>
    </Card>
  );
}

function ConnectionRow({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(connection.at, timeFormat, lang)}
      </Table.Td>
      <Table.Td>
        {connection.username ?? (
          <Text span c="dimmed" size="sm">
            {t('unknownName')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {whereFrom(connection, lang)}
        </Text>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{connection.domain ?? '—'}</Table.Td>
      <Table.Td>
        <Version connection={connection} />
      </Table.Td>
      <Table.Td>
        <Outcome connection={connection} />
      </Table.Td>
    </Table.Tr>
  );
}

const keyOf = (connection: PlayerConnection) =>
  `${connection.at}-${connection.outcome}-${connection.prefix}`;

/** A lookup's connections: cards on a phone, a table from `sm` on. */
export function Connections({ connections }: { connections: readonly PlayerConnection[] }) {
  const { t } = useTranslation(playersNs);
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {connections.map((connection) => (
          <ConnectionCard key={keyOf(connection)} connection={connection} />
        ))}
      </Stack>
      <Table verticalSpacing="sm" visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.when')}</Table.Th>
            <Table.Th>{t('columns.player')}</Table.Th>
            <Table.Th>{t('columns.from')}</Table.Th>
            <Table.Th>{t('columns.domain')}</Table.Th>
            <Table.Th>{t('columns.version')}</Table.Th>
            <Table.Th>{t('columns.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connections.map((connection) => (
            <ConnectionRow key={keyOf(connection)} connection={connection} />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
