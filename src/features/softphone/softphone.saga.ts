import type { Action } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { actionChannel, fork, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '@/api/base-query';
import { notify } from '@/api/feedback';
import { selectUser } from '@/features/auth';
import { t } from '@/i18n';
import '@/i18n/signed-in';
import { dial, hangUp, startLifecycle } from './call.saga';
import { browserDeps, type SoftphoneDeps } from './deps';
import {
  explicitNumbersChanged,
  followGroupSignIn,
  loadSipInfo,
  register,
  setCallType,
  setStatus,
  watchExplicitNumbers,
  watchGroupSignInPushes,
} from './registration.saga';
import { createSoftphoneContext, readState, type SoftphoneContext } from './softphone-context';
import { softphoneActions as A, softphoneCommands as C } from './softphone.store';

export { microphoneMessage } from './registration.saga';

/** One command of the softphone's UI (status menu, dial pad, call modals, shortcuts). */
function* command(ctx: SoftphoneContext, action: Action) {
  const state = yield* readState();
  const call = state.call;
  if (C.setStatus.match(action)) yield* setStatus(ctx, action.payload);
  else if (C.setCallType.match(action)) yield* setCallType(ctx, action.payload);
  else if (C.explicitNumbersChanged.match(action)) yield* explicitNumbersChanged(ctx, action.payload);
  else if (C.followGroupSignIn.match(action)) yield* followGroupSignIn(ctx);
  else if (C.dial.match(action)) yield* dial(ctx, action.payload.phone);
  else if (C.hangUp.match(action)) yield* hangUp(ctx);
  else if (C.answer.match(action)) {
    if (call?.phase === 'incoming') {
      ctx.tone(null);
      ctx.live.client?.answer(call.uuid);
      yield* startLifecycle(ctx, call.uuid, 'browser');
    }
  } else if (C.toggleMute.match(action)) {
    if (call?.phase === 'talking') ctx.live.client?.mute(call.uuid, !call.muted);
  } else if (C.toggleHold.match(action)) {
    if (call?.phase === 'talking') ctx.live.client?.hold(call.uuid, !call.held);
  } else if (C.sendDtmf.match(action)) {
    if (call?.phase === 'talking' && /^[0-9*#]$/.test(action.payload))
      ctx.live.client?.sendDtmf(call.uuid, action.payload);
  } else if (C.setDevices.match(action)) {
    yield put(A.devicesChosen(action.payload));
    ctx.live.client?.setDevices(action.payload);
    if (ctx.username) ctx.deps.rememberDevices(ctx.username, (yield* readState()).devices);
  } else if (C.checkReadiness.match(action)) {
    if (state.sip.call_type === 'sip') yield* register(ctx);
  }
}

/** One long-lived process per signed-in console: sip info, registration, calls. */
export function* softphoneSaga(deps: SoftphoneDeps = browserDeps) {
  const username = ((yield select(selectUser)) as { username?: string } | null)?.username ?? '';
  const ctx = createSoftphoneContext(deps, username);
  const commands = (yield actionChannel(Object.values(C).map((c) => c.type))) as EventChannel<Action>;
  try {
    try {
      yield* loadSipInfo(ctx);
    } catch {
      // the base query has shown why; the softphone stays offline
      return;
    }
    yield fork(watchExplicitNumbers);
    yield fork(watchGroupSignInPushes);
    const devices = username ? deps.rememberedDevices(username) : {};
    if (Object.keys(devices).length) yield put(A.devicesChosen(devices));
    const remembered = username ? deps.rememberedStatus(username) : null;
    if (remembered && remembered !== 'offline') yield put(C.setStatus(remembered));
    for (;;) {
      const action = (yield take(commands)) as Action;
      try {
        yield* command(ctx, action);
      } catch (e) {
        // a failed command must not stop the softphone; the request layer has already said why
        if (!(e as ApiError)?.msg) notify.error(t('softphone:failure.other', { detail: String(e) }));
      }
    }
  } finally {
    ctx.tone(null);
    ctx.live.numbers?.unsubscribe?.();
    commands.close();
    ctx.live.channel?.close();
    ctx.live.client?.destroy();
  }
}
