import { crmDb } from './crm';
import {
  discardReasons,
  followTypeNames,
  nodes,
  sourceNames,
  type CustomerRow,
  type DealRow,
  type FollowUpRow,
} from './crm-rows';
import { departmentName } from './org';
import { staffTable } from './staff';
import { versionOf } from '../kit/version';
import type { DemoUser } from './seed';
import { presentAttributes } from './crm-attributes';

/** How the platform answers CRM rows: ids resolved to names, as in openapi/paths/crm.yaml. */
const nameOf = (list: { id: number; name: string }[], id: number | null) =>
  id == null ? null : (list.find((x) => x.id === id)?.name ?? null);

export function presentCustomer(c: CustomerRow) {
  const labels = crmDb.labels();
  const owner = c.owner_id == null ? undefined : staffTable.get(c.owner_id);
  return {
    id: c.id,
    name: c.name,
    contact_name: c.contact_name,
    phone: c.phone,
    backup_phone: c.backup_phone,
    gender: c.gender,
    company: c.company,
    address: c.address,
    source: c.source,
    source_name: sourceNames[c.source],
    node_id: c.node_id,
    node_name: nameOf(nodes, c.node_id),
    label_ids: c.label_ids,
    labels: c.label_ids.flatMap((id) => {
      const l = labels.find((x) => x.id === id);
      return l ? [{ ...l, customer_count: 0 }] : [];
    }),
    owner_id: c.owner_id,
    owner_name: crmDb.staffName(c.owner_id),
    department_name: owner ? departmentName(owner.department_id) : null,
    next_follow_at: c.next_follow_at,
    last_follow_at: c.last_follow_at,
    follow_count: c.follow_count,
    focus: c.focus,
    remark: c.remark,
    discard_reason_id: c.discard_reason_id,
    discard_reason: nameOf(discardReasons, c.discard_reason_id),
    discarded_at: c.discarded_at,
    attributes: presentAttributes(c),
    created_at: c.created_at,
    updated_at: c.updated_at,
    version: versionOf(c),
  };
}

export function presentFollowUp(f: FollowUpRow) {
  return {
    id: f.id,
    customer_id: f.customer_id,
    type: f.type,
    type_name: followTypeNames[f.type],
    content: f.content,
    node_id: f.node_id,
    node_name: nameOf(nodes, f.node_id),
    next_follow_at: f.next_follow_at,
    staff_id: f.staff_id,
    staff_name: crmDb.staffName(f.staff_id) ?? '',
    record_url: null,
    created_at: f.created_at,
  };
}

export function presentDeal(d: DealRow) {
  const customer = crmDb.customer(d.customer_id);
  const product = crmDb.products().find((p) => p.id === d.product_id);
  return {
    id: d.id,
    customer_id: d.customer_id,
    customer_name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    product_id: d.product_id,
    product_name: product?.name ?? null,
    order_id: d.order_id ?? null,
    order_no: d.order_no ?? null,
    amount: d.amount,
    owner_id: d.owner_id,
    owner_name: crmDb.staffName(d.owner_id) ?? '',
    deal_at: d.deal_at,
    remark: d.remark,
    created_at: d.created_at,
  };
}

/** The staff id of a signed-in account. */
export const staffIdOf = (user: DemoUser) => user.id;
