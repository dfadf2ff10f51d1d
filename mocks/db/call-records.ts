import type { CallObserver } from '../sip/context';
import { recordingUrl } from '../kit/recording';
import { formatTime } from '../kit/time';
import { endOf, scheduledCalls, type HistoryCall } from './call-records-history';
import { callTable, calls, liveStatus } from './calls';
import type { DemoCall } from './calls-seed';
import { crmDb } from './crm';
import { DEMO_TALK_MS, outcomeOf } from './demo-numbers';
import { explicitNumberTable } from './explicit-numbers';
import { holderOf } from './extensions';
import { staffIdOf, staffName, staffTable } from './staff';
import { SEED_STAFF } from './staff-seed';

/**
 * The company's call records (/call/records): the calls the demo accounts really made (mocks/db/calls.ts, the
 * same rows the dial counts read) on top of the generated month of history of everyone else. A demo account's
 * history is generated only before its first stored call, so no day is counted twice.
 */
export interface CallRecordRow extends HistoryCall {
  caller_id: string;
}

/** The company's platform number: the caller id of a call placed through the SIP trunk. */
export const TRUNK_NUMBER = '02161888000';
/** The console gives up on a call that rings this long (docs/demo.md: Demo softphone). */
const GIVE_UP_MS = 30_000;

/** An explicit caller id of the generated history: each agent's own mobile. */
const agentMobile = (staffId: number) => `139${String(50_000_000 + staffId * 104_729).slice(-8)}`;

const callerIdOf = (c: Pick<HistoryCall, 'direction' | 'call_type' | 'phone'>, explicit: string) =>
  c.direction === 'in' ? c.phone : c.call_type === 'explicit' ? explicit : TRUNK_NUMBER;

function sideOfLive(call: DemoCall): HistoryCall['hangup_side'] {
  if (call.hung_up_by) return call.hung_up_by;
  const result = call.result!;
  if (result.status === 'answered') {
    const hungUpItself =
      outcomeOf(call.phone) === 'answer-then-hangup' && result.talk_seconds >= DEMO_TALK_MS / 1000;
    return hungUpItself ? 'customer' : 'agent';
  }
  if (result.status === 'rejected') return 'customer';
  return result.status === 'cancelled' ? 'agent' : 'system';
}

/** A finished call of a demo account as a record; null while it is still going on. */
function recordOfLive(stored: DemoCall, now: number): CallRecordRow | null {
  let call = calls.settle(stored, now);
  // a call nobody answered is given up by the console after 30 s (its browser call leaves no hang-up here)
  if (!call.result && liveStatus(call, now).status === 'ringing' && now - call.started_at > GIVE_UP_MS + 5000)
    call = calls.hangUp(call, call.started_at + GIVE_UP_MS);
  if (!call.result) return null;
  const staff_id = staffIdOf(call.username) ?? 0;
  // the seeded week names no number for its explicit calls: the agent's own mobile stands in
  const explicit =
    (call.explicit_number_id != null && explicitNumberTable.get(call.explicit_number_id)?.phone) ||
    agentMobile(staff_id);
  const { status, talk_seconds, ended_at } = call.result;
  const took = Math.max(talk_seconds, Math.round((ended_at - call.started_at) / 1000));
  return {
    // the moment it started: unique among live calls, and no generated id comes near it
    id: call.started_at,
    uuid: call.uuid,
    staff_id,
    started_at: call.started_at,
    direction: call.direction,
    call_type: call.call_type,
    phone: call.phone,
    customer_name: call.customer_name,
    result: status,
    ring_seconds: took - talk_seconds,
    talk_seconds,
    // from dialling to the end of the record: ringing, talk and the wrap-up the record closes with
    handle_seconds: status === 'answered' ? took : 0,
    hangup_side: sideOfLive(call),
    caller_id: callerIdOf(call, explicit),
  };
}

// the history as records, made once per day's build (the list, the statistics and the board read it per request)
let asRecords: { from: readonly HistoryCall[]; rows: CallRecordRow[] } | undefined;
function historyRecords(now: number): CallRecordRow[] {
  const from = scheduledCalls(now);
  if (asRecords?.from !== from)
    asRecords = {
      from,
      rows: from.map((h) => ({ ...h, caller_id: callerIdOf(h, agentMobile(h.staff_id)) })),
    };
  return asRecords.rows;
}

/** Builds the history's records ahead of the first request (the demo's idle warm-up). */
export const warmCallRecords = () => void historyRecords(Date.now());

/**
 * When each account with calls of its own (stored in the demo's data: the seeded week of the demo accounts,
 * the calls really made in the demo) made its first one: its generated history stops there.
 */
export function firstStoredCalls(): Map<number, number> {
  const first = new Map<number, number>();
  for (const c of callTable.all()) {
    const id = staffIdOf(c.username);
    if (id !== undefined) first.set(id, Math.min(first.get(id) ?? Infinity, c.started_at));
  }
  return first;
}

/** The history's records started at `since` or later: its first rows, as it is newest first. */
function historySince(now: number, since: number): CallRecordRow[] {
  const rows = historyRecords(now);
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.started_at >= since) lo = mid + 1;
    else hi = mid;
  }
  return lo === rows.length ? rows : rows.slice(0, lo);
}

/**
 * Every finished call up to `now` started at `since` or later, newest first: the board (today) and a week's
 * statistics read a few of the sixty days' rows, not all of them on every request.
 */
export function callRecordRows(now = Date.now(), since = -Infinity): CallRecordRow[] {
  const live = calls.all().flatMap((c) => (c.started_at >= since ? (recordOfLive(c, now) ?? []) : []));
  const firstStored = firstStoredCalls();
  const history = historySince(now, since).filter(
    (h) => endOf(h) <= now && h.started_at < (firstStored.get(h.staff_id) ?? Infinity),
  );
  return live.length ? [...live, ...history].sort((a, b) => b.started_at - a.started_at) : history;
}

/** A record as the contract's CompanyCallRecord. */
export function presentCallRecord(r: CallRecordRow) {
  const staff = staffTable.get(r.staff_id);
  return {
    id: r.id,
    uuid: r.uuid,
    started_at: formatTime(r.started_at),
    direction: r.direction,
    staff_id: r.staff_id,
    staff_name: staffName(r.staff_id) ?? SEED_STAFF.find((s) => s.id === r.staff_id)?.name ?? '',
    extension: staff?.sip_username ?? '',
    customer_name: r.customer_name,
    phone: r.phone,
    caller_id: r.caller_id,
    talk_seconds: r.talk_seconds,
    result: r.result,
    hangup_side: r.hangup_side,
    recording_url:
      r.result === 'answered' && r.talk_seconds > 0 ? recordingUrl('call', r.uuid, r.talk_seconds) : null,
  };
}

/** The demo accounts' calls as the platform sees them happen (the demo SIP server's CallObserver). */
export const callRecordObserver: CallObserver = {
  // a customer's call to the agent: recorded from its first ring, so a missed one is on record too
  ringing({ uuid, customerPhone, agentSipUser }) {
    const username = holderOf(agentSipUser)?.username;
    if (!username || calls.byUuid(uuid)) return;
    calls.place({
      uuid,
      username,
      phone: customerPhone,
      customer_name: crmDb.customerByPhone(customerPhone)?.name ?? null,
      direction: 'in',
      call_type: 'sip',
      explicit_number_id: null,
    });
  },
  established({ uuid }) {
    const call = calls.byUuid(uuid);
    if (call?.direction !== 'in' || call.result) return;
    calls.answered(call);
  },
  // a browser call leaves no hang-up request: its record is closed when the SIP server sees it end
  ended(uuid, by) {
    const call = calls.byUuid(uuid);
    if (!call || call.result) return;
    calls.hangUp(call, Date.now(), by);
  },
  missed(uuid, how) {
    const call = calls.byUuid(uuid);
    if (!call || call.result) return;
    const now = Date.now();
    callTable.update(call.id, {
      result: { status: how === 'rejected' ? 'rejected' : 'no_answer', talk_seconds: 0, ended_at: now },
      hung_up_at: now,
      hung_up_by: how === 'rejected' ? 'agent' : 'customer',
    });
  },
};
