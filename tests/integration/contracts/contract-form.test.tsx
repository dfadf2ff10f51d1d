import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractTable, sealTable } from '@mocks/db/contracts';
import { crmDb } from '@mocks/db/crm';
import { nodeFile, pdfBytes } from '@tests/support/contract-files';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { openPage, withNodeFiles, type View } from './support';

// PDF.js does not run in jsdom: the template opens as three A4 pages that draw nothing.
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => {
  const doc = {
    pages: [1, 2, 3].map(() => ({ width: 595.28, height: 841.89 })),
    draw: () => Promise.resolve(),
    destroy: () => undefined,
  };
  return { usePdfDocument: () => ({ doc, failed: false }), preloadPdfjs: () => undefined };
});

slowSuite();
withNodeFiles();

/** The filled PDF's page `n`: its canvas and what is placed over it. */
const pdfPage = (n: number) => screen.getByRole('img', { name: `合同第${n}页，共3页` }).parentElement!;

/** 甲方 of every contract: the seeded company. */
const COMPANY = '星河智能科技有限公司';

const customer = () => crmDb.seedCustomers().find((c) => /^1\d{10}$/.test(c.phone))!;

const openIssue = (url = '/contract/issue') =>
  openPage(url, () => expect(screen.getByRole('button', { name: '提交审核' })).toBeInTheDocument());

async function pickCustomer(view: View, phone: string) {
  const box = screen.getByRole('combobox', { name: '客户' });
  await view.user.click(box);
  fireEvent.change(box, { target: { value: phone } });
  const option = await screen.findByTitle(new RegExp(phone), {}, SLOW);
  await view.user.click(option);
}

async function pickTemplate(view: View, name: string) {
  await view.user.click(screen.getByRole('combobox', { name: '合同模板' }));
  await view.user.click(await screen.findByTitle(name));
}

// the upload puts a new input in after each file: asked for again each time
const fileInputs = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]');
const attachments = () => fileInputs()[1]!;

it('[CONTRACT-01][ROUTES-CALLCENTRE-34] issues the contract form with a CRM customer and the template fields; the preview follows; review is on', async () => {
  // a second seal, so the one picked is told apart from the default (0) the backend assumes when none is sent
  const seal = sealTable.insert({ ...sealTable.get(1)!, name: '合同专用章', type: 2, is_default: false });
  const view = await openIssue();
  const c = customer();
  await fill(screen.getByLabelText('合同名称'), '年度采购合同');
  await pickTemplate(view, '销售合同');
  // 甲方 is the company and 乙方 the customer: their fields are filled from them, not typed
  const partyA = await screen.findByLabelText('甲方名称');
  expect(partyA).toBeDisabled();
  expect(partyA).toHaveValue(COMPANY);
  await fill(screen.getByLabelText('合同金额'), '12800.50');
  const date = screen.getByLabelText('签订日期');
  await view.user.click(date);
  await view.user.type(date, '2026-12-01{Enter}');
  await pickCustomer(view, c.phone);
  await waitFor(() => expect(screen.getByLabelText('客户手机号')).toHaveValue(c.phone));
  expect(screen.getByLabelText('乙方联系电话')).toHaveValue(c.phone);
  const end = screen.getByLabelText('签署截止时间');
  await view.user.clear(end);
  await view.user.type(end, '2099-06-30 18:00:00{Enter}');
  await view.user.click(screen.getByRole('combobox', { name: '盖章印章' }));
  await view.user.click(await screen.findByTitle('合同专用章'));
  await fill(screen.getByLabelText('备注'), '按报价单第3版执行');
  // the live preview shows what is typed, the amount in yuan
  const preview = screen.getByTestId('contract-preview');
  await waitFor(() => expect(preview).toHaveTextContent('备注：按报价单第3版执行'));
  expect(preview).toHaveTextContent('年度采购合同');
  expect(preview).toHaveTextContent('12800.50元');
  expect(preview).toHaveTextContent(c.name);
  // and the template's pages with the values where the template placed them (甲方名称 on page 1), the customer's
  // signature still to come on page 3
  expect(within(pdfPage(1)).getByText(COMPANY)).toBeInTheDocument();
  expect(within(pdfPage(3)).getByText('客户签名')).toBeInTheDocument();
  expect(within(pdfPage(2)).queryByText('客户签名')).not.toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: '提交审核' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/contract/contractList'), SLOW);
  const saved = contractTable.all().at(-1)!;
  expect(saved).toMatchObject({
    contract_name: '年度采购合同',
    ct_id: 1,
    customer_id: c.id,
    customer_name: c.name,
    customer_phone: c.phone,
    status: 1,
    contract_end_time: '2099-06-30 18:00:00',
    seal_sign: seal.id,
    remark: '按报价单第3版执行',
    field_values: { 甲方名称: COMPANY, 合同金额: '1280050', 签订日期: '2026-12-01', 乙方联系电话: c.phone },
  });
});

it('[CONTRACT-01] a customer without a mobile phone is refused with a clear message; required template fields are asked for', async () => {
  const c = customer();
  crmDb.saveCustomers([{ ...c, phone: '02188886666' }]);
  const view = await openIssue();
  await pickCustomer(view, '02188886666');
  expect(
    await screen.findByText(`客户“${c.name}”没有手机号，不能签署电子合同，请先在客户资料中补充手机号`),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('客户手机号')).toHaveValue('');
  await pickTemplate(view, '销售合同');
  await screen.findByLabelText('合同金额');
  await view.user.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('请填写“合同金额”')).toBeInTheDocument();
  // 甲方名称 is the company's: never asked for
  expect(screen.queryByText('请填写“甲方名称”')).toBeNull();
  expect(screen.getByText('请选择客户')).toBeInTheDocument();
});

it('[CONTRACT-02][CONTRACT-03][CONTRACT-04][CONTRACT-05] attachments: destory is the dismissed file, signed files stay out, others join the list', async () => {
  const view = await openIssue();
  const c = customer();
  await fill(screen.getByLabelText('合同名称'), '附件合同');
  // no template: the contract's own PDF, then the attachments
  await view.user.upload(fileInputs()[0]!, nodeFile('合同正文.pdf', 'application/pdf', await pdfBytes(2)));
  expect(await screen.findByText('合同正文.pdf，共2页', {}, SLOW)).toBeInTheDocument();
  await view.user.upload(attachments(), nodeFile('报价单.pdf', 'application/pdf', await pdfBytes(1)));
  const list = screen.getByRole('list', { name: '附件' });
  expect(await within(list).findByRole('link', { name: '报价单.pdf' }, SLOW)).toBeInTheDocument();
  await view.user.upload(attachments(), nodeFile('destory.pdf', 'application/pdf', await pdfBytes(1)));
  expect(await screen.findByText('已记录作废文件', {}, SLOW)).toBeInTheDocument();
  await view.user.upload(attachments(), nodeFile('signed.pdf', 'application/pdf', await pdfBytes(1)));
  expect(await screen.findByText('已记录签署文件', {}, SLOW)).toBeInTheDocument();
  expect(list.querySelectorAll('li')).toHaveLength(1);
  await pickCustomer(view, c.phone);
  await view.user.click(screen.getByRole('button', { name: '保存草稿' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/contract/contractList'), SLOW);
  const saved = contractTable.all().at(-1)!;
  expect(saved.status).toBe(0);
  expect(saved.files).toHaveLength(1);
  expect(decodeURIComponent(saved.files[0]!)).toMatch(/报价单\.pdf$/);
  expect(saved.dismissed_file).toMatch(/destory\.pdf$/);
  expect(decodeURIComponent(saved.contract_file)).toMatch(/合同正文\.pdf$/);
});

it('[ROUTES-CALLCENTRE-35] edits a rejected contract (the reason shown); a signed one cannot be edited', async () => {
  const rejected = contractTable.list((c) => c.status === 2)[0]!;
  await openPage(`/contract/contractEdit?id=${rejected.id}`, () =>
    expect(screen.getByText(`审核驳回：${rejected.reject_reason}`)).toBeInTheDocument(),
  );
  expect(screen.getByLabelText('合同名称')).toHaveValue(rejected.contract_name);
  const signed = contractTable.list((c) => c.status === 4)[0]!;
  await openPage(`/contract/contractEdit?id=${signed.id}`, () =>
    expect(screen.getAllByText('只有草稿或已驳回的合同可以编辑').length).toBeGreaterThan(0),
  );
});
