import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { type Period, periodSeconds, periods } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveNetworkData } from '@/api/active-network';
import { pathTo } from '@/config/route-table';
import { networksNs } from '@/i18n/networks';
import { setTimeframe } from '@/lib/active-network';

/**
 * Days of analytics the active network keeps: its owner's plan's, which the API sends with the
 * network to its sub-users too (docs/decisions/2026-11-28-plan-limits-where-they-bite.md).
 */
function useHistoryDays(): number | null {
  return useActiveNetworkData().network?.history_days ?? null;
}

/**
 * The analytics timeframe (default one week); changing it clears loaded analytics
 * (docs/web.md#the-active-network-and-timeframe). Ranges longer than the plan keeps are marked,
 * and chosen, say so with the way to a larger plan.
 */
export function TimeframeSelect() {
  const { t } = useTranslation(networksNs);
  const { timeframe } = useActiveNetworkData();
  const days = useHistoryDays();
  const beyond = (period: Period) => days !== null && periodSeconds[period] > days * 86_400;
  return (
    <Stack gap={4} align="flex-end">
      <Select
        aria-label={t('timeframe')}
        w={190}
        allowDeselect={false}
        value={timeframe}
        onChange={(value) => value && setTimeframe(value as Period)}
        data={periods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        // Every range fits without a scroll bar, each with its mark.
        maxDropdownHeight={400}
        comboboxProps={{ width: 'max-content', position: 'bottom-end' }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <span>{option.label}</span>
            {beyond(option.value as Period) && (
              <Badge size="xs" variant="light" color="gray">
                {t('history.beyond')}
              </Badge>
            )}
          </Group>
        )}
      />
      {days !== null && beyond(timeframe) && (
        <Text size="xs" c="dimmed" ta="right" maw={360}>
          {t('history.note', { count: days })}{' '}
          <Anchor component={Link} to={pathTo('billing-plans')} size="xs" underline="always">
            {t('history.upgrade')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
