import { DEMO_RING_MS, DEMO_TALK_MS, outcomeOf } from './demo-numbers';
import type { DemoCall, RecordStatus, TalkStatus } from './calls-seed';
import { store } from './db';

export { periodStarts } from './calls-seed';

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
  of: (username: string) => store.data.calls.filter((c) => c.username === username),

  find: (username: string, uuid: string) =>
    store.data.calls.find((c) => c.username === username && c.uuid === uuid),

  place(call: Omit<DemoCall, 'started_at'>, now = Date.now()): DemoCall {
    const placed = { ...call, started_at: now };
    store.data.calls = [placed, ...store.data.calls];
    store.commit();
    return placed;
  },

  /** Ends a live call now; a call already over keeps its result. */
  hangUp(call: DemoCall, now = Date.now()): DemoCall {
    if (!call.result) {
      const live = liveStatus(call, now);
      const talked = live.status === 'talking' || (live.status === 'ended' && live.talk_seconds > 0);
      call.result = {
        status: recordStatusOf(live.status, talked),
        talk_seconds: live.talk_seconds,
        ended_at: now,
      };
      call.hung_up_at = now;
      store.commit();
    }
    return call;
  },

  /** Closes calls whose outcome the table has already decided (rejected, busy, hung up by the far end…). */
  settle(call: DemoCall, now = Date.now()): void {
    if (call.result) return;
    const live = liveStatus(call, now);
    if (live.status !== 'ringing' && live.status !== 'talking') this.hangUp(call, now);
  },
};
