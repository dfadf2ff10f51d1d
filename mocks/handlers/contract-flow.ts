import { dropFile, fileOfUrl, keepFile } from '../db/contract-files';
import { withPartyValues } from '@/domain/contracts/party-fields';
import { companyName, event, newSigningKey, presentContract, statusOf } from '../db/contract-state';
import {
  contractSettingsTable,
  contractTable,
  contractTemplateTable,
  sealTable,
  type ContractRow,
} from '../db/contracts';
import { crmDb } from '../db/crm';
import type { DemoUser } from '../db/seed';
import { visibleStaffIds } from '../db/staff';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { compareTimes, now } from '../kit/time';
import { expectedVersion, isStale, versionConflict } from '../kit/version';
import { signedFileOf } from '../db/contract-signed-file';
import { authed, fail, ok, type Ctx } from '../kit/http';

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });
const MOBILE = /^1\d{10}$/;

/** The contract of `id` when the user's data scope holds its issuer. */
function visible(user: DemoUser, id: unknown): ContractRow | undefined {
  const row = contractTable.get(num(id));
  const scope = visibleStaffIds(user);
  return row && (!scope || scope.has(row.issuer_id)) ? row : undefined;
}

/** The fill-in values of a form (JSON of name → text), or a refusal. */
function readValues(raw: unknown): Record<string, string> | Response {
  if (raw === undefined || raw === null || raw === '') return {};
  let parsed: unknown = raw;
  if (typeof raw === 'string')
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return refuse('field_values', '合同字段格式不正确');
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, str(v)]));
}

const FIELD_FORMAT: Record<string, [RegExp, string]> = {
  date: [/^\d{4}-\d{2}-\d{2}$/, '须为日期'],
  amount: [/^\d{1,12}$/, '须为金额'],
  phone: [MOBILE, '须为11位手机号'],
};

/** The template's fields checked: required ones filled (not for a draft), each value of its type. */
function checkValues(ctId: number | null, values: Record<string, string>, draft: boolean) {
  const template = ctId ? contractTemplateTable.get(ctId) : undefined;
  const kept: Record<string, string> = {};
  for (const f of template?.fields ?? []) {
    const value = values[f.name] ?? '';
    if (!value) {
      if (f.required && !draft) return refuse('field_values', `请填写“${f.name}”`);
      continue;
    }
    const format = FIELD_FORMAT[f.type];
    if (format && !format[0].test(value)) return refuse('field_values', `“${f.name}”${format[1]}`);
    kept[f.name] = value;
  }
  return kept;
}

/** A contract that may be edited: a draft or one the reviewer rejected. */
function editRefusal(row: ContractRow): Response | undefined {
  if (row.status === 0 || row.status === 2) return undefined;
  if (row.status === 4) return fail(1003, '已签署的合同不能修改');
  return fail(1003, '只有草稿或已驳回的合同可以编辑');
}

function send({ body, user }: Ctx) {
  const current = body.id === undefined || body.id === '' ? undefined : visible(user, body.id);
  if (body.id !== undefined && body.id !== '' && !current) return notFound('合同');
  if (current) {
    // first: a stale save is refused before anything of it is kept (its files, below)
    if (isStale(current, expectedVersion(body.version))) return versionConflict();
    const refusal = editRefusal(current);
    if (refusal) return refusal;
  }
  const draft = num(body.draft) === 1;
  const customerId = num(body.customer_id);
  if (!Number.isNaN(customerId)) {
    const customer = crmDb.customer(customerId);
    if (!customer) return refuse('customer_id', '客户不存在');
    if (!MOBILE.test(customer.phone))
      return refuse('customer_id', `客户“${customer.name}”没有手机号，不能签署电子合同，请先补充手机号`);
  }
  const ctId = Number.isNaN(num(body.ct_id)) ? null : num(body.ct_id);
  const template = ctId ? contractTemplateTable.get(ctId) : undefined;
  if (ctId && (!template || (template.status !== 1 && template.id !== current?.ct_id)))
    return refuse('ct_id', '合同模板不存在或已停用');
  const contractFile = str(body.contract_file);
  if (contractFile !== current?.contract_file && fileOfUrl(contractFile)?.pages == null)
    return refuse('contract_file', '合同文件不存在或已过期，请重新上传PDF');
  const files = Array.isArray(body.files) ? body.files.map(str) : [];
  const lost = files.find((url) => !current?.files.includes(url) && !fileOfUrl(url));
  if (lost) return refuse('files', '附件不存在或已过期，请重新上传');
  const values = readValues(body.field_values);
  if (values instanceof Response) return values;
  // a party's fields say what the contract's header says, whatever was typed into them
  const parties = {
    company_name: companyName(),
    customer_name: str(body.customer_name),
    customer_phone: str(body.customer_phone),
  };
  const filled = withPartyValues(template?.fields.map((f) => f.name) ?? [], values, parties);
  const fieldValues = checkValues(ctId, filled, draft);
  if (fieldValues instanceof Response) return fieldValues;
  const end = str(body.contract_end_time);
  if (!draft && end <= now()) return refuse('contract_end_time', '签署截止时间须晚于当前时间');
  const sealId = Number.isNaN(num(body.seal_sign)) ? 0 : num(body.seal_sign);
  if (sealId && !sealTable.get(sealId)) return refuse('seal_sign', '印章不存在');

  for (const url of [contractFile, ...files]) {
    const file = fileOfUrl(url);
    if (file) keepFile(file);
  }
  // CONTRACT-03: the upload named destory is the dismissed file: recorded, its bytes not kept
  const dismissed = str(body.dismissed_file) || null;
  const dismissedFile = dismissed ? fileOfUrl(dismissed) : undefined;
  if (dismissedFile && !dismissedFile.kept) dropFile(dismissedFile.id);

  const review = contractSettingsTable.get(1)?.need_review === 1;
  const status = draft ? 0 : review ? 1 : 3;
  const at = now();
  const events = [...(current?.timeline ?? [])];
  if (!current) events.push(event('draft', draft ? '保存草稿' : '创建合同', user.id));
  if (status === 1)
    events.push(event('submit', current?.status === 2 ? '修改后重新提交审核' : '提交审核', user.id));
  if (status === 3) events.push(event('send', '发送签署链接给客户', user.id));
  const key = status === 3 ? newSigningKey() : null;
  const fields = {
    contract_name: str(body.contract_name),
    ct_id: ctId,
    customer_id: Number.isNaN(customerId) ? null : customerId,
    customer_name: str(body.customer_name),
    customer_phone: str(body.customer_phone),
    contract_file: contractFile,
    files,
    dismissed_file: dismissed,
    field_values: fieldValues,
    contract_end_time: end,
    remark: str(body.remark),
    seal_sign: sealId,
    status,
    company_signed_at: status === 3 ? at : null,
    reject_reason: current?.reject_reason ?? '',
    sign_token: key?.token ?? null,
    sign_code: key?.code ?? null,
    timeline: events,
    updated_at: at,
  } satisfies Partial<ContractRow>;
  const row = current
    ? contractTable.update(current.id, fields)!
    : contractTable.insert((id) => ({
        ...fields,
        id,
        contract_no: `HT${at.slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`,
        signed_at: null,
        issuer_id: user.id,
        withdraw_reason: '',
        refuse_reason: '',
        archived_at: null,
        signed_file: null,
        created_at: at,
      }));
  const msg = status === 0 ? '草稿已保存' : status === 1 ? '已提交审核' : '合同已发送，等待客户签署';
  return ok(presentContract(row), msg);
}

function listFilter({ body, user }: Ctx, archivedOnly?: boolean) {
  const keyword = str(body.keyword);
  const status = num(body.status);
  const customer = num(body.customer_id);
  const issuer = num(body.issuer_id);
  const archived = archivedOnly ? 1 : num(body.archived);
  const from = str(body.start_date);
  const to = str(body.end_date);
  const scope = visibleStaffIds(user);
  const at = now();
  return (c: ContractRow) =>
    (!scope || scope.has(c.issuer_id)) &&
    (!keyword ||
      [c.contract_name, c.contract_no, c.customer_name, c.customer_phone].some((v) => v.includes(keyword))) &&
    (Number.isNaN(status) || statusOf(c, at) === status) &&
    (Number.isNaN(customer) || c.customer_id === customer) &&
    (Number.isNaN(issuer) || c.issuer_id === issuer) &&
    (Number.isNaN(archived) || (c.archived_at !== null) === (archived === 1)) &&
    (!from || c.created_at.slice(0, 10) >= from) &&
    (!to || c.created_at.slice(0, 10) <= to);
}

const newestFirst = (a: ContractRow, b: ContractRow) =>
  compareTimes(b.created_at, a.created_at) || b.id - a.id;

/** The contract of `id` in the user's scope, changed by `act` (a refusal, or the patch and its event). */
function change(
  ctx: Ctx,
  act: (row: ContractRow) => Response | { patch: Partial<ContractRow>; msg: string },
): Response {
  const row = visible(ctx.user, ctx.body.id);
  if (!row) return notFound('合同');
  const done = act(row);
  if (done instanceof Response) return done;
  const saved = contractTable.update(row.id, { ...done.patch, updated_at: now() })!;
  return ok(presentContract(saved), done.msg);
}

const withEvent = (row: ContractRow, e: ReturnType<typeof event>) => [...row.timeline, e];
const unsigned = (row: ContractRow) => [1, 3, 6].includes(statusOf(row)) && !row.archived_at;

function review(ctx: Ctx) {
  return change(ctx, (row) => {
    const status = statusOf(row);
    if (status === 6) return fail(1003, '合同已过签署截止时间，请先延期再审核');
    if (status !== 1 || row.archived_at) return fail(1003, '只有待审核的合同可以审核');
    const approve = num(ctx.body.result) === 1;
    const reason = str(ctx.body.reason);
    if (!approve && !reason) return refuse('reason', '请输入驳回原因');
    if (!approve)
      return {
        patch: {
          status: 2,
          reject_reason: reason,
          timeline: withEvent(row, event('reject', `驳回：${reason}`, ctx.user.id)),
        },
        msg: '已驳回',
      };
    const key = newSigningKey();
    return {
      patch: {
        status: 3,
        company_signed_at: now(),
        sign_token: key.token,
        sign_code: key.code,
        timeline: [
          ...row.timeline,
          event('approve', '审核通过', ctx.user.id),
          event('send', '发送签署链接给客户', ctx.user.id),
        ],
      },
      msg: '审核通过，合同已发送给客户',
    };
  });
}

const masked = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

function remind(ctx: Ctx) {
  return change(ctx, (row) => {
    if (statusOf(row) !== 3 || row.archived_at) return fail(1003, '只有待签署的合同可以提醒签署');
    const text = `提醒客户签署（短信已发送至${masked(row.customer_phone)}）`;
    return { patch: { timeline: withEvent(row, event('remind', text, ctx.user.id)) }, msg: '已提醒客户签署' };
  });
}

function extend(ctx: Ctx) {
  return change(ctx, (row) => {
    if (!unsigned(row)) return fail(1003, '只有待审核、待签署或已过期的合同可以延期');
    const end = str(ctx.body.contract_end_time);
    if (end <= now()) return refuse('contract_end_time', '新的截止时间须晚于当前时间');
    return {
      patch: {
        contract_end_time: end,
        timeline: withEvent(row, event('extend', `签署截止时间延至${end}`, ctx.user.id)),
      },
      msg: '已延期',
    };
  });
}

function withdraw(ctx: Ctx) {
  return change(ctx, (row) => {
    if (!unsigned(row)) return fail(1003, '只有待审核、待签署或已过期的合同可以撤回');
    const reason = str(ctx.body.reason);
    return {
      patch: {
        status: 7,
        withdraw_reason: reason,
        timeline: withEvent(row, event('withdraw', `撤回：${reason}`, ctx.user.id)),
      },
      msg: '已撤回',
    };
  });
}

function archive(ctx: Ctx) {
  return change(ctx, (row) => {
    if (row.archived_at) return fail(1003, '合同已归档');
    if ([0, 1, 2].includes(statusOf(row))) return fail(1003, '草稿、待审核或已驳回的合同不能归档');
    const remark = str(ctx.body.remark);
    return {
      patch: {
        archived_at: now(),
        timeline: withEvent(row, event('archive', remark ? `归档：${remark}` : '归档', ctx.user.id)),
      },
      msg: '已归档',
    };
  });
}

async function signedFile({ body, user }: Ctx) {
  const row = visible(user, body.id);
  if (!row) return notFound('合同');
  if (statusOf(row) !== 4) return fail(1003, '合同尚未签署，没有签署文件');
  const file = await signedFileOf(row);
  return file instanceof Response ? file : ok(file);
}

const EDIT_TEXTS = {
  contract_name: { label: '合同名称' },
  customer_name: { label: '客户名称', required: '请选择客户' },
  customer_phone: { label: '客户手机号', invalid: '客户手机号须为11位手机号' },
  contract_end_time: { label: '签署截止时间', required: '请选择签署截止时间' },
  contract_file: { label: '合同文件', required: '请选择合同模板或上传合同PDF' },
  remark: '备注',
  ct_id: '合同模板',
  customer_id: '客户',
  seal_sign: '印章',
  files: { label: '附件', max: '附件最多20个' },
  dismissed_file: '作废文件',
};

/** /contract/issue, /contract/contractEdit, /contract/contractReview, /contract/contractList. */
export const contractFlowHandlers = [
  authed('contracts/send', send, EDIT_TEXTS),
  authed('contracts/list', (ctx) =>
    ok(page(contractTable.list(listFilter(ctx), newestFirst), ctx.body, presentContract)),
  ),
  authed('contracts/archive/list', (ctx) =>
    ok(page(contractTable.list(listFilter(ctx, true), newestFirst), ctx.body, presentContract)),
  ),
  authed('contracts/detail', ({ body, user }) => {
    const row = visible(user, body.id);
    return row ? ok(presentContract(row)) : notFound('合同');
  }),
  authed('contracts/review', review, { reason: { label: '驳回原因', max: '驳回原因不能超过200个字符' } }),
  authed('contracts/remind', remind),
  authed('contracts/extend', extend, {
    contract_end_time: { label: '签署截止时间', invalid: '签署截止时间格式不正确' },
  }),
  authed('contracts/withdraw', withdraw, {
    reason: { label: '撤回原因', required: '请输入撤回原因', max: '撤回原因不能超过50个字符' },
  }),
  authed('contracts/archive/add', archive, { remark: '归档备注' }),
  authed('contracts/signedFile', signedFile),
];
