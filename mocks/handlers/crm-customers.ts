import { crmDb } from '../db/crm';
import { discardReasons, type CustomerRow } from '../db/crm-rows';
import { can, staffMembers } from '../db/staff';
import { authed, fail, ok } from '../kit/http';
import { customerFromForm, customerTexts, duplicatePhone, formInvalid } from '../db/crm-customer-rules';
import { checkBody } from '../contract/check-request';
import { idList } from '../kit/fields';
import { customerQueryTexts, customerVisibleTo, queryCustomers } from '../db/crm-customer-query';
import { attributesFromForm } from '../db/crm-attributes';
import { presentCustomer, staffIdOf } from '../db/crm-present';
import { page } from '../kit/paging';
import { now } from '../kit/time';
import { notFound } from '../kit/not-found';
import { expectedVersion, isStale, versionConflict } from '../kit/version';

const MAX_IMPORT_BATCH = 500;
/** The most customers one export answers (the file would be unwieldy beyond that). */
export const EXPORT_LIMIT = 50_000;

/** The rows of `ids`, or a failure naming the first unknown id. */
function rowsOf(ids: number[]): CustomerRow[] | Response {
  if (!ids.length) return fail(422, '请选择客户', { ids: '请选择客户' });
  const rows: CustomerRow[] = [];
  for (const id of ids) {
    const row = crmDb.customer(id);
    if (!row) return notFound('客户', 404, id);
    rows.push(row);
  }
  return rows;
}

export const customerHandlers = [
  authed(
    'crm/customer/list',
    ({ body, user }) => {
      const rows = queryCustomers(body, user);
      return rows instanceof Response ? rows : ok(page(rows, body, presentCustomer));
    },
    customerQueryTexts,
  ),

  /** Every customer of the list query (all pages, or the chosen ids among them), up to EXPORT_LIMIT. */
  authed(
    'crm/customer/export',
    ({ body, user }) => {
      const rows = queryCustomers(body, user);
      if (rows instanceof Response) return rows;
      const ids = new Set(idList(body.ids));
      const chosen = ids.size ? rows.filter((r) => ids.has(r.id)) : rows;
      return ok({
        total: chosen.length,
        limit: EXPORT_LIMIT,
        data: chosen.slice(0, EXPORT_LIMIT).map(presentCustomer),
      });
    },
    customerQueryTexts,
  ),

  authed('crm/customer/detail', ({ body, user }) => {
    const row = crmDb.customer(Number(body.id));
    if (!row || !customerVisibleTo(user, row)) return notFound('客户');
    const dealAmount = crmDb
      .deals()
      .filter((d) => d.customer_id === row.id)
      .reduce((sum, d) => sum + d.amount, 0);
    return ok({
      ...presentCustomer(row),
      creator_name: crmDb.staffName(row.creator_id) ?? '',
      deal_amount: dealAmount,
    });
  }),

  authed(
    'crm/customer/add',
    ({ body, user }) => {
      const invalid = formInvalid(body);
      if (invalid) return invalid;
      const attributes = attributesFromForm(body);
      if (attributes instanceof Response) return attributes;
      const row = { ...customerFromForm(body, user), attributes };
      crmDb.saveCustomers([row]);
      return ok(presentCustomer(row), '添加成功');
    },
    customerTexts,
  ),

  authed(
    'crm/customer/update',
    ({ body, user }) => {
      const base = crmDb.customer(Number(body.id));
      if (!base || !customerVisibleTo(user, base)) return notFound('客户');
      if (isStale(base, expectedVersion(body.version))) return versionConflict();
      const invalid = formInvalid(body, base.id);
      if (invalid) return invalid;
      const attributes = attributesFromForm(body, base);
      if (attributes instanceof Response) return attributes;
      const [saved] = crmDb.saveCustomers([{ ...customerFromForm(body, user, base), attributes }]);
      return ok(presentCustomer(saved!), '保存成功');
    },
    customerTexts,
  ),

  authed('crm/customer/delete', ({ body, user }) => {
    if (!can(user, 'client/remove')) return fail(403, '当前角色没有删除客户的权限');
    const rows = rowsOf(idList(body.ids));
    if (rows instanceof Response) return rows;
    crmDb.deleteCustomers(rows.map((r) => r.id));
    return ok(null, '删除成功');
  }),

  /** One batch of spreadsheet rows: each is imported or reported with its row number. */
  authed('crm/customer/import', async ({ body, user }) => {
    const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
    if (!rows.length) return fail(422, '导入的数据为空');
    if (rows.length > MAX_IMPORT_BATCH) return fail(422, `每批最多导入${MAX_IMPORT_BATCH}行`);
    const settings = { owner_id: body.owner_id, node_id: body.node_id, label_ids: body.label_ids };
    const errors: { row: number; msg: string }[] = [];
    const saved: CustomerRow[] = [];
    const seen = new Set<string>();
    for (const [i, raw] of rows.entries()) {
      const rowNo = Number(raw.row) || i + 1;
      const fields: Record<string, unknown> = { ...raw, ...settings };
      if (
        typeof fields.next_follow_at === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(fields.next_follow_at.trim())
      )
        fields.next_follow_at = `${fields.next_follow_at.trim()} 09:00:00`;
      const phone = String(fields.phone ?? '').trim();
      const invalid = checkBody('crm/customer/add', fields, customerTexts) ?? duplicatePhone(phone);
      // the row's attribute cells are checked like a customer form's (a required one must have a value)
      const attributes = invalid ?? attributesFromForm({ attributes: raw.attributes });
      if (attributes instanceof Response) {
        errors.push({ row: rowNo, msg: ((await attributes.json()) as { msg: string }).msg });
        continue;
      }
      if (seen.has(phone)) {
        errors.push({ row: rowNo, msg: `联系电话${phone}在文件中重复` });
        continue;
      }
      seen.add(phone);
      const row = customerFromForm({ ...fields, source: 2 }, user);
      saved.push({
        ...row,
        attributes,
        owner_id: fields.owner_id ? Number(fields.owner_id) : null,
        source: 2,
      });
    }
    if (saved.length) crmDb.saveCustomers(saved);
    return ok({ total: rows.length, success: saved.length, failed: errors.length, errors });
  }),

  authed('crm/customer/allot', ({ body }) => {
    const member = staffMembers().find((s) => s.id === Number(body.staff_id) && s.status === 1);
    if (!member) return fail(422, '请选择员工', { staff_id: '请选择员工' });
    const rows = rowsOf(idList(body.ids));
    if (rows instanceof Response) return rows;
    const at = now();
    crmDb.saveCustomers(
      rows.map((r) => ({
        ...r,
        owner_id: member.id,
        discard_reason_id: null,
        discarded_at: null,
        updated_at: at,
      })),
    );
    return ok(null, '分配成功');
  }),

  authed(
    'crm/customer/discard',
    ({ body }) => {
      const reason = discardReasons.find((r) => r.id === Number(body.discard_reason_id));
      if (!reason) return fail(422, '请选择放入公海的原因', { discard_reason_id: '请选择放入公海的原因' });
      const rows = rowsOf(idList(body.ids));
      if (rows instanceof Response) return rows;
      if (rows.some((r) => r.discarded_at)) return fail(422, '所选客户已在公海中');
      const at = now();
      crmDb.saveCustomers(
        rows.map((r) => ({
          ...r,
          previous_owner_id: r.owner_id,
          owner_id: null,
          next_follow_at: null,
          discard_reason_id: reason.id,
          discarded_at: at,
          remark: body.remark ? `${r.remark ? `${r.remark}\n` : ''}${String(body.remark).trim()}` : r.remark,
          updated_at: at,
        })),
      );
      return ok(null, '已放入公海');
    },
    {
      ids: { required: '请选择客户' },
      discard_reason_id: { required: '请选择放入公海的原因', invalid: '请选择放入公海的原因' },
      remark: '说明',
    },
  ),

  authed('crm/customer/recover', ({ body, user }) => {
    const rows = rowsOf(idList(body.ids));
    if (rows instanceof Response) return rows;
    if (rows.some((r) => !r.discarded_at)) return fail(422, '所选客户不在公海中');
    const toPrevious = Number(body.to_previous) === 1;
    if (toPrevious && rows.some((r) => r.previous_owner_id == null))
      return fail(422, '所选客户没有原负责人，请改用领取或分配');
    const me = staffIdOf(user);
    const at = now();
    crmDb.saveCustomers(
      rows.map((r) => ({
        ...r,
        owner_id: toPrevious ? r.previous_owner_id : me,
        discard_reason_id: null,
        discarded_at: null,
        updated_at: at,
      })),
    );
    return ok(null, toPrevious ? '恢复成功' : '领取成功');
  }),
];
