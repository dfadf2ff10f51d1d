import { screen, waitFor, within } from '@testing-library/react';
import { readSheet } from '@/components/data-table';
import { callQueues } from '@mocks/db/callcenter-queues';
import { staffTable } from '@mocks/db/staff';
import { holdClock } from '@tests/support/clock';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import {
  chartOption,
  day,
  expectedAgents,
  expectedTotal,
  hms,
  percent,
  tableRows,
  totalRow,
} from './support';

// the floor calls on through today: the page's figures and the expected ones are read at one moment
beforeEach(() => holdClock());

const WEEK = `/callcenter/statistics?start=${day(6)}&end=${day(0)}`;

const paramsOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}

it('[ROUTES-CALLCENTRE-11] /callcenter/statistics by day: each day’s rate and handle time computed right, the total row the sum of the days', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: WEEK });
  await user.click(await screen.findByText('按日期', {}, SLOW));
  await waitFor(() => expect(tableRows()).toHaveLength(7), SLOW);
  const rows = tableRows();
  expect(rows.map((r) => r[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
  for (const [, calls, answered, rate] of rows) expect(rate).toBe(percent(Number(answered), Number(calls)));
  const expected = expectedTotal(day(6), day(0));
  const sum = (i: number) => rows.reduce((t, r) => t + Number(r[i]), 0);
  expect(totalRow()).toEqual([
    '合计',
    String(expected.calls),
    String(expected.answered),
    percent(expected.answered, expected.calls),
    hms(expected.talk_seconds),
    hms(Math.round(expected.handle_seconds / expected.answered)),
  ]);
  expect(sum(1)).toBe(expected.calls);
  expect(sum(2)).toBe(expected.answered);
  const chart = screen.getByLabelText(/^呼叫统计图（按日期）/);
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), SLOW);
  const option = chartOption<{ series: { data: number[] }[] }>(chart);
  expect(option.series[0]!.data).toEqual(rows.map((r) => Number(r[1])));
}, 120_000);

it('[ROUTES-CALLCENTRE-11] /callcenter/statistics by agent: the busiest agent first with its real figures; a range change changes the figures', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: WEEK });
  const week = expectedAgents(day(6), day(0));
  await waitFor(() => expect(tableRows()[0]?.[0]).toBe(week[0]!.name), SLOW);
  const first = tableRows()[0]!;
  expect(first.slice(2, 6)).toEqual([
    String(week[0]!.calls),
    String(week[0]!.answered),
    percent(week[0]!.answered, week[0]!.calls),
    hms(week[0]!.talk_seconds),
  ]);
  const weekTotal = expectedTotal(day(6), day(0));
  expect(totalRow()[1]).toBe(String(weekTotal.calls));

  await user.click(screen.getByText('近30天'));
  const month = expectedTotal(day(29), day(0));
  await waitFor(() => expect(totalRow()[1]).toBe(String(month.calls)), SLOW);
  expect(month.calls).toBeGreaterThan(weekTotal.calls);
  expect(totalRow()[2]).toBe(String(month.answered));
  expect(tableRows()[0]![0]).toBe(expectedAgents(day(29), day(0))[0]!.name);
}, 120_000);

it('[ROUTES-CALLCENTRE-11] /callcenter/statistics filtered by a queue holds that queue’s agents and their total', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: WEEK });
  await waitFor(() => expect(tableRows()).toHaveLength(20), SLOW);
  await user.click(screen.getByRole('combobox', { name: '全部队列' }));
  await user.click(await screen.findByTitle('大客户组'));
  // the queue table's members
  const big = callQueues.all().find((q) => q.name === '大客户组')!;
  const members = expectedAgents(day(6), day(0)).filter((a) => big.staff_ids.includes(a.id));
  const calls = members.reduce((t, a) => t + a.calls, 0);
  await waitFor(() => expect(totalRow()[1]).toBe(String(calls)), SLOW);
  expect(tableRows().map((r) => r[0])).toEqual(members.slice(0, 20).map((a) => a.name)); // the first page;
}, 120_000);

it('[ROUTES-CALLCENTRE-11] /callcenter/statistics filtered by a department holds its agents only', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: WEEK });
  await waitFor(() => expect(tableRows()).toHaveLength(20), SLOW);
  await user.click(screen.getByRole('combobox', { name: '全部部门' }));
  await user.click(await screen.findByTitle('电销二组'));
  const team = expectedAgents(day(6), day(0)).filter((a) => a.department_id === 8);
  await waitFor(() => expect(totalRow()[1]).toBe(String(team.reduce((t, a) => t + a.calls, 0))), SLOW);
  expect(tableRows().every((r) => r[1] === '电销二组')).toBe(true);
}, 120_000);

it('[ROUTES-CALLCENTRE-11] an agent’s statistics hold their department’s staff only', async () => {
  renderApp(undefined, { user: 'agent', url: WEEK });
  const agent = staffTable.all().find((u) => u.username === 'agent')!;
  const team = staffTable.list((s) => s.department_id === agent.department_id);
  await waitFor(() => expect(tableRows()).toHaveLength(team.length), SLOW);
  expect(
    tableRows()
      .map((r) => r[0])
      .sort(),
  ).toEqual(team.map((s) => s.linkman).sort());
}, 120_000);

it('[ROUTES-CALLCENTRE-11] /callcenter/statistics exports the rows and the total to .xlsx', async () => {
  const files = captureDownloads();
  const { user } = renderApp(undefined, { user: 'admin', url: WEEK });
  await user.click(await screen.findByText('按队列', {}, SLOW));
  // a row per queue, and 未加入队列 when staff in no queue made calls that week
  const queued = new Set(callQueues.all().flatMap((q) => q.staff_ids));
  const unqueued = expectedAgents(day(6), day(0)).some((a) => !queued.has(a.id) && a.calls > 0);
  const names = [...callQueues.all().map((q) => q.name), ...(unqueued ? ['未加入队列'] : [])];
  await waitFor(() => expect(tableRows()).toHaveLength(names.length), SLOW);
  const shown = tableRows();
  expect(shown.map((r) => r[0]).sort()).toEqual(names.sort());
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText('导出成功', {}, SLOW)).toBeInTheDocument();
  const sheet = await readSheet(files[0]!);
  expect(sheet.headers).toEqual(['队列', '呼叫数', '接通数', '接通率', '通话时长', '平均处理时长']);
  expect(sheet.rows.map((r) => Object.values(r.values))).toEqual([...shown, totalRow()]);
  expect(within(document.body).queryByText('暂无数据')).toBeNull();
}, 120_000);

it('[ROUTES-CALLCENTRE-11] 导出 is greyed out until the figures have come', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  overrideApi('callcenter/statistics', async () => {
    await held;
    return undefined;
  });
  renderApp(undefined, { user: 'admin', url: WEEK });
  const button = await screen.findByRole('button', { name: /导\s*出/ }, SLOW);
  expect(button).toBeDisabled();
  release();
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), SLOW);
  expect(screen.getByRole('button', { name: /导\s*出/ })).toBeEnabled();
}, 120_000);

it('[ROUTES-CALLCENTRE-11] an address naming the days the wrong way round shows and exports those days in order', async () => {
  const files = captureDownloads();
  const { user, router } = renderApp(undefined, {
    user: 'admin',
    url: `/callcenter/statistics?start=${day(0)}&end=${day(6)}`,
  });
  await user.click(await screen.findByText('按日期', {}, SLOW));
  await waitFor(() => expect(tableRows()).toHaveLength(7), SLOW);
  expect(tableRows().map((r) => r[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
  expect(router.state.location.search).toContain(`start=${day(6)}&end=${day(0)}`);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText('导出成功', {}, SLOW)).toBeInTheDocument();
  const sheet = await readSheet(files[0]!);
  expect(sheet.rows.map((r) => r.values['日期'])).toEqual(
    [6, 5, 4, 3, 2, 1, 0, '合计'].map((d) => (typeof d === 'number' ? day(d) : d)),
  );
}, 120_000);

it('[ROUTES-CALLCENTRE-11] a filter and the sort land in the URL, and the address alone restores them, their rows and the 合计 row', async () => {
  const first = renderApp(undefined, { user: 'admin', url: WEEK });
  await waitFor(() => expect(tableRows()).toHaveLength(20), SLOW);
  await first.user.click(screen.getByRole('combobox', { name: '全部队列' }));
  await first.user.click(await screen.findByTitle('大客户组'));
  const big = callQueues.all().find((q) => q.name === '大客户组')!;
  await waitFor(() => expect(paramsOf(first.router).get('queue_id')).toBe(String(big.id)), SLOW);
  await first.user.click(screen.getByRole('columnheader', { name: /呼叫数/ }));
  await waitFor(() => expect(paramsOf(first.router).get('sort')).toBe('calls'), SLOW);
  expect(paramsOf(first.router).get('order')).toBe('asc');
  const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
  expect(address).toContain(`start=${day(6)}&end=${day(0)}`);
  first.unmount();

  renderApp(undefined, { user: 'admin', url: address });
  const members = expectedAgents(day(6), day(0)).filter((a) => big.staff_ids.includes(a.id));
  await waitFor(() => expect(tableRows()).toHaveLength(Math.min(members.length, 20)), SLOW);
  expect(screen.getByTitle('大客户组')).toBeInTheDocument();
  const calls = members.map((a) => a.calls).sort((a, b) => a - b);
  expect(tableRows().map((r) => Number(r[2]))).toEqual(calls.slice(0, 20));
  // the server's total, a row of the table's footer under the figures' columns
  const total = screen.getByRole('row', { name: /^合计/ });
  expect(total.closest('tfoot')).not.toBeNull();
  expect(totalRow()).toEqual([
    '合计',
    String(calls.reduce((t, c) => t + c, 0)),
    String(members.reduce((t, a) => t + a.answered, 0)),
    percent(
      members.reduce((t, a) => t + a.answered, 0),
      calls.reduce((t, c) => t + c, 0),
    ),
    hms(members.reduce((t, a) => t + a.talk_seconds, 0)),
    hms(
      Math.round(
        members.reduce((t, a) => t + a.handle_seconds, 0) / members.reduce((t, a) => t + a.answered, 0),
      ),
    ),
  ]);
}, 120_000);
