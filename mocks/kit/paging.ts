/** One page of a list as the contract's Page (components/schemas/Page). */
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

/** The page and limit a list call asks for (PageQuery: page ≥ 1, 1 ≤ limit ≤ maxLimit, 10 by default). */
export function pageQuery(body: Record<string, unknown>, maxLimit = 1000) {
  const asked = (v: unknown) => Math.floor(Number(v ?? '')) || 0;
  const page = Math.max(1, asked(body.page) || 1);
  const limit = Math.min(maxLimit, Math.max(1, asked(body.limit) || 10));
  return { page, limit, start: (page - 1) * limit };
}

/** The rows of one page, presented (only the rows of the page are). */
function pageRows<T, R>(rows: T[], body: Record<string, unknown>, present: (row: T) => R, maxLimit?: number) {
  const q = pageQuery(body, maxLimit);
  return { ...q, data: rows.slice(q.start, q.start + q.limit).map(present) };
}

const same = <T>(row: T) => row as unknown;

/** One page of `rows`, shaped like the platform's paginator. */
export function page<T, R = T>(
  rows: T[],
  body: Record<string, unknown>,
  present: (row: T) => R = same as (row: T) => R,
): Page<R> {
  const { page: current, limit, start, data } = pageRows(rows, body, present);
  return {
    data,
    total: rows.length,
    current_page: current,
    per_page: limit,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
  };
}

/** One page in the older `{list, total, current_page}` shape of the call-centre endpoints (limit ≤ 100). */
export function listPage<T, R>(rows: T[], body: Record<string, unknown>, present: (row: T) => R) {
  const { page: current, data } = pageRows(rows, body, present, 100);
  return { list: data, total: rows.length, current_page: current };
}
