/**
 * The item an address names by `?<key>=`: null when it names none (opened by its bare address or a bookmark),
 * NaN when what it names can be no item (`?id=abc`), which a screen tells as not existing, like an unknown id.
 */
export function itemIdParam(params: URLSearchParams, key = 'id'): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : NaN;
}
