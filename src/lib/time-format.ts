import dayjs from 'dayjs';
import { t } from '@/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "How long ago" for lists and notices (CONST-04 to CONST-07); from two days on, the date itself.
 * A time slightly in the future (client clock behind the server's) reads as just now.
 */
export function relativeTime(from: Date | number | string, now: number = Date.now()): string {
  const then = dayjs(from);
  if (!then.isValid()) return '';
  const elapsed = now - then.valueOf();
  if (elapsed < 30 * SECOND) return t('time:justNow');
  // 30-59 s would floor to "0 minutes ago"; it is at least the start of the first minute.
  if (elapsed < HOUR) return t('time:minutesAgo', { count: Math.max(1, Math.floor(elapsed / MINUTE)) });
  if (elapsed < DAY) return t('time:hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 2 * DAY) return t('time:oneDayAgo');
  return then.format('YYYY-MM-DD HH:mm');
}

function splitSeconds(total: number): [hours: number, minutes: number, seconds: number] {
  // Negative or fractional input (a clock that has not started, a float from the API) shows whole seconds from 0.
  const s = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
}

/** CONST-08: 3725 s → 1 h 2 min 5 s; hours only when there are any, minutes and seconds always (5 s → 0 min 5 s). */
export function formatDuration(seconds: number): string {
  const [h, m, s] = splitSeconds(seconds);
  const hours = h > 0 ? t('time:hours', { count: h }) : '';
  return hours + t('time:minutes', { count: m }) + t('time:seconds', { count: s });
}

/** Call timer display: 3725 → 01:02:05; hours keep growing past 99 rather than wrapping. */
export function formatClock(seconds: number): string {
  return splitSeconds(seconds)
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/** A short clock for players and live boards: 75 → 01:15; 3725 → 1:02:05 (hours only past the hour). */
export function formatShortClock(seconds: number): string {
  const [h, m, s] = splitSeconds(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
