/**
 * Where a call task's dialler stands, derived from how long it has run inside its calling windows (as
 * ./calls.ts derives a live call from the time): no timer in the backend, the same answer for the same moment.
 */

/** How a task dials: lines, and which numbers it calls again when. */
export interface DialRules {
  concurrency: number;
  retry_times: number;
  retry_on: readonly ('busy' | 'no_answer')[];
  /** minutes of dialling time between a number's attempts */
  retry_interval: number;
}

export interface DialPlan extends DialRules {
  phones: readonly string[];
  windows: readonly string[];
  /**
   * Rules changed while the task was paused: each applied to dialling before its `until` (ms of dialling
   * time), oldest first; the plan's own rules apply after the last.
   */
  earlier?: readonly (DialRules & { until: number })[];
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
// read for every attempt of every task when the dashboards place calls on days: parsed once each
const bounds = new Map<string, [number, number]>();
export function windowBounds(w: string): [number, number] {
  let b = bounds.get(w);
  if (!b) bounds.set(w, (b = [minutesOf(w), minutesOf(w.slice(6))]));
  return b;
}

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
  /** dialling time (ms inside the windows) at which the latest attempt started */
  at: number;
}

/** A stretch a task ran: from `since` (epoch ms), with `banked` ms dialled before it, in the windows it had. */
export interface RunSpan {
  since: number;
  banked: number;
  windows: readonly string[];
}

/** A call or robot task set running at `at`: a new run span, starting from what its earlier runs banked. */
export const runningFrom = (
  task: { runs: readonly RunSpan[]; dialled_ms: number; windows: readonly string[] },
  at: number,
) => ({
  status: 'running' as const,
  running_since: at,
  runs: [...task.runs, { since: at, banked: task.dialled_ms, windows: task.windows }],
});

/** The moment `ms` of window time after `from`: the inverse of windowMs. */
export function momentAfter(from: number, ms: number, windows: readonly string[]): number {
  const sorted = [...windows].sort((a, b) => windowBounds(a)[0] - windowBounds(b)[0]);
  let left = ms;
  // a year of days at most: a task does not wait longer for its windows
  for (let day = dayStart(from), n = 0; n < 366; day = dayStart(day + 36 * 3600_000), n++)
    for (const w of sorted) {
      const [s, e] = windowBounds(w);
      const a = Math.max(from, day + s * 60_000);
      const b = day + e * 60_000;
      if (b <= a) continue;
      if (left <= b - a) return a + left;
      left -= b - a;
    }
  return from + ms;
}

/**
 * When a task had dialled `dialMs`: in the run that holds that much dialling, laid on that run's windows
 * (a row put in without its runs counts from its current or first start).
 */
export function wallTimeOf(
  task: {
    runs: readonly RunSpan[];
    running_since: number | null;
    started_at: string | null;
    windows: readonly string[];
  },
  dialMs: number,
): number {
  const span = [...task.runs].reverse().find((r) => r.banked <= dialMs) ?? {
    since:
      task.running_since ?? (task.started_at ? new Date(task.started_at.replace(' ', 'T')).getTime() : 0),
    banked: 0,
    windows: task.windows,
  };
  return momentAfter(span.since, dialMs - span.banked, span.windows);
}

export interface Progress {
  called: number;
  answered: number;
  remaining: number;
  /** Indexes (into phones) of the numbers that answered, in the order they did. */
  answeredIndexes: number[];
  /** Every attempt made, in the order they started. */
  attempts: Attempt[];
  /** Every number dialled so far, by its index into phones. */
  dials: Map<number, Dial>;
}

export interface Attempt {
  /** into phones */
  index: number;
  /** 0 for the first call, n for the nth redial */
  attempt: number;
  outcome: Outcome;
  /** dialling time (ms inside the windows) at which the attempt started */
  at: number;
}

/**
 * The attempts made in `dialMs` of dialling. Each ATTEMPT_S slot, the `concurrency` lines take the redials that
 * are due first, then numbers not called yet; a busy or unanswered number (as the retry rule says) comes due
 * again `retry_interval` minutes of dialling time after its attempt, up to `retry_times` redials. A slot with
 * nothing due stays idle: the last numbers wait out their interval.
 */
export function progressOf(plan: DialPlan, dialMs: number): Progress {
  const slots = Math.floor(dialMs / 1000 / ATTEMPT_S);
  const rulesAt = (slot: number): DialRules =>
    plan.earlier?.find((r) => slot * ATTEMPT_S * 1000 < r.until) ?? plan;
  const attempts: Attempt[] = [];
  const dials = new Map<number, Dial>();
  const answeredIndexes: number[] = [];
  // redials waiting for their slot, in the order they come due
  const due: { index: number; attempt: number; slot: number }[] = [];
  let fresh = 0;
  let finished = 0;
  for (let slot = 0; slot < slots; slot++) {
    if (fresh >= plan.phones.length) {
      if (!due.length) break;
      // only redials are left: skip the idle slots until the first comes due
      slot = Math.max(slot, due[0]!.slot);
      if (slot >= slots) break;
    }
    const rules = rulesAt(slot);
    for (let line = 0; line < rules.concurrency; line++) {
      // redials beyond a lowered redial count are given up
      while (due.length && due[0]!.slot <= slot && due[0]!.attempt > rules.retry_times) {
        due.shift();
        finished++;
      }
      let next: { index: number; attempt: number } | undefined;
      if (due.length && due[0]!.slot <= slot) next = due.shift();
      else if (fresh < plan.phones.length) next = { index: fresh++, attempt: 0 };
      if (!next) break;
      const outcome = outcomeOf(plan.phones[next.index]!, next.attempt);
      const at = slot * ATTEMPT_S * 1000;
      attempts.push({ ...next, outcome, at });
      dials.set(next.index, { outcome, attempts: next.attempt + 1, at });
      if (outcome === 'answered') answeredIndexes.push(next.index);
      const again =
        (outcome === 'busy' || outcome === 'no_answer') &&
        next.attempt < rules.retry_times &&
        rules.retry_on.includes(outcome);
      const wait = Math.max(1, Math.ceil((rules.retry_interval * 60) / ATTEMPT_S));
      if (again) {
        const dueSlot = slot + wait;
        // a shorter interval after a change can come due before redials queued earlier
        const place =
          !due.length || due[due.length - 1]!.slot <= dueSlot
            ? due.length
            : due.findIndex((d) => d.slot > dueSlot);
        due.splice(place, 0, {
          index: next.index,
          attempt: next.attempt + 1,
          slot: dueSlot,
        });
      } else finished++;
    }
  }
  return {
    called: fresh,
    answered: answeredIndexes.length,
    remaining: plan.phones.length - finished,
    answeredIndexes,
    attempts,
    dials,
  };
}

/** A task's dialling figures as both task lists report them (CallTask and RobotTask of the contract). */
export function dialFigures(total: number, p: Progress) {
  return {
    total,
    called: p.called,
    answered: p.answered,
    remaining: p.remaining,
    redials: p.attempts.filter((a) => a.attempt > 0).length,
    // the numbers not yet dialled are total - called; the rest of what remains waits for a redial
    redial_waiting: p.remaining - (total - p.called),
  };
}
