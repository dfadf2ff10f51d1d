import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartProps } from './chart-option';

// Only what ChartOption allows, drawn as SVG: a smaller chunk than the canvas renderer's, and jsdom can draw it.
echarts.use([BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

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
