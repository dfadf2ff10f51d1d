import { crmDb } from '../db/crm';
import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from './address';
import type { CallObserver } from './context';
import { sipLinkHandlers } from './link';
import { createDemoSipServer, type IncomingCallOptions, type IncomingCallResult } from './server';
import { webRtcMedia } from './webrtc-media';

export { DEMO_SIP_DOMAIN, DEMO_SIP_URL };
export type { IncomingCallOptions, IncomingCallResult };

/**
 * The demo customer who calls the agent when the demo control does not say who: a CRM customer with a mobile
 * phone, named as the CRM names them, so the call modal, the incoming-call popup and the assistant window agree.
 */
export function demoCaller() {
  const c = crmDb.seedCustomers().find((row) => MOBILE.test(row.phone) && row.owner_id !== null);
  return { phone: c?.phone ?? '13800000000', displayName: c?.name ?? '' };
}
const MOBILE = /^1\d{10}$/;

const observers = new Set<CallObserver>();
const observer: CallObserver = {
  ringing: (call) => observers.forEach((o) => o.ringing(call)),
  established: (call) => observers.forEach((o) => o.established(call)),
  ended: (uuid, by) => observers.forEach((o) => o.ended(uuid, by)),
  missed: (uuid, how) => observers.forEach((o) => o.missed?.(uuid, how)),
};

const server = createDemoSipServer({ media: webRtcMedia, defaultCaller: demoCaller, observer });

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
