import { Select } from '@mantine/core';
import { type Period, periods } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { networksNs } from '@/i18n/networks';
import { setTimeframe, useActiveNetwork } from '@/lib/active-network';

/**
 * The analytics timeframe (default one week); changing it clears loaded analytics
 * (docs/web.md#the-active-network-and-timeframe).
 */
export function TimeframeSelect() {
  const { t } = useTranslation(networksNs);
  const { timeframe } = useActiveNetwork();
  return (
    <Select
      aria-label={t('timeframe')}
      w={190}
      allowDeselect={false}
      value={timeframe}
      onChange={(value) => value && setTimeframe(value as Period)}
      data={periods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
    />
  );
}
