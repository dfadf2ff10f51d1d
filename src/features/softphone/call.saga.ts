import type { Task } from 'redux-saga';
import { cancel, delay, fork, put, race, take } from 'redux-saga/effects';
import { notify } from '@/api/feedback';
import { t } from '@/i18n';
import { softphoneApi } from './api';
import { account, readState, request, type SoftphoneContext } from './softphone-context';
import { softphoneActions as A } from './softphone.store';
import { DIAL_TIMEOUT_MS, SERVER_CALL_POLL_MS } from './timing';

// A call's life: dialing, the in-call timer and dial timeout, the platform call poll, hanging up.

/** The in-call timer, the 30 s dial timeout (CALL-06, CALL-07) and, for platform calls, the state poll. */
export function* callLifecycle(ctx: SoftphoneContext, uuid: string, via: 'browser' | 'server') {
  const ticker: Task = yield fork(function* tick() {
    for (;;) {
      yield delay(1000);
      yield put(A.callTicked());
    }
  });
  const poller: Task | null = via === 'server' ? yield fork(pollServerCall, ctx, uuid) : null;
  try {
    const first = (yield race({
      answered: take(A.callAccepted.type),
      ended: take(A.callEnded.type),
      timeout: delay(DIAL_TIMEOUT_MS),
    })) as { answered?: unknown; ended?: unknown; timeout?: true };
    if (first.timeout) {
      notify.warning(t('softphone:dial.timeout'));
      yield* hangUp(ctx);
      return;
    }
    if (first.ended) return;
    yield take(A.callEnded.type);
  } finally {
    yield cancel(ticker);
    if (poller) yield cancel(poller);
  }
}

export function* pollServerCall(ctx: SoftphoneContext, uuid: string) {
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

export function* startLifecycle(ctx: SoftphoneContext, uuid: string, via: 'browser' | 'server') {
  if (ctx.live.callTask?.isRunning()) yield cancel(ctx.live.callTask);
  ctx.live.callTask = (yield fork(callLifecycle, ctx, uuid, via)) as Task;
}

export function* dial(ctx: SoftphoneContext, phone: string) {
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
  const uuid = ctx.deps.uuid();
  const via = explicit ? 'server' : 'browser';
  yield put(A.callStarted({ uuid, phone: number, via }));
  yield* startLifecycle(ctx, uuid, via);
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
      ctx.live.client!.call(`sip:${number}@${account(ctx, current).domain}`, { callId: uuid });
    } catch (e) {
      notify.error(t('softphone:failure.other', { detail: (e as Error).message }));
      yield put(A.callEnded('error'));
    }
  }
}

/** CALL-09: a call the browser is not connected to is ended by the platform. */
export function* hangUp(ctx: SoftphoneContext) {
  const state = yield* readState();
  const active = state.call;
  if (!active) return;
  ctx.tone(null);
  if (active.via === 'browser' && ctx.live.client) {
    ctx.live.client.hangUp(active.uuid);
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
