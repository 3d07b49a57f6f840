import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { EChart } from './e-chart';

export interface Ranked {
  label: string;
  value: number;
}

interface RankingChartProps {
  data: readonly Ranked[] | undefined;
  loading: boolean;
  label: string;
  emptyText: string;
  formatValue: (value: number) => string;
  /** Bars shown; the rest are left out (the API ranks largest first). */
  limit?: number;
}

/**
 * Horizontal bars, largest on top. The canvas says nothing to a screen reader, so its label
 * names every bar with its figure.
 */
export function RankingChart({
  data,
  loading,
  label,
  emptyText,
  formatValue,
  limit = 10,
}: RankingChartProps) {
  const { i18n } = useTranslation();
  const shown = (data ?? []).slice(0, limit);
  const bars = new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
    shown.map((d) => `${d.label} ${formatValue(d.value)}`),
  );
  const height = Math.max(120, shown.length * 30 + 40);
  const option = useCallback(
    (colors: { text: string; line: string; muted: string }) => ({
      color: ['#7367F0'],
      animation: false,
      grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: number) => formatValue(v),
      },
      xAxis: { type: 'value', show: false },
      yAxis: {
        type: 'category',
        inverse: true,
        data: shown.map((d) => d.label),
        axisLabel: { color: colors.text, width: 160, overflow: 'truncate' },
        axisLine: { lineStyle: { color: colors.line } },
        axisTick: { show: false },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 18,
          data: shown.map((d) => d.value),
          label: {
            show: true,
            position: 'right',
            color: colors.muted,
            formatter: ({ value }: { value: number }) => formatValue(value),
          },
        },
      ],
    }),
    [shown, formatValue],
  );
  return (
    <ChartFrame
      loading={loading}
      empty={shown.length === 0 || shown.every((d) => d.value === 0)}
      emptyText={emptyText}
      height={height}
    >
      <EChart option={option} height={height} label={`${label}: ${bars}`} />
    </ChartFrame>
  );
}
