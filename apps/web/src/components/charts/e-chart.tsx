import { Box, useComputedColorScheme } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type ChartOption = EChartsCoreOption;

/**
 * Text and line colours of the charts in each colour scheme (docs/web.md#themes-and-preferences).
 */
export interface SchemeColors {
  text: string;
  line: string;
  muted: string;
}

const schemeColors: Record<'light' | 'dark', SchemeColors> = {
  light: { text: '#4b4b4b', line: '#ebe9f1', muted: '#b9b9c3' },
  dark: { text: '#d0d2d6', line: '#3b4253', muted: '#676d7d' },
};

export const chartPalette = ['#7367F0', '#28C76F', '#FF9F43', '#EA5455', '#00CFE8', '#82868b'];

interface EChartProps {
  option: (colors: SchemeColors) => ChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** Runs before the first draw, e.g. to register a map. */
  prepare?: () => Promise<void>;
}

/**
 * An Apache ECharts canvas. ECharts is loaded on first use, so only screens that draw a chart
 * pay for it; the chart follows the colour scheme and the width of its container.
 */
export function EChart({ option, height = 280, label, prepare }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const scheme = useComputedColorScheme('light');
  const chart = useRef<import('echarts/core').ECharts | null>(null);
  // The latest option, read when the chart is (re)built without rebuilding it on every change.
  const latest = useRef(option);
  latest.current = option;

  // The chart is built once per colour scheme (the colours are part of the option).
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void (async () => {
      const { echarts } = await import('./echarts');
      await prepare?.();
      if (disposed || !element.current) return;
      chart.current = echarts.init(element.current, undefined, { renderer: 'canvas' });
      chart.current.setOption(latest.current(schemeColors[scheme]));
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(element.current);
    })();
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [scheme, prepare]);

  useEffect(() => {
    chart.current?.setOption(option(schemeColors[scheme]), { notMerge: true });
  }, [option, scheme]);

  return <Box ref={element} h={height} w="100%" role="img" aria-label={label} />;
}
