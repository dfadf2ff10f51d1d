import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import ExcelJS from 'exceljs';
import { App } from 'antd';
import { crmAttributes, crmDb } from '@mocks/db/crm';
import { readSheet } from '@/components/data-table';
import { ImportModal } from '@/features/crm/components/ImportModal';
import { useCrmOptions } from '@/features/crm/use-crm-options';
import { DialogOpener } from '@tests/support/dialog-opener';
import { renderApp } from '@tests/support/render-app';
// the shell loads the signed-in namespaces; here the dialog is rendered without the shell
import '@/i18n/signed-in';
import { SLOW } from '@tests/support/slow';

/** The import dialog as a customer list offers it, with the list's reference data. */
function Importer() {
  const options = useCrmOptions();
  return (
    <App>
      <DialogOpener label="导入客户">
        {(dialog) => <ImportModal {...dialog} options={options} />}
      </DialogOpener>
    </App>
  );
}

async function xlsx(rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  rows.forEach((r) => sheet.addRow(r));
  const buffer = await workbook.xlsx.writeBuffer();
  // jsdom's File cannot be read (no arrayBuffer()); a browser's can, and so can Node's
  return new NodeFile([new Uint8Array(buffer)], 'attributes.xlsx') as unknown as File;
}

/** The files the console hands to the browser to download (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow the download link
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

async function openDialog() {
  const view = renderApp(<Importer />, { user: 'admin', url: '/client/customer' });
  await view.user.click(screen.getByRole('button', { name: '导入客户' }));
  const dialog = await screen.findByRole('dialog', { name: '导入客户' });
  // the attributes have loaded once the dialog says how their columns are named
  expect(
    await within(dialog).findByText('自定义字段以字段名称作为表头，模板中已包含启用的字段。', {}, SLOW),
  ).toBeInTheDocument();
  return { ...view, dialog };
}

const rowsOf = (root: HTMLElement) =>
  within(root)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

it('imports attribute columns checked like the customer form: the bad value’s row is reported, the good row imported with its values, an unknown column named as ignored', async () => {
  const [industry, budget] = crmDb.attributes();
  const file = await xlsx([
    ['客户名称', '联系人', '联系电话', '所属行业', '预算（万元）', '微信号'],
    ['属性导入甲', '周九', '13655550001', '金融保险', 12.5, 'wx-1'],
    ['属性导入乙', '吴十', '13655550002', '教育培训', '很多', 'wx-2'],
  ]);
  const { user, dialog } = await openDialog();
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.click(within(dialog).getByRole('button', { name: /开始导入/ }));

  expect(await within(dialog).findByText('共 2 行：成功 1 行，失败 1 行', {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByText('以下列不是导入字段，已忽略：微信号')).toBeInTheDocument();
  const report = within(dialog).getByText('失败的行').closest<HTMLElement>('.ant-table-wrapper')!;
  expect(rowsOf(report)).toEqual([['3', '预算（万元）必须是数字']]);

  expect(crmDb.customerByPhone('13655550001')).toMatchObject({
    name: '属性导入甲',
    attributes: { [industry!.field]: '金融保险', [budget!.field]: '12.5' },
  });
  // the bad row is not half-imported
  expect(crmDb.customerByPhone('13655550002')).toBeUndefined();
}, 240_000);

it('a required attribute is a required column, and the template has the enabled attributes’ columns with values the import accepts', async () => {
  const files = captureDownloads();
  const [industry] = crmDb.attributes();
  crmAttributes.update(industry!.id, { required: 1 });
  const { user, dialog } = await openDialog();
  await user.upload(
    dialog.querySelector<HTMLInputElement>('input[type=file]')!,
    await xlsx([
      ['客户名称', '联系人', '联系电话'],
      ['属性导入丙', '郑一', '13655550003'],
    ]),
  );
  await user.click(within(dialog).getByRole('button', { name: /开始导入/ }));
  expect(await screen.findByText('缺少表头：所属行业', {}, SLOW)).toBeInTheDocument();
  expect(crmDb.customerByPhone('13655550003')).toBeUndefined();

  await user.click(within(dialog).getByRole('button', { name: /下载导入模板/ }));
  await waitFor(() => expect(files).toHaveLength(1));
  const template = await readSheet(files[0]!);
  expect(template.headers).toEqual([
    '客户名称',
    '联系人',
    '联系电话',
    '备用电话',
    '公司名称',
    '地址',
    '关注点',
    '备注',
    '下次跟进时间',
    '所属行业',
    '预算（万元）',
  ]);
  // the template's example row imports as it is
  await user.upload(
    dialog.querySelector<HTMLInputElement>('input[type=file]')!,
    new NodeFile([new Uint8Array(await files[0]!.arrayBuffer())], 'template.xlsx') as unknown as File,
  );
  await user.click(within(dialog).getByRole('button', { name: /开始导入/ }));
  expect(await within(dialog).findByText('共 1 行：成功 1 行，失败 0 行', {}, SLOW)).toBeInTheDocument();
  expect(crmDb.customerByPhone('13800000000')?.attributes).toEqual({
    [industry!.field]: industry!.options[0],
    attr_2: '10',
  });
}, 240_000);
