import { filtersOf, type FilterValues, type SortOrder, type TableQuery } from '@/components/data-table';

/**
 * How one search field of the URL becomes part of a list call:
 * - `string`: as typed (trimmed); `number`: a number; `numbers`: several numbers (repeated in the URL);
 * - `{ oneOf: [...] }`: one of the contract's values (a URL value outside them is dropped);
 * - `dateRange`: two days as `<field>_start` / `<field>_end` (YYYY-MM-DD); `dayTimeRange`: the same as
 *   whole days (`YYYY-MM-DD 00:00:00` to `YYYY-MM-DD 23:59:59`); `{ dateRange: [start, end] }` and
 *   `{ dayTimeRange: [start, end] }`: the same under the contract's own names.
 */
export type FilterKind =
  | 'string'
  | 'number'
  | 'numbers'
  | 'dateRange'
  | 'dayTimeRange'
  | { readonly oneOf: readonly (string | number)[] }
  | { readonly dateRange: readonly [string, string] }
  | { readonly dayTimeRange: readonly [string, string] };

export type FilterSpec = Readonly<Record<string, FilterKind>>;

/** A filter spec with its literal types kept (`oneOf` values, range names), without `as const`. */
export const filterSpec = <const F extends FilterSpec>(spec: F): F => spec;

type RangeKind =
  | 'dateRange'
  | 'dayTimeRange'
  | { readonly dateRange: readonly [string, string] }
  | { readonly dayTimeRange: readonly [string, string] };

type ValueOf<K> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'numbers'
      ? number[]
      : K extends { readonly oneOf: readonly (infer V)[] }
        ? V
        : never;

type RangeNames<N extends string, K> = K extends
  { readonly dateRange: readonly [infer S, infer E] } | { readonly dayTimeRange: readonly [infer S, infer E] }
  ? S | E
  : K extends 'dateRange' | 'dayTimeRange'
    ? `${N}_start` | `${N}_end`
    : never;

type Fields<F extends FilterSpec> = {
  [N in keyof F & string as F[N] extends RangeKind ? never : N]?: ValueOf<F[N]>;
};
type Ranges<F extends FilterSpec> = {
  [P in { [N in keyof F & string]: RangeNames<N, F[N]> }[keyof F & string] & string]?: string;
};

/** The list call a filter spec gives: page, limit, its typed fields and the sort. */
export type ListBody<F extends FilterSpec, S extends string = never> = {
  page: number;
  limit: number;
  sort_field?: S;
  sort_order?: SortOrder;
} & Fields<F> &
  Ranges<F>;

const isRange = (kind: FilterKind) =>
  kind === 'dateRange' ||
  kind === 'dayTimeRange' ||
  (typeof kind === 'object' && ('dateRange' in kind || 'dayTimeRange' in kind));

/** The URL keys of a spec for useTableQuery: every field, and those that hold several values. */
export function filterKeysOf(spec: FilterSpec) {
  const kinds = Object.entries(spec);
  return {
    filterKeys: kinds.map(([name]) => name),
    listKeys: kinds.filter(([, kind]) => kind === 'numbers' || isRange(kind)).map(([name]) => name),
  };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '');
const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
const toNumber = (v: string) => (v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const day = (v: string | undefined) => v?.slice(0, 10) || undefined;

function fieldValue(kind: FilterKind, raw: string | string[] | undefined): unknown {
  if (kind === 'string') return one(raw) || undefined;
  if (kind === 'number') return toNumber(one(raw));
  if (kind === 'numbers') {
    const numbers = list(raw).flatMap((v) => toNumber(v) ?? []);
    return numbers.length ? numbers : undefined;
  }
  if (typeof kind === 'object' && 'oneOf' in kind) return kind.oneOf.find((c) => String(c) === one(raw));
  return undefined;
}

/** The names a range's two ends go under: the contract's own, else `<field>_start` / `<field>_end`. */
function rangeNames(name: string, kind: FilterKind): readonly [string, string] {
  if (typeof kind === 'object' && 'dateRange' in kind) return kind.dateRange;
  if (typeof kind === 'object' && 'dayTimeRange' in kind) return kind.dayTimeRange;
  return [`${name}_start`, `${name}_end`];
}

/** A range's two ends: days, or whole days with their first and last second. */
function rangeValues(name: string, kind: FilterKind, raw: string | string[] | undefined) {
  const [from, to] = list(raw).map(day);
  const [start, end] = rangeNames(name, kind);
  const withTimes = kind === 'dayTimeRange' || (typeof kind === 'object' && 'dayTimeRange' in kind);
  return withTimes
    ? { [start]: from && `${from} 00:00:00`, [end]: to && `${to} 23:59:59` }
    : { [start]: from, [end]: to };
}

/**
 * The list call of a screen's URL query, as a pure mapping: form strings become the contract's typed fields,
 * empty ones are left out, and the sort goes along only for a field the server sorts by.
 */
export function listRequestBody<const F extends FilterSpec, const S extends string = never>(
  spec: F,
  q: TableQuery,
  sortable: readonly S[] = [],
): ListBody<F, S> {
  const out: Record<string, unknown> = { page: q.page, limit: q.pageSize };
  for (const [name, kind] of Object.entries(spec)) {
    const raw = q.filters[name];
    if (isRange(kind)) Object.assign(out, rangeValues(name, kind, raw));
    else out[name] = fieldValue(kind, raw);
  }
  const sortField = sortable.find((s) => s === q.sortField);
  if (sortField && q.sortOrder) {
    out.sort_field = sortField;
    out.sort_order = q.sortOrder;
  }
  // the one place the spec's shape meets the loose URL: the fields above follow ListBody<F, S> by construction
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ListBody<F, S>;
}

/** A spec's search alone, typed as the call takes it: for a list the server answers whole (no page, no sort). */
export type ListFilters<F extends FilterSpec> = Fields<F> & Ranges<F>;

/** The search of a list answered whole, from the URL's filter values (listRequestBody without page and sort). */
export function listFilters<const F extends FilterSpec>(spec: F, filters: FilterValues): ListFilters<F> {
  const { page: _page, limit: _limit, ...search } = listRequestBody(spec, { page: 1, pageSize: 1, filters });
  // the body's fields without its page: ListFilters<F> by construction (TypeScript cannot see it through Omit)
  return search as unknown as ListFilters<F>;
}

/** The same from an address (a page's prefetch, before the page reads it). */
export function searchFilters<const F extends FilterSpec>(spec: F, search: URLSearchParams): ListFilters<F> {
  const { filterKeys, listKeys } = filterKeysOf(spec);
  return listFilters(spec, filtersOf(search, filterKeys, listKeys));
}
