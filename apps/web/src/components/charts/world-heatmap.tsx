import { useCallback } from 'react';
import { ChartFrame } from './chart-frame';
import { EChart } from './e-chart';
import { registerWorldMap } from './world-map';

export interface CountryValue {
  /** ISO 3166-1 numeric code. */
  id: number;
  name: string;
  value: number;
}

interface WorldHeatmapProps {
  data: readonly CountryValue[] | undefined;
  loading: boolean;
  label: string;
  emptyText: string;
  formatValue: (value: number) => string;
  height?: number;
}

/** Countries shaded by a value on a flat, zoomable world map. */
export function WorldHeatmap({
  data,
  loading,
  label,
  emptyText,
  formatValue,
  height = 360,
}: WorldHeatmapProps) {
  const option = useCallback(
    (colors: { text: string; line: string; muted: string }) => {
      const max = Math.max(1, ...(data ?? []).map((d) => d.value));
      const names = new Map((data ?? []).map((d) => [String(d.id), d.name]));
      return {
        animation: false,
        tooltip: {
          trigger: 'item',
          formatter: (p: { name: string; value: number }) =>
            Number.isFinite(p.value) ? `${names.get(p.name) ?? ''}: ${formatValue(p.value)}` : '',
        },
        visualMap: {
          min: 0,
          max,
          left: 8,
          bottom: 8,
          calculable: false,
          inRange: { color: ['#e0dcfc', '#7367F0'] },
          textStyle: { color: colors.muted },
          formatter: (value: number) => formatValue(value),
        },
        series: [
          {
            type: 'map',
            map: 'world',
            roam: true,
            scaleLimit: { min: 1, max: 8 },
            itemStyle: { areaColor: colors.line, borderColor: colors.muted, borderWidth: 0.3 },
            emphasis: { label: { show: false }, itemStyle: { areaColor: '#FF9F43' } },
            select: { disabled: true },
            data: (data ?? []).map((d) => ({ name: String(d.id), value: d.value })),
          },
        ],
      };
    },
    [data, formatValue],
  );
  return (
    <ChartFrame
      loading={loading}
      empty={!data || data.every((d) => d.value === 0)}
      emptyText={emptyText}
      height={height}
    >
      <EChart option={option} height={height} label={label} prepare={registerWorldMap} />
    </ChartFrame>
  );
}
