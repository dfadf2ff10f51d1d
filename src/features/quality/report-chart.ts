import type { ChartOption } from '@/components/charts';

export interface ReportSeries {
  name: string;
  data: number[];
}

/** Above this many categories their names are slanted: side by side they would run into each other. */
const UPRIGHT_MAX = 6;
/** px of a category's name before it is cut with an ellipsis (the tooltip names it whole). */
const LABEL_WIDTH = 96;

/**
 * Counts per category (a day, a project, an intent level) as bars, for the quality reports. The legend names each
 * series and the value axis says what it counts; the grid keeps only the room its labels need (echarts's own
 * 60 px above and below left a 220 px chart a plot a few pixels high), and every name is drawn, slanted and
 * cut when there are many, instead of echarts dropping or overlapping them.
 */
export function reportBarsOption(
  categories: readonly string[],
  series: readonly ReportSeries[],
  valueName: string,
  /** days: echarts skips some at even steps when they do not fit; names: each one is drawn */
  categoryKind: 'days' | 'names' = 'names',
): ChartOption {
  const slanted = categoryKind === 'names' && categories.length > UPRIGHT_MAX;
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 48, bottom: 8 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: [...categories],
      axisLabel:
        categoryKind === 'days'
          ? { hideOverlap: true }
          : { interval: 0, rotate: slanted ? 30 : 0, width: LABEL_WIDTH, overflow: 'truncate' },
    },
    yAxis: { type: 'value', name: valueName, minInterval: 1 },
    series: series.map((s) => ({ type: 'bar' as const, name: s.name, data: [...s.data], barMaxWidth: 32 })),
  };
}
