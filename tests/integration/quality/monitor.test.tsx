import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

it('[ROUTES-QUALITY-01] /monitor/call/monitor_plane shows calls in progress with their running hits', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_plane' });
  const table = await screen.findByRole('table', {}, SLOW);
  const rows = await within(table).findAllByRole('row', {}, SLOW);
  expect(rows.length).toBeGreaterThan(1);
  expect(screen.getByRole('combobox', { name: '队列' })).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-03] /monitor/call/mytask shows the reviewer queue, appeals and own calls as tabs', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/call/mytask' });
  expect((await screen.findAllByRole('link', { name: /^详情 / }, SLOW)).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('tab', { name: '我的通话' }));
  expect((await screen.findAllByRole('link', { name: /^详情 / }, SLOW)).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('tab', { name: '待处理申诉' }));
  expect((await screen.findAllByText('暂无数据', {}, SLOW)).length).toBeGreaterThan(0);
  expect(screen.queryAllByRole('link', { name: /^详情 / })).toHaveLength(0);
}, 120_000);

it('[ROUTES-QUALITY-07] /monitor/report_center/monitor_report shows the overview and top rules', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/monitor_report' });
  expect(await screen.findByText('命中最多的规则', {}, SLOW)).toBeInTheDocument();
  expect(await screen.findByText('服务禁语', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('合格率')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-08] /monitor/report_center/ai_report shows precision per rule', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/ai_report' });
  const row = (await screen.findByText('服务禁语', {}, SLOW)).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('未复核');
}, 120_000);

it('[ROUTES-QUALITY-09] /monitor/report_center/staff_report ranks the agents', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/staff_report' });
  expect(await screen.findByRole('columnheader', { name: /^扣分最多的规则/ }, SLOW)).toBeInTheDocument();
  const rows = await screen.findAllByRole('row', {}, SLOW);
  expect(rows.length).toBeGreaterThan(5);
}, 120_000);

it('[ROUTES-QUALITY-10] /monitor/report_center/task_report shows each project', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/task_report' });
  // the table's rows (the chart draws the names too, under its bars)
  expect(await screen.findByRole('cell', { name: '坐席通话抽检' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '机器人外呼质检' })).toBeInTheDocument();
}, 120_000);
