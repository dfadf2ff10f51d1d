import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { homeQueueOf } from './callcenter-queues';
import { SEED_STAFF } from './staff-seed';
import { staffTable } from './staff';

/**
 * Who is on the call-centre floor, and the simulation of the generated seats the bench adds (the staff follow
 * their call records: callcenter-board.ts): every seat's state at any moment is a pure function of the time, so
 * the board, the queue figures and the pushed changes agree without a timer in the backend. Each seat works in
 * slots of SLOT_S seconds (phase-shifted per agent): idle, ringing, talking, after-call work, idle; some
 * slots are a break (忙碌 with its reason) and a few agents are off shift (离线) all day.
 */

export type FloorState = 'idle' | 'busy' | 'after_call' | 'offline' | 'ringing' | 'talking';

export interface FloorAgent {
  staff_id: number;
  name: string;
  /** The seed queue a generated seat sits in (real staff join queues through the queue's members). */
  home_queue: number | null;
}

export interface AgentMoment {
  state: FloorState;
  since: number;
  break_reason: string | null;
  customer: string | null;
  call_since: number | null;
}

export const SLOT_S = 300;
/**
 * The floor is the staff (their calls are the call records the other screens count); generated seats join only
 * when the bench or the demo controls grow it (setFloorSize), to measure a 200-seat board.
 */
export const DEFAULT_FLOOR = 0;
/** Generated seats are numbered from here, clear of the staff table's ids. */
export const SEAT_ID_BASE = 9000;
const BREAK_REASONS = ['小休', '用餐', '会议', '培训'];

let floorSize = DEFAULT_FLOOR;
/** The bench and the demo controls grow the floor (to 200 seats); not stored, a reload starts with the staff. */
export const setFloorSize = (n: number) => {
  floorSize = n;
};
export const getFloorSize = () => floorSize;

/** A number in [0, 1) from integers, well mixed (murmur3's finaliser per part): the floor's only chance. */
const rand = (...parts: number[]) => {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
};

let seatNames: string[] = [];
function seatName(i: number): string {
  if (seatNames.length <= i) {
    const faker = new Faker({ locale: [zh_CN, en, base], seed: 5209 });
    seatNames = Array.from({ length: 256 }, () => faker.person.fullName());
  }
  return seatNames[i % seatNames.length]!;
}

/** The staff accounts first (as the staff table names them now), then generated seats up to the floor size. */
export function floorAgents(): FloorAgent[] {
  const staff = staffTable.all().filter((s) => s.status === 1);
  const real = (staff.length ? staff : SEED_STAFF.map((s) => ({ id: s.id, linkman: s.name }))).map((s) => ({
    staff_id: s.id,
    name: s.linkman,
    home_queue: null,
  }));
  const seats = Array.from({ length: Math.max(0, floorSize - real.length) }, (_v, i) => ({
    staff_id: SEAT_ID_BASE + i + 1,
    name: seatName(i),
    home_queue: homeQueueOf(i),
  }));
  return [...real, ...seats];
}

const CUSTOMERS = [
  '杭州云杉科技',
  '宁波海曙贸易',
  '苏州恒信制造',
  '上海联拓物流',
  '广州嘉禾商贸',
  '成都锦程教育',
];

interface Slot {
  start: number;
  idle: number;
  ring: number;
  talk: number;
  after: number;
  breakReason: string | null;
}

const slotOf = (id: number, index: number, phase: number): Slot => {
  const r = (k: number) => rand(id, index, k);
  const start = (index * SLOT_S - phase) * 1000;
  if (r(0) < 0.12)
    return { start, idle: 0, ring: 0, talk: 0, after: 0, breakReason: BREAK_REASONS[Math.floor(r(1) * 4)]! };
  return {
    start,
    idle: 5 + Math.floor(r(2) * 50),
    ring: 3 + Math.floor(r(3) * 8),
    talk: 40 + Math.floor(r(4) * 170),
    after: 10 + Math.floor(r(5) * 25),
    breakReason: null,
  };
};

const phaseOf = (id: number) => Math.floor(rand(id, 77) * SLOT_S);
export const offShift = (id: number) => rand(id, 99) < 0.06;

/** Where one agent stands at `now` (epoch ms). */
export function momentOf(id: number, now: number): AgentMoment {
  if (offShift(id))
    return { state: 'offline', since: startOfDay(now), break_reason: null, customer: null, call_since: null };
  const phase = phaseOf(id);
  const index = Math.floor((now / 1000 + phase) / SLOT_S);
  const slot = slotOf(id, index, phase);
  const at = (now - slot.start) / 1000;
  const none = { break_reason: null, customer: null, call_since: null };
  if (slot.breakReason) return { ...none, state: 'busy', since: slot.start, break_reason: slot.breakReason };
  const customer = CUSTOMERS[Math.floor(rand(id, index, 6) * CUSTOMERS.length)]!;
  const ringAt = slot.start + slot.idle * 1000;
  const talkAt = ringAt + slot.ring * 1000;
  const afterAt = talkAt + slot.talk * 1000;
  const idleAt = afterAt + slot.after * 1000;
  if (at < slot.idle) {
    // idle since the previous slot's after-call work ended (or the break before it)
    const prev = slotOf(id, index - 1, phase);
    const prevEnd = prev.breakReason
      ? slot.start
      : prev.start + (prev.idle + prev.ring + prev.talk + prev.after) * 1000;
    return { ...none, state: 'idle', since: prevEnd };
  }
  if (now < talkAt) return { ...none, state: 'ringing', since: ringAt, customer };
  if (now < afterAt) return { ...none, state: 'talking', since: talkAt, customer, call_since: talkAt };
  if (now < idleAt) return { ...none, state: 'after_call', since: afterAt };
  return { ...none, state: 'idle', since: idleAt };
}

export const startOfDay = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

interface DayTally {
  dayStart: number;
  /** the clock of the last count: an earlier `now` (a test going back) counts again from midnight */
  at: number;
  /** the next slot not yet counted */
  next: number;
  calls: number;
  talk: number;
}

// Slots only ever complete: the counts carry on from where the last call left them (the board asks each second).
const tallies = new Map<number, DayTally>();

/** Calls answered since midnight and their talk seconds (a call counts once it ended). */
export function todayOf(id: number, now: number): { calls: number; talk: number } {
  if (offShift(id)) return { calls: 0, talk: 0 };
  const phase = phaseOf(id);
  const dayStart = startOfDay(now);
  let tally = tallies.get(id);
  if (!tally || tally.dayStart !== dayStart || tally.at > now) {
    // the first slot that starts today
    const first = Math.ceil((dayStart / 1000 + phase) / SLOT_S);
    tally = { dayStart, at: now, next: first, calls: 0, talk: 0 };
    tallies.set(id, tally);
  }
  tally.at = now;
  for (;;) {
    const s = slotOf(id, tally.next, phase);
    const done = s.breakReason ? s.start + SLOT_S * 1000 : s.start + (s.idle + s.ring + s.talk) * 1000;
    if (done > now) break;
    if (!s.breakReason) {
      tally.calls++;
      tally.talk += s.talk;
    }
    tally.next++;
  }
  return { calls: tally.calls, talk: tally.talk };
}

/**
 * Callers waiting in a queue at `now`: none while an agent is free; otherwise a few, whose oldest has waited
 * up to the queue's maximum wait (calls beyond it overflowed).
 */
export function queueWaiting(
  queueId: number,
  available: number,
  members: number,
  maxWait: number,
  now: number,
) {
  if (available > 0 || members === 0) return { waiting: 0, longest: 0 };
  const minute = Math.floor(now / 60_000);
  const waiting = 1 + Math.floor(rand(queueId, minute) * Math.min(6, members));
  const cap = maxWait > 0 ? maxWait : 300;
  const longest = Math.min(cap, Math.floor(rand(queueId, minute, 1) * cap) + Math.floor((now / 1000) % 60));
  return { waiting, longest };
}
