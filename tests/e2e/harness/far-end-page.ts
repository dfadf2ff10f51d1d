/**
 * The far end of the Kamailio journeys: a page with JsSIP and a quiet test tone as its microphone, driven by
 * page.evaluate. It registers as a customer, calls the agent, answers the agent's calls and hangs up.
 */
import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';

interface FarEnd {
  ua: JsSIP.UA;
  session: RTCSession | null;
  events: string[];
}

function microphone(): MediaStream {
  const ctx = new AudioContext();
  const tone = ctx.createOscillator();
  const out = ctx.createMediaStreamDestination();
  const quiet = ctx.createGain();
  quiet.gain.value = 0.05;
  tone.connect(quiet).connect(out);
  tone.start();
  return out.stream;
}

async function start(wsUrl: string, domain: string, user: string, autoAnswer: boolean): Promise<void> {
  const mic = microphone();
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(wsUrl)],
    uri: `sip:${user}@${domain}`,
    password: 'secret',
    register: true,
    session_timers: false,
  });
  const state: FarEnd = { ua, session: null, events: [] };
  (window as unknown as { farEnd: FarEnd }).farEnd = state;
  ua.on('newRTCSession', ({ session, originator }: { session: RTCSession; originator: string }) => {
    state.session = session;
    state.events.push(`${originator}:new`);
    for (const e of ['progress', 'accepted', 'confirmed', 'ended', 'failed'] as const)
      session.on(e, (data: { cause?: string }) =>
        state.events.push(`${e}${data?.cause ? `:${data.cause}` : ''}`),
      );
    if (originator === 'remote' && autoAnswer)
      setTimeout(() => session.answer({ mediaStream: mic, pcConfig: { iceServers: [] } }), 500);
  });
  await new Promise<void>((resolve, reject) => {
    ua.once('registered', () => resolve());
    ua.once('registrationFailed', (e: { cause?: string }) => reject(new Error(`far end: ${e.cause}`)));
    ua.start();
  });
  Object.assign(state, {
    call: (target: string) => ua.call(target, { mediaStream: mic, pcConfig: { iceServers: [] } }),
  });
}

(window as unknown as { startFarEnd: typeof start }).startFarEnd = start;
