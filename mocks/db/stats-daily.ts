import type { CallRecordRow } from './call-records';
import type { RecordStatus } from './calls-seed';

/**
 * One agent's calls of one day, summed from the call records (mocks/db/call-records.ts): the statistics and the
 * dashboards count the same calls 通话记录 lists, never figures of their own.
 */
export interface SeatDay {
  calls: number;
  answered: number;
  talk_seconds: number;
  handle_seconds: number;
  /** calls per hour of the day, 0–23 */
  hours: number[];
  results: Record<StatResult, number>;
  durations: Record<DurationBucket, number>;
}

export const RESULTS = ['answered', 'no_answer', 'busy', 'rejected', 'unreachable', 'cancelled'] as const;
export type StatResult = (typeof RESULTS)[number];
export const DURATION_BUCKETS = ['s0_10', 's10_30', 's30_60', 'm1_3', 'm3_5', 'm5_plus'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

export const emptyDay = (): SeatDay => ({
  calls: 0,
  answered: 0,
  talk_seconds: 0,
  handle_seconds: 0,
  hours: Array<number>(24).fill(0),
  results: Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<StatResult, number>,
  durations: Object.fromEntries(DURATION_BUCKETS.map((b) => [b, 0])) as Record<DurationBucket, number>,
});

const bucketOf = (talk: number): DurationBucket =>
  talk < 10
    ? 's0_10'
    : talk < 30
      ? 's10_30'
      : talk < 60
        ? 's30_60'
        : talk < 180
          ? 'm1_3'
          : talk < 300
            ? 'm3_5'
            : 'm5_plus';

const resultOf = (status: RecordStatus): StatResult => (status === 'failed' ? 'unreachable' : status);

/** Counts one call record into its agent's day. */
export function addRecord(day: SeatDay, r: CallRecordRow): void {
  day.calls += 1;
  day.hours[new Date(r.started_at).getHours()]! += 1;
  day.results[resultOf(r.result)] += 1;
  if (r.result !== 'answered') return;
  day.answered += 1;
  day.talk_seconds += r.talk_seconds;
  day.handle_seconds += Math.max(r.talk_seconds, r.handle_seconds);
  day.durations[bucketOf(r.talk_seconds)] += 1;
}
