import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimeTick, type TimeUnit } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { echarts } from './echarts';

export interface ChartSeries {
  name: string;
  /** `[unix_ms, value]` as the API answers. */
  points: readonly (readonly [number, number])[];
  /** A palette name of the theme: primary, success, danger, warning. */
  color?: string;
  area?: boolean;
}

export interface TimeSeriesChartProps {
  series: readonly ChartSeries[];
  /** How an axis label and a tooltip value are written (docs/web.md#display-formats). */
  format: (value: number) => string;
  height?: number;
  /** Bars instead of lines (counts per step). */
  bars?: boolean;
}

const sameSeries = (a: readonly ChartSeries[], b: readonly ChartSeries[]) =>
  a.length === b.length &&
  a.every((s, i) => {
    const t = b[i];
    return (
      t !== undefined &&
      s.name === t.name &&
      s.color === t.color &&
      s.area === t.area &&
      s.points.length === t.points.length &&
      s.points.every(([time, value], j) => t.points[j]?.[0] === time && t.points[j]?.[1] === value)
    );
  });

/**
 * The series as last drawn while their content stays the same. Screens build new arrays on
 * every render (each query that arrives renders them again), and drawing costs far more than
 * comparing: at 4x CPU, a dashboard redrew its chart for over a second while it loaded.
 */
function useStableSeries(series: readonly ChartSeries[]) {
  const drawn = useRef(series);
  if (!sameSeries(drawn.current, series)) drawn.current = series;
  return drawn.current;
}

/** A zoomable time series (drag or scroll to zoom); the module loads only with a chart. */
export function TimeSeriesChart({
  series: given,
  format,
  height = 280,
  bars = false,
}: TimeSeriesChartProps) {
  const series = useStableSeries(given);
  // The formatters read the latest function: an inline one does not redraw the chart.
  const formatRef = useRef(format);
  formatRef.current = format;
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const scheme = useComputedColorScheme('light');
  const theme = useMantineTheme();
  const { i18n } = useTranslation();
  const { timeFormat } = usePreferences();

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const dark = scheme === 'dark';
    const text = dark ? theme.colors.dark[1] : theme.colors.gray[7];
    const line = dark ? theme.colors.dark[5] : theme.colors.gray[3];
    const locale = i18n.language;
    chart.current?.setOption(
      {
        animation: false,
        color: series.map((s) => theme.colors[s.color ?? 'primary']?.[6] ?? '#7367f0'),
        grid: {
          left: 8,
          right: 16,
          top: series.length > 1 ? 36 : 16,
          bottom: 48,
          containLabel: true,
        },
        legend: series.length > 1 ? { top: 0, textStyle: { color: text } } : { show: false },
        tooltip: {
          trigger: 'axis',
          valueFormatter: (value: unknown) => formatRef.current(Number(value)),
          axisPointer: {
            type: 'line',
            label: {
              formatter: ({ value }: { value: unknown }) =>
                formatDateTime(Number(value), timeFormat, locale, Number(value) % 60_000 !== 0),
            },
          },
        },
        xAxis: {
          type: 'time',
          axisLabel: {
            color: text,
            hideOverlap: true,
            // ECharts' own labels are English month names and a 24-hour clock; a tick of a
            // larger unit than its neighbours (a new day among hours) is bold, as ECharts does.
            formatter: (
              value: number,
              _index: number,
              extra?: { time?: { lowerTimeUnit: TimeUnit; level: number } },
            ) => {
              const label = formatTimeTick(
                value,
                extra?.time?.lowerTimeUnit ?? 'minute',
                timeFormat,
                locale,
              );
              return extra?.time?.level ? `{primary|${label}}` : label;
            },
          },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: 'value',
          axisLabel: { color: text, formatter: (value: number) => formatRef.current(value) },
          splitLine: { lineStyle: { color: line } },
        },
        dataZoom: [
          { type: 'inside', throttle: 50 },
          {
            type: 'slider',
            height: 18,
            bottom: 8,
            textStyle: { color: text },
            labelFormatter: (value: number) => formatDateTime(value, timeFormat, locale),
          },
        ],
        series: series.map((s) => ({
          name: s.name,
          type: bars ? 'bar' : 'line',
          showSymbol: false,
          smooth: false,
          areaStyle: s.area ? { opacity: 0.15 } : undefined,
          data: s.points.map(([time, value]) => [time, value]),
        })),
      },
      { notMerge: true },
    );
  }, [series, bars, scheme, theme, i18n.language, timeFormat]);

  return <div ref={host} style={{ width: '100%', height }} />;
}
