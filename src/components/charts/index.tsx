import { lazyPreloaded } from '@/lib/lazy-preloaded';
import { preloadable } from '@/lib/preloadable';
import type { ChartProps } from './chart-option';

export type { ChartOption, ChartProps } from './chart-option';

// echarts is its own chunk, fetched when a screen first draws a chart: the login page and the workbench never
// load it.
const loadEChart = preloadable(() => import(/* webpackChunkName: "charts" */ './EChart'));

/**
 * Starts fetching the chart code now: a screen whose charts wait for data calls it when it mounts, so the chunk
 * loads while the data is asked for instead of after it.
 */
export function preloadCharts(): void {
  void loadEChart();
}

/** A chart (echarts, SVG). While its code loads, an empty box of the same height keeps the layout still. */
export const Chart = lazyPreloaded(loadEChart, (props: ChartProps) => (
  <div style={{ height: props.height }} />
));
