import type { TableQuery } from '@/components/data-table';
import type { CustomerQuery, CustomerScope } from './types';

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
export function customerQuery(scope: CustomerScope, q: TableQuery): CustomerQuery {
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
  };
  if (q.sortField && SORTABLE.includes(q.sortField)) {
    body.sort_field = q.sortField as CustomerQuery['sort_field'];
    body.sort_order = q.sortOrder;
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as CustomerQuery;
}
