import { isValidIdCardNumber, maskIdCardNumber } from '@/lib/id-card-number';
import { crmDb } from '../db/crm';
import {
  explicitNumberTable,
  idCardPicture,
  REVIEW_MS,
  settleReviews,
  type ExplicitNumberRow,
} from '../db/explicit-numbers';
import { staffTable } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { pictureFault } from '../kit/picture';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';

/** The upload's limits (openapi/paths/explicit-numbers.yaml, uploadIdCard). */
const ID_CARD_INVALID = '身份证号码不正确';

const STATUS_NAME = { 0: '停用', 1: '启用' } as const;
const AUDIT_NAME = { 0: '审核中', 1: '已通过', 2: '已驳回' } as const;

const present = (r: ExplicitNumberRow) => {
  const { review_at: _reviewAt, ...row } = r;
  return {
    ...row,
    id_card_no: maskIdCardNumber(r.id_card_no),
    staff_name: crmDb.staffName(r.staff_id) ?? '',
    status_name: STATUS_NAME[r.status],
    audit_status_name: AUDIT_NAME[r.audit_status],
  };
};

const TEXTS = {
  phone: { label: '手机号码', invalid: '手机号码格式不正确' },
  owner_name: '机主姓名',
  id_card_no: { label: '身份证号码', invalid: ID_CARD_INVALID },
  id_card_front: { label: '身份证正面', required: '请上传身份证正面' },
  id_card_back: { label: '身份证反面', required: '请上传身份证反面' },
  staff_id: { label: '使用员工', required: '请选择使用员工', invalid: '使用员工不正确' },
  remark: '备注',
};

type Fields = Omit<ExplicitNumberRow, 'id'>;

/** What the real-name review looks at: a change of any of these sends a number back to review. */
const REVIEWED = ['phone', 'owner_name', 'id_card_no', 'id_card_front', 'id_card_back'] as const;

/**
 * The number form as the platform checks it (the contract's limits were checked before): a real id number
 * (an edit may leave it empty to keep the one on file), a phone registered once, an existing staff member.
 * A new number, or one whose real-name fields changed, waits for review and stays disabled until enabled.
 */
function readNumber({ body }: Ctx, current?: ExplicitNumberRow): Fields | Response {
  const typedId = str(body.id_card_no).toUpperCase();
  if (!(current && !typedId) && !isValidIdCardNumber(typedId))
    return fail(422, ID_CARD_INVALID, { id_card_no: ID_CARD_INVALID });
  const phone = str(body.phone);
  if (explicitNumberTable.all().some((r) => r.phone === phone && r.id !== current?.id))
    return fail(1002, `手机号码${phone}已登记`, { phone: `手机号码${phone}已登记` });
  const staffId = num(body.staff_id);
  if (!staffTable.get(staffId)) return fail(422, '使用员工不存在', { staff_id: '使用员工不存在' });
  const at = Date.now();
  const fields = {
    phone,
    owner_name: str(body.owner_name),
    id_card_no: typedId || current!.id_card_no,
    id_card_front: str(body.id_card_front),
    id_card_back: str(body.id_card_back),
    staff_id: staffId,
    remark: str(body.remark),
  };
  const reReview = !current || REVIEWED.some((k) => fields[k] !== current[k]);
  const review = reReview
    ? { status: 0 as const, audit_status: 0 as const, audit_remark: '', review_at: at + REVIEW_MS }
    : {
        status: current.status,
        audit_status: current.audit_status,
        audit_remark: current.audit_remark,
        review_at: current.review_at,
      };
  return {
    ...fields,
    ...review,
    created_at: current?.created_at ?? now(at),
    updated_at: now(at),
  };
}

function listFilter({ body }: Ctx) {
  settleReviews();
  const keyword = str(body.keyword);
  const status = num(body.status);
  const staffId = num(body.staff_id);
  const audit = num(body.audit_status);
  return (r: ExplicitNumberRow) =>
    (!keyword || r.phone.includes(keyword) || r.owner_name.includes(keyword)) &&
    (Number.isNaN(status) || r.status === status) &&
    (Number.isNaN(staffId) || r.staff_id === staffId) &&
    (Number.isNaN(audit) || r.audit_status === audit);
}

/** Enables or disables a number; only a number that passed review may be enabled. */
const switchStatus = (status: 0 | 1) => (ctx: Ctx) => {
  settleReviews();
  const row = explicitNumberTable.get(num(ctx.body.id));
  if (!row) return notFound('外显号码');
  if (status === 1 && row.audit_status !== 1)
    return fail(422, row.audit_status === 0 ? '号码审核中，审核通过后才能启用' : '号码审核未通过，不能启用');
  explicitNumberTable.update(row.id, { status, updated_at: now() });
  return ok(null, status ? '启用成功' : '停用成功');
};

async function uploadIdCard({ body }: Ctx) {
  const file = body.file;
  if (!(file instanceof Blob)) return fail(422, '请选择身份证图片', { file: '请选择身份证图片' });
  const name = 'name' in file && typeof file.name === 'string' ? file.name : 'id-card';
  const fault = await pictureFault(file);
  if (fault) return fail(422, fault, { file: fault });
  return ok({ url: idCardPicture(body.side === 'back' ? 'back' : 'front', name) }, '上传成功');
}

/** /system/explicitNumber: the mobile caller numbers, their real-name report and review. */
export const explicitNumberHandlers = [
  ...crudHandlers<ExplicitNumberRow, Fields>({
    base: 'explicitNumbers',
    table: explicitNumberTable,
    label: '外显号码',
    present,
    list: { filter: listFilter, sort: (a, b) => b.id - a.id, paged: true },
    texts: TEXTS,
    form: readNumber,
    messages: { add: '添加成功，号码审核中' },
  }),
  authed('explicitNumbers/enable', switchStatus(1)),
  authed('explicitNumbers/disable', switchStatus(0)),
  authed('explicitNumbers/uploadIdCard', uploadIdCard, {
    file: { label: '身份证图片', required: '请选择身份证图片' },
    side: { label: '证件面', invalid: '证件面只能是front或back' },
  }),
];
