import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/store/root-reducer';
import { dialPlateMessageReceived } from '@/features/channels';
import { softphoneActions } from '@/features/softphone';
import { t } from '@/i18n';
import { assistantWindowActions, selectAssistantWindow } from './assistant-window.store';
import { parseKeptCall, readKeptCallText, removeKeptCall, writeKeptCall } from './kept-call';

/** The tab is going away (closed, reloaded, navigated off): pagehide, or beforeunload where it fires alone. */
function leavingChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const leave = () => emit(true);
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
    };
  });
}

/** ASSIST-19: the current call's live data goes to browser storage when the tab closes. */
function* keepOnLeave() {
  const leaving: EventChannel<true> = yield call(leavingChannel);
  try {
    while (true) {
      yield take(leaving);
      const state: ReturnType<typeof selectAssistantWindow> = yield select((s: RootState) =>
        selectAssistantWindow(s),
      );
      if (state.uuid && state.status && state.status !== 'ended')
        writeKeptCall({ uuid: state.uuid, status: state.status, phone: state.phone, live: state.live });
      else removeKeptCall();
    }
  } finally {
    leaving.close();
  }
}

/**
 * ASSIST-20/21: when a call begins (its first scene-2 message, or the softphone's own call), data kept for
 * that uuid comes back. Kept data is read once: a different call makes it stale, a damaged value is logged.
 */
function* restoreFor(uuid: string) {
  const text = readKeptCallText();
  if (text === null) return;
  removeKeptCall();
  try {
    const kept = parseKeptCall(text);
    if (kept.uuid === uuid) yield put(assistantWindowActions.liveDataRestored(kept));
  } catch (error) {
    console.error(t('assistantWindow:restoreFailed'), error);
  }
}

/** The uuid of a call that begins with `action`, if it begins one. */
function startedCallUuid(action: UnknownAction): string | null {
  if (dialPlateMessageReceived.match(action)) {
    const message = action.payload;
    return message.scene === 2 && message.data.status !== 'ended' ? message.uuid : null;
  }
  if (softphoneActions.callStarted.match(action) || softphoneActions.incomingCallReceived.match(action))
    return action.payload.uuid;
  return null;
}

function* restoreOnCallStart() {
  let lastUuid: string | null = null;
  while (true) {
    const action: UnknownAction = yield take([
      dialPlateMessageReceived,
      softphoneActions.callStarted,
      softphoneActions.incomingCallReceived,
    ]);
    const uuid = startedCallUuid(action);
    if (uuid === null || uuid === lastUuid) continue;
    lastUuid = uuid;
    yield* restoreFor(uuid);
  }
}

/** Keeps and restores the assistant window's live data; runs as long as the signed-in layout. */
export function* assistantWindowSaga() {
  yield fork(keepOnLeave);
  yield fork(restoreOnCallStart);
}
