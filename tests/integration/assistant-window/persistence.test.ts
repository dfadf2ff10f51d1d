import '@/i18n/signed-in';
import { setupStore } from '@/store/store';
import { dialPlateMessageReceived } from '@/features/channels';
import { softphoneActions } from '@/features/softphone';
import { assistantWindowSaga } from '@/features/assistant-window/assistant-window.saga';
import { selectAssistantWindow } from '@/features/assistant-window/assistant-window.store';
import { KEPT_CALL_KEY } from '@/features/assistant-window/kept-call';
import type { DialPlateMessage } from '@/api/socket-messages';
import {
  callState,
  chatLine,
  customerTag,
  nodeMatch,
  repositoryEntry,
  repositoryMatch,
  scriptBasics,
  speakStatus,
} from '@tests/support/live-call-messages';

/** A signed-in console's store with the persistence saga running, as the layout starts it. */
function consoleStore() {
  const store = setupStore();
  const task = store.runSaga(assistantWindowSaga);
  const receive = (...messages: DialPlateMessage[]) =>
    messages.forEach((m) => store.dispatch(dialPlateMessageReceived(m)));
  const live = () => selectAssistantWindow(store.getState());
  return { store, task, receive, live };
}

const CALL = [
  callState('call-1', 'talking'),
  scriptBasics('call-1'),
  chatLine('call-1', '喂，你好', 'A'),
  chatLine('call-1', '您好，我是小王', 'B'),
  nodeMatch('call-1', 12),
  repositoryMatch('call-1', repositoryEntry(1)),
  repositoryMatch('call-1', repositoryEntry(2)),
  customerTag('call-1', 5, '价格敏感'),
  speakStatus('call-1', { speed_status: 2, volume_status: 1, forestall_status: 1, mute_status: 1 }),
];

/** The tab closes (or reloads) with the call going on. */
function leaveTab() {
  window.dispatchEvent(new Event('pagehide'));
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

it('[ASSIST-19] the live data of the current call is kept in browser storage when the tab closes', () => {
  const before = consoleStore();
  before.receive(...CALL);
  expect(localStorage.getItem(KEPT_CALL_KEY)).toBeNull();
  leaveTab();
  const kept = JSON.parse(localStorage.getItem(KEPT_CALL_KEY)!);
  expect(kept).toMatchObject({ uuid: 'call-1', status: 'talking', phone: '13800138000' });
  expect(kept.live).toEqual(before.live().live);
  expect(kept.live.chat.map((l: { asr_text: string }) => l.asr_text)).toEqual(['喂，你好', '您好，我是小王']);
  before.task.cancel();
});

it('[ASSIST-19] beforeunload keeps it too; an ended call leaves nothing behind', () => {
  const before = consoleStore();
  before.receive(...CALL);
  window.dispatchEvent(new Event('beforeunload'));
  expect(JSON.parse(localStorage.getItem(KEPT_CALL_KEY)!).uuid).toBe('call-1');
  before.receive(callState('call-1', 'ended'));
  leaveTab();
  expect(localStorage.getItem(KEPT_CALL_KEY)).toBeNull();
  before.task.cancel();
});

it('[ASSIST-20] after a reload the kept data comes back with the first message of the same call', () => {
  const before = consoleStore();
  before.receive(...CALL);
  const shown = before.live().live;
  leaveTab();
  before.task.cancel();

  const after = consoleStore();
  expect(after.live().uuid).toBeNull();
  after.receive(callState('call-1', 'talking'));
  expect(after.live()).toMatchObject({ uuid: 'call-1', status: 'talking', open: true });
  expect(after.live().live).toEqual(shown);
  // the call goes on from where it was
  after.receive(chatLine('call-1', '那价格是多少？', 'A'));
  expect(after.live().live.chat.map((l) => [l.seq, l.asr_text])).toEqual([
    [1, '喂，你好'],
    [2, '您好，我是小王'],
    [3, '那价格是多少？'],
  ]);
  expect(localStorage.getItem(KEPT_CALL_KEY)).toBeNull(); // taken once
  expect(errorSpy).not.toHaveBeenCalled();
  after.task.cancel();
});

it('[ASSIST-20] the softphone reporting the same call restores it too', () => {
  const before = consoleStore();
  before.receive(...CALL);
  leaveTab();
  before.task.cancel();

  const after = consoleStore();
  after.store.dispatch(
    softphoneActions.incomingCallReceived({ uuid: 'call-1', phone: '138', displayName: '' }),
  );
  expect(after.live()).toMatchObject({ uuid: 'call-1', open: true });
  expect(after.live().live.customer?.name).toBe('杭州云帆科技有限公司');
  after.task.cancel();
});

it('[ASSIST-20] a different call does not restore the kept data, and makes it stale', () => {
  const before = consoleStore();
  before.receive(...CALL);
  leaveTab();
  before.task.cancel();

  const after = consoleStore();
  after.receive(callState('call-2', 'ringing'));
  expect(after.live()).toMatchObject({ uuid: 'call-2', status: 'ringing' });
  expect(after.live().live.chat).toEqual([]);
  expect(after.live().live.customer).toBeNull();
  expect(localStorage.getItem(KEPT_CALL_KEY)).toBeNull();
  // the old call showing up later finds nothing to restore
  after.receive(callState('call-1', 'talking'));
  expect(after.live().live.chat).toEqual([]);
  after.task.cancel();
});

it.each([
  ['not JSON', '{"uuid": "call-1", '],
  ['no live data', JSON.stringify({ version: 1, uuid: 'call-1', status: 'talking', phone: '' })],
  ['chat not a list', JSON.stringify({ version: 1, uuid: 'call-1', status: 'talking', live: { chat: 'x' } })],
])('[ASSIST-21] a kept value that is %s logs 数据恢复失败 and the call starts fresh', (_what, text) => {
  localStorage.setItem(KEPT_CALL_KEY, text);
  const after = consoleStore();
  after.receive(callState('call-1', 'talking'), chatLine('call-1', '你好', 'A'));
  expect(errorSpy).toHaveBeenCalledWith('数据恢复失败', expect.any(Error));
  expect(after.live()).toMatchObject({ uuid: 'call-1', status: 'talking', open: true });
  expect(after.live().live.chat.map((l) => l.asr_text)).toEqual(['你好']);
  expect(localStorage.getItem(KEPT_CALL_KEY)).toBeNull();
  after.task.cancel();
});
