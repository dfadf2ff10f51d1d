import { ws } from 'msw';
import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from './address';
import { createDemoSipServer, type IncomingCallOptions, type IncomingCallResult } from './server';
import { webRtcMedia } from './webrtc-media';

export { DEMO_SIP_DOMAIN, DEMO_SIP_URL };
export type { IncomingCallOptions, IncomingCallResult };

/** The demo customer who calls the agent when the demo control does not say who. */
const DEMO_CALLER = { phone: '13912345678', displayName: '王女士' };

const server = createDemoSipServer({ media: webRtcMedia, defaultCaller: () => DEMO_CALLER });
const decoder = new TextDecoder();

/** SIP over WebSocket on the softphone's URL: every socket is one connection of the demo SIP server. */
export const sipHandlers = [
  ws.link(DEMO_SIP_URL).addEventListener('connection', ({ client }) => {
    const connection = server.open((text) => client.send(text));
    client.addEventListener('message', ({ data }) => {
      if (typeof data === 'string') connection.receive(data);
      else if (data instanceof Blob) void data.text().then((text) => connection.receive(text));
      else connection.receive(decoder.decode(data));
    });
    client.addEventListener('close', () => connection.close());
  }),
];

/**
 * The demo control: the demo customer calls the agent registered last. Resolves when the agent answers or
 * rejects, after 30 s unanswered (the call is then cancelled), or at once with `no-agent`.
 */
export const placeIncomingCall = (options?: IncomingCallOptions): Promise<IncomingCallResult> =>
  server.placeIncomingCall(options);

/** The far end of the current demo call hangs up (BYE). */
export const hangUpDemoCall = (): void => server.hangUpDemoCall();
