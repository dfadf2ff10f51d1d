import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/features/auth';
import { selectSoftphone, type SoftphoneState } from '@/features/softphone';
import type { AgentState } from './api';

type Moment = Pick<AgentState, 'state' | 'state_since' | 'customer' | 'call_since' | 'break_reason'>;

// When the softphone entered its current state: the softphone keeps no such time, so it is noted on change.
const seen = { key: '', at: 0 };
function sinceOf(key: string): number {
  if (seen.key !== key) {
    seen.key = key;
    seen.at = Date.now();
  }
  return seen.at;
}

/** What the agent's own softphone in this tab says about them. */
export function softphoneMoment({ call, status }: SoftphoneState, breakReason: string): Moment {
  const key = `${call?.phase === 'talking' ? 'talking' : call ? 'ringing' : status}|${call?.uuid ?? ''}`;
  const since = sinceOf(key);
  if (call?.phase === 'talking')
    return {
      state: 'talking',
      state_since: since,
      customer: call.displayName || call.phone,
      // the softphone counts the talk in whole seconds from the answer
      call_since: Date.now() - call.seconds * 1000,
      break_reason: null,
    };
  if (call)
    return {
      state: 'ringing',
      state_since: since,
      customer: call.displayName || call.phone,
      call_since: null,
      break_reason: null,
    };
  const state = status === 'online' ? 'idle' : status === 'busy' ? 'busy' : 'offline';
  return {
    state,
    state_since: since,
    customer: null,
    call_since: null,
    break_reason: state === 'busy' ? breakReason : null,
  };
}

/**
 * The signed-in agent's own row follows their softphone in this tab at once (going online, a call ringing,
 * talking), rather than waiting for the server to learn it. Other rows are as pushed.
 */
export function useOwnAgent(agent: AgentState, breakReason: string): AgentState {
  const username = useAppSelector(selectUser)?.username;
  const softphone = useAppSelector(selectSoftphone);
  if (agent.username == null || username !== agent.username) return agent;
  return { ...agent, ...softphoneMoment(softphone, breakReason) };
}
