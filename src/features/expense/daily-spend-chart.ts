import type { FeeDaySpend } from '@/api/generated/fees.gen';
import type { ChartOption } from '@/components/charts';
import { escapeHtml } from '@/lib/escape-html';
import { yuan } from '@/domain/money';

export interface DailySpendTexts {
  series: string;
  /** the tooltip of one day */
  day: (day: FeeDaySpend) => string;
  /** what a screen reader says of the whole chart */
  description: string;
}

/**
 * The bar chart of the account's spend per day, oldest day first, today last. The bars keep the server's fen
 * (so a bar is exactly a day's charges); only the axis and the tooltip show yuan.
 */
export function dailySpendOption(days: readonly FeeDaySpend[], texts: DailySpendTexts): ChartOption {
  return {
    aria: { enabled: true, label: { description: texts.description } },
    // echarts 6 shrinks the grid so its axis labels stay inside the chart (outerBounds), so no containLabel
    grid: { left: 8, right: 16, top: 16, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const day = first ? days[first.dataIndex] : undefined;
        // echarts puts a formatter's answer into the tooltip as HTML: the server's date must stay text
        return day ? escapeHtml(texts.day(day)) : '';
      },
    },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => yuan(v) } },
    series: [{ type: 'bar', name: texts.series, data: days.map((d) => d.amount), barMaxWidth: 24 }],
  };
}
