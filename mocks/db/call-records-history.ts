import type { RecordStatus } from './calls-seed';
import { SEED_STAFF } from './staff-seed';

/**
 * The company's calls of the last sixty days, made up on demand (a few tens of thousands of rows: not worth
 * localStorage). One agent's day comes from a generator seeded by both, so every request, reload and test sees
 * the same calls. A day is a schedule: each call rings, talks and is wrapped up before the agent's next one, so
 * the calls going on at any moment are the floor's live calls (callcenter-board.ts, quality-live.ts); today's
 * calls become records as they end. Every figure of the console (records, statistics, dashboards, the agent
 * board, the live monitor) is counted from these calls.
 */
export interface HistoryCall {
  id: number;
  uuid: string;
  staff_id: number;
  started_at: number;
  direction: 'out' | 'in';
  call_type: 'sip' | 'explicit';
  phone: string;
  customer_name: string | null;
  result: RecordStatus;
  /** ringing before the customer answered or the call gave up */
  ring_seconds: number;
  talk_seconds: number;
  /** the agent's time on the call: ringing, talk and the after-call work it closes with (answered calls) */
  handle_seconds: number;
  hangup_side: 'agent' | 'customer' | 'system';
}

/** Sixty days: a 30-day statistic and the 30 days its trend compares with. */
export const HISTORY_DAYS = 60;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

function seedOf(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: small, fast and the same everywhere. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红玲建国志海燕春梅琳浩宇欣怡子轩思雨';
const RESULTS: [RecordStatus, number][] = [
  ['answered', 52],
  ['no_answer', 15],
  ['busy', 11],
  ['rejected', 10],
  ['unreachable', 7],
  ['cancelled', 5],
];

/** The customers one agent calls over the month: each agent has their own book. */
const books = new Map<number, { name: string | null; phone: string }[]>();
function customerBook(staffId: number) {
  const known = books.get(staffId);
  if (known) return known;
  const rand = generator(seedOf(`book/${staffId}`));
  const book = Array.from({ length: 40 }, () => ({
    name:
      rand.next() < 0.85
        ? rand.pick([...SURNAMES]) + rand.pick([...GIVEN]) + (rand.next() < 0.6 ? rand.pick([...GIVEN]) : '')
        : null,
    phone: `1${rand.pick(['3', '5', '7', '8', '9'])}${String(rand.int(0, 999_999_999)).padStart(9, '0')}`,
  }));
  books.set(staffId, book);
  return book;
}

function weighted(rand: ReturnType<typeof generator>): RecordStatus {
  let roll = rand.next() * 100;
  for (const [status, weight] of RESULTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'answered';
}

const sideOf = (result: RecordStatus, rand: ReturnType<typeof generator>): HistoryCall['hangup_side'] => {
  if (result === 'answered') return rand.next() < 0.55 ? 'customer' : 'agent';
  if (result === 'rejected') return 'customer';
  return result === 'cancelled' ? 'agent' : 'system';
};

/** How an agent works: how many calls they make compared with the others, how long they talk, their wrap-up. */
function habitsOf(staffId: number) {
  const rand = generator(seedOf(`habits/${staffId}`));
  return { volume: 0.7 + rand.next() * 0.6, talk: 0.7 + rand.next() * 0.6, wrap: rand.int(10, 40) };
}

/** Seconds a call rings before it is answered or given up (the console gives up after 30 s). */
const RING: Record<RecordStatus, [number, number]> = {
  answered: [3, 12],
  no_answer: [20, 30],
  busy: [1, 3],
  rejected: [3, 15],
  unreachable: [1, 4],
  failed: [1, 4],
  cancelled: [3, 15],
};

// A 24-hour centre: the day shift, 9:00–12:00 and 13:30–18:00 (in seconds after midnight), Monday to Friday,
// with a quarter of the day staff on duty at the weekend (by turns, a different quarter each week); and a small
// night desk, 19:00 to 7:00 every day of the week (a calendar day holds the end of one night and the start of
// the next), so the floor, the live monitor and today's figures are never empty at night or at weekends.
type Shifts = readonly (readonly [number, number])[];
const DAY_SHIFTS: Shifts = [
  [9 * 3600, 12 * 3600],
  [13.5 * 3600, 18 * 3600],
];
const NIGHT_SHIFTS: Shifts = [
  [0, 7 * 3600],
  [19 * 3600, 24 * 3600],
];
/** The night desk: the last three of the seed staff. */
export const NIGHT_DESK: ReadonlySet<number> = new Set(SEED_STAFF.slice(-3).map((s) => s.id));
const WEEKEND_TURNS = 4;

const midnightOf = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** The night shift part of the day of `now` that `now` falls in ([start, end) in epoch ms), if any. */
export function nightShiftAround(now: number): [number, number] | undefined {
  const midnight = midnightOf(now);
  for (const [a, b] of NIGHT_SHIFTS)
    if (now >= midnight + a * 1000 && now < midnight + b * 1000)
      return [midnight + a * 1000, midnight + b * 1000];
  return undefined;
}

/** When the night desk last went off the floor by `now` (this morning's shift end). */
export const nightShiftEnded = (now: number) => midnightOf(now) + NIGHT_SHIFTS[0]![1] * 1000;

const secondsOf = (shifts: Shifts) => shifts.reduce((t, [a, b]) => t + b - a, 0);
/** The time of day `offset` seconds into the shifts' working time. */
const shiftTime = (shifts: Shifts, offset: number) => {
  let left = offset;
  for (const [a, b] of shifts) {
    if (left < b - a) return a + left;
    left -= b - a;
  }
  return shifts.at(-1)![1] - 1;
};

/** Whether a day-shift agent is on the weekend duty of the week of `dayStart`. */
const onWeekendDuty = (staffId: number, dayStart: number) =>
  (staffId + Math.floor(dayStart / (7 * DAY))) % WEEKEND_TURNS === 0;

/** One agent's calls of the day starting at local midnight `dayStart`, in the order they were made. */
function dayOf(staffId: number, dayStart: number): HistoryCall[] {
  const date = new Date(dayStart);
  const key = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
  const rand = generator(seedOf(`calls/${staffId}/${key}`));
  const habits = habitsOf(staffId);
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  const night = NIGHT_DESK.has(staffId);
  const shifts = night ? NIGHT_SHIFTS : DAY_SHIFTS;
  const absent = rand.next() < 0.04; // leave, sickness: a day without calls
  const volume = rand.int(22, 38) * habits.volume;
  // nights are quieter; off the weekend duty, a day agent is at home
  const off = absent || (weekend && !night && !onWeekendDuty(staffId, dayStart));
  const count = off ? 0 : Math.round(night ? volume * 0.6 : volume);
  const book = customerBook(staffId);
  const working = secondsOf(shifts);
  const starts = Array.from({ length: count }, () => shiftTime(shifts, rand.next() * working)).sort(
    (a, b) => a - b,
  );
  let free = 0; // when the agent is done with the previous call, in seconds after midnight
  return starts.map((planned, i) => {
    const who = rand.pick(book);
    const result = weighted(rand);
    const ring = rand.int(...RING[result]);
    // most calls are short, a few run long
    const talk = result === 'answered' ? Math.round((12 + rand.next() ** 2 * 520) * habits.talk) : 0;
    const wrap = result === 'answered' ? habits.wrap : 5;
    const start = Math.max(planned, free);
    free = start + ring + talk + wrap;
    return {
      // days since the epoch, agent and call of the day: unique, and far below a live call's millisecond id
      id: Math.floor(dayStart / DAY) * 10_000 + staffId * 100 + i,
      uuid: `h${staffId}-${key}-${i}`,
      staff_id: staffId,
      started_at: dayStart + Math.round(start * 1000),
      direction: rand.next() < 0.85 ? 'out' : 'in',
      call_type: rand.next() < 0.8 ? 'sip' : 'explicit',
      phone: who.phone,
      customer_name: who.name,
      result,
      ring_seconds: ring,
      talk_seconds: talk,
      handle_seconds: result === 'answered' ? ring + talk + wrap : 0,
      hangup_side: sideOf(result, rand),
    };
  });
}

/** When a call is over: a record from then on. */
export const endOf = (c: Pick<HistoryCall, 'started_at' | 'ring_seconds' | 'talk_seconds'>) =>
  c.started_at + (c.ring_seconds + c.talk_seconds) * 1000;

interface Built {
  day: number;
  /** every generated call, newest first, today's later calls included */
  calls: HistoryCall[];
  /** today's schedule by agent, in order */
  today: Map<number, HistoryCall[]>;
}
let cached: Built | undefined;

function build(now: number): Built {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const today = midnight.getTime();
  if (cached?.day !== today) {
    const calls: HistoryCall[] = [];
    const todays = new Map<number, HistoryCall[]>();
    for (let d = HISTORY_DAYS - 1; d >= 0; d -= 1) {
      // a day back from local midnight, set again so a daylight-saving change keeps days at midnight
      const day = new Date(today - d * DAY + 12 * HOUR);
      day.setHours(0, 0, 0, 0);
      for (const s of SEED_STAFF) {
        const made = dayOf(s.id, day.getTime());
        if (d === 0) todays.set(s.id, made);
        for (const c of made) calls.push(c);
      }
    }
    cached = { day: today, calls: calls.sort((a, b) => b.started_at - a.started_at), today: todays };
  }
  return cached;
}

/** Every call of the history, today's later ones included (newest first): the same array until midnight. */
export const scheduledCalls = (now: number): readonly HistoryCall[] => build(now).calls;

/** The calls of the history over by `now` (newest first). */
export function historyCalls(now: number): HistoryCall[] {
  return build(now).calls.filter((c) => endOf(c) <= now);
}

/** One agent's calls of today as scheduled, those still to come included. */
export const todaysSchedule = (staffId: number, now: number): HistoryCall[] =>
  build(now).today.get(staffId) ?? [];
