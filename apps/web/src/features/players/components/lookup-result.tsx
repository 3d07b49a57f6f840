import { Alert, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { usePlayerLookup } from '../api/lookup-player';
import { playersNs } from '../i18n';
import { Connections } from './connections';

/**
 * The answer to a lookup of `asked`: its connections since the start of what the API keeps,
 * or, when the API says the caller looked up too often, when they may look again.
 */
export function LookupResult({ networkId, asked }: { networkId: number; asked: string }) {
  const { t, i18n } = useTranslation(playersNs);
  const lookup = usePlayerLookup(networkId, asked);
  const { timeFormat } = usePreferences();
  const limited =
    lookup.error instanceof ApiError && lookup.error.status === 429
      ? Date.now() + (lookup.error.retryAfterSeconds ?? 60) * 1000
      : null;
  return (
    <Card withBorder radius="md" padding="lg">
      {limited !== null ? (
        <Alert color="gray">
          {t('limited', { time: formatTime(limited, timeFormat, i18n.language) })}
        </Alert>
      ) : (
        <QueryState queries={[lookup]} mih={160}>
          {() =>
            lookup.data && (
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('since', {
                    date: formatDateTime(lookup.data.since, timeFormat, i18n.language),
                  })}
                </Text>
                {lookup.data.connections.length === 0 ? (
                  <Text>{t('none', { q: asked })}</Text>
                ) : (
                  <Connections connections={lookup.data.connections} />
                )}
              </Stack>
            )
          }
        </QueryState>
      )}
    </Card>
  );
}
