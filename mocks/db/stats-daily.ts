import { calls } from './calls';
import type { RecordStatus } from './calls-seed';
import { dateOf, dayKey, jitter, rngOf, split, weekdayOf } from './stats-random';
import type { StatsSeat } from './stats-seats';

/**
 * One agent's calls of one day, as the platform's nightly aggregation would store them: the statistics and the
 * dashboards sum these, never single calls. Generated on demand from a stream seeded by the seat and the day
 * (nothing stored); today holds the hours already over plus the calls the account really made today.
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

/** How many days back the history reaches (a 30-day range and the 30 days before it, for the trends). */
export const HISTORY_DAYS = 60;

// an outbound centre's day: the morning and afternoon shifts, a lunch dip, a few early and late calls
const HOUR_WEIGHT = [0, 0, 0, 0, 0, 0, 0, 0, 2, 9, 11, 10, 4, 3, 9, 11, 10, 8, 3, 1, 0, 0, 0, 0];
const HOUR_SUM = HOUR_WEIGHT.reduce((a, b) => a + b, 0);
/** Monday … Sunday: weekends are thin. */
const WEEKDAY_VOLUME = [1, 1.05, 1, 1, 0.9, 0.35, 0.15];
const CALLS_PER_DAY = 110;
const UNANSWERED_WEIGHT = [15, 12, 10, 8, 5]; // no answer, busy, rejected, unreachable, cancelled
const DURATION_WEIGHT = [14, 22, 20, 26, 11, 7];
/** the talk seconds a call of each bucket lasts on average */
const DURATION_MEAN = [6, 19, 44, 115, 235, 430];

const emptyDay = (): SeatDay => ({
  calls: 0,
  answered: 0,
  talk_seconds: 0,
  handle_seconds: 0,
  hours: Array<number>(24).fill(0),
  results: Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<StatResult, number>,
  durations: Object.fromEntries(DURATION_BUCKETS.map((b) => [b, 0])) as Record<DurationBucket, number>,
});

/** The generated part of a seat's day, the hours before `untilHour` (24: the whole day). */
function generate(seat: StatsSeat, day: string, untilHour: number): SeatDay {
  const rng = rngOf(`${seat.id}|${day}`);
  const out = emptyDay();
  const absent = rng() < 0.04; // leave, sickness: a day without calls
  const expected = CALLS_PER_DAY * seat.volume * WEEKDAY_VOLUME[weekdayOf(day)]! * jitter(rng, 0.15);
  let answeredRate = 0;
  for (let h = 0; h < 24; h++) {
    // every hour draws, so a partial day is the start of the whole day
    const n = Math.round(((expected * HOUR_WEIGHT[h]!) / HOUR_SUM) * jitter(rng, 0.35));
    answeredRate += rng();
    if (!absent && h < untilHour) out.hours[h] = n;
  }
  out.calls = out.hours.reduce((a, b) => a + b, 0);
  const rate = seat.answerRate * jitter(rng, 0.12) * (0.95 + (answeredRate / 24) * 0.1);
  out.answered = Math.min(out.calls, Math.round(out.calls * rate));
  const unanswered = split(out.calls - out.answered, UNANSWERED_WEIGHT, rng);
  RESULTS.forEach((r, i) => (out.results[r] = i === 0 ? out.answered : unanswered[i - 1]!));
  const buckets = split(out.answered, DURATION_WEIGHT, rng);
  DURATION_BUCKETS.forEach((b, i) => (out.durations[b] = buckets[i]!));
  out.talk_seconds = Math.round(
    buckets.reduce((t, n, i) => t + n * DURATION_MEAN[i]!, 0) * seat.talk * jitter(rng, 0.05),
  );
  out.handle_seconds = out.talk_seconds + out.answered * seat.wrapSeconds;
  return out;
}

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

/** Adds the finished calls an account made today (a live call counts once it is over). */
function addRealCalls(day: SeatDay, seat: StatsSeat, from: number): void {
  if (!seat.username) return;
  for (const call of calls.of(seat.username)) {
    if (call.started_at < from || !call.result) continue;
    const { status, talk_seconds, ended_at } = call.result;
    day.calls += 1;
    day.hours[new Date(call.started_at).getHours()]! += 1;
    day.results[resultOf(status)] += 1;
    if (status !== 'answered') continue;
    day.answered += 1;
    day.talk_seconds += talk_seconds;
    day.durations[bucketOf(talk_seconds)] += 1;
    // from dialling to the end of the record: ringing, talk and the wrap-up the record closes with
    day.handle_seconds += Math.max(talk_seconds, Math.round((ended_at - call.started_at) / 1000));
  }
}

// Past days never change (they hang on the seat's id and the day only): kept once generated, in memory only.
const past = new Map<string, SeatDay>();

/** The days a seat has figures for, as of `now`: the history's first day and today. */
export interface History {
  first: string;
  today: string;
  now: number;
}

export function historyAt(now = Date.now()): History {
  const first = new Date(now);
  first.setDate(first.getDate() - (HISTORY_DAYS - 1));
  return { first: dayKey(first), today: dayKey(new Date(now)), now };
}

/** A seat's figures of one day; nothing before the history or after today. */
export function seatDay(seat: StatsSeat, day: string, history: History = historyAt()): SeatDay {
  if (day > history.today || day < history.first) return emptyDay();
  if (day < history.today) {
    const key = `${seat.id}|${day}`;
    let hit = past.get(key);
    if (!hit) past.set(key, (hit = generate(seat, day, 24)));
    return hit;
  }
  const out = generate(seat, day, new Date(history.now).getHours());
  addRealCalls(out, seat, dateOf(day).getTime());
  return out;
}
