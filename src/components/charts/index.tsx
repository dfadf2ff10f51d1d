import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-option';

export type { ChartOption, ChartProps } from './chart-option';

// echarts is its own chunk, fetched when a screen first draws a chart: the login page and the workbench never
// load it.
const loadEChart = () => import(/* webpackChunkName: "charts" */ './EChart');
const EChart = lazy(loadEChart);

/**
 * Starts fetching the chart code now: a screen whose charts wait for data calls it when it mounts, so the chunk
 * loads while the data is asked for instead of after it.
 */
export function preloadCharts(): void {
  void loadEChart();
}

/** A chart (echarts, SVG). While its code loads, an empty box of the same height keeps the layout still. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
