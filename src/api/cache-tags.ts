import { isVersionConflict } from './version-conflict';

/**
 * The cache tags every generated endpoint uses (codegen/cache-rules.mjs picks one per operation from the
 * contract's `x-entity`): an entity row is `{ type, id }`, and `{ type, id: 'LIST' }` stands for every list,
 * tree and summary of that entity. Saving a customer therefore refreshes that customer and the lists that
 * hold it, and nothing else.
 */
export const LIST = 'LIST' as const;

type Row = { id: number | string };
type Tag<T extends string> = { type: T; id: number | string };

/** The `id` or `ids` a request body names. */
function idsOf(arg: unknown): (number | string)[] {
  const body = (arg as { body?: unknown } | undefined)?.body;
  if (!body || typeof body !== 'object' || body instanceof FormData) return [];
  const { id, ids } = body as { id?: unknown; ids?: unknown };
  const all = [...(Array.isArray(ids) ? ids : []), ...(id === undefined ? [] : [id])];
  return all.filter((v): v is number | string => typeof v === 'number' || typeof v === 'string');
}

const rowsTags = <T extends string>(type: T, rows: readonly Row[] | undefined): Tag<T>[] => [
  ...(rows ?? []).map((r) => ({ type, id: r.id })),
  { type, id: LIST },
];

export const cacheTags = {
  /** A query answering one page of `type`. */
  page:
    <T extends string>(type: T) =>
    (result: { data: { data: readonly Row[] } } | undefined) =>
      rowsTags(type, result?.data.data),
  /** A query answering every `type` as an array. */
  list:
    <T extends string>(type: T) =>
    (result: { data: readonly Row[] } | undefined) =>
      rowsTags(type, result?.data),
  /** A query of one `type` by the `id` in its body. */
  one:
    <T extends string>(type: T) =>
    (_result: unknown, _error: unknown, arg: unknown): Tag<T>[] =>
      idsOf(arg).map((id) => ({ type, id })),
  /** Any other read of `type` (options, trees, summaries): refreshed by every write of `type`. */
  related:
    <T extends string>(type: T) =>
    (): Tag<T>[] => [{ type, id: LIST }],
  /**
   * A write of `type`: the rows it names and the lists. A failed write changed nothing, but one refused because
   * someone else changed the row (VersionConflict) says this copy is stale: the row and its lists are fetched
   * again, so they show the other person's change (an edit form keeps its own loaded copy until it reloads).
   */
  write:
    <T extends string>(type: T) =>
    (_result: unknown, error: unknown, arg: unknown): Tag<T>[] =>
      error && !isVersionConflict(error)
        ? []
        : [...idsOf(arg).map((id) => ({ type, id })), { type, id: LIST }],
  /** A write of `type` that changes `also` too (every tag of those types); a stale one refreshes `type` only. */
  writeAnd:
    <T extends string, A extends string>(type: T, also: readonly A[]) =>
    (_result: unknown, error: unknown, arg: unknown): (Tag<T> | A)[] =>
      error
        ? cacheTags.write(type)(_result, error, arg)
        : [...idsOf(arg).map((id) => ({ type, id })), { type, id: LIST }, ...also],
};
