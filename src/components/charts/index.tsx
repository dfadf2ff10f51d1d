import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-option';

export type { ChartOption, ChartProps } from './chart-option';

// echarts is its own chunk, fetched when a screen first draws a chart: the login page and the workbench never
// load it.
const EChart = lazy(() => import(/* webpackChunkName: "charts" */ './EChart'));

/** A chart (echarts, SVG). While its code loads, an empty box of the same height keeps the layout still. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
