import type { TableQuery } from '@/components/data-table';
import { filterKeysOf, filterSpec, listRequestBody, type ListBody } from '@/components/list-page';
import { CUSTOMER_SOURCE } from './enums';
import type { CustomerAttribute, CustomerQuery, CustomerScope } from './types';

/** Search form fields of a customer list and how each goes into the list call. */
export const CUSTOMER_FILTERS = filterSpec({
  keyword: 'string',
  node_id: 'number',
  label_ids: 'numbers',
  source: { oneOf: CUSTOMER_SOURCE.values },
  owner_id: 'number',
  discard_reason_id: 'number',
  created: 'dayTimeRange',
  next_follow: 'dayTimeRange',
});

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
  const fixed = filterKeysOf(CUSTOMER_FILTERS);
  return {
    filterKeys: [...fixed.filterKeys, ...attributes.map((a) => a.field)],
    // a date attribute filters by a range of two days
    listKeys: [...fixed.listKeys, ...attributes.filter((a) => a.type === 3).map((a) => a.field)],
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

export const CUSTOMER_SORTABLE = [
  'name',
  'created_at',
  'updated_at',
  'next_follow_at',
  'last_follow_at',
  'follow_count',
  'discarded_at',
] as const satisfies readonly NonNullable<CustomerQuery['sort_field']>[];

type MappedQuery = ListBody<typeof CUSTOMER_FILTERS, (typeof CUSTOMER_SORTABLE)[number]>;

/** What a customer list adds to its mapped filters: the scope and the custom attribute filters. */
export const customerBody =
  (scope: CustomerScope, attributes: CustomerAttribute[]) =>
  (body: MappedQuery, q: TableQuery): CustomerQuery => {
    const attributeQuery = attributeFilters(attributes, q.filters);
    return { scope, ...body, ...(attributeQuery ? { attributes: attributeQuery } : {}) };
  };

/** The list options of a customer screen (useListPage's, and its first view's for the prefetch). */
export const customerListOptions = (scope: CustomerScope, attributes: CustomerAttribute[]) => ({
  filters: CUSTOMER_FILTERS,
  sortable: CUSTOMER_SORTABLE,
  table: `customers-${scope}`,
  toBody: customerBody(scope, attributes),
});

/** The list call of a screen's URL query: form strings become the contract's typed fields. */
export function customerQuery(
  scope: CustomerScope,
  q: TableQuery,
  attributes: CustomerAttribute[] = [],
): CustomerQuery {
  return customerBody(scope, attributes)(listRequestBody(CUSTOMER_FILTERS, q, CUSTOMER_SORTABLE), q);
}
