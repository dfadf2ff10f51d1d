import type { EventChannel } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { notify } from '@/api/feedback';
import { t } from '@/i18n';
import type { EndCause, SipEvent } from '@/lib/sip';
import { readState, type SoftphoneContext } from './softphone-context';
import { type DialStatus, softphoneActions as A } from './softphone.store';

// What the SIP client reports, turned into softphone state, ring tones and messages.

/** Spec section 4: rejected → reject, failed → error, ended → hang-up. A busy far end counts as a rejection. */
function dialStatusOf(kind: 'ended' | 'failed', cause: EndCause, by: string): Exclude<DialStatus, 'idle'> {
  if (kind === 'ended') return 'hang-up';
  // the agent declined, cancelled or hung up: no failure to report
  if (by === 'local' && (cause === 'rejected' || cause === 'cancelled' || cause === 'hangup'))
    return 'hang-up';
  if (cause === 'rejected' || cause === 'busy') return 'reject';
  if (cause === 'cancelled') return 'hang-up';
  return 'error';
}

export function* onSipEvent(ctx: SoftphoneContext, event: SipEvent) {
  const state = yield* readState();
  const call = state.call;
  switch (event.type) {
    case 'connecting':
      yield put(
        A.transportChanged(
          state.registered || state.transport === 'reconnecting' ? 'reconnecting' : 'connecting',
        ),
      );
      break;
    case 'connected':
      yield put(A.transportChanged('open'));
      if (call?.lost.signalling) yield put(A.callPathLost({ path: 'signalling', lost: false }));
      break;
    case 'disconnected':
      yield put(A.transportChanged(state.status === 'offline' ? 'closed' : 'reconnecting'));
      if (state.registered) yield put(A.registrationChanged({ registered: false }));
      if (call?.via === 'browser') yield put(A.callPathLost({ path: 'signalling', lost: true }));
      break;
    case 'registered':
      yield put(A.registrationChanged({ registered: true }));
      break;
    case 'unregistered':
      if (state.registered) yield put(A.registrationChanged({ registered: false }));
      break;
    case 'registrationFailed':
      yield put(A.registrationChanged({ registered: false, error: event.cause }));
      break;
    case 'incoming':
      // CALL-20: while a call is going on (e.g. the platform ringing the agent back for it), accept at once.
      if (call && call.phase !== 'incoming') {
        ctx.live.client?.answer(event.callId);
        break;
      }
      if (call) {
        ctx.live.client?.hangUp(event.callId);
        break;
      }
      yield put(
        A.incomingCallReceived({ uuid: event.callId, phone: event.from, displayName: event.displayName }),
      );
      ctx.tone('ringIn');
      break;
    case 'progress':
      if (call?.uuid === event.callId) {
        yield put(A.callRinging());
        ctx.tone('ringOut');
      }
      break;
    case 'accepted':
      if (call?.uuid === event.callId) {
        ctx.tone(null);
        yield put(A.callAccepted());
      }
      break;
    case 'ended':
    case 'failed': {
      if (call?.uuid !== event.callId) break;
      ctx.tone(null);
      const status = dialStatusOf(event.type, event.cause, event.by);
      if (status === 'reject')
        notify.warning(t(`softphone:failure.${event.cause === 'busy' ? 'busy' : 'rejected'}`));
      else if (status === 'error')
        notify.error(t(`softphone:cause.${event.cause}`, { detail: event.detail }));
      yield put(A.callEnded(status));
      break;
    }
    case 'muted':
      if (call?.uuid === event.callId) yield put(A.muteChanged(event.muted));
      break;
    case 'held':
      if (call?.uuid === event.callId) yield put(A.holdChanged(event.held));
      break;
    case 'mediaInterrupted':
      if (call?.uuid === event.callId) yield put(A.callPathLost({ path: 'media', lost: true }));
      break;
    case 'mediaRestored':
      if (call?.uuid === event.callId) yield put(A.callPathLost({ path: 'media', lost: false }));
      break;
  }
}

export function* watchClient(ctx: SoftphoneContext, events: EventChannel<SipEvent>) {
  for (;;) {
    const event = (yield take(events)) as SipEvent;
    yield* onSipEvent(ctx, event);
  }
}
