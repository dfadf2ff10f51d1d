import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent } from 'jssip/lib/UA';
import { backendReady, isBackendReady } from '@/lib/backend-ready';
import type { AudioDevices, CallOptions, EndCause, SipClient, SipEvent } from './types';

const CAUSE: Record<string, EndCause> = {
  [JsSIP.C.causes.BYE]: 'hangup',
  [JsSIP.C.causes.REJECTED]: 'rejected',
  [JsSIP.C.causes.BUSY]: 'busy',
  [JsSIP.C.causes.UNAVAILABLE]: 'unavailable',
  [JsSIP.C.causes.NOT_FOUND]: 'not-found',
  [JsSIP.C.causes.CANCELED]: 'cancelled',
  [JsSIP.C.causes.NO_ANSWER]: 'no-answer',
  [JsSIP.C.causes.EXPIRES]: 'no-answer',
  [JsSIP.C.causes.USER_DENIED_MEDIA_ACCESS]: 'media-denied',
  [JsSIP.C.causes.CONNECTION_ERROR]: 'connection',
  [JsSIP.C.causes.REQUEST_TIMEOUT]: 'connection',
  [JsSIP.C.causes.AUTHENTICATION_ERROR]: 'auth',
};

type Originator = 'local' | 'remote' | 'system';

/** The browser softphone over JsSIP. Loaded on demand (see ./index.ts), never on the login page. */
export function createJsSipClient(): SipClient {
  const listeners = new Set<(event: SipEvent) => void>();
  const sessions = new Map<string, RTCSession>();
  const remoteAudio = typeof document === 'undefined' ? null : document.createElement('audio');
  if (remoteAudio) {
    remoteAudio.autoplay = true;
    // in the document (unseen), so support staff and tests can find what the agent hears
    remoteAudio.dataset.remoteAudio = '';
    remoteAudio.hidden = true;
    document.body.append(remoteAudio);
  }
  let ua: JsSIP.UA | null = null;
  let devices: AudioDevices = {};
  let wasDisconnected = false;

  const emit = (event: SipEvent) => listeners.forEach((l) => l(event));
  const audioConstraints = (): MediaStreamConstraints => ({
    audio: devices.inputId ? { deviceId: { exact: devices.inputId } } : true,
    video: false,
  });

  function playRemote(connection: RTCPeerConnection) {
    const attach = () => {
      const stream = new MediaStream(connection.getReceivers().map((r) => r.track));
      if (remoteAudio) {
        remoteAudio.srcObject = stream;
        void remoteAudio.play().catch(() => undefined);
      }
    };
    connection.addEventListener('track', attach);
    if (connection.getReceivers().length) attach();
  }

  function restartIce(session: RTCSession) {
    if (session.isEstablished() && session.isReadyToReOffer())
      session.renegotiate({ rtcOfferConstraints: { iceRestart: true } });
  }

  function track(callId: string, session: RTCSession) {
    sessions.set(callId, session);
    const end = (kind: 'ended' | 'failed') => (e: { originator: Originator; cause: string }) => {
      sessions.delete(callId);
      if (remoteAudio && !sessions.size) remoteAudio.srcObject = null;
      emit({ type: kind, callId, by: e.originator, cause: CAUSE[e.cause] ?? 'other', detail: e.cause });
    };
    session.on('progress', () => emit({ type: 'progress', callId }));
    session.on('accepted', () => emit({ type: 'accepted', callId }));
    session.on('ended', end('ended'));
    session.on('failed', end('failed'));
    session.on('muted', () => emit({ type: 'muted', callId, muted: true }));
    session.on('unmuted', () => emit({ type: 'muted', callId, muted: false }));
    session.on('hold', () => emit({ type: 'held', callId, held: true }));
    session.on('unhold', () => emit({ type: 'held', callId, held: false }));
    const watch = (connection: RTCPeerConnection) => {
      playRemote(connection);
      connection.addEventListener('iceconnectionstatechange', () => {
        const state = connection.iceConnectionState;
        if (state === 'disconnected' || state === 'failed') {
          emit({ type: 'mediaInterrupted', callId });
          if (state === 'failed') restartIce(session);
        } else if (state === 'connected' || state === 'completed') emit({ type: 'mediaRestored', callId });
      });
    };
    if (session.connection) watch(session.connection);
    else session.on('peerconnection', ({ peerconnection }) => watch(peerconnection));
  }

  function onSession({ originator, session, request }: RTCSessionEvent) {
    if (originator !== 'remote') return;
    const callId = session.id;
    track(callId, session);
    emit({
      type: 'incoming',
      callId,
      from: session.remote_identity.uri.user ?? '',
      displayName: session.remote_identity.display_name || request.from.display_name || '',
    });
  }

  const withSession = (callId: string, fn: (s: RTCSession) => void) => {
    const session = sessions.get(callId);
    if (session) fn(session);
  };

  return {
    register(account) {
      if (ua) ua.stop();
      const socket = new JsSIP.WebSocketInterface(account.wssUrl);
      ua = new JsSIP.UA({
        sockets: [socket],
        uri: `sip:${account.username}@${account.domain}`,
        password: account.password,
        display_name: account.displayName,
        register: true,
        session_timers: false,
        connection_recovery_min_interval: 2,
        connection_recovery_max_interval: 10,
        user_agent: 'ai-call-console',
      });
      ua.on('connecting', () => emit({ type: 'connecting' }));
      ua.on('connected', () => {
        emit({ type: 'connected' });
        // The socket came back mid-call: re-offer with an ICE restart so the media path is renewed.
        if (wasDisconnected) sessions.forEach(restartIce);
        wasDisconnected = false;
      });
      ua.on('disconnected', () => {
        wasDisconnected = true;
        emit({ type: 'disconnected' });
      });
      ua.on('registered', () => emit({ type: 'registered' }));
      ua.on('unregistered', () => emit({ type: 'unregistered' }));
      ua.on('registrationFailed', (e) => emit({ type: 'registrationFailed', cause: e.cause ?? 'unknown' }));
      ua.on('newRTCSession', onSession);
      const starting = ua;
      // The SIP socket opens on start(): not before the backend can answer it.
      if (isBackendReady()) starting.start();
      else void backendReady().then(() => ua === starting && starting.start());
    },

    unregister() {
      if (!ua) return;
      const closing = ua;
      ua = null;
      closing.unregister({ all: false });
      // stop() sends what is pending (the un-REGISTER) before the socket closes
      closing.stop();
      emit({ type: 'unregistered' });
    },

    call(target, { callId }: CallOptions) {
      if (!ua) throw new Error('not registered');
      const session = ua.call(target, {
        mediaConstraints: audioConstraints(),
        pcConfig: { iceServers: [] },
        extraHeaders: [`X-Call-Uuid: ${callId}`],
      });
      track(callId, session);
    },

    answer(callId) {
      withSession(callId, (s) =>
        s.answer({ mediaConstraints: audioConstraints(), pcConfig: { iceServers: [] } }),
      );
    },

    hangUp(callId) {
      withSession(callId, (s) => {
        if (!s.isEnded()) s.terminate();
      });
    },

    mute(callId, muted) {
      withSession(callId, (s) => (muted ? s.mute({ audio: true }) : s.unmute({ audio: true })));
    },

    hold(callId, held) {
      withSession(callId, (s) => (held ? s.hold() : s.unhold()));
    },

    sendDtmf(callId, tone) {
      withSession(callId, (s) => s.sendDTMF(tone));
    },

    setDevices(next) {
      devices = { ...devices, ...next };
      const sink = remoteAudio as (HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> }) | null;
      if (next.outputId !== undefined && sink?.setSinkId)
        void sink.setSinkId(next.outputId ?? '').catch(() => undefined);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    destroy() {
      sessions.forEach((s) => !s.isEnded() && s.terminate());
      sessions.clear();
      this.unregister();
      listeners.clear();
      remoteAudio?.remove();
    },
  };
}
