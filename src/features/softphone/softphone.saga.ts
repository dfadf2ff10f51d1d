import type { Action } from '@reduxjs/toolkit';
import { buffers, type EventChannel, eventChannel, type Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { ApiError } from '@/api/base-query';
import { notify } from '@/api/feedback';
import type {
  SoftphoneExplicitNumberOptionsApiResponse,
  SoftphoneSipInfoApiResponse,
  SoftphoneSipStatusInfoApiResponse,
} from '@/api/generated/softphone.gen';
import { selectUser } from '@/features/auth';
import { t } from '@/i18n';
import '@/i18n/signed-in';
import type { MicrophoneCheck } from '@/lib/media/microphone-check';
import type { EndCause, SipAccount, SipClient, SipEvent } from '@/lib/sip';
import { softphoneApi } from './api';
import { browserDeps, type SoftphoneDeps } from './deps';
import { DIAL_TIMEOUT_MS, SERVER_CALL_POLL_MS, REGISTER_TIMEOUT_MS } from './timing';
import {
  type ChosenStatus,
  type DialStatus,
  selectSoftphone,
  softphoneActions as A,
  softphoneCommands as C,
  type SoftphoneState,
} from './softphone.store';

type Unwrappable<T> = { unwrap(): Promise<T>; unsubscribe?: () => void };

/** Runs an RTK Query endpoint from a saga: the base query shows failures and handles a 401. */
function* request<T>(thunk: unknown) {
  const pending = (yield put(thunk as Action)) as unknown as Unwrappable<T>;
  try {
    return (yield call(() => pending.unwrap())) as T;
  } finally {
    pending.unsubscribe?.();
  }
}

function* readState(): Generator<unknown, SoftphoneState> {
  return (yield select(selectSoftphone)) as SoftphoneState;
}

export function microphoneMessage(check: Exclude<MicrophoneCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'denied':
      return t('softphone:mic.denied');
    case 'no-hardware-support':
      return t('softphone:mic.noHardwareSupport');
    case 'not-found':
      return t('softphone:mic.notFound');
    case 'cannot-open':
      return t('softphone:mic.cannotOpen', { code: check.code });
    case 'no-recording-support':
      return t('softphone:mic.noRecordingSupport');
  }
}

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

/** One long-lived process per signed-in console: sip info, registration, calls. */
export function* softphoneSaga(deps: SoftphoneDeps = browserDeps) {
  // Live objects stay here, outside the store (only serializable snapshots go there).
  const live: {
    client: SipClient | null;
    channel: EventChannel<SipEvent> | null;
    password: string;
    stopTone: (() => void) | null;
    callTask: Task | null;
  } = { client: null, channel: null, password: '', stopTone: null, callTask: null };
  const username = ((yield select(selectUser)) as { username?: string } | null)?.username ?? '';

  const tone = (name: 'ringIn' | 'ringOut' | null) => {
    live.stopTone?.();
    live.stopTone = name ? deps.playTone(name) : null;
  };

  function* loadSipInfo() {
    const info = (yield* request(
      softphoneApi.endpoints.softphoneSipInfo.initiate(),
    )) as SoftphoneSipInfoApiResponse;
    const numbers = (yield* request(
      softphoneApi.endpoints.softphoneExplicitNumberOptions.initiate(),
    )) as SoftphoneExplicitNumberOptionsApiResponse;
    const group = (yield* request(
      softphoneApi.endpoints.softphoneSipStatusInfo.initiate(),
    )) as SoftphoneSipStatusInfoApiResponse;
    live.password = info.data.password;
    yield put(
      A.sipInfoLoaded({
        sip_username: info.data.username,
        wss_url: info.data.wss_url,
        fs_ip: info.data.fs_ip ?? new URL(info.data.wss_url).hostname,
        explicit_numbers: numbers.data,
        sipGroupSignIn: group.data.current_status === 1 ? '1' : '0',
      }),
    );
  }

  function account(state: SoftphoneState): SipAccount {
    const override = deps.sipOverride();
    const wssUrl = override.wssUrl || state.sip.wss_url;
    return {
      wssUrl,
      domain: override.domain || state.sip.fs_ip || new URL(wssUrl).hostname,
      username: state.sip.sip_username,
      password: live.password,
    };
  }

  function* ensureClient() {
    if (live.client) return live.client;
    const c = (yield call(deps.createClient)) as SipClient;
    live.client = c;
    // buffered: JsSIP emits bursts (connected, registered) while the saga is still handling the previous event
    live.channel = eventChannel<SipEvent>((emit) => c.subscribe(emit), buffers.expanding(16));
    yield fork(watchClient, live.channel);
    return c;
  }

  /** CALL-49..56, then the socket and the registration (the readiness check names what failed). */
  function* register(): Generator<unknown, boolean> {
    let state = yield* readState();
    yield put(A.readinessStarted());
    const mic = (yield call(deps.checkMicrophone, state.devices.inputId)) as MicrophoneCheck;
    if (!mic.ok) {
      const message = microphoneMessage(mic);
      yield put(A.readinessStep({ step: 'microphone', state: 'failed', message }));
      notify.error(message);
      return false;
    }
    yield put(A.readinessStep({ step: 'microphone', state: 'ok' }));
    notify.success(t('softphone:mic.ok'));
    state = yield* readState();
    if (state.registered) {
      yield put(A.readinessStep({ step: 'socket', state: 'ok' }));
      yield put(A.readinessStep({ step: 'registration', state: 'ok' }));
      return true;
    }
    const c = (yield* ensureClient()) as SipClient;
    const target = account(state);
    yield put(A.readinessStep({ step: 'socket', state: 'pending' }));
    yield put(A.readinessStep({ step: 'registration', state: 'pending' }));
    c.register(target);
    const outcome = (yield race({
      ok: take((a: Action) => A.registrationChanged.match(a) && a.payload.registered),
      failed: take(
        (a: Action) => A.registrationChanged.match(a) && !a.payload.registered && !!a.payload.error,
      ),
      timeout: delay(REGISTER_TIMEOUT_MS),
    })) as { ok?: unknown; failed?: ReturnType<typeof A.registrationChanged>; timeout?: true };
    if (outcome.ok) return true;
    state = yield* readState();
    if (state.transport !== 'open') {
      const message = t('softphone:readiness.socketFailed', { url: target.wssUrl });
      yield put(A.readinessStep({ step: 'socket', state: 'failed', message }));
      yield put(A.readinessStep({ step: 'registration', state: 'idle' }));
      notify.error(message);
    } else {
      const reason = outcome.failed?.payload.error ?? t('softphone:readiness.timeout');
      const message = t('softphone:readiness.registrationFailed', { reason });
      yield put(A.readinessStep({ step: 'registration', state: 'failed', message }));
      notify.error(message);
    }
    c.unregister();
    return false;
  }

  /** CALL-46..48: current_status 1 or 0; code 0 or 1 is ok, then the state is read again. */
  function* signInGroup(current_status: 0 | 1) {
    try {
      yield* request(softphoneApi.endpoints.softphoneSipGroupSignIn.initiate({ body: { current_status } }));
    } catch (e) {
      const error = e as ApiError;
      if (error.code !== 1) {
        if (error.status !== 401) notify.error(error.msg);
        return;
      }
    }
    type Group = { data: { current_status: 0 | 1 } };
    const group = (yield* request<Group>(
      softphoneApi.endpoints.softphoneSipStatusInfo.initiate(undefined, { forceRefetch: true }),
    )) as Group;
    yield put(A.groupSignInChanged(group.data.current_status === 1 ? '1' : '0'));
  }

  function* setStatus(status: ChosenStatus) {
    const state = yield* readState();
    if (username) deps.rememberStatus(username, status);
    // CALL-45: with a mobile explicit number nothing is registered; the choice is only shown.
    if (state.sip.call_type === 'explicit') {
      yield put(A.statusChosen(status));
      return;
    }
    if (status === 'offline') {
      if (state.call) yield* hangUp();
      live.client?.unregister();
      yield put(A.statusChosen('offline'));
      yield put(A.registrationChanged({ registered: false }));
      yield put(A.transportChanged('closed'));
      return;
    }
    if (!(yield* register())) return;
    yield put(A.statusChosen(status));
    yield* signInGroup(status === 'online' ? 1 : 0);
  }

  function* setCallType(payload: { call_type: 'sip' | 'explicit'; explicit_number_id: number | null }) {
    const before = yield* readState();
    yield put(A.callTypeChosen(payload));
    const after = yield* readState();
    if (before.sip.call_type === after.sip.call_type) return;
    // Switching to a mobile number releases the browser registration; back to sip re-applies the choice.
    if (after.sip.call_type === 'explicit') {
      live.client?.unregister();
      yield put(A.registrationChanged({ registered: false }));
      yield put(A.transportChanged('closed'));
    } else if (after.status !== 'offline') yield* setStatus(after.status);
  }

  /** The in-call timer, the 30 s dial timeout (CALL-06, CALL-07) and, for platform calls, the state poll. */
  function* callLifecycle(uuid: string, via: 'browser' | 'server') {
    const ticker: Task = yield fork(function* tick() {
      for (;;) {
        yield delay(1000);
        yield put(A.callTicked());
      }
    });
    const poller: Task | null = via === 'server' ? yield fork(pollServerCall, uuid) : null;
    try {
      const first = (yield race({
        answered: take(A.callAccepted.type),
        ended: take(A.callEnded.type),
        timeout: delay(DIAL_TIMEOUT_MS),
      })) as { answered?: unknown; ended?: unknown; timeout?: true };
      if (first.timeout) {
        notify.warning(t('softphone:dial.timeout'));
        yield* hangUp();
        return;
      }
      if (first.ended) return;
      yield take(A.callEnded.type);
    } finally {
      yield cancel(ticker);
      if (poller) yield cancel(poller);
    }
  }

  function* pollServerCall(uuid: string) {
    type Talk = { data: { status: string } };
    for (;;) {
      yield delay(SERVER_CALL_POLL_MS);
      let talk: Talk;
      try {
        talk = (yield* request<Talk>(
          softphoneApi.endpoints.softphoneTalk.initiate({ body: { uuid } }),
        )) as Talk;
      } catch {
        continue;
      }
      const state = yield* readState();
      if (!state.call || state.call.uuid !== uuid) return;
      const status = talk.data.status;
      if (status === 'talking' && state.call.phase !== 'talking') yield put(A.callAccepted());
      else if (status === 'ringing' && state.call.phase === 'dialing') yield put(A.callRinging());
      else if (status !== 'ringing' && status !== 'talking') {
        if (status === 'rejected' || status === 'busy') notify.warning(t(`softphone:failure.${status}`));
        else if (status === 'unreachable' || status === 'no_answer')
          notify.error(t(`softphone:failure.${status}`));
        yield put(
          A.callEnded(
            status === 'rejected' || status === 'busy' ? 'reject' : status === 'ended' ? 'hang-up' : 'error',
          ),
        );
        return;
      }
    }
  }

  function* startLifecycle(uuid: string, via: 'browser' | 'server') {
    if (live.callTask?.isRunning()) yield cancel(live.callTask);
    live.callTask = (yield fork(callLifecycle, uuid, via)) as Task;
  }

  function* dial(phone: string) {
    const state = yield* readState();
    const number = phone.trim();
    if (!number) return; // CALL-05
    if (!/^[0-9*#]{1,20}$/.test(number)) {
      notify.error(t('softphone:dial.invalid'));
      return;
    }
    if (state.call) {
      notify.warning(t('softphone:dial.busyLine'));
      return;
    }
    const explicit = state.sip.call_type === 'explicit';
    if (!explicit && !state.registered) {
      notify.warning(t('softphone:dial.offline'));
      return;
    }
    const uuid = deps.uuid();
    const via = explicit ? 'server' : 'browser';
    yield put(A.callStarted({ uuid, phone: number, via }));
    yield* startLifecycle(uuid, via);
    try {
      yield* request(
        softphoneApi.endpoints.softphoneCall.initiate({
          body: {
            phone: number,
            uuid,
            call_type: state.sip.call_type,
            ...(explicit && state.sip.explicit_number_id != null
              ? { explicit_number_id: state.sip.explicit_number_id }
              : {}),
          },
        }),
      );
    } catch {
      yield put(A.callEnded('error'));
      return;
    }
    if (via === 'browser') {
      const current = yield* readState();
      if (current.call?.uuid !== uuid) return; // hung up while the call was being announced
      try {
        live.client!.call(`sip:${number}@${account(current).domain}`, { callId: uuid });
      } catch (e) {
        notify.error(t('softphone:failure.other', { detail: (e as Error).message }));
        yield put(A.callEnded('error'));
      }
    }
  }

  /** CALL-09: a call the browser is not connected to is ended by the platform. */
  function* hangUp() {
    const state = yield* readState();
    const active = state.call;
    if (!active) return;
    tone(null);
    if (active.via === 'browser' && live.client) {
      live.client.hangUp(active.uuid);
      // JsSIP reports the end; if it has no such session any more, end it here
      const ended = (yield race({ ended: take(A.callEnded.type), later: delay(1500) })) as {
        ended?: unknown;
      };
      if (!ended.ended && (yield* readState()).call?.uuid === active.uuid) yield put(A.callEnded('hang-up'));
      return;
    }
    try {
      yield* request(softphoneApi.endpoints.softphoneHangup.initiate({ body: { uuid: active.uuid } }));
    } finally {
      if ((yield* readState()).call?.uuid === active.uuid) yield put(A.callEnded('hang-up'));
    }
  }

  function* onSipEvent(event: SipEvent) {
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
        break;
      case 'disconnected':
        yield put(A.transportChanged(state.status === 'offline' ? 'closed' : 'reconnecting'));
        if (state.registered) yield put(A.registrationChanged({ registered: false }));
        if (call?.via === 'browser') yield put(A.callReconnecting(true));
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
          live.client?.answer(event.callId);
          break;
        }
        if (call) {
          live.client?.hangUp(event.callId);
          break;
        }
        yield put(
          A.incomingCallReceived({ uuid: event.callId, phone: event.from, displayName: event.displayName }),
        );
        tone('ringIn');
        break;
      case 'progress':
        if (call?.uuid === event.callId) {
          yield put(A.callRinging());
          tone('ringOut');
        }
        break;
      case 'accepted':
        if (call?.uuid === event.callId) {
          tone(null);
          yield put(A.callAccepted());
        }
        break;
      case 'ended':
      case 'failed': {
        if (call?.uuid !== event.callId) break;
        tone(null);
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
        if (call?.uuid === event.callId) yield put(A.callReconnecting(true));
        break;
      case 'mediaRestored':
        if (call?.uuid === event.callId) yield put(A.callReconnecting(false));
        break;
    }
  }

  function* watchClient(events: EventChannel<SipEvent>) {
    for (;;) {
      const event = (yield take(events)) as SipEvent;
      yield* onSipEvent(event);
    }
  }

  function* command(action: Action) {
    const state = yield* readState();
    const call = state.call;
    if (C.setStatus.match(action)) yield* setStatus(action.payload);
    else if (C.setCallType.match(action)) yield* setCallType(action.payload);
    else if (C.dial.match(action)) yield* dial(action.payload.phone);
    else if (C.hangUp.match(action)) yield* hangUp();
    else if (C.answer.match(action)) {
      if (call?.phase === 'incoming') {
        tone(null);
        live.client?.answer(call.uuid);
        yield* startLifecycle(call.uuid, 'browser');
      }
    } else if (C.toggleMute.match(action)) {
      if (call?.phase === 'talking') live.client?.mute(call.uuid, !call.muted);
    } else if (C.toggleHold.match(action)) {
      if (call?.phase === 'talking') live.client?.hold(call.uuid, !call.held);
    } else if (C.sendDtmf.match(action)) {
      if (call?.phase === 'talking' && /^[0-9*#]$/.test(action.payload))
        live.client?.sendDtmf(call.uuid, action.payload);
    } else if (C.setDevices.match(action)) {
      yield put(A.devicesChosen(action.payload));
      live.client?.setDevices(action.payload);
    } else if (C.checkReadiness.match(action)) {
      if (state.sip.call_type === 'sip') yield* register();
    }
  }

  const commands = (yield actionChannel(Object.values(C).map((c) => c.type))) as EventChannel<Action>;
  try {
    try {
      yield* loadSipInfo();
    } catch {
      // the base query has shown why; the softphone stays offline
      return;
    }
    const remembered = username ? deps.rememberedStatus(username) : null;
    if (remembered && remembered !== 'offline') yield put(C.setStatus(remembered));
    for (;;) {
      const action = (yield take(commands)) as Action;
      try {
        yield* command(action);
      } catch (e) {
        // a failed command must not stop the softphone; the request layer has already said why
        if (!(e as ApiError)?.msg) notify.error(t('softphone:failure.other', { detail: String(e) }));
      }
    }
  } finally {
    tone(null);
    commands.close();
    live.channel?.close();
    live.client?.destroy();
  }
}
