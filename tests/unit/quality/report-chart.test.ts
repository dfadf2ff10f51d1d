import { reportBarsOption } from '@/features/quality/report-chart';

const SERIES = [
  { name: '质检通话', data: [3, 4] },
  { name: '合格', data: [2, 4] },
];

describe('quality report bars', () => {
  it('names every series in a legend and the value axis, and leaves the plot its height', () => {
    const option = reportBarsOption(['11-01', '11-02'], SERIES, '通话数', 'days');
    expect(option.legend).toBeDefined();
    expect((option.series as { name: string }[]).map((s) => s.name)).toEqual(['质检通话', '合格']);
    expect(option.yAxis).toMatchObject({ name: '通话数' });
    // echarts's own margins are 60 px above and below: a 220 px chart kept a plot of about 100 px
    expect(option.grid).toMatchObject({ top: 48, bottom: 8 });
  });

  it('draws every project name, slanted and cut when there are many; days may skip', () => {
    const names = Array.from({ length: 8 }, (_v, i) => `质检任务${i}`);
    const axisLabel = (categories: string[], kind?: 'days' | 'names') =>
      (reportBarsOption(categories, SERIES, '通话数', kind).xAxis as { axisLabel: object }).axisLabel;
    expect(axisLabel(names)).toMatchObject({ interval: 0, rotate: 30, overflow: 'truncate' });
    expect(axisLabel(names.slice(0, 3))).toMatchObject({ interval: 0, rotate: 0 });
    expect(axisLabel(['11-01', '11-02'], 'days')).toEqual({ hideOverlap: true });
  });
});
