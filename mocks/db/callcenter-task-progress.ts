/**
 * Where a call task's dialler stands, derived from how long it has run inside its calling windows (as
 * ./calls.ts derives a live call from the time): no timer in the backend, the same answer for the same moment.
 */

export interface DialPlan {
  phones: readonly string[];
  windows: readonly string[];
  concurrency: number;
  retry_times: number;
  retry_on: readonly ('busy' | 'no_answer')[];
}

export type Outcome = 'answered' | 'no_answer' | 'busy' | 'failed';

/** Seconds one line spends on one attempt (ring, talk or give up, wrap). */
export const ATTEMPT_S = 6;

const hash = (text: string, salt: number) => {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
};

/** What one attempt at a number comes to: about six in ten numbers answer. */
export function outcomeOf(phone: string, attempt: number): Outcome {
  const r = hash(phone, attempt);
  return r < 0.55 ? 'answered' : r < 0.78 ? 'no_answer' : r < 0.92 ? 'busy' : 'failed';
}

/** Talk seconds of an answered call. */
export const talkSecondsOf = (phone: string) => 20 + Math.floor(hash(phone, 99) * 280);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const windowBounds = (w: string): [number, number] => [minutesOf(w), minutesOf(w.slice(6))];

/** A calling window is `HH:mm-HH:mm` of one day, its end after its start. */
export function windowError(w: string): string | undefined {
  const [start, end] = windowBounds(w);
  if (![start, end].every((m) => Number.isFinite(m) && m >= 0 && m <= 24 * 60)) return `呼叫时段“${w}”不正确`;
  if (Number(w.slice(3, 5)) > 59 || Number(w.slice(9, 11)) > 59) return `呼叫时段“${w}”不正确`;
  if (end <= start) return `呼叫时段“${w}”的结束时间须晚于开始时间`;
  return undefined;
}

/** Windows that overlap: the second named is refused. */
export function overlapError(windows: readonly string[]): string | undefined {
  const sorted = [...windows].sort((a, b) => windowBounds(a)[0] - windowBounds(b)[0]);
  for (let i = 1; i < sorted.length; i++)
    if (windowBounds(sorted[i]!)[0] < windowBounds(sorted[i - 1]!)[1])
      return `呼叫时段“${sorted[i - 1]}”与“${sorted[i]}”重叠`;
  return undefined;
}

const dayStart = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** Milliseconds of [from, to) that fall inside the daily windows (local time). */
export function windowMs(from: number, to: number, windows: readonly string[]): number {
  let total = 0;
  for (let day = dayStart(from); day < to; day = dayStart(day + 36 * 3600_000)) {
    for (const w of windows) {
      const [s, e] = windowBounds(w);
      const a = Math.max(from, day + s * 60_000);
      const b = Math.min(to, day + e * 60_000);
      if (b > a) total += b - a;
    }
  }
  return total;
}

/** Is `now` inside one of the windows? */
export function inWindow(now: number, windows: readonly string[]): boolean {
  const m = (now - dayStart(now)) / 60_000;
  return windows.some((w) => {
    const [s, e] = windowBounds(w);
    return m >= s && m < e;
  });
}

/** Where a dialled number stands: its latest attempt's outcome, how many attempts so far, and when. */
export interface Dial {
  outcome: Outcome;
  attempts: number;
  /** the latest attempt's place among all the attempts of the plan (0 first), for its time */
  seq: number;
}

export interface Progress {
  called: number;
  answered: number;
  remaining: number;
  /** Indexes (into phones) of the numbers that answered, in the order they did. */
  answeredIndexes: number[];
  /** Every number dialled so far, by its index into phones. */
  dials: Map<number, Dial>;
}

/**
 * The attempts made in `dialMs` of dialling: every number once, then a pass of redials of those whose
 * outcome the retry rule covers, up to retry_times passes.
 */
export function progressOf(plan: DialPlan, dialMs: number): Progress {
  let budget = Math.floor(dialMs / 1000 / ATTEMPT_S) * plan.concurrency;
  const total = plan.phones.length;
  const dials = new Map<number, Dial>();
  const answeredIndexes: number[] = [];
  let finished = 0;
  let seq = 0;
  let pass: number[] = plan.phones.map((_p, i) => i);
  for (let attempt = 0; attempt <= plan.retry_times && pass.length && budget > 0; attempt++) {
    const next: number[] = [];
    for (const i of pass) {
      if (budget <= 0) break;
      budget--;
      const outcome = outcomeOf(plan.phones[i]!, attempt);
      dials.set(i, { outcome, attempts: attempt + 1, seq: seq++ });
      if (outcome === 'answered') answeredIndexes.push(i);
      const again =
        outcome !== 'answered' &&
        outcome !== 'failed' &&
        attempt < plan.retry_times &&
        plan.retry_on.includes(outcome);
      if (again) next.push(i);
      else finished++;
    }
    pass = next;
  }
  return {
    called: dials.size,
    answered: answeredIndexes.length,
    remaining: total - finished,
    answeredIndexes,
    dials,
  };
}
