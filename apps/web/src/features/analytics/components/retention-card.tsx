import { Card, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatCount, formatPercent } from '@/lib/format';
import { useRetention } from '../api/analytics-retention';
import { analyticsNs } from '../i18n';

const days = [
  ['day_1', 'day1'],
  ['day_7', 'day7'],
  ['day_30', 'day30'],
] as const;

/** Day 1, 7 and 30 retention, each with the size of the cohort it was measured on. */
export function RetentionCard({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const retention = useRetention(network.id);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5">
        {t('retention.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('retention.intro')}
      </Text>
      <QueryState queries={[retention]} mih={140}>
        {() =>
          retention.data && (
            <SimpleGrid cols={3}>
              {days.map(([key, label]) => {
                const share = retention.data[key];
                return (
                  <Stack key={key} align="center" gap={2}>
                    <RingProgress
                      size={96}
                      thickness={9}
                      roundCaps
                      sections={
                        share.players > 0 ? [{ value: share.value * 100, color: 'primary' }] : []
                      }
                      label={
                        <Text ta="center" fw={700} size="sm">
                          {share.players > 0 ? formatPercent(share.value, lang) : '—'}
                        </Text>
                      }
                    />
                    <Text size="sm" fw={600}>
                      {t(`retention.${label}`)}
                    </Text>
                    <Text size="xs" c="dimmed" ta="center">
                      {share.players > 0
                        ? t('retention.cohort', { count: formatCount(share.players, lang) })
                        : t('retention.none')}
                    </Text>
                  </Stack>
                );
              })}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Card>
  );
}
