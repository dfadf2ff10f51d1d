/**
 * @jest-environment node
 */
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { contractSettingsTable, contractTable, contractTemplateTable, sealTable } from '@mocks/db/contracts';
import { crmDb } from '@mocks/db/crm';
import { seedCode, seedToken } from '@mocks/db/contracts-seed';
import { formatTime } from '@mocks/kit/time';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

/** A call of the signing page: no api_token at all. */
async function open(path: string, body: Record<string, string>): Promise<Answer> {
  const res = await fetch(BASE + path, { method: 'POST', body: new URLSearchParams(body) });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(path, res.status, answer);
  return answer;
}

const later = (days: number) => formatTime(Date.now() + days * 24 * 60 * 60 * 1000);
// a 1×1 transparent PNG, as the signature pad would send (smaller)
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const customer = () => crmDb.seedCustomers().find((c) => /^1\d{10}$/.test(c.phone))!;
const template = () => contractTemplateTable.get(1)!;

const form = (over: Record<string, unknown> = {}) => {
  const c = customer();
  return {
    contract_name: '测试采购合同',
    customer_id: c.id,
    customer_name: c.name,
    customer_phone: c.phone,
    contract_end_time: later(7),
    contract_file: template().file_url,
    ct_id: 1,
    seal_sign: 0,
    remark: '',
    field_values: { 合同金额: '880000', 签订日期: '2026-11-23' },
    ...over,
  };
};

const setReview = (on: boolean) => contractSettingsTable.update(1, { need_review: on ? 1 : 0 });
const tokenOf = (id: number) => contractTable.get(id)!.sign_token!;

/** Counts the pictures embedded in a PDF: image XObjects that are not another one's transparency mask. */
function imageCount(pdf: PDFDocument) {
  const images = pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  const masks = new Set(images.map(([, o]) => String((o as PDFRawStream).dict.get(PDFName.of('SMask')))));
  return images.filter(([ref]) => !masks.has(String(ref))).length;
}

describe('contract flow backend: the seed and the list', () => {
  it('[ROUTES-CALLCENTRE-37] seeds 30 contracts in every status, newest first, with both signing states apart', async () => {
    const all = await call('/api/contracts/list', { limit: 100 });
    expect(all.data.total).toBe(30);
    const statuses = new Set(all.data.data.map((c: { status: number }) => c.status));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const signed = all.data.data.find((c: { status: number }) => c.status === 4);
    expect(signed).toMatchObject({ company_signed: true, customer_sign_status: 1, status_name: '已签署' });
    const refused = all.data.data.find((c: { status: number }) => c.status === 5);
    expect(refused).toMatchObject({ company_signed: true, customer_sign_status: 2 });
    const draft = all.data.data.find((c: { status: number }) => c.status === 0);
    expect(draft).toMatchObject({ company_signed: false, customer_sign_status: 0, sign_url: null });
  });

  it('[ROUTES-CALLCENTRE-37] filters by status, customer, issuer, archived and dates; the issuer scope of the role', async () => {
    expect((await call('/api/contracts/list', { status: 6 })).data.total).toBe(3);
    const one = contractTable.get(5)!;
    const byCustomer = await call('/api/contracts/list', { customer_id: one.customer_id! });
    expect(byCustomer.data.data.map((c: { id: number }) => c.id)).toContain(5);
    const byIssuer = await call('/api/contracts/list', { issuer_id: one.issuer_id, limit: 100 });
    expect(byIssuer.data.data.every((c: { issuer_id: number }) => c.issuer_id === one.issuer_id)).toBe(true);
    expect((await call('/api/contracts/list', { archived: 1 })).data.total).toBe(3);
    expect((await call('/api/contracts/archive/list', {})).data.total).toBe(3);
    const day = one.created_at.slice(0, 10);
    const dated = await call('/api/contracts/list', { start_date: day, end_date: day });
    expect(dated.data.data.map((c: { id: number }) => c.id)).toEqual([5]);
    // the agent's role sees its department's issuers only
    const agents = await call('/api/contracts/list', { limit: 100 }, 'agent');
    expect(agents.data.total).toBeGreaterThan(0);
    expect(agents.data.total).toBeLessThan(30);
  });

  it('an unsigned contract past its deadline reads 已过期; extending brings it back to 待签署', async () => {
    const expired = (await call('/api/contracts/list', { status: 6 })).data.data[0];
    expect(expired.status_name).toBe('已过期');
    expect((await open('/api/contracts/sign/info', { token: tokenOf(expired.id) })).data).toMatchObject({
      can_sign: false,
      refusal: '合同已过签署截止时间，请联系发起人延期',
      demo_code: null,
    });
    expect(
      await call('/api/contracts/extend', { id: expired.id, contract_end_time: later(-1) }),
    ).toMatchObject({
      code: 422,
      msg: '新的截止时间须晚于当前时间',
    });
    const extended = await call('/api/contracts/extend', { id: expired.id, contract_end_time: later(10) });
    expect(extended.data).toMatchObject({ status: 3, status_name: '待签署' });
    expect(extended.data.timeline.at(-1).action).toBe('extend');
  });
});

describe('contract flow backend: issue', () => {
  it('[CONTRACT-01] sends the contract form; with review on it waits for review (待审核), with the timeline', async () => {
    setReview(true);
    const seal = sealTable.insert({ ...sealTable.get(1)!, name: '合同专用章', type: 2, is_default: false });
    const end = later(9);
    const sent = await call(
      '/api/contracts/send',
      form({ contract_end_time: end, seal_sign: seal.id, remark: '按报价单第3版执行' }),
    );
    expect(sent).toMatchObject({ code: 0, msg: '已提交审核' });
    expect(sent.data).toMatchObject({
      contract_end_time: end,
      seal_sign: seal.id,
      seal_name: '合同专用章',
      remark: '按报价单第3版执行',
      contract_name: '测试采购合同',
      status: 1,
      status_name: '待审核',
      ct_id: 1,
      template_name: '销售合同',
      company_signed: false,
      sign_url: null,
    });
    expect(sent.data.field_values).toContainEqual({
      name: '合同金额',
      type: 'amount',
      required: true,
      value: '880000',
    });
    expect(sent.data.timeline.map((e: { action: string }) => e.action)).toEqual(['draft', 'submit']);
    expect(sent.data.contract_no).toMatch(/^HT\d{8}\d{4}$/);
    // the template counts one more use
    expect((await call('/api/contracts/template/detail', { id: 1 })).data.used_count).toBe(4);
  });

  it('with review off a sent contract goes to the customer at once (待签署, company seal on, a signing link)', async () => {
    setReview(false);
    const sent = await call('/api/contracts/send', form());
    expect(sent.data).toMatchObject({ status: 3, company_signed: true, seal_name: '公司公章' });
    expect(sent.data.sign_url).toMatch(/^\/sign\/[0-9a-f]{32}$/);
  });

  it('saves a draft without its required fields; editing keeps the id; only drafts and rejected ones are edited', async () => {
    const draft = await call('/api/contracts/send', form({ draft: 1, field_values: {} }));
    expect(draft.data).toMatchObject({ status: 0, status_name: '草稿' });
    const again = await call(
      '/api/contracts/send',
      form({ id: draft.data.id, draft: 1, contract_name: '改名' }),
    );
    expect(again.data).toMatchObject({ id: draft.data.id, contract_name: '改名', status: 0 });
    const signed = contractTable.list((c) => c.status === 4)[0]!;
    expect(await call('/api/contracts/send', form({ id: signed.id }))).toMatchObject({
      code: 1003,
      msg: '已签署的合同不能修改',
    });
    const waiting = contractTable.list((c) => c.status === 3)[0]!;
    expect((await call('/api/contracts/send', form({ id: waiting.id }))).msg).toBe(
      '只有草稿或已驳回的合同可以编辑',
    );
    expect((await call('/api/contracts/send', form({ id: 999 }))).msg).toBe('合同不存在');
  });

  it.each([
    ['a customer without a mobile phone', 'nophone', '没有手机号，不能签署电子合同，请先补充手机号'],
    ['an unknown customer', { customer_id: 99999999 }, '客户不存在'],
    ['a disabled template', { ct_id: 4 }, '合同模板不存在或已停用'],
    ['a missing required field', { field_values: { 甲方名称: '甲' } }, '请填写“合同金额”'],
    [
      'an amount not in fen',
      { field_values: { 甲方名称: '甲', 合同金额: '12.5', 签订日期: '2026-11-23' } },
      '“合同金额”须为金额',
    ],
    [
      'a date field not a date',
      { field_values: { 甲方名称: '甲', 合同金额: '1', 签订日期: '明天' } },
      '“签订日期”须为日期',
    ],
    ['a deadline in the past', { contract_end_time: later(-1) }, '签署截止时间须晚于当前时间'],
    ['an unknown seal', { seal_sign: 77 }, '印章不存在'],
    [
      'an unknown contract file',
      { contract_file: '/demo-files/contracts/999/x.pdf' },
      '合同文件不存在或已过期，请重新上传PDF',
    ],
    [
      'an unknown attachment',
      { files: ['/demo-files/contracts/999/a.pdf'] },
      '附件不存在或已过期，请重新上传',
    ],
    ['a bad phone', { customer_phone: '12345' }, '客户手机号须为11位手机号'],
    ['no contract file', { contract_file: '' }, '请选择合同模板或上传合同PDF'],
  ] as const)('refuses %s', async (_name, over, msg) => {
    let body: Record<string, unknown>;
    if (over === 'nophone') {
      const c = customer();
      crmDb.saveCustomers([{ ...c, phone: '02188886666' }]);
      body = form();
    } else body = form(over);
    const answer = await call('/api/contracts/send', body);
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain(msg);
  });
});

describe('contract flow backend: review, remind, withdraw, archive', () => {
  const pending = () =>
    contractTable.list((c) => c.status === 1 && c.contract_end_time > formatTime(Date.now()))[0]!;

  it('[ROUTES-CALLCENTRE-38] rejects with a required reason the issuer sees (已驳回); the issuer edits and resubmits', async () => {
    const id = pending().id;
    expect(await call('/api/contracts/review', { id, result: 0 })).toMatchObject({
      code: 422,
      msg: '请输入驳回原因',
    });
    const rejected = await call('/api/contracts/review', { id, result: 0, reason: '金额有误' });
    expect(rejected.data).toMatchObject({ status: 2, status_name: '已驳回', reject_reason: '金额有误' });
    expect(rejected.data.timeline.at(-1)).toMatchObject({ action: 'reject', text: '驳回：金额有误' });
    expect((await call('/api/contracts/review', { id, result: 1 })).msg).toBe('只有待审核的合同可以审核');
    setReview(true);
    const row = contractTable.get(id)!;
    const resent = await call('/api/contracts/send', {
      ...form({ id, ct_id: row.ct_id ?? '', contract_file: row.contract_file }),
      field_values: row.ct_id ? form().field_values : {},
    });
    expect(resent.data).toMatchObject({ status: 1, reject_reason: '' });
    expect(resent.data.timeline.at(-1).text).toBe('修改后重新提交审核');
  });

  it('[ROUTES-CALLCENTRE-38] approval sends it to the customer (待签署) with a signing link', async () => {
    const approved = await call('/api/contracts/review', { id: pending().id, result: 1 });
    expect(approved).toMatchObject({ code: 0, msg: '审核通过，合同已发送给客户' });
    expect(approved.data).toMatchObject({ status: 3, company_signed: true });
    expect(approved.data.timeline.slice(-2).map((e: { action: string }) => e.action)).toEqual([
      'approve',
      'send',
    ]);
  });

  it('reminds only a contract waiting for signature, recording it', async () => {
    const waiting = contractTable.list(
      (c) => c.status === 3 && c.contract_end_time > formatTime(Date.now()),
    )[0]!;
    const reminded = await call('/api/contracts/remind', { id: waiting.id });
    expect(reminded.data.timeline.at(-1)).toMatchObject({ action: 'remind' });
    expect(reminded.data.timeline.at(-1).text).toMatch(/^提醒客户签署（短信已发送至1\d{2}\*{4}\d{4}）$/);
    const draft = contractTable.list((c) => c.status === 0)[0]!;
    expect((await call('/api/contracts/remind', { id: draft.id })).msg).toBe('只有待签署的合同可以提醒签署');
  });

  it('withdraws an unsigned contract with a reason of at most 50 characters; a signed one is refused', async () => {
    const waiting = contractTable.list((c) => c.status === 3)[0]!;
    expect(await call('/api/contracts/withdraw', { id: waiting.id, reason: '' })).toMatchObject({
      code: 422,
      msg: '请输入撤回原因',
    });
    expect((await call('/api/contracts/withdraw', { id: waiting.id, reason: '长'.repeat(51) })).msg).toBe(
      '撤回原因不能超过50个字符',
    );
    const done = await call('/api/contracts/withdraw', { id: waiting.id, reason: '长'.repeat(50) });
    expect(done.data).toMatchObject({ status: 7, status_name: '已撤回', withdraw_reason: '长'.repeat(50) });
    expect((await open('/api/contracts/sign/info', { token: waiting.sign_token! })).data.refusal).toBe(
      '合同已被发起人撤回',
    );
    const signed = contractTable.list((c) => c.status === 4)[0]!;
    expect((await call('/api/contracts/withdraw', { id: signed.id, reason: '不要了' })).msg).toBe(
      '只有待审核、待签署或已过期的合同可以撤回',
    );
  });

  it('archives: an archived contract can no longer be signed; drafts and archived ones are refused', async () => {
    const waiting = contractTable.list((c) => c.status === 3 && !c.archived_at)[0]!;
    const archived = await call('/api/contracts/archive/add', { id: waiting.id });
    expect(archived.data).toMatchObject({ archived: true });
    expect((await call('/api/contracts/archive/add', { id: waiting.id })).msg).toBe('合同已归档');
    const draft = contractTable.list((c) => c.status === 0)[0]!;
    expect((await call('/api/contracts/archive/add', { id: draft.id })).msg).toBe(
      '草稿、待审核或已驳回的合同不能归档',
    );
    const sign = await open('/api/contracts/sign/submit', {
      token: waiting.sign_token!,
      code: waiting.sign_code!,
      signature: SIGNATURE,
    });
    expect(sign).toMatchObject({ code: 1003, msg: '合同已归档，不能再签署' });
  });

  it('keeps contracts of other issuers out of reach of a narrower data scope', async () => {
    const visibleToAgent = new Set(
      (await call('/api/contracts/list', { limit: 100 }, 'agent')).data.data.map((c: { id: number }) => c.id),
    );
    const hidden = contractTable.all().find((c) => !visibleToAgent.has(c.id))!;
    expect((await call('/api/contracts/detail', { id: hidden.id }, 'agent')).msg).toBe('合同不存在');
  });
});

describe('contract flow backend: the customer signs (no session)', () => {
  const waiting = () =>
    contractTable.list((c) => c.status === 3 && c.contract_end_time > formatTime(Date.now()))[0]!;

  it('shows the contract behind the link without an api_token, with the demo code; an unknown link is refused', async () => {
    const c = waiting();
    const info = await open('/api/contracts/sign/info', { token: c.sign_token! });
    expect(info.data).toMatchObject({
      contract_name: c.contract_name,
      can_sign: true,
      demo_code: c.sign_code,
      company_name: '星河智能科技有限公司',
    });
    expect(info.data.customer_phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(contractTable.get(c.id)!.timeline.at(-1)!.action).toBe('view');
    expect(await open('/api/contracts/sign/info', { token: 'nope' })).toMatchObject({
      code: 404,
      msg: '签署链接无效或已失效',
    });
    // a draft has no link at all
    expect((await open('/api/contracts/sign/info', { token: seedToken(5) })).code).toBe(404);
  });

  it('refuses a wrong code, a missing signature and a signature that is not a PNG', async () => {
    const c = waiting();
    const base = { token: c.sign_token!, code: c.sign_code!, signature: SIGNATURE };
    expect((await open('/api/contracts/sign/submit', { ...base, code: '000000' })).msg).toBe('验证码不正确');
    expect((await open('/api/contracts/sign/submit', { ...base, code: '12' })).msg).toBe('验证码为6位数字');
    expect((await open('/api/contracts/sign/submit', { ...base, signature: '' })).msg).toBe('请先手写签名');
    expect(
      (await open('/api/contracts/sign/submit', { ...base, signature: 'data:image/png;base64,AAAA' })).msg,
    ).toBe('请先手写签名');
    expect(contractTable.get(c.id)!.status).toBe(3);
  });

  it('signing makes the signed PDF with the seal and the signature stamped; it is downloadable and no longer editable', async () => {
    const c = waiting();
    const signed = await open('/api/contracts/sign/submit', {
      token: c.sign_token!,
      code: c.sign_code!,
      signature: SIGNATURE,
    });
    expect(signed).toMatchObject({ code: 0, msg: '签署成功' });
    expect(signed.data).toMatchObject({ status: 4, can_sign: false, refusal: '合同已签署' });
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await fetch(BASE + signed.data.signed_file)).arrayBuffer()),
    );
    const template = c.ct_id ? contractTemplateTable.get(c.ct_id)! : undefined;
    expect(pdf.getPageCount()).toBe(template?.page_count ?? 3);
    // the seal and the signature
    expect(imageCount(pdf)).toBe(2);
    const listed = await call('/api/contracts/detail', { id: c.id });
    expect(listed.data).toMatchObject({
      status: 4,
      customer_sign_status: 1,
      signed_file: signed.data.signed_file,
    });
    expect(listed.data.timeline.at(-1)).toMatchObject({ action: 'sign', actor: c.customer_name });
    expect((await call('/api/contracts/signedFile', { id: c.id })).data.url).toBe(signed.data.signed_file);
    expect((await call('/api/contracts/send', form({ id: c.id }))).msg).toBe('已签署的合同不能修改');
    expect(
      (
        await open('/api/contracts/sign/submit', {
          token: c.sign_token!,
          code: c.sign_code!,
          signature: SIGNATURE,
        })
      ).msg,
    ).toBe('合同已签署');
  });

  it('stamps at the template positions, with the riding seal sliced over every page', async () => {
    contractTemplateTable.update(1, {
      sign_positions: [
        { kind: 'seal', page: 1, x: 0.6, y: 0.1, width: 0.2, height: 0.14 },
        { kind: 'signature', page: 2, x: 0.1, y: 0.8, width: 0.3, height: 0.1 },
        { kind: 'date', page: 2, x: 0.1, y: 0.92, width: 0.3, height: 0.03 },
        { kind: 'riding_seal', page: 1, x: 0.9, y: 0.4, width: 0.1, height: 0.14 },
      ],
    });
    const c = contractTable.get(1)!;
    expect(c.ct_id).toBe(1);
    const answer = await open('/api/contracts/sign/submit', {
      token: seedToken(1),
      code: seedCode(1),
      signature: SIGNATURE,
    });
    expect(answer.code).toBe(0);
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await fetch(BASE + answer.data.signed_file)).arrayBuffer()),
    );
    expect(pdf.getPageCount()).toBe(3);
    // one seal image drawn on page 1 and in each riding slice, one signature: two images embedded
    expect(imageCount(pdf)).toBe(2);
    const xObjects = (n: number) => pdf.getPage(n).node.Resources()!.lookup(PDFName.of('XObject'));
    expect(xObjects(0)).toBeDefined();
    expect(xObjects(2)).toBeDefined();
  });

  it('a seeded signed contract gets its signed PDF made on first download (seal and date)', async () => {
    const signed = contractTable.list((c) => c.status === 4 && !c.signed_file)[0]!;
    const file = await call('/api/contracts/signedFile', { id: signed.id });
    expect(file.data.name).toBe(`${signed.contract_no}-已签署.pdf`);
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await fetch(BASE + file.data.url)).arrayBuffer()),
    );
    expect(imageCount(pdf)).toBe(1);
    const draft = contractTable.list((c) => c.status === 0)[0]!;
    expect((await call('/api/contracts/signedFile', { id: draft.id })).msg).toBe(
      '合同尚未签署，没有签署文件',
    );
  });

  it('the customer refuses with a required reason (已拒签), which the issuer sees', async () => {
    const c = waiting();
    expect((await open('/api/contracts/sign/refuse', { token: c.sign_token!, reason: '' })).msg).toBe(
      '请输入拒签原因',
    );
    const refused = await open('/api/contracts/sign/refuse', { token: c.sign_token!, reason: '条款不合适' });
    expect(refused.data).toMatchObject({ status: 5, status_name: '已拒签', can_sign: false });
    const seen = await call('/api/contracts/detail', { id: c.id });
    expect(seen.data).toMatchObject({ refuse_reason: '条款不合适', customer_sign_status: 2 });
    expect((await open('/api/contracts/sign/refuse', { token: c.sign_token!, reason: '再拒' })).msg).toBe(
      '合同已拒签',
    );
  });
});
