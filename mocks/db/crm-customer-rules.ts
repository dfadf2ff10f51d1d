import { crmCustomers, crmDb } from './crm';
import { nodes, type CustomerRow } from './crm-rows';
import { staffTable } from './staff';
import type { DemoUser } from './seed';
import { fail, type FieldTexts } from '../kit/http';
import { staffIdOf } from './crm-present';
import { idList, str } from '../kit/fields';
import { now } from '../kit/time';

/** How a customer form's fields are named in the platform's messages; the limits are the contract's. */
export const customerTexts = {
  name: '客户名称',
  contact_name: '联系人',
  phone: '联系电话',
  backup_phone: '备用电话',
  company: '公司名称',
  address: '地址',
  focus: '关注点',
  remark: '备注',
  next_follow_at: '下次跟进时间',
} satisfies FieldTexts;

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
  if (str(body.owner_id) && !staffTable.get(Number(body.owner_id)))
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
    id: base?.id ?? crmCustomers.nextId(),
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

/** What refuses a customer form the contract check let through: references and a taken phone. */
export function formInvalid(body: Record<string, unknown>, exceptId?: number): Response | undefined {
  return checkReferences(body) ?? duplicatePhone(String(body.phone).trim(), exceptId);
}
