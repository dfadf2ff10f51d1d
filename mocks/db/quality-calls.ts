import type { Sentence } from '@/domain/quality/engine';
import { recordingUrl } from '../kit/recording';
import { callQueues, type QueueRow } from './callcenter-queues';
import { DEFAULT_ANSWERS, SPECIAL, STORY } from './flows-seed';
import { SEED_STAFF } from './staff-seed';

/**
 * The calls quality inspection looks at: a few thousand over the last 30 days, built on demand from their id
 * (nothing stored), so every page load and every test sees the same calls. Agent calls are the seed staff
 * talking through the robot scripts' story; robot calls are the script read by the robot. Transcripts carry
 * the slips rules look for (no greeting, forbidden words, complaints, silences, talking over the customer,
 * rushing), at rates that give varied scores.
 */
export const AGENT_CALLS = 2400;
export const ROBOT_CALLS = 1200;
export const CALL_COUNT = AGENT_CALLS + ROBOT_CALLS;
/** Call 1 lasts an hour (about 1 500 lines): the long call the detail page must stay fast on. */
export const LONG_CALL_ID = 1;
const DAYS = 30;
const DAY = 86_400_000;

const COMPANY = '云帆科技';
const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
];
/** Agents of the seed staff (the demo accounts too: the demo user has calls to review and appeal). */
const AGENTS = SEED_STAFF.map((s) => s.id);

export interface QualityCall {
  id: number;
  source: 1 | 2;
  staff_id: number | null;
  customer_name: string;
  phone: string;
  /** Epoch ms of the call's start. */
  started_at: number;
  duration: number;
  record_url: string;
}

/** A small seeded generator (mulberry32): the same id always draws the same call. */
export function rngOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof rngOf>;

const midnight = (at: number) => {
  const d = new Date(at);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

interface Draft {
  role: 1 | 2;
  text: string;
  emotion?: string;
  /** Seconds of silence before the line. */
  pause?: number;
  /** Starts this many seconds before the previous line ends (talking over it). */
  overlap?: number;
  /** Characters per minute (the line's speed). */
  cpm?: number;
}

const CUSTOMER_REPLIES = [
  ...DEFAULT_ANSWERS.filter((a) => a.id === 1 || a.id === 2).flatMap((a) =>
    a.keyWorldList.map((w) => `${w}，你说吧。`),
  ),
  '嗯，你继续说。',
  '这个我了解一下。',
];
const ASIDES: [string, string][] = SPECIAL.map((s) => [
  `${s.keyWorldList[0]}？`,
  s.name === '询问价格'
    ? '价格方面您放心，首年是免费的，之后按月收费，没有额外费用。'
    : s.name === '在忙'
      ? '好的，我长话短说，就耽误您一分钟。'
      : '您之前在我们官网留过咨询信息，所以给您回个电话。',
]);
const FORBIDDEN = ['这个不归我管，你找别人吧。', '我也不知道，你自己看着办。', '没办法，规定就是这样。'];
const COMPLAINTS = [
  '你们这服务太差了，我要投诉！',
  '再这样我就去12315举报你们！',
  '我已经说了好几遍了，你们到底能不能解决？',
];
const APOLOGIES = [
  '非常抱歉给您带来不便，我马上帮您处理。',
  '不好意思，理解您的心情，我们一定给您一个答复。',
];
const PROMISES = ['您放心，这个产品保证赚钱，绝对不亏。', '买了肯定有收益，我给您打包票。'];
const ACKS = ['嗯。', '对。', '好的。', '明白。', '是吗？', '然后呢？'];
const CLOSING = '感谢您的接听，祝您生活愉快，再见！';

/** The lines of one pass through the script's story, with the slips this call makes. */
function storyPass(
  rng: Rng,
  customer: string,
  robot: boolean,
  slips: Slips,
  first: boolean,
  chatty: boolean,
): Draft[] {
  const lines: Draft[] = [];
  // a long consultation: the customer keeps acknowledging and asking back, in short lines
  const chat = () => {
    if (chatty)
      lines.push(
        { role: 2, text: rng.pick(ACKS), emotion: 'calm' },
        { role: 1, text: rng.pick(ACKS) },
        { role: 2, text: rng.pick(ACKS), emotion: 'calm' },
        { role: 1, text: rng.pick(ACKS) },
      );
  };
  STORY.forEach((step, i) => {
    if (i === 0 && !first) return;
    let content = step.content.replace('{company}', COMPANY).replace('{name}', customer.slice(0, 1));
    if (i === 0 && slips.noGreeting) content = content.replace('您好，', '喂，');
    lines.push({ role: 1, text: content, cpm: slips.rush && i === 1 ? 520 : undefined });
    chat();
    if (slips.complaint && i === 2) {
      lines.push({ role: 2, text: rng.pick(COMPLAINTS), emotion: 'angry' });
      if (slips.apology) lines.push({ role: 1, text: rng.pick(APOLOGIES) });
    }
    if (slips.forbidden && i === 2) lines.push({ role: 1, text: rng.pick(FORBIDDEN) });
    const reply: Draft = {
      role: 2,
      text: rng.pick(CUSTOMER_REPLIES),
      emotion: rng.chance(0.2) ? 'happy' : 'calm',
    };
    if (slips.silence && i === 3) reply.pause = rng.int(9, 16);
    lines.push(reply);
    chat();
    if (rng.chance(0.4)) {
      const [ask, answer] = rng.pick(ASIDES);
      lines.push({ role: 2, text: ask, emotion: 'calm' });
      lines.push({ role: 1, text: answer, overlap: slips.interrupt ? 0.8 : undefined });
    }
    if (slips.promise && i === 1) lines.push({ role: 1, text: rng.pick(PROMISES) });
  });
  return lines;
}

interface Slips {
  noGreeting: boolean;
  forbidden: boolean;
  complaint: boolean;
  apology: boolean;
  silence: boolean;
  interrupt: boolean;
  rush: boolean;
  promise: boolean;
  noClosing: boolean;
}

function slipsOf(rng: Rng, robot: boolean): Slips {
  const complaint = rng.chance(0.15);
  return {
    noGreeting: !robot && rng.chance(0.12),
    forbidden: !robot && rng.chance(0.2),
    complaint,
    apology: complaint && rng.chance(robot ? 0.9 : 0.5),
    silence: rng.chance(robot ? 0.05 : 0.15),
    interrupt: !robot && rng.chance(0.2),
    rush: rng.chance(robot ? 0.02 : 0.1),
    promise: !robot && rng.chance(0.04),
    noClosing: !robot && rng.chance(0.15),
  };
}

/** Timed sentences from drafts: a line lasts its characters at its speed; turns leave a short gap. */
function timed(drafts: Draft[], rng: Rng): Sentence[] {
  let at = 0;
  return drafts.map((d) => {
    const cpm = d.cpm ?? rng.int(220, 300);
    const start = d.overlap
      ? Math.max(0, at - d.overlap * 1000)
      : at + (d.pause ?? rng.int(3, 12) / 10) * 1000;
    const end = Math.round(start + (d.text.length / cpm) * 60_000);
    at = Math.max(at, end);
    const sentence: Sentence = { role: d.role, text: d.text, start_ms: Math.round(start), end_ms: end };
    if (d.emotion) sentence.emotion = d.emotion;
    return sentence;
  });
}

const isCall = (id: number) => Number.isInteger(id) && id >= 1 && id <= CALL_COUNT;

/** The call's transcript: drawn from its own seed, so it never changes. */
export function transcriptOf(id: number): Sentence[] {
  if (!isCall(id)) return [];
  const rng = rngOf(id * 7919 + 17);
  const robot = id > AGENT_CALLS;
  const slips = slipsOf(rng, robot);
  const customer = rng.pick(SURNAMES) + rng.pick(GIVEN);
  // the long call keeps going round the story (the customer keeps asking) until an hour is up
  const passes = id === LONG_CALL_ID ? 200 : rng.int(1, 3);
  const drafts: Draft[] = [];
  for (let p = 0; p < passes; p += 1)
    drafts.push(
      ...storyPass(
        rng,
        customer,
        robot,
        p === 0 ? slips : { ...slips, noGreeting: false },
        p === 0,
        id === LONG_CALL_ID,
      ),
    );
  if (!slips.noClosing)
    drafts.push({ role: 1, text: CLOSING }, { role: 2, text: '好的，再见。', emotion: 'calm' });
  const sentences = timed(drafts, rng);
  return id === LONG_CALL_ID ? sentences.filter((s) => s.end_ms <= 3600_000) : sentences;
}

function customerOf(rng: Rng) {
  return {
    name: rng.pick(SURNAMES) + rng.pick(GIVEN),
    phone: `1${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
  };
}

const durations = new Map<number, number>();
/** Seconds of a call: its transcript's end (remembered: lists filter thousands of calls by it). */
function durationOf(id: number) {
  let seconds = durations.get(id);
  if (seconds === undefined) {
    seconds = Math.max(1, Math.ceil((transcriptOf(id).at(-1)?.end_ms ?? 1000) / 1000));
    durations.set(id, seconds);
  }
  return seconds;
}

// The calls of one day's view (started_at hangs on the id and the day only): the reports read every call on
// each request, and drawing them again was most of their time. Frozen, so no caller can change a shared one.
const drawn = new Map<number, QualityCall>();
let drawnOn = 0;
let drawnUntil = 0;

/** A call's facts (who, when, how long) as of `today` (ms): calls fall on the last 30 days before it. */
export function callOf(id: number, today = Date.now()): QualityCall | undefined {
  if (!isCall(id)) return undefined;
  // the reports look up thousands of calls per request: the day is worked out only when `today` leaves it
  if (today < drawnOn || today >= drawnUntil) {
    drawn.clear();
    drawnOn = midnight(today);
    drawnUntil = midnight(drawnOn + DAY + 3 * 3600_000);
  }
  let call = drawn.get(id);
  if (!call) drawn.set(id, (call = Object.freeze(drawCall(id, drawnOn))));
  return call;
}

function drawCall(id: number, midnightOfToday: number): QualityCall {
  const rng = rngOf(id * 104_729 + 3);
  const source = id > AGENT_CALLS ? 2 : 1;
  const { name, phone } = customerOf(rng);
  const day = midnightOfToday - rng.int(0, DAYS - 1) * DAY;
  const started_at = day + rng.int(9 * 3600, 18 * 3600) * 1000;
  const duration = durationOf(id);
  return {
    id,
    source,
    staff_id: source === 1 ? (id === LONG_CALL_ID ? 1 : rng.pick(AGENTS)) : null,
    customer_name: name,
    phone,
    started_at,
    duration,
    record_url: recordingUrl('quality', id, duration),
  };
}

/** Steps that draw every call ahead, a hundred each (warm-up.ts runs them in idle time after start). */
export function qualityCallBuilds(): (() => void)[] {
  return Array.from({ length: Math.ceil(CALL_COUNT / 100) }, (_v, batch) => () => {
    for (let id = batch * 100 + 1; id <= Math.min(CALL_COUNT, batch * 100 + 100); id++) callOf(id);
  });
}

export const callUuid = (id: number) => `qc-${String(id).padStart(6, '0')}`;

/**
 * The queues each agent answers for, as the call-centre queue table has them now (a queue's members are its
 * staff_ids), so a queue added or renamed on /callcenter/queue is the one quality shows and filters by.
 */
export function agentQueues(): Map<number, QueueRow[]> {
  const byAgent = new Map<number, QueueRow[]>();
  for (const queue of [...callQueues.all()].sort((a, b) => a.id - b.id))
    for (const staffId of queue.staff_ids) byAgent.set(staffId, [...(byAgent.get(staffId) ?? []), queue]);
  return byAgent;
}

/**
 * The queue a call came in through: one of its agent's queues (drawn by the call's id, so it holds while the
 * membership does); none for a robot call or an agent in no queue.
 */
export function queueOfCall(
  call: Pick<QualityCall, 'id' | 'staff_id'>,
  byAgent = agentQueues(),
): QueueRow | undefined {
  const queues = call.staff_id === null ? undefined : byAgent.get(call.staff_id);
  return queues?.length ? queues[call.id % queues.length] : undefined;
}

/** Every call id of a source. */
export function callIds(source: 1 | 2): number[] {
  return source === 1
    ? Array.from({ length: AGENT_CALLS }, (_v, i) => i + 1)
    : Array.from({ length: ROBOT_CALLS }, (_v, i) => AGENT_CALLS + i + 1);
}
