import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartProps } from './chart-option';

// Only what ChartOption allows, drawn as SVG: a smaller chunk than the canvas renderer's, and jsdom can draw it.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  AriaComponent,
  SVGRenderer,
]);

const OPTS = { renderer: 'svg', locale: 'ZH' } as const;

/** One echarts chart (loaded through Chart in index.tsx, never imported directly). */
export default function EChart({ option, height }: ChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      opts={OPTS}
      notMerge
      style={{ width: '100%', height }}
    />
  );
}
