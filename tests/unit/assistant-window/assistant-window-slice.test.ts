import type { UnknownAction } from '@reduxjs/toolkit';
import type { DialPlateMessage } from '@/api/socket-messages';
import {
  assistantWindowActions as A,
  assistantWindowSlice,
  initialAssistantWindowState,
  type AssistantWindowState,
} from '@/features/assistant-window/assistant-window.slice';
import { CHAT_LIMIT, emptyLiveData, PAGE_HISTORY_LIMIT } from '@/features/assistant-window/live-data';
import { dialPlateMessageReceived } from '@/features/channels';
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

const reduce = (state: AssistantWindowState, ...actions: UnknownAction[]) =>
  actions.reduce(assistantWindowSlice.reducer, state);
const receive = (...messages: DialPlateMessage[]) => messages.map((m) => dialPlateMessageReceived(m));
const start = (...messages: DialPlateMessage[]) =>
  reduce(initialAssistantWindowState, ...receive(callState('call-1', 'talking'), ...messages));

describe('assistant window: call state (scene 2)', () => {
  it('[ASSIST-01] [CHAN-12] a ringing or talking call opens the window for its uuid', () => {
    const ringing = reduce(
      initialAssistantWindowState,
      ...receive(callState('call-1', 'ringing', '13800001111')),
    );
    expect(ringing).toMatchObject({ uuid: 'call-1', status: 'ringing', phone: '13800001111', open: true });
    const talking = reduce(ringing, ...receive(callState('call-1', 'talking')));
    expect(talking).toMatchObject({ uuid: 'call-1', status: 'talking', open: true });
  });

  it('[ASSIST-01] the ended call keeps its data and window until the user closes it', () => {
    const ended = start(chatLine('call-1', '你好', 'A'), callState('call-1', 'ended'));
    expect(ended).toMatchObject({ uuid: 'call-1', status: 'ended', open: true });
    expect(ended.live.chat).toHaveLength(1);
    const closed = reduce(ended, A.windowClosed());
    expect(closed).toMatchObject({ uuid: null, status: null, open: false, live: emptyLiveData() });
  });

  it('the window does not close while the call goes on', () => {
    const talking = start();
    expect(reduce(talking, A.windowClosed())).toBe(talking);
  });

  it('a new uuid resets the live data; an end of another call is ignored', () => {
    const first = start(scriptBasics('call-1'), chatLine('call-1', '你好', 'A'));
    const otherEnded = reduce(first, ...receive(callState('call-0', 'ended')));
    expect(otherEnded).toBe(first);
    const second = reduce(first, ...receive(callState('call-2', 'ringing')));
    expect(second).toMatchObject({ uuid: 'call-2', status: 'ringing', open: true, live: emptyLiveData() });
  });

  it('the size toggles between normal and mini and survives closing the window', () => {
    const mini = reduce(start(), A.sizeToggled());
    expect(mini.size).toBe('mini');
    expect(reduce(mini, A.sizeToggled()).size).toBe('normal');
    const closed = reduce(mini, ...receive(callState('call-1', 'ended')), A.windowClosed());
    expect(closed.size).toBe('mini');
  });
});

describe('assistant window: messages of the call (scenes 3 to 8)', () => {
  it('[CHAN-13] [ASSIST-04] [ASSIST-05] [ASSIST-06] script basics set the customer, tags and stage tree', () => {
    const { live } = start(scriptBasics('call-1'));
    expect(live.speechName).toBe('信用卡分期推广');
    expect(live.customer).toEqual({
      name: '杭州云帆科技有限公司',
      contact_name: '李明',
      contact_phone: '13912345678',
    });
    expect(live.tags).toEqual([{ id: 1, name: '高意向' }]);
    expect(live.stages.map((s) => [s.id, s.name])).toEqual([
      [1, '开场'],
      [2, '收尾'],
    ]);
  });

  it('[ASSIST-07] only speech nodes without t_sc_s_id or with 0 are kept', () => {
    const { live } = start(scriptBasics('call-1'));
    expect(live.stages[0]!.speech_nodes.map((n) => n.id)).toEqual([11, 12]);
    expect(live.stages[1]!.speech_nodes.map((n) => n.id)).toEqual([21]);
  });

  it('[CHAN-14] [ASSIST-17] [ASSIST-18] chat lines are appended in order with their speaker', () => {
    const { live } = start(chatLine('call-1', '喂，你好', 'A'), chatLine('call-1', '您好，我是小王', 'B'));
    expect(live.chat).toEqual([
      { asr_text: '喂，你好', is_aleg: 'A', seq: 1 },
      { asr_text: '您好，我是小王', is_aleg: 'B', seq: 2 },
    ]);
    expect(live.chatTotal).toBe(2);
  });

  it(`keeps only the last ${CHAT_LIMIT} chat lines of 10 000`, () => {
    let state = start();
    for (let i = 1; i <= 10_000; i++)
      state = reduce(state, dialPlateMessageReceived(chatLine('call-1', `第${i}句`, i % 2 ? 'A' : 'B')));
    expect(state.live.chat).toHaveLength(CHAT_LIMIT);
    expect(state.live.chatTotal).toBe(10_000);
    expect(state.live.chat[0]).toMatchObject({
      seq: 10_000 - CHAT_LIMIT + 1,
      asr_text: `第${10_000 - CHAT_LIMIT + 1}句`,
    });
    expect(state.live.chat.at(-1)).toMatchObject({ seq: 10_000, asr_text: '第10000句' });
  });

  it('[CHAN-15] [ASSIST-08] a node match sets the current node and counts the matches', () => {
    const once = start(scriptBasics('call-1'), nodeMatch('call-1', 11));
    expect(once.live).toMatchObject({ currentNodeId: 11, matchCount: 1 });
    const again = reduce(once, ...receive(nodeMatch('call-1', 11), nodeMatch('call-1', 12)));
    expect(again.live).toMatchObject({ currentNodeId: 12, matchCount: 3 });
  });

  it('[CHAN-16] [ASSIST-14] [ASSIST-15] repository pages form a history with back and forward', () => {
    const [p1, p2, p3, p4] = [1, 2, 3, 4].map((id) => repositoryEntry(id));
    let state = start(...[p1, p2, p3].map((p) => repositoryMatch('call-1', p!)));
    expect(state.live.pages.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.live.pageIndex).toBe(2);
    expect(state.live.pages[0]).toEqual({
      id: 1,
      name: '问题1',
      content: [{ title: '问题1？', content: '问题1的回答' }],
    });

    state = reduce(state, A.pageBack(), A.pageBack(), A.pageBack());
    expect(state.live.pageIndex).toBe(0); // no further back than the first page
    state = reduce(state, A.pageForward());
    expect(state.live.pageIndex).toBe(1);
    // a new match while looking back drops the forward history, like a browser
    state = reduce(state, ...receive(repositoryMatch('call-1', p4!)));
    expect(state.live.pages.map((p) => p.id)).toEqual([1, 2, 4]);
    expect(state.live.pageIndex).toBe(2);
    state = reduce(state, A.pageForward());
    expect(state.live.pageIndex).toBe(2);
    // the page on screen matching again is refreshed, not pushed twice
    state = reduce(state, ...receive(repositoryMatch('call-1', repositoryEntry(4, '新标题'))));
    expect(state.live.pages.map((p) => p.name)).toEqual(['问题1', '问题2', '新标题']);
  });

  it(`keeps at most ${PAGE_HISTORY_LIMIT} pages of history`, () => {
    const state = start(
      ...Array.from({ length: PAGE_HISTORY_LIMIT + 10 }, (_v, i) =>
        repositoryMatch('call-1', repositoryEntry(i + 1)),
      ),
    );
    expect(state.live.pages).toHaveLength(PAGE_HISTORY_LIMIT);
    expect(state.live.pages[0]!.id).toBe(11);
    expect(state.live.pageIndex).toBe(PAGE_HISTORY_LIMIT - 1);
  });

  it('[CHAN-17] [ASSIST-05] a customer tag is added once', () => {
    const { live } = start(
      scriptBasics('call-1'),
      customerTag('call-1', 5, '价格敏感'),
      customerTag('call-1', 5, '价格敏感'),
      customerTag('call-1', 1, '高意向'),
    );
    expect(live.tags).toEqual([
      { id: 1, name: '高意向' },
      { id: 5, name: '价格敏感' },
    ]);
  });

  it('[CHAN-18] the seat speak status sets the four indicators', () => {
    const status = { speed_status: 2, volume_status: 0, forestall_status: 0, mute_status: 1 } as const;
    expect(start(speakStatus('call-1', status)).live.speak).toEqual(status);
  });

  it('messages of another call, or before any call, are ignored', () => {
    const current = start(scriptBasics('call-1'));
    const others = receive(
      scriptBasics('call-9'),
      chatLine('call-9', '别的通话', 'A'),
      nodeMatch('call-9', 11),
      repositoryMatch('call-9', repositoryEntry(1)),
      customerTag('call-9', 3, '别的'),
      speakStatus('call-9', { speed_status: 0, volume_status: 0, forestall_status: 0, mute_status: 0 }),
    );
    expect(reduce(current, ...others)).toBe(current);
    expect(reduce(initialAssistantWindowState, ...receive(chatLine('call-1', '你好', 'A')))).toBe(
      initialAssistantWindowState,
    );
  });
});

describe('assistant window: restored data', () => {
  it('[ASSIST-20] kept data is taken for the current call only', () => {
    const live = {
      ...emptyLiveData(),
      chatTotal: 1,
      chat: [{ asr_text: '之前的话', is_aleg: 'A' as const, seq: 1 }],
    };
    const current = start();
    const restored = reduce(
      current,
      A.liveDataRestored({ uuid: 'call-1', status: 'talking', phone: '1', live }),
    );
    expect(restored.live).toEqual(live);
    expect(reduce(current, A.liveDataRestored({ uuid: 'call-2', status: 'talking', phone: '1', live }))).toBe(
      current,
    );
    // the softphone's own call may bring it back before the first scene-2 message
    const beforeAnyMessage = reduce(
      initialAssistantWindowState,
      A.liveDataRestored({ uuid: 'call-3', status: 'talking', phone: '1390000', live }),
    );
    expect(beforeAnyMessage).toMatchObject({
      uuid: 'call-3',
      status: 'talking',
      phone: '1390000',
      open: true,
      live,
    });
  });
});
