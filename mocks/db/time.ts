const p = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time, as the platform writes times. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
