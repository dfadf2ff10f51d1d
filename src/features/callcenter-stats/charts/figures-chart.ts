import type { ChartOption } from '@/components/charts';
import type { CallFigures } from '../api';
import { answerRate } from '../figures';

export interface FiguresChartTexts {
  calls: string;
  answered: string;
  rate: string;
  /** what a screen reader says of the whole chart */
  description: string;
}

const ratePercent = (f: CallFigures) => {
  const r = answerRate(f);
  return r === null ? null : Math.round(r * 1000) / 10;
};

/**
 * Calls and answered calls as bars per agent, queue or day, and the answer rate as a line on its own axis
 * (percent); `line` draws the counts as lines too (a trend over days).
 */
export function figuresChartOption(
  labels: readonly string[],
  rows: readonly CallFigures[],
  texts: FiguresChartTexts,
  line = false,
): ChartOption {
  const kind = line ? ('line' as const) : ('bar' as const);
  return {
    aria: { enabled: true, label: { description: texts.description } },
    grid: { left: 8, right: 8, top: 40, bottom: 8 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: [...labels],
      // a bar's name under each bar wherever it fits (echarts's own spacing skipped every other department); a
      // trend's days may skip
      axisLabel: line ? {} : { interval: 0, hideOverlap: true },
    },
    yAxis: [
      { type: 'value' },
      { type: 'value', max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
    ],
    series: [
      { type: kind, name: texts.calls, data: rows.map((r) => r.calls), barMaxWidth: 24, smooth: line },
      { type: kind, name: texts.answered, data: rows.map((r) => r.answered), barMaxWidth: 24, smooth: line },
      { type: 'line', name: texts.rate, yAxisIndex: 1, data: rows.map(ratePercent), smooth: true },
    ],
  };
}
