import { crmDb } from '../db/crm';
import { nodes, type CustomerRow } from '../db/crm-rows';
import { staff } from '../db/org';
import type { DemoUser } from '../db/seed';
import { fail, validate, type FieldRule } from './http';
import { staffIdOf } from './crm-present';
import { idList, str } from '../kit/fields';
import { now } from '../kit/time';

/** The platform's rules for a customer form, also applied to every imported row. */
export const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;
export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const customerRules: Record<string, FieldRule> = {
  name: { required: '请输入客户名称', max: 20, message: '客户名称不能超过20个字符' },
  contact_name: { required: '请输入联系人', max: 20, message: '联系人不能超过20个字符' },
  phone: { required: '请输入联系电话', pattern: PHONE, message: '联系电话格式不正确' },
  backup_phone: { pattern: PHONE, message: '备用电话格式不正确' },
  company: { max: 50, message: '公司名称不能超过50个字符' },
  address: { max: 100, message: '地址不能超过100个字符' },
  focus: { max: 50, message: '关注点不能超过50个字符' },
  remark: { max: 500, message: '备注不能超过500个字符' },
  next_follow_at: { pattern: DATE_TIME, message: '下次跟进时间格式不正确' },
};

/** A refusal for a phone that another customer already has, or undefined. */
export function duplicatePhone(phone: string, exceptId?: number): Response | undefined {
  const other = crmDb.customerByPhone(phone);
  if (!other || other.id === exceptId) return undefined;
  const msg = `联系电话${phone}已存在（客户：${other.name}）`;
  return fail(422, msg, { phone: msg });
}

/** Checks the references of a customer form; answers the failure or undefined. */
export function checkReferences(body: Record<string, unknown>): Response | undefined {
  if (str(body.node_id) && !nodes.some((n) => n.id === Number(body.node_id)))
    return fail(422, '跟进阶段不存在', { node_id: '跟进阶段不存在' });
  if (str(body.owner_id) && !staff.some((s) => s.id === Number(body.owner_id)))
    return fail(422, '负责人不存在', { owner_id: '负责人不存在' });
  const labels = crmDb.labels();
  if (idList(body.label_ids).some((id) => !labels.some((l) => l.id === id)))
    return fail(422, '标签不存在', { label_ids: '标签不存在' });
  return undefined;
}

/** A customer from a validated form; `base` is the row being edited. */
export function customerFromForm(
  body: Record<string, unknown>,
  user: DemoUser,
  base?: CustomerRow,
): CustomerRow {
  const at = now();
  const optional = (key: string, fallback: string) => (key in body ? str(body[key]) : fallback);
  const nodeId =
    'node_id' in body ? (str(body.node_id) ? Number(body.node_id) : null) : (base?.node_id ?? null);
  return {
    id: base?.id ?? crmDb.nextId('customer'),
    name: str(body.name),
    contact_name: str(body.contact_name),
    phone: str(body.phone),
    backup_phone: optional('backup_phone', base?.backup_phone ?? ''),
    gender: ([0, 1, 2] as const).find((g) => g === Number(body.gender)) ?? base?.gender ?? 0,
    company: optional('company', base?.company ?? ''),
    address: optional('address', base?.address ?? ''),
    source: base?.source ?? ([1, 2, 3, 4, 5] as const).find((s) => s === Number(body.source)) ?? 1,
    node_id: nodeId,
    label_ids: 'label_ids' in body ? idList(body.label_ids) : (base?.label_ids ?? []),
    owner_id: base ? base.owner_id : str(body.owner_id) ? Number(body.owner_id) : staffIdOf(user),
    previous_owner_id: base?.previous_owner_id ?? null,
    next_follow_at:
      'next_follow_at' in body ? str(body.next_follow_at) || null : (base?.next_follow_at ?? null),
    last_follow_at: base?.last_follow_at ?? null,
    follow_count: base?.follow_count ?? 0,
    focus: optional('focus', base?.focus ?? ''),
    remark: optional('remark', base?.remark ?? ''),
    discard_reason_id: base?.discard_reason_id ?? null,
    discarded_at: base?.discarded_at ?? null,
    creator_id: base?.creator_id ?? staffIdOf(user),
    record_log_id: base?.record_log_id ?? null,
    created_at: base?.created_at ?? at,
    updated_at: at,
  };
}

export function formInvalid(body: Record<string, unknown>, exceptId?: number): Response | undefined {
  return (
    validate(body, customerRules) ??
    checkReferences(body) ??
    duplicatePhone(String(body.phone).trim(), exceptId)
  );
}
