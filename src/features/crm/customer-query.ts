import type { TableQuery } from '@/components/data-table';
import type { CustomerAttribute, CustomerQuery, CustomerScope } from './types';

/** Search form fields of a customer list, as the URL keeps them. */
export const CUSTOMER_FILTER_KEYS = [
  'keyword',
  'node_id',
  'label_ids',
  'source',
  'owner_id',
  'discard_reason_id',
  'created',
  'next_follow',
] as const;
export const CUSTOMER_LIST_KEYS = ['label_ids', 'created', 'next_follow'] as const;

/**
 * A number range as one text, `from~to` (either end may be empty): the URL keeps it as one parameter and a
 * range open at its start stays distinguishable from one open at its end.
 */
export const RANGE_SEPARATOR = '~';
export const splitRange = (value: string | undefined): [string, string] => {
  const [from = '', to = ''] = (value ?? '').split(RANGE_SEPARATOR);
  return [from.trim(), to.trim()];
};

/** The URL keys of a customer list: its fixed filters and one per custom attribute (its field). */
export function customerQueryKeys(attributes: CustomerAttribute[]) {
  return {
    filterKeys: [...CUSTOMER_FILTER_KEYS, ...attributes.map((a) => a.field)],
    // a date attribute filters by a range of two days
    listKeys: [...CUSTOMER_LIST_KEYS, ...attributes.filter((a) => a.type === 3).map((a) => a.field)],
  };
}

type AttributeFilters = NonNullable<CustomerQuery['attributes']>;

/** The attribute filters of the search form: text and choice as typed, number and date ranges as `{from, to}`. */
function attributeFilters(attributes: CustomerAttribute[], f: TableQuery['filters']) {
  const out: AttributeFilters = {};
  for (const a of attributes) {
    const value = f[a.field];
    const [from, to] =
      a.type === 3
        ? (Array.isArray(value) ? value : []).map((d) => d.slice(0, 10))
        : a.type === 2 && typeof value === 'string'
          ? splitRange(value)
          : [];
    if (a.type === 2 || a.type === 3) {
      if (from || to) out[a.field] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    } else if (typeof value === 'string' && value) out[a.field] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

const SORTABLE = [
  'name',
  'created_at',
  'updated_at',
  'next_follow_at',
  'last_follow_at',
  'follow_count',
  'discarded_at',
];

const num = (v: string | string[] | undefined) => (typeof v === 'string' && v ? Number(v) : undefined);
const day = (v: string | undefined, time: string) => (v ? `${v.slice(0, 10)} ${time}` : undefined);

/** The list call of a screen's URL query: form strings become the contract's typed fields. */
export function customerQuery(
  scope: CustomerScope,
  q: TableQuery,
  attributes: CustomerAttribute[] = [],
): CustomerQuery {
  const f = q.filters;
  const range = (v: string | string[] | undefined) => (Array.isArray(v) ? v : []);
  const [createdFrom, createdTo] = range(f.created);
  const [nextFrom, nextTo] = range(f.next_follow);
  const labels = range(f.label_ids).map(Number);
  const body: CustomerQuery = {
    scope,
    page: q.page,
    limit: q.pageSize,
    keyword: typeof f.keyword === 'string' ? f.keyword : undefined,
    node_id: num(f.node_id),
    label_ids: labels.length ? labels : undefined,
    source: num(f.source) as CustomerQuery['source'],
    owner_id: num(f.owner_id),
    discard_reason_id: num(f.discard_reason_id),
    created_start: day(createdFrom, '00:00:00'),
    created_end: day(createdTo, '23:59:59'),
    next_follow_start: day(nextFrom, '00:00:00'),
    next_follow_end: day(nextTo, '23:59:59'),
    attributes: attributeFilters(attributes, f),
  };
  if (q.sortField && SORTABLE.includes(q.sortField)) {
    body.sort_field = q.sortField as CustomerQuery['sort_field'];
    body.sort_order = q.sortOrder;
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as CustomerQuery;
}
