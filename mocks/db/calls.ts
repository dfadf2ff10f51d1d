import { DEMO_RING_MS, DEMO_TALK_MS, outcomeOf } from './demo-numbers';
import { seedCalls, type DemoCall, type RecordStatus, type TalkStatus } from './calls-seed';
import { demoAccounts, demoAccountsFaker } from './users-seed';
import { createTable } from '../kit/table';

export { periodStarts } from './calls-seed';

/**
 * The demo accounts' softphone calls: the seeded week (drawn on from the accounts' generator, so it is the same
 * history on every machine) and the calls placed and received since.
 */
export const callTable = createTable<DemoCall>({
  name: 'softphone/calls',
  seed() {
    const faker = demoAccountsFaker();
    const accounts = demoAccounts(faker);
    return seedCalls(
      accounts.map((u) => u.username),
      Date.now(),
      faker,
    );
  },
});

const newestFirst = (a: DemoCall, b: DemoCall) => b.started_at - a.started_at || b.id - a.id;

/** Where a live call stands at `now`: placed calls follow the demo number table. */
export function liveStatus(call: DemoCall, now: number): { status: TalkStatus; talk_seconds: number } {
  if (call.result) {
    const { status, talk_seconds } = call.result;
    const talk: Record<RecordStatus, TalkStatus> = {
      answered: 'ended',
      rejected: 'rejected',
      busy: 'busy',
      no_answer: 'no_answer',
      unreachable: 'unreachable',
      failed: 'unreachable',
      cancelled: 'no_answer',
    };
    return { status: talk[status], talk_seconds };
  }
  if (call.direction === 'in')
    return call.answered_at == null
      ? { status: 'ringing', talk_seconds: 0 }
      : { status: 'talking', talk_seconds: Math.floor((now - call.answered_at) / 1000) };
  const outcome = outcomeOf(call.phone);
  const elapsed = now - call.started_at;
  const answeredAt = call.started_at + DEMO_RING_MS;
  if (outcome === 'busy') return { status: 'busy', talk_seconds: 0 };
  if (outcome === 'unreachable') return { status: 'unreachable', talk_seconds: 0 };
  if (outcome === 'reject')
    return { status: elapsed < DEMO_RING_MS ? 'ringing' : 'rejected', talk_seconds: 0 };
  if (outcome === 'never' || elapsed < DEMO_RING_MS) return { status: 'ringing', talk_seconds: 0 };
  const end = outcome === 'answer-then-hangup' ? answeredAt + DEMO_TALK_MS : Infinity;
  if (now >= end) return { status: 'ended', talk_seconds: Math.round((end - answeredAt) / 1000) };
  return { status: 'talking', talk_seconds: Math.floor((now - answeredAt) / 1000) };
}

const recordStatusOf = (status: TalkStatus, talked: boolean): RecordStatus => {
  if (talked) return 'answered';
  if (status === 'ringing') return 'cancelled';
  return status === 'ended' || status === 'talking' ? 'answered' : status;
};

export const calls = {
  /** Every account's calls, newest first (the latest placed first among those of one moment). */
  all: () => callTable.list(undefined, newestFirst),

  /** The account's calls, newest first. */
  of: (username: string) => callTable.list((c) => c.username === username, newestFirst),

  find: (username: string, uuid: string) =>
    callTable.list((c) => c.username === username && c.uuid === uuid)[0],

  byUuid: (uuid: string) => callTable.list((c) => c.uuid === uuid)[0],

  place: (call: Omit<DemoCall, 'id' | 'started_at'>, now = Date.now()): DemoCall =>
    callTable.insert({ ...call, started_at: now }),

  /** Ends a live call now (`by`: who, when the SIP server saw it end); a call already over keeps its result. */
  hangUp(call: DemoCall, now = Date.now(), by?: DemoCall['hung_up_by']): DemoCall {
    if (call.result) return call;
    const live = liveStatus(call, now);
    const talked = live.status === 'talking' || (live.status === 'ended' && live.talk_seconds > 0);
    const result = {
      status: recordStatusOf(live.status, talked),
      talk_seconds: live.talk_seconds,
      ended_at: now,
    };
    return callTable.update(call.id, { result, hung_up_at: now, ...(by && { hung_up_by: by }) }) ?? call;
  },

  /** Closes a call whose outcome the table has already decided (rejected, busy, hung up by the far end…). */
  settle(call: DemoCall, now = Date.now()): DemoCall {
    if (call.result) return call;
    const live = liveStatus(call, now);
    return live.status !== 'ringing' && live.status !== 'talking' ? calls.hangUp(call, now) : call;
  },

  /** A customer's call to the agent was answered (its course is the SIP server's from then on). */
  answered: (call: DemoCall, now = Date.now()) => callTable.update(call.id, { answered_at: now }),
};
