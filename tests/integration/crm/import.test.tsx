import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import ExcelJS from 'exceljs';
import { crmDb } from '@mocks/db/crm';
import { renderApp } from '@tests/support/render-app';
import { overrideApi } from '@tests/support/overrides';
import { SLOW } from '@tests/support/slow';

const ROWS = 250; // two batches of the import (200 rows each)
const phoneOf = (i: number) => `1370001${String(i).padStart(4, '0')}`;

/** A sheet like the import template: row 3 has no name, row 203 a malformed phone; the rest are good. */
async function spreadsheet(): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  sheet.addRow(['客户名称', '联系人', '联系电话', '关注点']);
  for (let i = 0; i < ROWS; i++) {
    const row = i + 2;
    sheet.addRow([
      row === 3 ? '' : `导入测试客户${i}`,
      '赵六',
      row === 203 ? '12345' : phoneOf(i),
      i === 0 ? '价格' : '',
    ]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  // jsdom's File cannot be read (no arrayBuffer()); a browser's can, and so can Node's
  const file = new NodeFile([new Uint8Array(buffer)], 'customers.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return file as unknown as File;
}

/** Holds the second import batch until released, so the test sees the progress between batches. */
function holdSecondBatch() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  // answers nothing itself: the call goes on to the demo backend's handler
  overrideApi('crm/customer/import', async () => {
    calls += 1;
    if (calls === 2) await held;
  });
  return release;
}

it('imports an Excel file in batches with a progress bar, reports its two bad rows by number and imports the rest', async () => {
  const file = await spreadsheet();
  const release = holdSecondBatch();
  const { user } = renderApp(undefined, { user: 'admin', url: '/client/customer' });
  await user.click(await screen.findByRole('button', { name: /导\s*入/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '导入客户' });
  const start = within(dialog).getByRole('button', { name: /开始导入/ });
  expect(start).toBeDisabled();
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  expect(await within(dialog).findByText('customers.xlsx')).toBeInTheDocument();
  await user.click(start);

  const progress = await within(dialog).findByRole('progressbar', {}, SLOW);
  await waitFor(() => expect(within(dialog).getByText('已处理 200/250 行')).toBeInTheDocument(), SLOW);
  expect(progress).toHaveAttribute('aria-valuenow', '80');
  expect(within(dialog).getByRole('button', { name: /开始导入/ })).toBeDisabled();
  release();

  expect(await within(dialog).findByText('共 250 行：成功 248 行，失败 2 行', {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByText('已处理 250/250 行')).toBeInTheDocument();
  const report = within(dialog).getByText('失败的行').closest<HTMLElement>('.ant-table-wrapper')!;
  const failed = within(report)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(failed).toEqual([
    ['3', '请输入客户名称'],
    ['203', '联系电话格式不正确'],
  ]);

  // every good row is stored, unassigned (no owner was picked), with what its cells said
  expect(crmDb.customerByPhone(phoneOf(0))).toMatchObject({
    name: '导入测试客户0',
    contact_name: '赵六',
    focus: '价格',
    owner_id: null,
    source: 2,
  });
  expect(crmDb.customerByPhone(phoneOf(ROWS - 1))).toMatchObject({ name: `导入测试客户${ROWS - 1}` });
  const imported = crmDb.customers().filter((c) => c.name.startsWith('导入测试客户'));
  expect(imported).toHaveLength(248);
  expect(crmDb.customerByPhone(phoneOf(1))).toBeUndefined();
}, 240_000);
