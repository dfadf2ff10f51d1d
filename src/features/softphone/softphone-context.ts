import type { Action } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { SipAccount, SipClient, SipEvent } from '@/lib/sip';
import type { SoftphoneDeps } from './deps';
import { selectSoftphone, type SoftphoneState } from './softphone.store';

/** What the softphone's sagas share for one signed-in console. */
export interface SoftphoneContext {
  deps: SoftphoneDeps;
  username: string;
  /** Live objects stay here, outside the store (only serializable snapshots go there). */
  live: {
    client: SipClient | null;
    channel: EventChannel<SipEvent> | null;
    password: string;
    stopTone: (() => void) | null;
    callTask: Task | null;
    /** The kept subscription of the explicit-number options (a write of a number refetches them). */
    numbers: { unsubscribe?: () => void } | null;
  };
  /** Plays a ring tone, or stops the one playing (null). */
  tone(name: 'ringIn' | 'ringOut' | null): void;
}

export function createSoftphoneContext(deps: SoftphoneDeps, username: string): SoftphoneContext {
  const live: SoftphoneContext['live'] = {
    client: null,
    channel: null,
    password: '',
    stopTone: null,
    callTask: null,
    numbers: null,
  };
  return {
    deps,
    username,
    live,
    tone: (name) => {
      live.stopTone?.();
      live.stopTone = name ? deps.playTone(name) : null;
    },
  };
}

export type Unwrappable<T> = { unwrap(): Promise<T>; unsubscribe?: () => void };

/** Runs an RTK Query endpoint from a saga: the base query shows failures and handles a 401. */
export function* request<T>(thunk: unknown) {
  const pending = (yield put(thunk as Action)) as unknown as Unwrappable<T>;
  try {
    return (yield call(() => pending.unwrap())) as T;
  } finally {
    pending.unsubscribe?.();
  }
}

export function* readState(): Generator<unknown, SoftphoneState> {
  return (yield select(selectSoftphone)) as SoftphoneState;
}

/** The SIP account to register: the sip info of the server, unless config.js overrides its address. */
export function account(ctx: SoftphoneContext, state: SoftphoneState): SipAccount {
  const override = ctx.deps.sipOverride();
  const wssUrl = override.wssUrl || state.sip.wss_url;
  return {
    wssUrl,
    domain: override.domain || state.sip.fs_ip || new URL(wssUrl).hostname,
    username: state.sip.sip_username,
    password: ctx.live.password,
  };
}
