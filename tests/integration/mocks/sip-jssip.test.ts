import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import { server } from '@mocks/node';
import { DEMO_SIP_DOMAIN, DEMO_SIP_URL, sipHandlers } from '@mocks/sip';
import { sipLink, sipLinkHandlers } from '@mocks/sip/link';
import { installFakeWebRtc, silentStream } from '@tests/support/fake-webrtc';
import { demoServer } from '@tests/support/sip-agent';

JsSIP.debug.disable();

const agents: JsSIP.UA[] = [];
afterEach(() => agents.splice(0).forEach((ua) => ua.stop()));

function userAgent(user = '1001') {
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(DEMO_SIP_URL)],
    uri: `sip:${user}@${DEMO_SIP_DOMAIN}`,
    password: 'any',
    register: false,
  });
  agents.push(ua);
  return ua;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JsSIP's event payloads are loosely typed
const next = (emitter: { once(event: string, fn: (e: any) => void): unknown }, event: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  new Promise<any>((resolve) => emitter.once(event, resolve));

async function registered(ua: JsSIP.UA) {
  const done = next(ua, 'registered');
  ua.once('connected', () => ua.register());
  ua.start();
  return done;
}

describe('demo SIP server with a real JsSIP user agent (MSW WebSocket interception)', () => {
  it('[CALL-31] registers and unregisters on the softphone socket at port 7443', async () => {
    server.use(...sipHandlers);
    expect(new URL(DEMO_SIP_URL).port).toBe('7443');
    const ua = userAgent();
    const event = await registered(ua);
    expect(event.response.status_code).toBe(200);
    expect(ua.isRegistered()).toBe(true);
    const unregistered = next(ua, 'unregistered');
    ua.unregister();
    await unregistered;
    expect(ua.isRegistered()).toBe(false);
  });

  describe('calls (JsSIP on a stand-in RTCPeerConnection; the far end on canned SDP)', () => {
    let sip: ReturnType<typeof demoServer>;
    beforeEach(() => {
      installFakeWebRtc();
      sip = demoServer();
      server.use(...sipLinkHandlers(sip.server));
    });

    it('dials a customer who answers, renegotiates (ICE restart) and is hung up on by the far end', async () => {
      const ua = userAgent();
      await registered(ua);
      const session: RTCSession = ua.call('13800000005', { mediaStream: silentStream() });
      const progress = next(session, 'progress');
      const confirmed = next(session, 'confirmed');
      expect((await progress).response.status_code).toBe(180);
      await confirmed;
      const firstAnswer = session.connection.remoteDescription!.sdp;
      expect(firstAnswer).toBe(await sip.opened[0]!.answer.mock.results[0]!.value);

      const renegotiated = new Promise<void>((resolve) =>
        session.renegotiate({ rtcOfferConstraints: { iceRestart: true } }, () => resolve()),
      );
      await renegotiated;
      expect(sip.opened).toHaveLength(1);
      expect(sip.opened[0]!.answer).toHaveBeenCalledTimes(2);
      expect(session.connection.remoteDescription!.sdp).not.toBe(firstAnswer);

      const ended = next(session, 'ended');
      sip.server.hangUpDemoCall();
      const end = await ended;
      expect(end.originator).toBe('remote');
      expect(end.cause).toBe(JsSIP.C.causes.BYE);
      expect(sip.opened[0]!.close).toHaveBeenCalled();
    });

    it('keeps a call through a network cut: the agent reconnects, registers again and restarts ICE', async () => {
      const sockets: { close(code?: number, reason?: string): void }[] = [];
      server.use(sipLink.addEventListener('connection', ({ client }) => sockets.push(client)));
      const ua = userAgent();
      await registered(ua);
      const session: RTCSession = ua.call('13800000005', { mediaStream: silentStream() });
      await next(session, 'confirmed');

      const reconnected = next(ua, 'connected');
      sockets[0]!.close(1001, 'network cut');
      await reconnected;
      const reRegistered = next(ua, 'registered');
      ua.register();
      await reRegistered;
      expect(sockets).toHaveLength(2);
      await new Promise<void>((resolve) =>
        session.renegotiate({ rtcOfferConstraints: { iceRestart: true } }, () => resolve()),
      );
      expect(sip.opened[0]!.answer).toHaveBeenCalledTimes(2);

      const ended = next(session, 'ended');
      sip.server.hangUpDemoCall(); // the BYE must reach the new socket
      expect((await ended).cause).toBe(JsSIP.C.causes.BYE);
    });

    it('hangs up a connected call from the agent side', async () => {
      const ua = userAgent();
      await registered(ua);
      const session: RTCSession = ua.call('13800000006', { mediaStream: silentStream() });
      await next(session, 'confirmed');
      const ended = next(session, 'ended');
      session.terminate();
      expect((await ended).originator).toBe('local');
      await new Promise((r) => setTimeout(r, 50));
      expect(sip.opened[0]!.close).toHaveBeenCalled();
    });

    it('gets busy, unreachable and declined customers as failures with their causes', async () => {
      const ua = userAgent();
      await registered(ua);
      const causes: Record<string, [number, string]> = {
        '13800000002': [486, JsSIP.C.causes.BUSY],
        '13800000000': [480, JsSIP.C.causes.UNAVAILABLE],
        '13800000001': [603, JsSIP.C.causes.REJECTED],
      };
      for (const [number, [code, cause]] of Object.entries(causes)) {
        const failed = next(ua.call(number, { mediaStream: silentStream() }), 'failed');
        const e = await failed;
        expect([e.message.status_code, e.cause]).toEqual([code, cause]);
      }
    });

    it('cancels a customer who never answers', async () => {
      const ua = userAgent();
      await registered(ua);
      const session: RTCSession = ua.call('13800000003', { mediaStream: silentStream() });
      await next(session, 'progress');
      const failed = next(session, 'failed');
      session.terminate();
      const e = await failed;
      expect([e.originator, e.cause]).toEqual(['local', JsSIP.C.causes.CANCELED]);
    });

    it('rings the agent with a demo customer’s call; the agent answers and the customer hangs up', async () => {
      const ua = userAgent();
      await registered(ua);
      const incoming = next(ua, 'newRTCSession');
      const result = sip.server.placeIncomingCall({ from: '13700000000', displayName: '李先生' });
      const { session, originator } = await incoming;
      expect(originator).toBe('remote');
      expect(session.remote_identity.uri.user).toBe('13700000000');
      expect(session.remote_identity.display_name).toBe('李先生');
      session.answer({ mediaStream: silentStream() });
      await expect(result).resolves.toBe('answered');
      expect(sip.opened[0]!.accept).toHaveBeenCalledWith(session.connection.localDescription.sdp);
      const ended = next(session, 'ended');
      sip.server.hangUpDemoCall();
      expect((await ended).originator).toBe('remote');
    });

    it('reports a demo call the agent rejects', async () => {
      const ua = userAgent();
      await registered(ua);
      const incoming = next(ua, 'newRTCSession');
      const result = sip.server.placeIncomingCall();
      const { session } = await incoming;
      expect(session.remote_identity.uri.user).toBe('13912345678');
      session.terminate({ status_code: 486 });
      await expect(result).resolves.toBe('rejected');
    });
  });
});
