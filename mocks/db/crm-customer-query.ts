import dayjs from 'dayjs';
import { crmDb } from './crm';
import type { CustomerRow } from './crm-rows';
import { visibleStaffIds } from './staff';
import type { DemoUser } from './seed';
import { fail } from '../kit/http';
import { idList } from '../kit/fields';
import { staffIdOf } from './crm-present';
import { attributeFilters } from './crm-attributes';
import { applyDueLevelActions } from './robot-level-actions';

/** How the customer query's fields are named in the contract check's messages (list and export). */
export const customerQueryTexts = {
  keyword: '关键词',
  focus: '关注点',
  created_start: '创建时间',
  created_end: '创建时间',
  next_follow_start: '下次跟进时间',
  next_follow_end: '下次跟进时间',
};

const SCOPES = ['mine', 'allot', 'all', 'today', 'communal'] as const;
const SORT_FIELDS = [
  'name',
  'created_at',
  'updated_at',
  'next_follow_at',
  'last_follow_at',
  'follow_count',
  'discarded_at',
] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The customers a user may see in a scope: the owners within their role's data scope. */
function inScope(scope: (typeof SCOPES)[number], user: DemoUser): (c: CustomerRow) => boolean {
  const me = staffIdOf(user);
  const owners = visibleStaffIds(user);
  const visible = (c: CustomerRow) => !owners || (c.owner_id != null && owners.has(c.owner_id));
  const today = dayjs().format('YYYY-MM-DD');
  switch (scope) {
    case 'mine':
      return (c) => c.owner_id === me;
    case 'today':
      return (c) => c.owner_id === me && c.next_follow_at?.slice(0, 10) === today;
    case 'allot':
      return (c) => c.owner_id == null && c.discarded_at == null;
    case 'communal':
      return (c) => c.discarded_at != null;
    case 'all':
      return (c) => c.discarded_at == null && (visible(c) || c.owner_id == null);
  }
}

/**
 * Whether `user` may open a customer: one of their data scope's owners, or one in the pools everybody sees
 * (unallotted, or given back to the communal pool). Another's customer is answered as unknown.
 */
export const customerVisibleTo = (user: DemoUser, c: CustomerRow): boolean =>
  inScope('all', user)(c) || inScope('allot', user)(c) || inScope('communal', user)(c);

/**
 * Filters and sorts customers like the platform's list query; answers a 422 failure for bad input.
 * The same query serves the list and the export.
 */
export function queryCustomers(body: Record<string, unknown>, user: DemoUser): CustomerRow[] | Response {
  applyDueLevelActions();
  const scope = SCOPES.find((s) => s === (body.scope ?? 'mine'));
  if (!scope) return fail(422, '查询范围不正确');
  const sortField: SortField | undefined = SORT_FIELDS.find((f) => f === (body.sort_field ?? 'created_at'));
  if (!sortField) return fail(422, '排序字段不正确');
  const order = body.sort_order === 'asc' ? 1 : -1;

  const tests: ((c: CustomerRow) => boolean)[] = [inScope(scope, user)];
  const keyword = String(body.keyword ?? '').trim();
  if (keyword)
    tests.push(
      (c) => c.name.includes(keyword) || c.contact_name.includes(keyword) || c.phone.includes(keyword),
    );
  const num = (key: string) => (body[key] == null || body[key] === '' ? undefined : Number(body[key]));
  const node = num('node_id');
  if (node !== undefined) tests.push((c) => c.node_id === node);
  const source = num('source');
  if (source !== undefined) tests.push((c) => c.source === source);
  const owner = num('owner_id');
  if (owner !== undefined) tests.push((c) => c.owner_id === owner);
  const reason = num('discard_reason_id');
  if (reason !== undefined) tests.push((c) => c.discard_reason_id === reason);
  const labels = idList(body.label_ids);
  if (labels.length) tests.push((c) => labels.some((l) => c.label_ids.includes(l)));
  const focus = String(body.focus ?? '').trim();
  if (focus) tests.push((c) => c.focus.includes(focus));
  const range = (field: 'created_at' | 'next_follow_at', from: unknown, to: unknown) => {
    if (from) tests.push((c) => c[field] != null && c[field] >= String(from));
    if (to) tests.push((c) => c[field] != null && c[field] <= String(to));
  };
  range('created_at', body.created_start, body.created_end);
  range('next_follow_at', body.next_follow_start, body.next_follow_end);
  const byAttributes = attributeFilters(body.attributes);
  if (byAttributes instanceof Response) return byAttributes;
  tests.push(...byAttributes);

  const rows = crmDb.customers().filter((c) => tests.every((t) => t(c)));
  // Empty values sort last whatever the order; ties by id, so pages never overlap.
  return rows.sort((a, b) => {
    const x = a[sortField];
    const y = b[sortField];
    if (x === y) return (a.id - b.id) * order;
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : 1) * order;
  });
}
