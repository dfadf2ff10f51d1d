import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from './address';
import type { CallObserver } from './context';
import { sipLinkHandlers } from './link';
import { createDemoSipServer, type IncomingCallOptions, type IncomingCallResult } from './server';
import { webRtcMedia } from './webrtc-media';

export { DEMO_SIP_DOMAIN, DEMO_SIP_URL };
export type { IncomingCallOptions, IncomingCallResult };

/** The demo customer who calls the agent when the demo control does not say who. */
const DEMO_CALLER = { phone: '13912345678', displayName: '王女士' };

const observers = new Set<CallObserver>();
const observer: CallObserver = {
  ringing: (call) => observers.forEach((o) => o.ringing(call)),
  established: (call) => observers.forEach((o) => o.established(call)),
  ended: (uuid) => observers.forEach((o) => o.ended(uuid)),
};

const server = createDemoSipServer({ media: webRtcMedia, defaultCaller: () => DEMO_CALLER, observer });

/** Who else hears of the demo calls (the demo socket channels); returns the way to stop. */
export function observeCalls(o: CallObserver): () => void {
  observers.add(o);
  return () => observers.delete(o);
}

/** The demo SIP server on the softphone's wss URL (MSW WebSocket interception in the page). */
export const sipHandlers = sipLinkHandlers(server);

/**
 * The demo control: the demo customer calls the agent registered last. Resolves when the agent answers or
 * rejects, after 30 s unanswered (the call is then cancelled), or at once with `no-agent`.
 */
export const placeIncomingCall = (options?: IncomingCallOptions): Promise<IncomingCallResult> =>
  server.placeIncomingCall(options);

/** The far end of the current demo call hangs up (BYE). */
export const hangUpDemoCall = (): void => server.hangUpDemoCall();
