import type { RecordStatus } from './calls-seed';
import { SEED_STAFF } from './staff-seed';

/**
 * Thirty days of the company's calls, made up on demand (a few thousand rows: not worth localStorage). The calls
 * of one agent on one day come from a generator seeded by both, so every request, reload and test sees the same
 * history; today's calls appear as their start time passes, like a floor at work.
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
  talk_seconds: number;
  hangup_side: 'agent' | 'customer' | 'system';
}

export const HISTORY_DAYS = 30;
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
function customerBook(staffId: number) {
  const rand = generator(seedOf(`book/${staffId}`));
  return Array.from({ length: 40 }, () => ({
    name:
      rand.next() < 0.85
        ? rand.pick([...SURNAMES]) + rand.pick([...GIVEN]) + (rand.next() < 0.6 ? rand.pick([...GIVEN]) : '')
        : null,
    phone: `1${rand.pick(['3', '5', '7', '8', '9'])}${String(rand.int(0, 999_999_999)).padStart(9, '0')}`,
  }));
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

/** One agent's calls of the day starting at local midnight `dayStart`. */
function dayOf(staffId: number, dayStart: number): HistoryCall[] {
  const date = new Date(dayStart);
  const key = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
  const rand = generator(seedOf(`calls/${staffId}/${key}`));
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  const count = weekend ? rand.int(0, 3) : rand.int(6, 14);
  const book = customerBook(staffId);
  return Array.from({ length: count }, (_v, i) => {
    const who = rand.pick(book);
    const result = weighted(rand);
    return {
      // days since the epoch, agent and call of the day: unique, and far below a live call's millisecond id
      id: Math.floor(dayStart / DAY) * 10_000 + staffId * 100 + i,
      uuid: `h${staffId}-${key}-${i}`,
      staff_id: staffId,
      started_at: dayStart + 9 * HOUR + Math.floor(rand.next() * 9 * HOUR),
      direction: rand.next() < 0.85 ? 'out' : 'in',
      call_type: rand.next() < 0.8 ? 'sip' : 'explicit',
      phone: who.phone,
      customer_name: who.name,
      result,
      talk_seconds: result === 'answered' ? rand.int(12, 600) : 0,
      hangup_side: sideOf(result, rand),
    };
  });
}

let cached: { day: number; calls: HistoryCall[] } | undefined;

/** The month of history up to `now` (newest first), without the calls after `now`. */
export function historyCalls(now: number): HistoryCall[] {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const today = midnight.getTime();
  if (cached?.day !== today) {
    const calls: HistoryCall[] = [];
    for (let d = HISTORY_DAYS - 1; d >= 0; d -= 1) {
      // a day back from local midnight, set again so a daylight-saving change keeps days at midnight
      const day = new Date(today - d * DAY + 12 * HOUR);
      day.setHours(0, 0, 0, 0);
      for (const s of SEED_STAFF) calls.push(...dayOf(s.id, day.getTime()));
    }
    cached = { day: today, calls: calls.sort((a, b) => b.started_at - a.started_at) };
  }
  // a call is a record once it is over: one that started a minute ago and talks for five is not one yet
  return cached.calls.filter((c) => c.started_at + c.talk_seconds * 1000 <= now);
}
