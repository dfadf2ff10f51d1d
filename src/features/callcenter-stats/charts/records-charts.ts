import type { ChartOption } from '@/components/charts';
import type { HeatCell } from '../api';

/** Calls by hour (x) and weekday (y, Monday on top) as a heat map. */
export function heatmapOption(
  cells: readonly HeatCell[],
  weekdays: readonly string[],
  description: string,
): ChartOption {
  const max = cells.reduce((m, c) => Math.max(m, c.calls), 0);
  return {
    aria: { enabled: true, label: { description } },
    // room below the hours for the colour scale and its handles' figures
    grid: { left: 8, right: 8, top: 8, bottom: 84 },
    tooltip: { position: 'top' },
    xAxis: {
      type: 'category',
      data: Array.from({ length: 24 }, (_v, h) => String(h)),
      splitArea: { show: true },
    },
    yAxis: { type: 'category', data: [...weekdays], inverse: true, splitArea: { show: true } },
    visualMap: { min: 0, max: max || 1, calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
    series: [{ type: 'heatmap', data: cells.map((c) => [c.hour, c.weekday, c.calls]) }],
  };
}

export interface Slice {
  name: string;
  value: number;
}

/**
 * Shares of a whole (results, intent levels, outcomes) as a ring: the legend names each slice with its count, the
 * hovered slice shows its share in the middle. Labels around the ring said the names a second time, crowded a
 * third of a screen's width at eight slices, and placing them (echarts's overlap avoidance) was a sixth of the
 * chart's drawing.
 */
export function ringOption(slices: readonly Slice[], description: string): ChartOption {
  const counts = new Map(slices.map((s) => [s.name, s.value]));
  return {
    aria: { enabled: true, label: { description } },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, formatter: (name: string) => `${name} ${counts.get(name) ?? ''}` },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        label: { show: false, position: 'center', formatter: '{b}\n{d}%' },
        emphasis: { label: { show: true, fontSize: 16, fontWeight: 'bold' } },
        data: slices.map((s) => ({ ...s })),
      },
    ],
  };
}

/** Counts per category as bars (talk-time buckets). */
export function barsOption(slices: readonly Slice[], series: string, description: string): ChartOption {
  return {
    aria: { enabled: true, label: { description } },
    grid: { left: 8, right: 8, top: 16, bottom: 8 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: slices.map((s) => s.name) },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', name: series, data: slices.map((s) => s.value), barMaxWidth: 40 }],
  };
}

/**
 * A conversion funnel, widest step first, filling its box: echarts's own 60 px above and below and a 0–100
 * width scale drew a 300 px card's funnel at half its height.
 */
export function funnelOption(steps: readonly Slice[], description: string): ChartOption {
  return {
    aria: { enabled: true, label: { description } },
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        top: 8,
        bottom: 8,
        left: '2%',
        width: '60%',
        min: 0,
        max: Math.max(1, ...steps.map((s) => s.value)),
        // a step with no calls still shows as a sliver under its name
        minSize: '4%',
        gap: 2,
        // beside the funnel: its lower steps are often too narrow for their names
        label: { position: 'right', formatter: '{b} {c}' },
        data: steps.map((s) => ({ ...s })),
      },
    ],
  };
}

export interface DaySeries {
  name: string;
  data: number[];
}

/** Counts per day as lines (the robot calls' trend). */
export function daysOption(
  days: readonly string[],
  series: readonly DaySeries[],
  description: string,
): ChartOption {
  return {
    aria: { enabled: true, label: { description } },
    grid: { left: 8, right: 8, top: 40, bottom: 8 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...days] },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ type: 'line' as const, name: s.name, data: [...s.data], smooth: true })),
  };
}
