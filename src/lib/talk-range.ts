/** A talk-time bound as the search form or the URL holds it: a number, its text, or nothing. */
type Bound = unknown;

const asNumber = (v: Bound) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/**
 * A shortest talk time above the longest matches no call: the server refuses it, so the console says why
 * itself instead of sending it (and showing a failed load beside the reason).
 */
export function talkRangeReversed(min: Bound, max: Bound): boolean {
  const [low, high] = [asNumber(min), asNumber(max)];
  return low !== undefined && high !== undefined && !Number.isNaN(low + high) && low > high;
}
