import { useEffect, useRef } from 'react';
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { init, use as register, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { FONT_FAMILY } from '@/lib/font-family';
import type { ChartProps } from './chart-option';

// Only what ChartOption allows, drawn as SVG: a smaller chunk than the canvas renderer's, and jsdom can draw it.
register([
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

/**
 * One echarts chart (loaded through Chart in index.tsx, never imported directly). Bound here rather than through
 * echarts-for-react: that binding built every chart twice (a throw-away instance drawn a frame early only to
 * read the container's size, then the real one), and every chart screen paid for it.
 */
export default function EChart({ option, height }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current!;
    // The size given, not left to echarts: a box not laid out yet (jsdom, a hidden tab) is drawn at width 0 and
    // resized when it shows, without echarts warning of an empty box.
    const instance = init(element, undefined, {
      renderer: 'svg',
      locale: 'ZH',
      width: element.clientWidth,
      height: element.clientHeight,
    });
    chart.current = instance;
    // The observer reports the box's size once when it starts, the size the chart was drawn at; it reads the
    // size the way echarts does (whole pixels), and only after layout, so nothing is laid out twice.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== instance.getWidth() || element.clientHeight !== instance.getHeight())
        instance.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // the console's fonts: echarts's own 'sans-serif' left each Chinese label to the browser's slow font lookup
    chart.current?.setOption({ textStyle: { fontFamily: FONT_FAMILY }, ...option }, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
