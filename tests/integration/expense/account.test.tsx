import { screen, waitFor, within } from '@testing-library/react';
import { readSheet } from '@/components/data-table';
import dayjs from 'dayjs';
import { getInstanceByDom } from 'echarts/core';
import { FEE_KIND, feeRecords, type FeeRow } from '@mocks/db/fee-ledger';
import { renderApp } from '@tests/support/render-app';
import { captureDownloads } from '@tests/support/downloads';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW } from '@tests/support/slow';

afterEach(() => jest.restoreAllMocks());

const yuan = (fen: number) => (fen / 100).toFixed(2);
const charged = (rows: FeeRow[]) =>
  rows.reduce((t, r) => t + (r.type === FEE_KIND.recharge ? 0 : -r.amount), 0);
const on = (prefix: string) => feeRecords.all().filter((r) => r.created_at.startsWith(prefix));
/** A Statistic's figure, found by its title. */
const figure = (title: string) =>
  (screen.getByText(title).closest('.ant-statistic') as HTMLElement).querySelector('.ant-statistic-content')!
    .textContent;

it('[ROUTES-CALLCENTRE-24] /expense/index shows the balance and the spend of today and of the month, summed from the fee records', async () => {
  renderApp(undefined, { user: 'admin', url: '/expense/index' });
  expect(await screen.findByText('账户余额（元）', {}, SLOW)).toBeInTheDocument();
  const records = feeRecords.all();
  expect(figure('账户余额（元）')).toBe(yuan(records[0]!.balance_after));
  const today = dayjs().format('YYYY-MM-DD');
  expect(figure('今日消费（元）')).toBe(yuan(charged(on(today))));
  expect(figure('本月消费（元）')).toBe(yuan(charged(on(today.slice(0, 7)))));
  const recharged = records.filter((r) => r.type === FEE_KIND.recharge).reduce((t, r) => t + r.amount, 0);
  expect(figure('近30天充值（元）')).toBe(yuan(recharged));

  // call minutes by kind: today's outbound minutes are the units of today's outbound call charges
  const outCard = screen.getByText('外呼分钟').closest('.ant-card') as HTMLElement;
  expect(within(outCard).getByText('0.12元/分钟')).toBeInTheDocument();
  const outToday = on(today).reduce((t, r) => t + (r.direction === 'out' ? r.units! : 0), 0);
  const todayStat = within(outCard).getByText('今日').closest('.ant-statistic') as HTMLElement;
  expect(todayStat.querySelector('.ant-statistic-content')!.textContent).toBe(
    outToday.toLocaleString('en-US'),
  );
  expect(screen.getByText('呼入分钟')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-24] /expense/index draws 30 days of spend, today last and equal to today’s spend', async () => {
  renderApp(undefined, { user: 'admin', url: '/expense/index' });
  const chart = await screen.findByLabelText(/^近30天每日消费柱状图/, {}, SLOW);
  // the SVG renderer drew the bars in jsdom
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), SLOW);
  const bars = getInstanceByDom(chart)!.getOption() as {
    series: { data: number[] }[];
    xAxis: { data: string[] }[];
  };
  const amounts = bars.series[0]!.data;
  expect(amounts).toHaveLength(30);
  const today = dayjs().format('YYYY-MM-DD');
  expect(amounts.at(-1)).toBe(charged(on(today)));
  expect(bars.xAxis[0]!.data.at(-1)).toBe(today.slice(5));
  const days = Array.from({ length: 30 }, (_v, i) =>
    dayjs()
      .subtract(29 - i, 'day')
      .format('YYYY-MM-DD'),
  );
  expect(amounts).toEqual(days.map((d) => charged(on(d))));
  const total = amounts.reduce((t, a) => t + a, 0);
  expect(chart).toHaveAttribute(
    'aria-label',
    expect.stringContaining(`30天合计 ${yuan(total)} 元，今日 ${yuan(amounts.at(-1)!)} 元`),
  );
  expect(figure('今日消费（元）')).toBe(yuan(amounts.at(-1)!));
}, 120_000);

it('[ROUTES-CALLCENTRE-24] /expense/index lists the recharges newest first, five a page', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/index' });
  const card = (await screen.findByText('充值记录', {}, SLOW)).closest('.ant-pro-table') as HTMLElement;
  const recharges = feeRecords.all().filter((r) => r.type === FEE_KIND.recharge);
  expect(recharges.length).toBeGreaterThan(5);
  const rows = () =>
    within(card)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('ant-table-row'));
  await waitFor(() => expect(rows()).toHaveLength(5), SLOW);
  expect(within(rows()[0]!).getByText(recharges[0]!.created_at)).toBeInTheDocument();
  expect(within(rows()[0]!).getByText(yuan(recharges[0]!.amount))).toBeInTheDocument();
  expect(within(rows()[0]!).getByText(yuan(recharges[0]!.balance_after))).toBeInTheDocument();
  await user.click(within(card).getByTitle('2'));
  await waitFor(() => expect(rows()).toHaveLength(recharges.length - 5), SLOW);
  expect(within(rows()[0]!).getByText(recharges[5]!.serial_no)).toBeInTheDocument();
}, 120_000);

it("[ROUTES-CALLCENTRE-24] the recharges' search lands in the URL, is restored from it, and the export holds what it finds", async () => {
  const files = captureDownloads();
  const recharge = feeRecords.all().find((r) => r.type === FEE_KIND.recharge)!;
  const first = renderApp(undefined, { user: 'admin', url: '/expense/index' });
  const { user, router } = first;
  await searchFormDrawn();
  await user.type(within(searchForm()).getByRole('textbox', { name: '流水号' }), recharge.serial_no);
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await waitFor(
    () => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(recharge.serial_no),
    SLOW,
  );
  const table = screen.getByText('充值记录').closest('.ant-pro-table') as HTMLElement;
  const rows = () =>
    within(table)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('ant-table-row'));
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);

  await user.click(within(table).getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText('已导出 1 条', { exact: false }, SLOW)).toBeInTheDocument();
  expect(files.names).toEqual([expect.stringMatching(/^充值记录-\d{8}-\d{6}\.xlsx$/)]);
  const sheet = await readSheet(files.blobs[0]!);
  expect(sheet.rows.map((r) => r.values['流水号'])).toEqual([recharge.serial_no]);

  // the address alone (a reload, a shared link) brings the same search back: in the field and in the list
  const url = `${router.state.location.pathname}${router.state.location.search}`;
  first.unmount();
  renderApp(undefined, { user: 'admin', url });
  await searchFormDrawn();
  expect(within(searchForm()).getByRole('textbox', { name: '流水号' })).toHaveValue(recharge.serial_no);
  await waitFor(
    () =>
      expect(screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'))).toHaveLength(1),
    SLOW,
  );
}, 120_000);
