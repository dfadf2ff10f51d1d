import { buffers, type Channel, channel, type EventChannel, eventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, take } from 'redux-saga/effects';
import { t } from '@/i18n';
import { parseFrame, type SocketConnection, type SocketEvent, withToken } from '@/lib/socket';
import type { ChannelSpec } from './channel-spec';
import type { ChannelDeps } from './deps';

/** What reaches the channel's loop; socket events and reconnect asks name the connection they are about. */
type Signal =
  | { kind: 'socket'; connection: number; event: SocketEvent }
  | { kind: 'reconnect'; connection: number }
  | { kind: 'visible' };

/**
 * One socket channel for as long as the saga runs (the signed-in layout's lifetime): connect with the
 * token, greet, ping, turn frames into actions, and reconnect on the spec's timings. Only the newest
 * connection counts: a late event or reconnect ask of a replaced socket changes nothing.
 */
export function* channelSaga(spec: ChannelSpec, url: string, token: string, deps: ChannelDeps) {
  const inbox = channel<Signal>(buffers.expanding(16));
  const target = withToken(url, token);
  let current = 0;
  let socket = null as SocketConnection | null;
  let pinger: Task | null = null;
  let pendingReconnect: Task | null = null;
  let failed = false;

  function* stopPinging() {
    if (pinger) yield cancel(pinger);
    pinger = null;
  }

  function* connect() {
    if (pendingReconnect) yield cancel(pendingReconnect);
    pendingReconnect = null;
    yield* stopPinging();
    socket?.close();
    current += 1;
    failed = false;
    const connection = current;
    socket = deps.openSocket(target, (event) => inbox.put({ kind: 'socket', connection, event }));
  }

  function* ping(open: SocketConnection) {
    const frame = JSON.stringify(spec.ping.frame);
    for (;;) {
      yield delay(spec.ping.everyMs);
      open.send(frame);
    }
  }

  function* askReconnectLater(afterMs: number, connection: number) {
    if (afterMs > 0) yield delay(afterMs);
    inbox.put({ kind: 'reconnect', connection });
  }

  function* debouncedConnect() {
    if (spec.reconnectDebounceMs > 0) yield delay(spec.reconnectDebounceMs);
    pendingReconnect = null;
    yield* connect();
  }

  function* onSocketEvent(event: SocketEvent) {
    switch (event.type) {
      case 'open':
        if (spec.greeting) socket!.send(JSON.stringify(spec.greeting(token)));
        pinger = (yield fork(ping, socket!)) as Task;
        return;
      case 'message': {
        const frame = parseFrame(event.data);
        if (frame === undefined) {
          if (spec.logsInvalidFrames) deps.logError(t('channels:invalidPush'));
          return;
        }
        const action = spec.toAction(frame);
        if (action) yield put(action);
        return;
      }
      case 'error':
        failed = true;
        yield* stopPinging();
        yield fork(askReconnectLater, spec.reconnectAfterErrorMs, current);
        return;
      case 'close':
        yield* stopPinging();
        if (!failed) yield fork(askReconnectLater, spec.reconnectAfterCloseMs, current);
        return;
    }
  }

  const visibility: EventChannel<Signal> | null = spec.reconnectWhenVisible
    ? eventChannel<Signal>((emit) => deps.onTabVisible(() => emit({ kind: 'visible' })))
    : null;
  if (visibility) yield fork(forward, visibility, inbox);

  try {
    yield* connect();
    for (;;) {
      const signal = (yield take(inbox)) as Signal;
      if (signal.kind === 'visible') yield* connect();
      else if (signal.connection !== current) continue;
      else if (signal.kind === 'socket') yield* onSocketEvent(signal.event);
      else {
        if (pendingReconnect) yield cancel(pendingReconnect);
        pendingReconnect = (yield fork(debouncedConnect)) as Task;
      }
    }
  } finally {
    socket?.close();
    visibility?.close();
    inbox.close();
  }
}

function* forward(from: EventChannel<Signal>, to: Channel<Signal>) {
  for (;;) {
    const signal = (yield take(from)) as Signal;
    yield call([to, to.put], signal);
  }
}
