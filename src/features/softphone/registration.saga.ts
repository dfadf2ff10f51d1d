import { buffers, eventChannel } from 'redux-saga';
import { call, delay, fork, put, race, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/base-query';
import { notify } from '@/api/feedback';
import { groupSignInPushed } from '@/features/channels';
import type {
  SoftphoneExplicitNumberOptionsApiResponse,
  SoftphoneSipInfoApiResponse,
  SoftphoneSipStatusInfoApiResponse,
} from '@/api/generated/softphone.gen';
import { t } from '@/i18n';
import type { MicrophoneCheck } from '@/lib/media/microphone-check';
import type { SipClient, SipEvent } from '@/lib/sip';
import { softphoneApi } from './api';
import { hangUp } from './call.saga';
import { watchClient } from './sip-events.saga';
import { account, readState, request, type SoftphoneContext, type Unwrappable } from './softphone-context';
import { type ChosenStatus, softphoneActions as A, softphoneCommands as C } from './softphone.store';
import { REGISTER_TIMEOUT_MS } from './timing';

// Registration: the sip info, the microphone check, the SIP registration, the group sign-in, the status menu.

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

export function* loadSipInfo(ctx: SoftphoneContext) {
  const info = (yield* request(
    softphoneApi.endpoints.softphoneSipInfo.initiate(),
  )) as SoftphoneSipInfoApiResponse;
  // Kept subscribed (unlike the other calls): writing a number refreshes its cache tag, so the options are
  // asked again and watchExplicitNumbers passes each new answer on.
  const options = (yield put(
    softphoneApi.endpoints.softphoneExplicitNumberOptions.initiate(),
  )) as unknown as Unwrappable<SoftphoneExplicitNumberOptionsApiResponse>;
  ctx.live.numbers = options;
  const numbers = (yield call(() => options.unwrap())) as SoftphoneExplicitNumberOptionsApiResponse;
  const group = (yield* request(
    softphoneApi.endpoints.softphoneSipStatusInfo.initiate(),
  )) as SoftphoneSipStatusInfoApiResponse;
  ctx.live.password = info.data.password;
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

export function* ensureClient(ctx: SoftphoneContext) {
  if (ctx.live.client) return ctx.live.client;
  const c = (yield call(ctx.deps.createClient)) as SipClient;
  ctx.live.client = c;
  c.setDevices((yield* readState()).devices);
  // buffered: JsSIP emits bursts (connected, registered) while the saga is still handling the previous event
  ctx.live.channel = eventChannel<SipEvent>((emit) => c.subscribe(emit), buffers.expanding(16));
  yield fork(watchClient, ctx, ctx.live.channel);
  return c;
}

/** CALL-49..56, then the socket and the registration (the readiness check names what failed). */
export function* register(ctx: SoftphoneContext): Generator<unknown, boolean> {
  let state = yield* readState();
  yield put(A.readinessStarted());
  const mic = (yield call(ctx.deps.checkMicrophone, state.devices.inputId)) as MicrophoneCheck;
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
  const c = (yield* ensureClient(ctx)) as SipClient;
  const target = account(ctx, state);
  yield put(A.readinessStep({ step: 'socket', state: 'pending' }));
  yield put(A.readinessStep({ step: 'registration', state: 'pending' }));
  c.register(target);
  const outcome = (yield race({
    ok: take((a: Action) => A.registrationChanged.match(a) && a.payload.registered),
    failed: take((a: Action) => A.registrationChanged.match(a) && !a.payload.registered && !!a.payload.error),
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
export function* signInGroup(ctx: SoftphoneContext, current_status: 0 | 1) {
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

/**
 * A supervisor signed the user out of their last group (or back in): the group state is read again, and a
 * registered softphone's status follows it (out of the group is 忙碌), remembered for the next load so a reload
 * does not sign the user back in.
 */
export function* followGroupSignIn(ctx: SoftphoneContext) {
  type Group = { data: { current_status: 0 | 1 } };
  const group = (yield* request<Group>(
    softphoneApi.endpoints.softphoneSipStatusInfo.initiate(undefined, { forceRefetch: true }),
  )) as Group;
  const signedIn = group.data.current_status === 1;
  yield put(A.groupSignInChanged(signedIn ? '1' : '0'));
  const { status } = yield* readState();
  const follows: ChosenStatus = signedIn ? 'online' : 'busy';
  if (status === 'offline' || status === follows) return;
  yield put(A.statusChosen(follows));
  if (ctx.username) ctx.deps.rememberStatus(ctx.username, follows);
  if (!signedIn) notify.warning(t('softphone:status.signedOutByGroup'));
}

/** Group sign-in pushes, as commands (taken in order with the user's own). */
export function* watchGroupSignInPushes() {
  yield takeEvery(groupSignInPushed, function* () {
    yield put(C.followGroupSignIn());
  });
}

export function* setStatus(ctx: SoftphoneContext, status: ChosenStatus) {
  const state = yield* readState();
  if (ctx.username) ctx.deps.rememberStatus(ctx.username, status);
  // CALL-45: with a mobile explicit number nothing is registered; the choice is only shown.
  if (state.sip.call_type === 'explicit') {
    yield put(A.statusChosen(status));
    return;
  }
  if (status === 'offline') {
    if (state.call) yield* hangUp(ctx);
    ctx.live.client?.unregister();
    yield put(A.statusChosen('offline'));
    yield put(A.registrationChanged({ registered: false }));
    yield put(A.transportChanged('closed'));
    return;
  }
  if (!(yield* register(ctx))) return;
  yield put(A.statusChosen(status));
  yield* signInGroup(ctx, status === 'online' ? 1 : 0);
}

export function* setCallType(
  ctx: SoftphoneContext,
  payload: { call_type: 'sip' | 'explicit'; explicit_number_id: number | null },
) {
  const before = yield* readState();
  yield put(A.callTypeChosen(payload));
  const after = yield* readState();
  if (before.sip.call_type === after.sip.call_type) return;
  // Switching to a mobile number releases the browser registration; back to sip re-applies the choice.
  if (after.sip.call_type === 'explicit') {
    ctx.live.client?.unregister();
    yield put(A.registrationChanged({ registered: false }));
    yield put(A.transportChanged('closed'));
  } else if (after.status !== 'offline') yield* setStatus(ctx, after.status);
}

/** Every later answer of the explicit-number options, as a command (taken in order with the others). */
export function* watchExplicitNumbers() {
  yield takeEvery(
    softphoneApi.endpoints.softphoneExplicitNumberOptions.matchFulfilled,
    function* (action: { payload: SoftphoneExplicitNumberOptionsApiResponse }) {
      yield put(C.explicitNumbersChanged(action.payload.data));
    },
  );
}

/** The header offers the new numbers; a chosen number that is gone falls back to the platform number. */
export function* explicitNumbersChanged(
  ctx: SoftphoneContext,
  numbers: SoftphoneExplicitNumberOptionsApiResponse['data'],
) {
  const before = yield* readState();
  yield put(A.explicitNumbersLoaded(numbers));
  const { call_type, explicit_number_id, explicit_number } = before.sip;
  if (call_type !== 'explicit' || numbers.some((n) => n.id === explicit_number_id)) return;
  notify.warning(t('softphone:callType.fellBack', { phone: explicit_number }));
  yield* setCallType(ctx, { call_type: 'sip', explicit_number_id: null });
}
