import { Badge, Stack, Text } from '@mantine/core';
import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatTime } from '@/lib/format';
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
export function ConnectionOutcome({ connection }: { connection: PlayerConnection }) {
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
