import type { FeeDaySpend } from '@/api/generated/fees.gen';
import { dailySpendOption } from '@/features/expense/daily-spend-chart';

const days: FeeDaySpend[] = Array.from({ length: 30 }, (_v, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  amount: i * 101,
  call_units: i,
}));
const texts = {
  series: '消费',
  day: (d: FeeDaySpend) => `${d.date}:${d.amount}`,
  description: '近30天',
};

describe('daily spend chart option', () => {
  it('draws one bar per day in fen, oldest first, and labels the axis in yuan', () => {
    const option = dailySpendOption(days, texts);
    const series = option.series as { type: string; data: number[] }[];
    expect(series[0]).toMatchObject({ type: 'bar', data: days.map((d) => d.amount) });
    expect((option.xAxis as { data: string[] }).data.at(-1)).toBe('11-30');
    const axis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(axis.axisLabel.formatter(2929)).toBe('29.29');
    expect(option.aria).toEqual({ enabled: true, label: { description: '近30天' } });
  });

  it("shows the hovered day's texts in the tooltip", () => {
    const tooltip = dailySpendOption(days, texts).tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 29 }])).toBe('2026-11-30:2929');
    expect(tooltip.formatter({ dataIndex: 0 })).toBe('2026-11-01:0');
  });

  it('the tooltip is HTML that shows the texts literally: markup from the server stays text', () => {
    const odd = [{ date: '<img src=x onerror="window.__xss=1">', amount: 1, call_units: 1 }];
    const tooltip = dailySpendOption(odd, texts).tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ dataIndex: 0 })).toBe(
      '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;:1',
    );
  });
});
