import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysBetween } from '@mocks/db/stats-random';
import { seatsIn } from '@mocks/db/stats-seats';
import { dayFigures, gridOf, totalFigures } from '@mocks/db/stats-sum';
import { holdClock } from '@tests/support/clock';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { chartOption, day, expectedAgents, expectedTotal, hms, percent, tableRows } from './support';

// the floor calls on through today: the page's figures and the expected ones are read at one moment
beforeEach(() => holdClock());

/** A key figure, found by its title. */
const kpi = (title: string) => {
  const card = screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-card') as HTMLElement;
  return {
    value: card.querySelector('.ant-statistic-content')!.textContent,
    change: card.querySelector('.ant-typography')?.textContent ?? '',
  };
};

const WEEK = `?start=${day(6)}&end=${day(0)}`;

it('[ROUTES-CALLCENTRE-02] /dashboard/allstatistics shows the company’s figures, their change against the week before and the trend per day', async () => {
  renderApp(undefined, { user: 'admin', url: `/dashboard/allstatistics${WEEK}` });
  expect(await screen.findByRole('heading', { name: '统计总览' }, SLOW)).toBeInTheDocument();
  const now = expectedTotal(day(6), day(0));
  const before = expectedTotal(day(13), day(7));
  await waitFor(() => expect(kpi('呼叫数').value).toBe(now.calls.toLocaleString('en-US')), SLOW);
  expect(kpi('呼叫数').change).toContain(percent(Math.abs(now.calls - before.calls), before.calls));
  expect(kpi('接通数').value).toBe(now.answered.toLocaleString('en-US'));
  expect(kpi('接通率').value).toBe(percent(now.answered, now.calls));
  expect(kpi('通话时长').value).toBe(hms(now.talk_seconds));
  expect(kpi('平均处理时长').value).toBe(hms(Math.round(now.handle_seconds / now.answered)));

  const chart = await screen.findByLabelText(/^每日呼叫趋势图/, {}, SLOW);
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), SLOW);
  const grid = gridOf(seatsIn(null), daysBetween(day(6), day(0)));
  const trend = chartOption<{ series: { data: number[] }[] }>(chart);
  expect(trend.series[0]!.data).toEqual(grid.days.map((_d, i) => dayFigures(grid, i).calls));
  expect(trend.series[0]!.data.reduce((t, n) => t + n, 0)).toBe(totalFigures(grid).calls);

  const top = within(screen.getByText('呼叫量前十坐席').closest('.ant-card') as HTMLElement);
  const rows = tableRows(top.getByRole('table'));
  expect(rows).toHaveLength(10);
  expect(rows.map((r) => r[0])).toEqual(
    expectedAgents(day(6), day(0))
      .slice(0, 10)
      .map((a) => a.name),
  );
}, 120_000);

it('[ROUTES-CALLCENTRE-02] /dashboard/allstatistics: a range change changes the figures', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: `/dashboard/allstatistics${WEEK}` });
  const week = expectedTotal(day(6), day(0));
  await waitFor(() => expect(kpi('呼叫数').value).toBe(week.calls.toLocaleString('en-US')), SLOW);
  await user.click(screen.getByText('近30天'));
  const month = expectedTotal(day(29), day(0));
  await waitFor(() => expect(kpi('呼叫数').value).toBe(month.calls.toLocaleString('en-US')), SLOW);
  // the agents who made a call in the month, of everyone in the admin's scope
  const agents = expectedAgents(day(29), day(0));
  expect(kpi('有呼叫的坐席').value).toBe(`${agents.filter((a) => a.calls > 0).length} / ${agents.length}`);
}, 120_000);

it('[ROUTES-CALLCENTRE-03] /dashboard/allrecords draws the calls by weekday × hour, by result and by talk time, each adding up to the calls', async () => {
  renderApp(undefined, { user: 'admin', url: `/dashboard/allrecords${WEEK}` });
  const total = expectedTotal(day(6), day(0));
  const heat = await screen.findByLabelText(/^呼叫时段热力图/, {}, SLOW);
  expect(heat).toHaveAttribute('aria-label', expect.stringContaining(`共 ${total.calls} 次`));
  await waitFor(() => expect(heat.querySelector('svg')).not.toBeNull(), SLOW);
  const cells = chartOption<{ series: { data: [number, number, number][] }[] }>(heat).series[0]!.data;
  expect(cells).toHaveLength(168);
  expect(cells.reduce((t, c) => t + c[2], 0)).toBe(total.calls);
  const ring = screen.getByLabelText(/^呼叫结果环形图/);
  const results = chartOption<{ series: { data: { name: string; value: number }[] }[] }>(ring).series[0]!
    .data;
  expect(results.reduce((t, r) => t + r.value, 0)).toBe(total.calls);
  expect(results.find((r) => r.name === '已接通')!.value).toBe(total.answered);
  // the ring's legend names each result with its count
  for (const r of results) expect(within(ring).getByText(`${r.name} ${r.value}`)).toBeInTheDocument();
  const durations = chartOption<{ series: { data: number[] }[] }>(
    screen.getByLabelText(/^通话时长分布柱状图/),
  );
  expect(durations.series[0]!.data.reduce((t, n) => t + n, 0)).toBe(total.answered);
  expect(kpi('接通率').value).toBe(percent(total.answered, total.calls));
}, 120_000);

it('[ROUTES-CALLCENTRE-04] /dashboard/aistatistics shows intent levels A–F, outcomes, a narrowing funnel and the tasks', async () => {
  renderApp(undefined, { user: 'admin', url: `/dashboard/aistatistics${WEEK}` });
  const funnel = await screen.findByLabelText(/^转化漏斗图/, {}, SLOW);
  await waitFor(() => expect(funnel.querySelector('svg')).not.toBeNull(), SLOW);
  const steps = chartOption<{ series: { data: { name: string; value: number }[] }[] }>(funnel).series[0]!
    .data;
  expect(steps.map((s) => s.name)).toEqual(['外呼数', '接通数', '有效通话', '意向客户', '成交转化']);
  steps.slice(1).forEach((s, i) => expect(s.value).toBeLessThan(steps[i]!.value));
  const intents = chartOption<{ series: { data: { name: string; value: number }[] }[] }>(
    screen.getByLabelText(/^意向等级环形图/),
  ).series[0]!.data;
  expect(intents.map((i) => i.name)).toEqual(['A类', 'B类', 'C类', 'D类', 'E类', 'F类']);
  expect(intents.reduce((t, i) => t + i.value, 0)).toBe(steps[1]!.value);
  expect(intents[0]!.value + intents[1]!.value).toBe(steps[3]!.value);
  const tasks = tableRows(screen.getByText('任务统计').closest('.ant-card') as HTMLElement);
  expect(tasks.reduce((t, r) => t + Number(r[1]), 0)).toBe(steps[0]!.value);
  for (const [, called, answered, rate] of tasks)
    if (Number(called)) expect(rate).toBe(percent(Number(answered), Number(called)));
  expect(kpi('外呼数').value).toBe(steps[0]!.value.toLocaleString('en-US'));
  const days = chartOption<{ series: { data: number[] }[]; xAxis: { data: string[] }[] }>(
    screen.getByLabelText(/^每日外呼趋势图：7 天/),
  );
  expect(days.xAxis[0]!.data).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => day(n).slice(5)));
  expect(days.series[0]!.data.reduce((t, n) => t + n, 0)).toBe(steps[0]!.value);
}, 120_000);

it('[ROUTES-CALLCENTRE-02] wallboard mode fills the screen (Fullscreen API), or the window where the browser refuses, with larger type', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: `/dashboard/allstatistics${WEEK}` });
  const frame = await screen.findByTestId('dashboard', {}, SLOW);
  // jsdom has no Fullscreen API: the fallback covers the window; Esc leaves it
  await user.click(screen.getByRole('button', { name: /大屏模式/ }));
  expect(frame).toHaveAttribute('data-wallboard', 'on');
  expect(frame).toHaveStyle({ position: 'fixed' });
  expect(screen.getByRole('heading', { level: 2, name: '统计总览' })).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(frame).toHaveAttribute('data-wallboard', 'off');

  // a browser with the API: the dashboard itself goes full screen and leaves with the browser's own exit
  let full: Element | null = null;
  const request = jest.fn(function (this: Element) {
    full = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the element asked to go full screen
    return Promise.resolve();
  });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => full });
  try {
    await user.click(screen.getByRole('button', { name: /大屏模式/ }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(full).toBe(frame);
    expect(frame).toHaveAttribute('data-wallboard', 'on');
    expect(frame).not.toHaveStyle({ position: 'fixed' });
    act(() => {
      full = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(frame).toHaveAttribute('data-wallboard', 'off');
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenElement');
  }
}, 120_000);

it('[ROUTES-CALLCENTRE-02] the floating call button and 今日群呼 stay off every dashboard, and come back off it', async () => {
  const { router } = renderApp(undefined, { user: 'admin', url: `/dashboard/allstatistics${WEEK}` });
  for (const [path, title] of [
    ['/dashboard/allstatistics', '统计总览'],
    ['/dashboard/allrecords', '通话总览'],
    ['/dashboard/aistatistics', 'AI统计'],
  ] as const) {
    await act(() => router.navigate(`${path}${WEEK}`));
    expect(await screen.findByRole('heading', { name: title }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '拨号' })).toBeNull();
    expect(screen.queryByRole('button', { name: '今日群呼' })).toBeNull();
  }
  await act(() => router.navigate(`/callcenter/statistics${WEEK}`));
  expect(await screen.findByRole('button', { name: '拨号' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '今日群呼' })).toBeInTheDocument();
}, 120_000);
