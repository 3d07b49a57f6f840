import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireNetwork } from '@/components/network/require-network';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { usePlayerLookup } from '../api/lookup-player';
import { Connections } from '../components/connections';
import { playersNs } from '../i18n';

/**
 * Whether a query is an address or a range narrower than the API looks up (a /24 or /48,
 * docs/security.md): said at once, without spending a lookup.
 */
function tooNarrow(q: string): boolean {
  const [address = '', bits] = q.split('/');
  const v6 = address.includes(':');
  if (!v6 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return false;
  return bits === undefined || Number(bits) > (v6 ? 48 : 24);
}

/**
 * Player lookup: a player name's (or an address range's) recent connections to the network,
 * each with what the edge decided and why (docs/api.md, player lookup). Addresses show as
 * their /24 or /48 only, as the API answers them (docs/security.md).
 */
function PlayerLookup({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [narrow, setNarrow] = useState(false);
  const lookup = usePlayerLookup(network.id, asked);
  const limited =
    lookup.error instanceof ApiError && lookup.error.status === 429
      ? Date.now() + (lookup.error.retryAfterSeconds ?? 60) * 1000
      : null;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text size="sm">{t('intro')}</Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const q = typed.trim();
              setNarrow(tooNarrow(q));
              if (q && !tooNarrow(q)) setAsked(q);
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('query')}
                description={t('queryHint')}
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setNarrow(false);
                }}
                error={narrow ? t('narrow') : undefined}
                maxLength={64}
                style={{ flex: '1 1 260px' }}
              />
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('search')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
      {asked !== null && (
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
      )}
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <PlayerLookup network={network} />}</RequireNetwork>;
}
