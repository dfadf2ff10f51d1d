const p = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time, as the platform writes times. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** `YYYY-MM-DD` of a moment, local time. */
export const formatDay = (ms: number) => formatTime(ms).slice(0, 10);

const days = new Map<number, string>();
/** `formatDay`, remembered: reports bucket the same thousands of seeded moments by day. */
export function dayOf(ms: number): string {
  let day = days.get(ms);
  if (day === undefined) {
    if (days.size >= 100_000) days.clear();
    days.set(ms, (day = formatDay(ms)));
  }
  return day;
}

/** The platform's time of a change made now. */
export const now = (at = Date.now()) => formatTime(at);

/**
 * A fixed moment of a seed written as its UTC clock: the seeded users, scripts and plans read the same in
 * every time zone (their texts are data, not times the platform writes now).
 */
export const seedTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Two platform times (or days) in order, for `sort`: their text order is their time order. Not localeCompare:
 * in the demo's zh-CN page that collates through ICU, 4–5× slower, and the demo sorts thousands of rows on
 * the page's own thread.
 */
export const compareTimes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
