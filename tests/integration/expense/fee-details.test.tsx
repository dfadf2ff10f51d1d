import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { feeRecords, type FeeRow } from '@mocks/db/fee-ledger';
import { readSheet } from '@/components/data-table';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The files the console hands to the browser to download (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}

const from = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
const to = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
const inRange = (r: FeeRow) => r.created_at.slice(0, 10) >= from && r.created_at.slice(0, 10) <= to;

it('[ROUTES-CALLCENTRE-25] /expense/details lists the fee records newest first, amounts in yuan', async () => {
  renderApp(undefined, { user: 'admin', url: '/expense/details' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  expect(screen.getAllByText('金额（元）').length).toBeGreaterThan(0);
  const newest = feeRecords.all()[0]!;
  const first = rowsOf()[0]!;
  expect(within(first).getByText(newest.created_at)).toBeInTheDocument();
  expect(within(first).getByText(yuan(newest.amount))).toBeInTheDocument();
  const shown = feeRecords.all().slice(0, 10);
  const call = shown.find((r) => r.type === 2)!;
  const row = rowsOf()[shown.indexOf(call)]!;
  expect(within(row).getByText('通话扣费')).toBeInTheDocument();
  expect(within(row).getByText(call.phone!)).toBeInTheDocument();
  expect(within(row).getByText(String(call.units))).toBeInTheDocument();
  expect(screen.getAllByText(/^-\d+\.\d{2}$/).length).toBeGreaterThan(0);
}, 240_000);

it('[ROUTES-CALLCENTRE-25] the date filter stays in the URL while paging, and the export takes the whole query', async () => {
  const files = captureDownloads();
  const requests = recordRequests();
  const expected = feeRecords.all().filter(inRange);
  expect(expected.length).toBeGreaterThan(10);
  const { user, router } = renderApp(undefined, {
    user: 'admin',
    url: `/expense/details?range=${from}&range=${to}`,
  });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  expect(requests.bodies('fees/record/list').at(-1)).toMatchObject({ start_date: from, end_date: to });
  // the search form follows the rows
  expect(await screen.findByDisplayValue(from)).toBeInTheDocument();
  expect(screen.getByDisplayValue(to)).toBeInTheDocument();

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(router.state.location.search).toContain('page=2'), SLOW);
  expect(new URLSearchParams(router.state.location.search).getAll('range')).toEqual([from, to]);
  await waitFor(
    () => expect(within(rowsOf()[0]!).getByText(expected[10]!.created_at)).toBeInTheDocument(),
    SLOW,
  );

  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();
  const exported = requests.bodies('fees/record/list').at(-1)!;
  expect(exported).toMatchObject({ start_date: from, end_date: to, page: '1', limit: '1000' });
  const sheet = await readSheet(files[0]!);
  expect(sheet.headers).toEqual(
    expect.arrayContaining(['时间', '员工', '号码', '类型', '计费分钟', '金额（元）']),
  );
  expect(sheet.rows.map((r) => r.values['时间'])).toEqual(expected.map((r) => r.created_at));
  expect(sheet.rows.map((r) => r.values['金额（元）'])).toEqual(expected.map((r) => yuan(r.amount)));
}, 240_000);
