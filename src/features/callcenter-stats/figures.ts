import type { CallFigures } from '@/api/generated/stats.gen';

/** Answered ÷ calls, as a fraction; null without calls (shown as a dash, never as 0 %). */
export const answerRate = (f: CallFigures): number | null => (f.calls ? f.answered / f.calls : null);

/** Average handle time in seconds: handle time (talk and after-call work) per answered call; null without any. */
export const averageHandle = (f: CallFigures): number | null =>
  f.answered ? Math.round(f.handle_seconds / f.answered) : null;

/** 12.3% (one decimal); a dash for no rate. */
export const percentText = (rate: number | null): string =>
  rate === null ? '-' : `${(rate * 100).toFixed(1)}%`;

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as H:MM:SS (hours unbounded: a month of talk is hundreds of hours); a dash for none. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '-';
  const h = Math.floor(seconds / 3600);
  return `${h}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The change from `before` to `now` as a fraction; null when there was nothing before. */
export const trend = (now: number, before: number): number | null =>
  before ? (now - before) / before : null;

/** The sum of rows' figures. */
export const sumFigures = (rows: readonly CallFigures[]): CallFigures =>
  rows.reduce(
    (t, r) => ({
      calls: t.calls + r.calls,
      answered: t.answered + r.answered,
      talk_seconds: t.talk_seconds + r.talk_seconds,
      handle_seconds: t.handle_seconds + r.handle_seconds,
    }),
    { calls: 0, answered: 0, talk_seconds: 0, handle_seconds: 0 },
  );
