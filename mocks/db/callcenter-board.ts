import { callRecordRows, firstStoredCalls } from './call-records';
import {
  NIGHT_DESK,
  nightShiftAround,
  nightShiftEnded,
  todaysSchedule,
  type HistoryCall,
} from './call-records-history';
import { calls, liveStatus } from './calls';
import { callQueues, queueSignOuts, type QueueRow } from './callcenter-queues';
import {
  floorAgents,
  momentOf,
  queueWaiting,
  SEAT_ID_BASE,
  startOfDay,
  todayOf,
  type AgentMoment,
  type FloorAgent,
} from './callcenter-floor';
import { db } from './db';
import { staffTable } from './staff';
import { formatDay } from '../kit/time';

/**
 * The agent board as the supervisor sees it, read from the call records (mocks/db/call-records.ts): a staff
 * member is in the call of their day's schedule that is going on now (ringing, talking, then its wrap-up), idle
 * between calls, on a break in a long gap and offline before the first call and after the last (the night
 * desk: on the floor through its shift); an account with calls of its own (the demo accounts, anyone who
 * called in the demo) follows what its softphone really does.
 * 今日通话 and its talk time count today's records, the calls the agent really made included. Seats beyond the
 * staff appear only when the bench grows the floor (callcenter-floor.ts), from the floor's own simulation.
 */

export const DEMO_ACCOUNT_IDS = new Set([1, 2, 3]);

export interface BoardRow extends AgentMoment {
  staff_id: number;
  name: string;
  queue_ids: number[];
  today_calls: number;
  today_talk: number;
  /** the call the agent is in (the live monitor's), not shown */
  call: { uuid: string; scheduled: HistoryCall | null } | null;
}

type Moment = AgentMoment & Pick<BoardRow, 'call'>;

const BREAK_GAP_MS = 20 * 60_000;
const LOGGED_IN_AROUND_MS = 10 * 60_000;

const none = { break_reason: null, customer: null, call_since: null, call: null };
const offline = (since: number): Moment => ({ ...none, state: 'offline', since });

/** When the agent is free again after a scheduled call: its ring, talk and wrap-up over. */
const wrapEndOf = (c: HistoryCall) =>
  c.started_at + (c.result === 'answered' ? c.handle_seconds : c.ring_seconds + c.talk_seconds + 5) * 1000;

/** Where a scheduled call that has started by `now` has the agent, or undefined once it is wrapped up. */
function callMoment(c: HistoryCall, now: number): Moment | undefined {
  const answeredAt = c.started_at + c.ring_seconds * 1000;
  const talkEnd = answeredAt + c.talk_seconds * 1000;
  const inCall = {
    break_reason: null,
    customer: c.customer_name ?? c.phone,
    call: { uuid: c.uuid, scheduled: c },
  };
  if (now < answeredAt) return { ...inCall, state: 'ringing', since: c.started_at, call_since: null };
  if (now < talkEnd) return { ...inCall, state: 'talking', since: answeredAt, call_since: answeredAt };
  if (now < wrapEndOf(c)) return { ...none, state: 'after_call', since: talkEnd };
  return undefined;
}

/**
 * The night desk (call-records-history.ts) at `now`: on the floor through its shift, waiting between the
 * night's fewer calls (no break), off it by day.
 */
function nightMoment(staffId: number, now: number): Moment {
  const day = todaysSchedule(staffId, now);
  const shift = nightShiftAround(now);
  if (!day.length || !shift) return offline(shift?.[0] ?? nightShiftEnded(now));
  let freeSince = shift[0];
  for (const c of day) {
    if (now < c.started_at) break;
    const inCall = callMoment(c, now);
    if (inCall) return inCall;
    freeSince = Math.max(freeSince, wrapEndOf(c));
  }
  return { ...none, state: 'idle', since: freeSince };
}

/** A staff member without calls of their own, at `now`: where their day's schedule has them. */
function scheduledMoment(staffId: number, now: number): Moment {
  if (NIGHT_DESK.has(staffId)) return nightMoment(staffId, now);
  const day = todaysSchedule(staffId, now);
  if (!day.length || now < day[0]!.started_at - LOGGED_IN_AROUND_MS) return offline(startOfDay(now));
  let freeSince = day[0]!.started_at - LOGGED_IN_AROUND_MS;
  for (const c of day) {
    if (now < c.started_at) {
      if (c.started_at - freeSince < BREAK_GAP_MS) return { ...none, state: 'idle', since: freeSince };
      const lunch = new Date(freeSince).getHours() >= 11 && new Date(freeSince).getHours() < 14;
      return { ...none, state: 'busy', since: freeSince, break_reason: lunch ? '用餐' : '小休' };
    }
    const inCall = callMoment(c, now);
    if (inCall) return inCall;
    freeSince = wrapEndOf(c);
  }
  return now < freeSince + LOGGED_IN_AROUND_MS
    ? { ...none, state: 'idle', since: freeSince }
    : offline(freeSince + LOGGED_IN_AROUND_MS);
}

// When a demo account was first seen in its current state: the backend has no event log of the softphone.
const seenSince = new Map<number, { key: string; since: number }>();

/**
 * A supervisor signed the agent out of a group today: out of the call group, their softphone went 忙碌 (it still
 * takes direct calls), which the board shows rather than 离线.
 */
const signedOutToday = (staffId: number, now: number) => {
  const day = formatDay(now);
  return queueSignOuts.list((s) => s.staff_id === staffId && s.day === day).length > 0;
};

/**
 * Whether the account is signed in to the console somewhere now. Out of the call group, a signed-in agent chose
 * 忙碌 in their softphone (the console's only way out of the group, spec 4), which the board shows; nobody signed
 * in is 离线.
 */
const signedIn = (username: string | undefined, now: number) =>
  username !== undefined && db.signedIn(username, now);

function realMoment(staffId: number, now: number): Moment {
  const user = staffTable.get(staffId);
  const live = user
    ? calls
        .of(user.username)
        .filter((c) => !c.result)
        .map((c) => ({ c, s: liveStatus(c, now) }))
        .find(({ s }) => s.status === 'ringing' || s.status === 'talking')
    : undefined;
  const state = live
    ? live.s.status === 'talking'
      ? 'talking'
      : 'ringing'
    : user?.sip_group === 1
      ? 'idle'
      : signedOutToday(staffId, now) || signedIn(user?.username, now)
        ? 'busy'
        : 'offline';
  const key = `${state}|${live?.c.uuid ?? ''}`;
  const seen = seenSince.get(staffId);
  const since = seen?.key === key ? seen.since : now;
  seenSince.set(staffId, { key, since });
  return {
    state,
    since,
    break_reason: null,
    customer: live ? (live.c.customer_name ?? live.c.phone) : null,
    call_since: live?.s.status === 'talking' ? now - live.s.talk_seconds * 1000 : null,
    call: live ? { uuid: live.c.uuid, scheduled: null } : null,
  };
}

/** Today's finished calls and their talk seconds per staff member, from the call records. */
function todaysRecords(now: number): Map<number, { calls: number; talk: number }> {
  const midnight = startOfDay(now);
  const out = new Map<number, { calls: number; talk: number }>();
  for (const r of callRecordRows(now, midnight)) {
    const day = out.get(r.staff_id) ?? { calls: 0, talk: 0 };
    day.calls += 1;
    day.talk += r.talk_seconds;
    out.set(r.staff_id, day);
  }
  return out;
}

/** Queue id → its members now (configured members and seats, less those signed out today). */
export function queueMembers(now = Date.now(), agents = floorAgents()): Map<number, number[]> {
  const day = formatDay(now);
  const out = new Set(queueSignOuts.list((s) => s.day === day).map((s) => `${s.queue_id}:${s.staff_id}`));
  const members = new Map<number, number[]>();
  for (const q of callQueues.all()) {
    const ids = [...q.staff_ids, ...agents.filter((a) => a.home_queue === q.id).map((a) => a.staff_id)];
    members.set(
      q.id,
      [...new Set(ids)].filter((id) => !out.has(`${q.id}:${id}`)),
    );
  }
  return members;
}

interface Today {
  records: Map<number, { calls: number; talk: number }>;
  ownCalls: Map<number, number>;
}

function boardRow(agent: FloorAgent, queueIds: number[], now: number, today: Today): BoardRow {
  const seat = agent.staff_id > SEAT_ID_BASE;
  const real =
    DEMO_ACCOUNT_IDS.has(agent.staff_id) || (today.ownCalls.get(agent.staff_id) ?? Infinity) <= now;
  const moment: Moment = seat
    ? { ...momentOf(agent.staff_id, now), call: null }
    : real
      ? realMoment(agent.staff_id, now)
      : scheduledMoment(agent.staff_id, now);
  const day = seat
    ? todayOf(agent.staff_id, now)
    : (today.records.get(agent.staff_id) ?? { calls: 0, talk: 0 });
  return {
    ...moment,
    staff_id: agent.staff_id,
    name: agent.name,
    queue_ids: queueIds,
    today_calls: day.calls,
    today_talk: day.talk,
  };
}

/** Every agent on the floor now. */
export function board(now = Date.now()): BoardRow[] {
  const agents = floorAgents();
  const members = queueMembers(now, agents);
  const queuesOf = new Map<number, number[]>();
  for (const [q, ids] of members) for (const id of ids) queuesOf.set(id, [...(queuesOf.get(id) ?? []), q]);
  const today = { records: todaysRecords(now), ownCalls: firstStoredCalls() };
  return agents.map((a) => boardRow(a, queuesOf.get(a.staff_id) ?? [], now, today));
}

/** A queue's live figures from the floor: members signed in, free now, calls waiting and the longest wait. */
export function queueFigures(queue: QueueRow, rows: BoardRow[], now = Date.now()) {
  const mine = rows.filter((r) => r.queue_ids.includes(queue.id));
  const online = mine.filter((r) => r.state !== 'offline').length;
  const available = mine.filter((r) => r.state === 'idle').length;
  const { waiting, longest } = queueWaiting(queue.id, available, mine.length, queue.max_wait_time, now);
  return { online_count: online, available_count: available, waiting_count: waiting, longest_wait: longest };
}

/** A board row as the contract's AgentState (the list and the socket pushes answer the same shape). */
export const presentAgent = (r: BoardRow) => ({
  staff_id: r.staff_id,
  name: r.name,
  username: staffTable.get(r.staff_id)?.username ?? null,
  queue_ids: r.queue_ids,
  state: r.state,
  state_since: r.since,
  break_reason: r.break_reason,
  customer: r.customer,
  call_since: r.call_since,
  today_calls: r.today_calls,
  today_talk: r.today_talk,
});
export type AgentStateRow = ReturnType<typeof presentAgent>;
