import { screen, waitFor, within } from '@testing-library/react';
import { readSheet, type SheetRow } from '@/components/data-table';
import { captureDownloads } from '@tests/support/downloads';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

afterEach(() => jest.restoreAllMocks());

/** The texts of a table's body rows, cell by cell. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );

/** A sheet row's cells in the header's order (an empty cell is ''). */
const cells = (headers: string[], row: SheetRow) => headers.map((h) => row.values[h] ?? '');

const DAY = /\d{4}-\d{2}-\d{2}/.source;

it('[ROUTES-QUALITY-08] the AI report exports its precision table to .xlsx, row for row as shown', async () => {
  const files = captureDownloads();
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/report_center/ai_report' });
  const table = await screen.findByRole('table', { name: '准确率' }, SLOW);
  await within(table).findByText('服务禁语', {}, SLOW);
  const shown = tableRows(table);
  expect(shown.length).toBeGreaterThan(3);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText('已导出', {}, SLOW)).toBeInTheDocument();
  expect(files.names).toEqual([expect.stringMatching(new RegExp(`^AI质检报表-${DAY}-${DAY}\\.xlsx$`))]);
  const sheet = await readSheet(files.blobs[0]!);
  expect(sheet.headers).toEqual(['规则', '命中次数', '确认', '推翻', '准确率']);
  expect(sheet.rows.map((r) => cells(sheet.headers, r))).toEqual(shown);
}, 120_000);

it('[ROUTES-QUALITY-09] the staff report exports every ranked agent, not only the page shown, with the same figures', async () => {
  const files = captureDownloads();
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/report_center/staff_report' });
  await screen.findAllByText('扣分最多的规则', {}, SLOW);
  const table = screen.getAllByRole('table').at(-1)!;
  await waitFor(() => expect(tableRows(table).length).toBeGreaterThan(5), SLOW);
  const shown = tableRows(table);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(/^已导出 \d+ 条$/, {}, SLOW)).toBeInTheDocument();
  expect(files.names).toEqual([expect.stringMatching(new RegExp(`^坐席质检报表-${DAY}-${DAY}\\.xlsx$`))]);
  const sheet = await readSheet(files.blobs[0]!);
  expect(sheet.headers).toEqual(['排名', '坐席', '部门', '质检通话', '合格率', '平均分', '扣分最多的规则']);
  expect(sheet.rows.length).toBeGreaterThanOrEqual(shown.length);
  const asShown = sheet.rows.slice(0, shown.length).map((r) => {
    const [rank, agent, department, inspected, passRate, average, worst] = cells(sheet.headers, r);
    return [rank, agent, department, inspected, `${passRate}%`, average, worst || '-'];
  });
  expect(asShown).toEqual(shown);
  expect(sheet.rows.map((r) => Number(r.values['排名']))).toEqual(sheet.rows.map((_r, i) => i + 1));
}, 120_000);
