import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Task } from 'redux-saga';
import { dialPlateMessageReceived, incomingCallPushed, noticeReceived } from '@/features/channels';
import { channelsSaga } from '@/features/channels/channels.saga';
import type { ChannelDeps } from '@/features/channels/deps';
import { fakeSocketServer } from '@tests/support/fake-socket';

const URLS = {
  callIn: 'wss://push.test/call-in',
  dialPlate: 'wss://push.test/dial-plate',
  notice: 'wss://push.test/notice',
};
const TOKEN = 'tok-123';

let server: ReturnType<typeof fakeSocketServer>;
let dispatched: UnknownAction[];
let logged: string[];
let becomeVisible: () => void;
let task: Task;

function start(urls: Partial<typeof URLS> = URLS) {
  const deps: ChannelDeps = {
    openSocket: server.openSocket,
    urlOf: (name) => urls[name] ?? '',
    onTabVisible: (listener) => {
      becomeVisible = listener;
      return () => undefined;
    },
    logError: (message) => logged.push(message),
  };
  task = runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({ auth: { token: TOKEN } }) },
    channelsSaga,
    deps,
  );
}

const callIn = () => server.latest('/call-in');
const dialPlate = () => server.latest('/dial-plate');
const notice = () => server.latest('/notice');
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  server = fakeSocketServer();
  dispatched = [];
  logged = [];
});
afterEach(() => {
  task.cancel();
  jest.useRealTimers();
});

describe('the three channels', () => {
  it('[CHAN-01] a signed-in console keeps a call-in, a dial-plate and a notification socket', () => {
    start();
    expect(server.opened.map((s) => new URL(s.url).pathname).sort()).toEqual([
      '/call-in',
      '/dial-plate',
      '/notice',
    ]);
  });

  it('a channel without a URL in config.js stays off', () => {
    start({ notice: URLS.notice });
    expect(server.opened).toHaveLength(1);
  });

  it('cancelling the channels (logout) closes every socket', () => {
    start();
    task.cancel();
    expect(server.opened.every((s) => s.closed)).toBe(true);
  });
});

describe('call-in channel', () => {
  it('[CHAN-02] connects with api_token in its query', () => {
    start();
    expect(new URL(callIn().url).searchParams.get('api_token')).toBe(TOKEN);
  });

  it('[CHAN-03] sends type 100 requestPermission once connected', () => {
    start();
    expect(callIn().sent).toEqual([]);
    callIn().accept();
    expect(callIn().frames()).toEqual([{ type: 100, action: 'requestPermission', api_token: TOKEN }]);
  });

  it('[CHAN-04] then pings with type 0 every 15 s', async () => {
    start();
    callIn().accept();
    await advance(14_999);
    expect(callIn().frames()).toHaveLength(1);
    await advance(1);
    expect(callIn().frames()[1]).toEqual({ type: 0 });
    await advance(30_000);
    expect(callIn().frames().slice(1)).toEqual([{ type: 0 }, { type: 0 }, { type: 0 }]);
  });

  it('[CHAN-05][CHAN-07] reconnects 2 s after a close, debounced by 2.5 s: the new socket opens 4.5 s later', async () => {
    start();
    const first = callIn();
    first.accept();
    first.drop();
    await advance(4_499);
    expect(server.on('/call-in')).toHaveLength(1);
    await advance(1);
    expect(server.on('/call-in')).toHaveLength(2);
    expect(callIn()).not.toBe(first);
  });

  it('[CHAN-06][CHAN-07][ERR-04] reconnects 5 s after an error (and its close), debounced by 2.5 s', async () => {
    start();
    callIn().accept();
    callIn().fail();
    await advance(7_499);
    expect(server.on('/call-in')).toHaveLength(1);
    await advance(1);
    expect(server.on('/call-in')).toHaveLength(2);
    await advance(60_000);
    expect(server.on('/call-in')).toHaveLength(2); // one failure, one reconnect
  });

  it('[CHAN-07] a socket that keeps failing is retried once per failure, never in a burst', async () => {
    start();
    for (let i = 0; i < 3; i++) {
      callIn().fail();
      await advance(7_500);
    }
    expect(server.on('/call-in')).toHaveLength(4);
  });

  it('[CHAN-04] a dropped socket stops pinging; the new one greets and pings again', async () => {
    start();
    const first = callIn();
    first.accept();
    first.drop();
    await advance(4_500);
    await advance(30_000);
    expect(first.frames()).toHaveLength(1);
    callIn().accept();
    await advance(15_000);
    expect(callIn().frames()).toEqual([
      { type: 100, action: 'requestPermission', api_token: TOKEN },
      { type: 0 },
    ]);
  });

  it('[CHAN-08] a message with code 0 and data is an incoming-call push', () => {
    start();
    callIn().accept();
    const caller = { phone: '13800138000', name: '杭州云帆科技', customer_id: 7 };
    callIn().push({ code: 0, msg: 'ok', data: caller });
    expect(dispatched).toContainEqual(incomingCallPushed(caller));
  });

  it('[CHAN-08] acknowledgements, failures and frames without a caller open nothing', () => {
    start();
    callIn().accept();
    callIn().push({ code: 0, msg: 'pong', data: null });
    callIn().push({ code: 1, msg: 'denied', data: { phone: '13800138000' } });
    callIn().push({ code: 0, data: { name: 'no phone' } });
    expect(dispatched.filter((a) => a.type === incomingCallPushed.type)).toEqual([]);
  });

  it('[CHAN-27][CHAN-28] a push that is not JSON is ignored and logs 弹框数据转换失败', () => {
    start();
    callIn().accept();
    callIn().push('<html>502 Bad Gateway</html>');
    expect(dispatched.filter((a) => a.type.startsWith('channels/'))).toEqual([]);
    expect(logged).toEqual(['弹框数据转换失败']);
  });
});

describe('dial-plate channel', () => {
  const scenes = [
    { scene: 2, uuid: 'c1', data: { status: 'talking' } },
    {
      scene: 3,
      uuid: 'c1',
      data: { customer: { name: 'A', contact_name: 'B', contact_phone: '1' }, speech_stages: [] },
    },
    { scene: 4, uuid: 'c1', data: { asr_text: '你好', is_aleg: 'A' } },
    { scene: 5, uuid: 'c1', data: { speech_node_id: 3 } },
    { scene: 6, uuid: 'c1', data: { id: 1, name: '价格', content: [] } },
    { scene: 7, uuid: 'c1', data: { id: 2, name: '有意向' } },
    {
      scene: 8,
      uuid: 'c1',
      data: { speed_status: 1, volume_status: 1, forestall_status: 1, mute_status: 1 },
    },
  ];

  it('[CHAN-09] connects with api_token in its query', () => {
    start();
    expect(new URL(dialPlate().url).searchParams.get('api_token')).toBe(TOKEN);
  });

  it.each(scenes.map((m) => [m.scene, m]))(
    '[CHAN-10][CHAN-12..18] a live call message of scene %i reaches the assistant window as it came',
    (_scene, message) => {
      start();
      dialPlate().accept();
      dialPlate().push(message);
      expect(dispatched).toEqual([dialPlateMessageReceived(message as never)]);
    },
  );

  it('[CHAN-10] frames without a known scene, a call uuid or data are not live call messages', () => {
    start();
    dialPlate().accept();
    dialPlate().push({ scene: 9, uuid: 'c1', data: {} });
    dialPlate().push({ scene: 4, data: { asr_text: 'x', is_aleg: 'A' } });
    dialPlate().push({ scene: 4, uuid: 'c1' });
    expect(dispatched).toEqual([]);
  });

  it('[CHAN-27] a frame that is not JSON is ignored without a log (it is not a push)', () => {
    start();
    dialPlate().accept();
    dialPlate().push('not json');
    expect(dispatched).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('[CHAN-11][ERR-04] a dropped or failed dial-plate socket is back after its 5 s debounce', async () => {
    start();
    dialPlate().accept();
    dialPlate().drop();
    await advance(4_999);
    expect(server.on('/dial-plate')).toHaveLength(1);
    await advance(1);
    expect(server.on('/dial-plate')).toHaveLength(2);
    dialPlate().fail();
    await advance(5_000);
    expect(server.on('/dial-plate')).toHaveLength(3);
  });
});

describe('notification channel', () => {
  const frame = { code: 0, msg: '', data: { scene: 1, content: '您有{num}位客户今天需要回访', num: 3 } };

  it('[CHAN-19] pings every 15 s', async () => {
    start();
    notice().accept();
    expect(notice().sent).toEqual([]);
    await advance(45_000);
    expect(notice().frames()).toEqual([{ type: 0 }, { type: 0 }, { type: 0 }]);
  });

  it('[CHAN-20][CHAN-24] receives JSON; data with scene 1 is a notice', () => {
    start();
    notice().accept();
    notice().push(frame);
    expect(dispatched).toEqual([noticeReceived(frame.data)]);
  });

  it('[CHAN-23] only messages with code 0 pass on', () => {
    start();
    notice().accept();
    notice().push({ ...frame, code: 1 });
    notice().push({ ...frame, code: '0' });
    expect(dispatched).toEqual([]);
  });

  it('[CHAN-24] data of another scene opens no notice', () => {
    start();
    notice().accept();
    notice().push({ ...frame, data: { ...frame.data, scene: 2 } });
    expect(dispatched).toEqual([]);
  });

  it('[CHAN-21][ERR-04] reconnects after an error', async () => {
    start();
    notice().accept();
    notice().fail();
    await advance(4_999);
    expect(server.on('/notice')).toHaveLength(1);
    await advance(1);
    expect(server.on('/notice')).toHaveLength(2);
  });

  it('[CHAN-22] reconnects when the tab becomes visible again', () => {
    start();
    const first = notice();
    first.accept();
    becomeVisible();
    expect(server.on('/notice')).toHaveLength(2);
    expect(first.closed).toBe(true);
    // a late event of the replaced socket changes nothing
    first.drop();
    expect(server.on('/notice')).toHaveLength(2);
  });

  it('[CHAN-27][CHAN-28] a notice that is not JSON is ignored and logged', () => {
    start();
    notice().accept();
    notice().push('{"code":0,');
    expect(dispatched).toEqual([]);
    expect(logged).toEqual(['弹框数据转换失败']);
  });
});
