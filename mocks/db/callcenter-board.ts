import { calls, liveStatus } from './calls';
import { callQueues, queueSignOuts, type QueueRow } from './callcenter-queues';
import {
  floorAgents,
  momentOf,
  queueWaiting,
  todayOf,
  type AgentMoment,
  type FloorAgent,
} from './callcenter-floor';
import { staffTable } from './staff';
import { formatDay } from '../kit/time';

/**
 * The agent board as the supervisor sees it: the simulated floor, with the demo accounts (staff 1..3) following
 * what their softphone really does (signed in to the group, in a call), and the queues each agent is in.
 */

export const DEMO_ACCOUNT_IDS = new Set([1, 2, 3]);

export interface BoardRow extends AgentMoment {
  staff_id: number;
  name: string;
  queue_ids: number[];
  today_calls: number;
  today_talk: number;
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

function realMoment(staffId: number, now: number): AgentMoment {
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
      : signedOutToday(staffId, now)
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
  };
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

export function boardRow(agent: FloorAgent, queueIds: number[], now: number): BoardRow {
  const real = DEMO_ACCOUNT_IDS.has(agent.staff_id);
  const moment = real ? realMoment(agent.staff_id, now) : momentOf(agent.staff_id, now);
  const day = real ? { calls: 0, talk: 0 } : todayOf(agent.staff_id, now);
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
  return agents.map((a) => boardRow(a, queuesOf.get(a.staff_id) ?? [], now));
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
