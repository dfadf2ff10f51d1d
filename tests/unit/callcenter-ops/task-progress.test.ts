import {
  inWindow,
  momentAfter,
  outcomeOf,
  overlapError,
  progressOf,
  wallTimeOf,
  windowMs,
} from '@mocks/db/callcenter-task-progress';

const at = (hh: number, mm = 0) => new Date(2026, 10, 23, hh, mm).getTime();
const phones = Array.from({ length: 100 }, (_v, i) => `139${String(i).padStart(8, '0')}`);

it('counts dialling time only inside the windows, across days', () => {
  const windows = ['09:00-12:00', '14:00-18:00'];
  expect(windowMs(at(8), at(13), windows)).toBe(3 * 3600_000);
  expect(windowMs(at(11, 30), at(14, 30), windows)).toBe(3600_000);
  expect(windowMs(at(17), at(17) + 24 * 3600_000, windows)).toBe(7 * 3600_000);
  expect(inWindow(at(12, 30), windows)).toBe(false);
  expect(inWindow(at(9), windows)).toBe(true);
  expect(overlapError(['14:00-18:00', '09:00-14:30'])).toBe('呼叫时段“09:00-14:30”与“14:00-18:00”重叠');
});

it('dials each number once, then redials those the retry rule covers, concurrency lines at a time', () => {
  const plan = {
    phones,
    windows: [],
    concurrency: 5,
    retry_times: 2,
    retry_interval: 10,
    retry_on: ['busy', 'no_answer'] as const,
  };
  const early = progressOf({ ...plan, retry_on: [...plan.retry_on] }, 60_000);
  expect(early.called).toBe(50);
  // the 50 not dialled yet, and those of the first 50 that were busy or unanswered (awaiting a redial)
  const redial = phones.slice(0, 50).filter((p) => ['busy', 'no_answer'].includes(outcomeOf(p, 0))).length;
  expect(early.remaining).toBe(50 + redial);
  expect(early.answered).toBe(phones.slice(0, 50).filter((p) => outcomeOf(p, 0) === 'answered').length);
  const done = progressOf({ ...plan, retry_on: [...plan.retry_on] }, 3600_000);
  expect(done).toMatchObject({ called: 100, remaining: 0 });
  const noRetry = progressOf({ ...plan, retry_times: 0, retry_on: [] }, 3600_000);
  // redials reach more numbers than one pass
  expect(done.answered).toBeGreaterThan(noRetry.answered);
  expect(noRetry.answered).toBeGreaterThan(40);
});

it('redials a number only after the retry interval of dialling time, the lines idle meanwhile', () => {
  const plan = {
    phones,
    windows: [],
    concurrency: 5,
    retry_times: 2,
    retry_interval: 10,
    retry_on: ['no_answer' as const],
  };
  // the first pass takes 100 / 5 lines × 6 s = 2 minutes; the first redials are due 10 minutes after their call
  const firstPass = progressOf(plan, 5 * 60_000);
  expect(firstPass.called).toBe(100);
  expect(firstPass.attempts.every((a) => a.attempt === 0)).toBe(true);
  const waiting = phones.filter((p) => outcomeOf(p, 0) === 'no_answer').length;
  expect(firstPass.remaining).toBe(waiting);
  expect(progressOf(plan, 9 * 60_000 + 54_000).attempts).toHaveLength(100);

  const later = progressOf(plan, 60 * 60_000);
  expect(later.remaining).toBe(0);
  const last = new Map<number, number>();
  for (const a of later.attempts) {
    const before = last.get(a.index);
    if (a.attempt > 0) expect(a.at - before!).toBeGreaterThanOrEqual(10 * 60_000);
    last.set(a.index, a.at);
  }
  expect(later.attempts.filter((a) => a.attempt > 0).length).toBeGreaterThanOrEqual(waiting);
  // busy numbers are not in this rule: called once
  const busy = phones.findIndex((p) => outcomeOf(p, 0) === 'busy');
  expect(later.attempts.filter((a) => a.index === busy)).toHaveLength(1);
});

it('dates a dialling moment: laid on the windows of the run that holds it, pauses skipped', () => {
  const windows = ['09:00-12:00', '14:00-18:00'];
  expect(momentAfter(at(8), 0, windows)).toBe(at(9));
  expect(momentAfter(at(8), 3.5 * 3600_000, windows)).toBe(at(14, 30));
  expect(momentAfter(at(17), 2 * 3600_000, windows)).toBe(at(10) + 24 * 3600_000);
  // ran 10:00-10:30 (30 minutes banked), paused, resumed at 15:00 with an afternoon-only window
  const task = {
    runs: [
      { since: at(10), banked: 0, windows },
      { since: at(15), banked: 30 * 60_000, windows: ['14:00-18:00'] },
    ],
    running_since: at(15),
    started_at: null,
    windows: ['14:00-18:00'],
  };
  expect(wallTimeOf(task, 10 * 60_000)).toBe(at(10, 10));
  expect(wallTimeOf(task, 40 * 60_000)).toBe(at(15, 10));
});
