import { screen, waitFor, within } from '@testing-library/react';
import { contractTable } from '@mocks/db/contracts';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { clickRowAction } from '@tests/support/row-action';
import { openPage, rowOf } from './support';

// PDF.js does not run in jsdom: a contract's PDF opens as three A4 pages that draw nothing.
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => {
  const doc = {
    pages: [1, 2, 3].map(() => ({ width: 595.28, height: 841.89 })),
    draw: () => Promise.resolve(),
    destroy: () => undefined,
  };
  return { usePdfDocument: () => ({ doc, failed: false }), preloadPdfjs: () => undefined };
});

slowSuite();

// jsdom cannot draw on a canvas: the pad stands in, holding a drawn signature once "drawn"
const pad = { drawn: false };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    isEmpty = () => !pad.drawn;
    toDataURL = () =>
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    clear = () => void (pad.drawn = false);
    off = () => undefined;
  },
}));
beforeEach(() => void (pad.drawn = false));

const now = () => new Date().toISOString();
const waiting = () =>
  contractTable.list((c) => c.status === 3 && c.contract_end_time > now().slice(0, 10) && !c.archived_at)[0]!;

it('[ROUTES-CALLCENTRE-38] the review queue: approve sends it to the customer; reject needs a reason the issuer then sees', async () => {
  const [first, second] = contractTable.list(
    (c) => c.status === 1 && c.contract_end_time > now().slice(0, 10),
  );
  const view = await openPage('/contract/contractReview', () =>
    expect(rowOf(first!.contract_name)).toBeDefined(),
  );
  await clickRowAction(view.user, rowOf(first!.contract_name), '通过', first!.contract_name);
  await view.user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(contractTable.get(first!.id)!.status).toBe(3), SLOW);
  await waitFor(() => expect(screen.queryByText(first!.contract_name)).toBeNull(), SLOW);
  await clickRowAction(view.user, rowOf(second!.contract_name), '驳回', second!.contract_name);
  const dialog = await screen.findByRole('dialog', { name: '驳回合同' });
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
  await fill(within(dialog).getByLabelText('驳回原因'), '金额有误');
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(
    () => expect(contractTable.get(second!.id)).toMatchObject({ status: 2, reject_reason: '金额有误' }),
    SLOW,
  );
});

it('[ROUTES-CALLCENTRE-37] the list shows both signing states apart; remind, withdraw (reason ≤ 50) and archive work from the row', async () => {
  const c = waiting();
  const view = await openPage(`/contract/contractList?keyword=${c.contract_no}`, () =>
    expect(rowOf(c.contract_name)).toBeDefined(),
  );
  const row = () => rowOf(c.contract_name);
  expect(row()).toHaveTextContent('待签署');
  expect(row()).toHaveTextContent(/已签署.*未签署/);
  await clickRowAction(view.user, row(), '提醒签署', c.contract_name);
  await waitFor(() => expect(contractTable.get(c.id)!.timeline.at(-1)!.action).toBe('remind'), SLOW);
  await clickRowAction(view.user, row(), '撤回', c.contract_name);
  const dialog = await screen.findByRole('dialog', { name: '撤回合同' });
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  expect(await within(dialog).findByText('请输入撤回原因')).toBeInTheDocument();
  await fill(within(dialog).getByLabelText('撤回原因'), '客户要求重新报价');
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(row()).toHaveTextContent('已撤回'), SLOW);
  await clickRowAction(view.user, row(), '归档', c.contract_name);
  await view.user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(contractTable.get(c.id)!.archived_at).not.toBeNull(), SLOW);
  await waitFor(() => expect(row()).toHaveTextContent('已归档'), SLOW);
});

it('[ROUTES-CALLCENTRE-37] 签署链接 copies the signing link; a browser that refuses gets the link to copy by hand', async () => {
  const c = waiting();
  const view = await openPage(`/contract/contractList?keyword=${c.contract_no}`, () =>
    expect(rowOf(c.contract_name)).toBeDefined(),
  );
  // after user-event's setup, which puts its own clipboard in
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const link = new URL(`/sign/${c.sign_token}`, window.location.href).href;
  await clickRowAction(view.user, rowOf(c.contract_name), '签署链接', c.contract_name);
  expect(await screen.findByText('签署链接已复制')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(link);

  writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
  await clickRowAction(view.user, rowOf(c.contract_name), '签署链接', c.contract_name);
  expect(await screen.findByText(`复制失败，请手动复制签署链接：${link}`)).toBeInTheDocument();
  delete (document as { execCommand?: unknown }).execCommand;
});

it('[ROUTES-CALLCENTRE-37] extends a waiting contract (a past time refused in the dialog) and saves a signed one from the row', async () => {
  const c = waiting();
  const view = await openPage(`/contract/contractList?keyword=${c.contract_no}`, () =>
    expect(rowOf(c.contract_name)).toBeDefined(),
  );
  await clickRowAction(view.user, rowOf(c.contract_name), '延期', c.contract_name);
  const dialog = await screen.findByRole('dialog', { name: '延长签署截止时间' });
  const time = within(dialog).getByLabelText('新的截止时间');
  await view.user.click(time);
  await view.user.type(time, '2020-01-01 10:00:00{Enter}');
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  expect(await within(dialog).findByText('签署截止时间须晚于当前时间')).toBeInTheDocument();
  await view.user.clear(time);
  await view.user.type(time, '2099-06-30 18:00:00{Enter}');
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(contractTable.get(c.id)!.contract_end_time).toBe('2099-06-30 18:00:00'), SLOW);

  const signed = contractTable.list((s) => s.status === 4)[0]!;
  view.router.navigate(`/contract/contractList?keyword=${signed.contract_no}`);
  await waitFor(() => expect(rowOf(signed.contract_name)).toBeDefined(), SLOW);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await clickRowAction(view.user, rowOf(signed.contract_name), '下载', signed.contract_name);
  await waitFor(() => expect(click).toHaveBeenCalled(), SLOW);
  const saved = click.mock.contexts[0] as HTMLAnchorElement;
  expect(saved.href).toMatch(/^blob:/);
  expect(saved.download).toMatch(/\.pdf$/);
  click.mockRestore();
});

it('[ROUTES-CALLCENTRE-37] filters by status in the URL; preview shows the timeline', async () => {
  const view = await openPage('/contract/contractList?status=5', () =>
    expect(screen.getAllByText('已拒签').length).toBeGreaterThan(1),
  );
  const refused = contractTable.list((c) => c.status === 5)[0]!;
  await clickRowAction(view.user, rowOf(refused.contract_name), '预览', refused.contract_name);
  expect(await screen.findByText(`拒签原因：${refused.refuse_reason}`)).toBeInTheDocument();
  expect(screen.getByText('合同进度')).toBeInTheDocument();
});

it('[CONTRACT-01] the preview draws the contract pages filled in: values, the company seal, the signature still to come', async () => {
  const sealed = contractTable.list((c) => c.ct_id === 1 && c.status === 3 && !!c.company_signed_at)[0]!;
  const view = await openPage('/contract/contractList?status=3', () =>
    expect(screen.getByText(sealed.contract_name)).toBeInTheDocument(),
  );
  await clickRowAction(view.user, rowOf(sealed.contract_name), '预览', sealed.contract_name);
  // 销售合同 puts 甲方名称 on page 1 and the seal and the customer's signature on page 3
  const page = (n: number) => screen.getByRole('img', { name: `合同第${n}页，共3页` }).parentElement!;
  expect(
    await within(await waitFor(() => page(1))).findByText(sealed.field_values['甲方名称']!),
  ).toBeInTheDocument();
  expect(await within(page(3)).findByRole('img', { name: '公司印章' })).toBeInTheDocument();
  expect(within(page(3)).getByText('客户签名')).toBeInTheDocument();
  expect(within(page(2)).queryByText('客户签名')).not.toBeInTheDocument();
});

it('the customer signs on /sign/<token> without a session: the demo code, a drawn signature, then the signed PDF', async () => {
  const c = waiting();
  const view = renderApp(undefined, { url: `/sign/${c.sign_token}` });
  expect(await screen.findByText(`演示验证码：${c.sign_code}`, {}, SLOW)).toBeInTheDocument();
  // the customer sees the contract's pages, the place of their signature marked
  expect(screen.getAllByRole('img', { name: /^合同第\d页，共3页$/ })).toHaveLength(3);
  await view.user.click(screen.getByRole('button', { name: '确认签署' }));
  expect(await screen.findByText('请先手写签名')).toBeInTheDocument();
  pad.drawn = true;
  await view.user.click(screen.getByRole('button', { name: '确认签署' }));
  expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  await fill(screen.getByLabelText('验证码'), '000000');
  await view.user.click(screen.getByRole('button', { name: '确认签署' }));
  expect(await screen.findByText('验证码不正确', {}, SLOW)).toBeInTheDocument();
  await fill(screen.getByLabelText('验证码'), c.sign_code!);
  await view.user.click(screen.getByRole('button', { name: '确认签署' }));
  // said twice: the message of the save, and the page's title once signed
  await waitFor(() => expect(screen.getAllByText('合同已签署')).toHaveLength(2), SLOW);
  const download = await screen.findByRole('link', { name: '下载已签署合同' }, SLOW);
  expect(contractTable.get(c.id)).toMatchObject({ status: 4 });
  expect(contractTable.get(c.id)!.signed_file).toMatch(/^\/demo-files\/contracts\//);
  // saved from the fetched bytes, not followed as a link (the demo's file host is its service worker)
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await view.user.click(download);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).href).toMatch(/^blob:/);
  click.mockRestore();
  expect(view.router.state.location.pathname).toBe(`/sign/${c.sign_token}`);
});

it('an archived contract cannot be signed on its link', async () => {
  const c = waiting();
  contractTable.update(c.id, { archived_at: '2026-11-01 10:00:00' });
  renderApp(undefined, { url: `/sign/${c.sign_token}` });
  expect(await screen.findByText('合同已归档，不能再签署', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '确认签署' })).toBeNull();
});

it('the customer refuses with a reason (已拒签)', async () => {
  const c = waiting();
  const view = renderApp(undefined, { url: `/sign/${c.sign_token}` });
  await view.user.click(await screen.findByRole('button', { name: /拒\s*签/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '拒绝签署' });
  await fill(within(dialog).getByLabelText('拒签原因'), '价格太高');
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  expect(await screen.findByText('合同已拒签', {}, SLOW)).toBeInTheDocument();
  expect(contractTable.get(c.id)).toMatchObject({ status: 5, refuse_reason: '价格太高' });
});

it('an unknown signing link says so', async () => {
  renderApp(undefined, { url: '/sign/nope' });
  expect(await screen.findByText('签署链接无效或已失效', {}, SLOW)).toBeInTheDocument();
});
