import { HttpResponse } from 'msw';
import { board } from '@mocks/db/callcenter-board';
import { db } from '@mocks/db/db';
import { demoSockets } from '@mocks/sockets';
import { groupSignInPushed } from '@/features/channels';
import { callBackend } from '@tests/support/backend-call';
import { usableNumbersOf } from '@mocks/db/explicit-numbers';
import { setNotifier } from '@/api/feedback';
import { setupStore } from '@/store/store';
import { softphoneSaga } from '@/features/softphone/softphone.saga';
import { checkMicrophone } from '@/lib/media/microphone-check';
import { selectBadge, softphoneActions, softphoneCommands as C } from '@/features/softphone/softphone.store';
import { signIn } from '@tests/support/render-app';
import { fakeDeps, type FakeDeps } from '@tests/support/fake-softphone';
import { overrideApi } from '@tests/support/overrides';
import { recordRequests } from '@tests/support/requests';

function start(deps: FakeDeps = fakeDeps(), user: 'agent' | 'admin' = 'agent') {
  signIn(user);
  const store = setupStore();
  const notes: Record<'success' | 'warning' | 'error', string[]> = { success: [], warning: [], error: [] };
  setNotifier({
    success: (t) => notes.success.push(t),
    warning: (t) => notes.warning.push(t),
    error: (t) => notes.error.push(t),
  });
  const requests = recordRequests({ withToken: true });
  const task = store.runSaga(softphoneSaga, deps);
  const state = () => store.getState().softphone!;
  return { store, deps, task, notes, requests, state, badge: () => selectBadge(store.getState()) };
}

type Harness = ReturnType<typeof start>;
let harness: Harness | undefined;
afterEach(() => {
  harness?.task.cancel();
  harness?.requests.stop();
  harness = undefined;
  setNotifier(null);
  jest.useRealTimers();
});

const until = async (check: () => boolean, what = 'condition', ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end)
      throw new Error(
        `timed out waiting for ${what}: ${JSON.stringify({ state: harness?.state(), notes: harness?.notes })}`,
      );
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** navigator.mediaDevices as this browser has it (undefined: none at all) until the test ends. */
function withMediaDevices(mediaDevices: unknown) {
  const had = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
  restores.push(() =>
    had
      ? Object.defineProperty(navigator, 'mediaDevices', had)
      : Reflect.deleteProperty(navigator, 'mediaDevices'),
  );
}
const restores: (() => void)[] = [];
afterEach(() => restores.splice(0).forEach((restore) => restore()));

/** Starts the saga and waits for the sip info (CALL-29, CALL-30). */
async function loaded(deps?: FakeDeps, user?: 'agent' | 'admin') {
  harness = start(deps, user);
  await until(() => harness!.state()?.loaded, 'sip info');
  return harness;
}

async function online(h: Harness) {
  h.store.dispatch(C.setStatus('online'));
  await until(() => h.state().sip.sipGroupSignIn === '1' && h.state().registered, 'online');
}

describe('softphone saga: sip info, status menu and registration', () => {
  it('[CALL-29] [CALL-30] [CALL-32] [CALL-33] [CALL-34] sip info comes from the server calls; call_type defaults to sip', async () => {
    const h = await loaded();
    const agent = db.findUser('agent')!;
    const { sip } = h.state();
    expect(sip.call_type).toBe('sip');
    expect(sip.sip_username).toBe(agent.sip_username);
    expect(sip.wss_url).toBe('wss://sip.demo.local:7443');
    expect(sip.fs_ip).toBe('sip.demo.local');
    expect(sip.explicit_numbers).toEqual(usableNumbersOf('agent'));
    expect(sip.explicit_numbers).toHaveLength(2);
    expect(sip.sipGroupSignIn).toBe('1');
    expect(sip.userAgentStatus).toBe('discon');
    expect(sip.modal_call_type).toBe('dial');
    expect(h.requests.received.map((s) => s.path)).toEqual(
      expect.arrayContaining(['home/sipInfo', 'home/explicitNumberOptions', 'home/sipStatusInfo']),
    );
  });

  it('[CALL-31] the account registers over the wss address with port 7443 and the password the server gave', async () => {
    const h = await loaded();
    await online(h);
    const agent = db.findUser('agent')!;
    expect(h.deps.client.account).toEqual({
      wssUrl: 'wss://sip.demo.local:7443',
      domain: 'sip.demo.local',
      username: agent.sip_username,
      password: agent.sip_password,
    });
    expect(new URL(h.deps.client.account!.wssUrl).port).toBe('7443');
  });

  it('[CALL-42] [CALL-46] [CALL-48] [CALL-57] [CALL-39] [CALL-35] [CALL-36] online registers, signs in to the group with current_status 1, then refreshes the state', async () => {
    db.updateUser('agent', { sip_group: 0 });
    const h = await loaded();
    expect(h.state().sip.sipGroupSignIn).toBe('0');
    await online(h);
    expect(h.deps.client.called('register')).toHaveLength(1);
    expect(h.requests.bodies('home/sipGroupSignIn')).toEqual([
      { current_status: '1', api_token: expect.any(String) },
    ]);
    // the state was read again after the sign-in
    expect(h.requests.bodies('home/sipStatusInfo').length).toBeGreaterThanOrEqual(2);
    expect(h.state().sip.userAgentStatus).toBe('connect');
    expect(h.state().status).toBe('online');
    expect(h.badge()).toBe('processing');
  });

  it('[CALL-43] [CALL-40] busy registers and signs out of the group (current_status 0): warning badge', async () => {
    const h = await loaded();
    h.store.dispatch(C.setStatus('busy'));
    await until(() => h.state().sip.sipGroupSignIn === '0' && h.state().registered, 'busy');
    expect(h.deps.client.called('register')).toHaveLength(1);
    expect(h.requests.bodies('home/sipGroupSignIn').map((b) => b.current_status)).toEqual(['0']);
    expect(h.state().sip.userAgentStatus).toBe('connect');
    expect(h.badge()).toBe('warning');
  });

  it('[CALL-47] a sign-in answered with code 1 counts as ok and the state is refreshed; any other code is an error', async () => {
    const h = await loaded();
    // the agent is already signed in: the demo platform answers code 1
    await online(h);
    expect(h.notes.error).toEqual([]);
    const refreshes = h.requests.bodies('home/sipStatusInfo').length;
    expect(refreshes).toBeGreaterThanOrEqual(2);

    overrideApi('home/sipGroupSignIn', () =>
      HttpResponse.json({ code: 2, msg: '签入失败：队列已满', data: null }),
    );
    h.store.dispatch(C.setStatus('busy'));
    await until(() => h.notes.error.includes('签入失败：队列已满'), 'error message');
    expect(h.requests.bodies('home/sipStatusInfo')).toHaveLength(refreshes);
    expect(h.state().sip.sipGroupSignIn).toBe('1');
  });

  it('[CALL-44] [CALL-58] [CALL-59] [CALL-41] offline unregisters: discon, back to the dial modal, error badge', async () => {
    const h = await loaded();
    await online(h);
    h.store.dispatch(C.setStatus('offline'));
    await until(() => h.state().status === 'offline', 'offline');
    expect(h.deps.client.called('unregister')).toHaveLength(1);
    expect(h.state().sip.userAgentStatus).toBe('discon');
    expect(h.state().sip.modal_call_type).toBe('dial');
    expect(h.badge()).toBe('error');
  });

  it('[CALL-45] with a mobile explicit number the status choice is only local: nothing registers, nothing is signed in', async () => {
    const h = await loaded();
    const number = h.state().sip.explicit_numbers[0]!;
    h.store.dispatch(C.setCallType({ call_type: 'explicit', explicit_number_id: number.id }));
    await until(() => h.state().sip.call_type === 'explicit', 'explicit');
    expect(h.state().sip.explicit_number).toBe(number.phone);
    h.store.dispatch(C.setStatus('busy'));
    await until(() => h.state().status === 'busy', 'busy');
    expect(h.deps.client.called('register')).toHaveLength(0);
    expect(h.requests.bodies('home/sipGroupSignIn')).toHaveLength(0);
    expect(h.badge()).toBe('warning');
  });

  it('[CALL-49] [CALL-50] the microphone check runs and passes before the softphone registers', async () => {
    const order: string[] = [];
    const deps = fakeDeps();
    const check = deps.checkMicrophone;
    deps.checkMicrophone = async (id) => {
      order.push('mic');
      return check(id);
    };
    const register = deps.client.register.bind(deps.client);
    deps.client.register = (a) => {
      order.push('register');
      register(a);
    };
    const h = await loaded(deps);
    await online(h);
    expect(order).toEqual(['mic', 'register']);
    expect(h.notes.success).toContain('麦克风验证成功');
    expect(h.state().readiness.microphone.state).toBe('ok');
  });

  // The real check (src/lib/media/microphone-check.ts) against a browser that refuses in each of its ways.
  const refusing = (error: unknown) => ({ getUserMedia: () => Promise.reject(error) });
  const legacy = (name: string, code: unknown) => Object.assign(new Error('getUserMedia'), { name, code });
  it.each([
    ['[CALL-52]', refusing(new DOMException('Permission denied', 'NotAllowedError')), '获取设备被拒绝。'],
    ['[CALL-52]', refusing(new DOMException('insecure origin', 'SecurityError')), '获取设备被拒绝。'],
    ['[CALL-52]', refusing(legacy('NavigatorUserMediaError', 'PERMISSION_DENIED')), '获取设备被拒绝。'],
    ['[CALL-53]', refusing(new DOMException('no audio', 'NotSupportedError')), '浏览器不支持硬件设备。'],
    [
      '[CALL-53]',
      refusing(legacy('NavigatorUserMediaError', 'NOT_SUPPORTED_ERROR')),
      '浏览器不支持硬件设备。',
    ],
    [
      '[CALL-54]',
      refusing(new DOMException('Requested device not found', 'NotFoundError')),
      '无法发现指定的硬件设备。',
    ],
    [
      '[CALL-54]',
      refusing(legacy('OverconstrainedError', 'MANDATORY_UNSATISFIED_ERROR')),
      '无法发现指定的硬件设备。',
    ],
    [
      '[CALL-55]',
      refusing(new DOMException('Could not start audio source', 'NotReadableError')),
      '无法打开麦克风。异常信息NotReadableError',
    ],
    [
      '[CALL-55]',
      refusing(legacy('NotReadableError', 'TRACK_START_ERROR')),
      '无法打开麦克风。异常信息TRACK_START_ERROR',
    ],
    ['[CALL-55]', refusing(new DOMException('aborted', 'AbortError')), '无法打开麦克风。异常信息AbortError'],
    ['[CALL-56]', undefined, '当前浏览器不支持录音功能。'],
    ['[CALL-56]', {}, '当前浏览器不支持录音功能。'],
  ])(
    '%s [CALL-51] a failing microphone check shows its message as an error and nothing registers',
    async (_id, mediaDevices, text) => {
      withMediaDevices(mediaDevices);
      const h = await loaded(fakeDeps({ checkMicrophone }));
      h.store.dispatch(C.setStatus('online'));
      await until(() => h.notes.error.length > 0, 'error');
      expect(h.notes.error).toEqual([text]);
      expect(h.notes.success).not.toContain('麦克风验证成功');
      expect(h.deps.client.called('register')).toHaveLength(0);
      expect(h.state().readiness.microphone).toEqual({ state: 'failed', message: text });
      expect(h.state().status).toBe('offline');
    },
  );

  it('[CALL-50] a browser that opens the microphone passes the real check, and the track is closed again', async () => {
    const stop = jest.fn();
    const getUserMedia = jest.fn(async () => ({ getTracks: () => [{ stop }] }));
    withMediaDevices({ getUserMedia });
    const h = await loaded(fakeDeps({ checkMicrophone }));
    await online(h);
    expect(h.notes.success).toContain('麦克风验证成功');
    expect(h.notes.error).toEqual([]);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(stop).toHaveBeenCalled();
  });

  it('the softphone records nothing in the browser: no MediaRecorder does not stop it going online', async () => {
    // calls are recorded by the SIP server; only the robot's recordings screen needs MediaRecorder
    const stop = jest.fn();
    withMediaDevices({ getUserMedia: async () => ({ getTracks: () => [{ stop }] }) });
    expect(typeof (globalThis as { MediaRecorder?: unknown }).MediaRecorder).toBe('undefined');
    const h = await loaded(fakeDeps({ checkMicrophone }));
    await online(h);
    expect(h.notes.success).toContain('麦克风验证成功');
  });

  it('the readiness check names the SIP server when the socket never opens', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const deps = fakeDeps();
    deps.client.autoRegister = false;
    harness = start(deps);
    await jest.advanceTimersByTimeAsync(100);
    await until(() => harness!.state()?.loaded, 'sip info');
    harness.store.dispatch(C.setStatus('online'));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(harness.notes.error).toEqual(['无法连接 SIP 服务器（wss://sip.demo.local:7443）']);
    expect(harness.state().readiness.socket.state).toBe('failed');
    expect(harness.state().registered).toBe(false);
  });

  it('a dropped socket shows reconnecting, and the re-registration brings the badge back by itself', async () => {
    const h = await loaded();
    await online(h);
    h.deps.client.emit({ type: 'disconnected' });
    await until(() => h.state().transport === 'reconnecting', 'reconnecting');
    expect(h.state().sip.userAgentStatus).toBe('discon');
    expect(h.badge()).toBe('error');
    h.deps.client.emit({ type: 'connecting' });
    h.deps.client.emit({ type: 'connected' });
    h.deps.client.emit({ type: 'registered' });
    await until(() => h.state().registered, 'registered again');
    expect(h.state().transport).toBe('open');
    expect(h.badge()).toBe('processing');
  });

  it('the chosen microphone and speaker are kept per user and given to the client', async () => {
    const deps = fakeDeps();
    deps.devices.set('agent', { inputId: 'mic-2', outputId: null });
    const h = await loaded(deps);
    expect(h.state().devices).toEqual({ inputId: 'mic-2', outputId: null });
    h.store.dispatch(C.setDevices({ outputId: 'speaker-9' }));
    await until(() => h.state().devices.outputId === 'speaker-9', 'speaker');
    expect(deps.devices.get('agent')).toEqual({ inputId: 'mic-2', outputId: 'speaker-9' });
    await online(h);
    expect(h.deps.client.called('setDevices')[0]!.args).toEqual([
      { inputId: 'mic-2', outputId: 'speaker-9' },
    ]);
  });

  it('the chosen status is remembered per user and applied again on the next start', async () => {
    const deps = fakeDeps();
    deps.remembered.set('agent', 'busy');
    const h = await loaded(deps);
    await until(() => h.state().registered && h.state().status === 'busy', 'busy again');
    expect(h.deps.client.called('register')).toHaveLength(1);
  });
});

describe('softphone saga: the group sign-in changed by a supervisor', () => {
  it('[CALL-46] signed out of their last group on the agent board, the online agent goes 忙碌, signed out, and stays so on the next start', async () => {
    const deps = fakeDeps();
    const h = await loaded(deps);
    await online(h);
    const agent = db.findUser('agent')!;
    const queue = board().find((r) => r.staff_id === agent.id)!.queue_ids[0]!;
    const pushed = jest.spyOn(demoSockets, 'pushGroupSignIn');
    expect(
      (await callBackend('/api/callcenter/agent/signOut', { staff_id: agent.id, queue_id: queue })).msg,
    ).toBe('已签出坐席组');
    expect(pushed).toHaveBeenCalledWith('agent', 0);
    // what the notice channel hands on from the push
    h.store.dispatch(groupSignInPushed(0));
    await until(() => h.state().status === 'busy', 'busy');
    expect(h.state().sip.sipGroupSignIn).toBe('0');
    expect(h.state().registered).toBe(true);
    expect(h.badge()).toBe('warning');
    expect(h.notes.warning).toContain('您已被签出坐席组，状态转为忙碌；选择在线可重新签入');
    expect(deps.remembered.get('agent')).toBe('busy');

    // a reload: the remembered status signs the agent out again instead of back in
    h.task.cancel();
    h.requests.stop();
    const again = await loaded(deps);
    await until(() => again.state().registered && again.state().status === 'busy', 'busy after the reload');
    expect(again.requests.bodies('home/sipGroupSignIn').map((b) => b.current_status)).toEqual(['0']);
    expect(again.state().sip.sipGroupSignIn).toBe('0');
    pushed.mockRestore();
  });

  it('[CALL-46] choosing 在线 again signs the agent back in to the group they were signed out of', async () => {
    const agent = db.findUser('agent')!;
    const queue = board().find((r) => r.staff_id === agent.id)!.queue_ids[0]!;
    await callBackend('/api/callcenter/agent/signOut', { staff_id: agent.id, queue_id: queue });
    expect(board().find((r) => r.staff_id === agent.id)).toMatchObject({ queue_ids: [], state: 'busy' });
    const h = await loaded();
    expect(h.state().sip.sipGroupSignIn).toBe('0');
    await online(h);
    expect(board().find((r) => r.staff_id === agent.id)).toMatchObject({ queue_ids: [queue], state: 'idle' });
  });
});

describe('softphone saga: calls', () => {
  const dialedCall = async (h: Harness, phone = '13800001234') => {
    h.store.dispatch(C.dial({ phone }));
    await until(() => h.deps.client.called('call').length === 1, 'INVITE');
    return h.state().call!;
  };

  it('[CALL-05] an empty number does nothing', async () => {
    const h = await loaded();
    await online(h);
    h.store.dispatch(C.dial({ phone: '  ' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(h.state().call).toBeNull();
    expect(h.requests.bodies('home/call')).toHaveLength(0);
  });

  it('a dial string with letters or over 20 characters is refused with a clear message', async () => {
    const h = await loaded();
    await online(h);
    h.store.dispatch(C.dial({ phone: '1380000abcd' }));
    h.store.dispatch(C.dial({ phone: '1'.repeat(21) }));
    await until(() => h.notes.error.length === 2, 'messages');
    expect(h.notes.error).toEqual([
      '号码只能包含数字、* 和 #，最多 20 位',
      '号码只能包含数字、* 和 #，最多 20 位',
    ]);
    expect(h.state().call).toBeNull();
  });

  it('[CALL-06] [CALL-08] [CALL-27] [CALL-14] dialing sets the in-call state, starts the timer, announces the call and INVITEs through the browser', async () => {
    const h = await loaded();
    await online(h);
    const call = await dialedCall(h);
    expect(call).toMatchObject({
      uuid: 'call-1',
      phone: '13800001234',
      direction: 'out',
      via: 'browser',
      phase: 'dialing',
    });
    expect(h.state().sip.modal_call_type).toBe('callIn');
    expect(h.requests.bodies('home/call')).toEqual([
      { phone: '13800001234', uuid: 'call-1', call_type: 'sip', api_token: expect.any(String) },
    ]);
    expect(h.deps.client.called('call')[0]!.args).toEqual([
      'sip:13800001234@sip.demo.local',
      { callId: 'call-1' },
    ]);
    await until(() => h.state().call!.seconds >= 1, 'a tick', 2500);
  });

  it('[CALL-08] an explicit-number call sends explicit_number_id and is placed by the platform', async () => {
    const h = await loaded();
    const number = h.state().sip.explicit_numbers[1]!;
    h.store.dispatch(C.setCallType({ call_type: 'explicit', explicit_number_id: number.id }));
    h.store.dispatch(C.dial({ phone: '13900005678' }));
    await until(() => h.requests.bodies('home/call').length === 1, 'call');
    expect(h.requests.bodies('home/call')[0]).toEqual({
      phone: '13900005678',
      uuid: 'call-1',
      call_type: 'explicit',
      explicit_number_id: String(number.id),
      api_token: expect.any(String),
    });
    expect(h.deps.client.called('call')).toHaveLength(0);
    expect(h.state().call!.via).toBe('server');
  });

  it('[CALL-09] a call not connected through the browser is hung up by /api/home/hangup with its uuid', async () => {
    const h = await loaded();
    const number = h.state().sip.explicit_numbers[0]!;
    h.store.dispatch(C.setCallType({ call_type: 'explicit', explicit_number_id: number.id }));
    h.store.dispatch(C.dial({ phone: '13900005678' }));
    await until(() => h.requests.bodies('home/call').length === 1, 'call');
    h.store.dispatch(C.hangUp());
    await until(() => h.state().call === null, 'ended');
    expect(h.requests.bodies('home/hangup')).toEqual([{ uuid: 'call-1', api_token: expect.any(String) }]);
    expect(h.state().dialStatus).toBe('hang-up');
  });

  it('[CALL-10] a platform call follows the server through /api/home/talk: ringing, talking, and the far end hanging up (number ending in 4)', async () => {
    const h = await loaded();
    const number = h.state().sip.explicit_numbers[0]!;
    h.store.dispatch(C.setCallType({ call_type: 'explicit', explicit_number_id: number.id }));
    h.store.dispatch(C.dial({ phone: '13900005674' }));
    await until(() => h.state().call?.phase === 'talking', 'talking', 6000);
    await until(() => h.state().call === null, 'far end hung up', 12000);
    expect(h.state().dialStatus).toBe('hang-up');
  }, 20000);

  it('[CALL-07] [CALL-15] a dial wait over 30 s shows 呼叫超时! and hangs up; the duration ticks each second', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    harness = start();
    const h = harness;
    await jest.advanceTimersByTimeAsync(50);
    await until(() => h.state()?.loaded, 'sip info');
    h.store.dispatch(C.setStatus('online'));
    await jest.advanceTimersByTimeAsync(50);
    await until(() => h.state().registered && h.state().sip.sipGroupSignIn === '1', 'online');
    h.store.dispatch(C.dial({ phone: '13800001233' }));
    await jest.advanceTimersByTimeAsync(10);
    await until(() => h.deps.client.called('call').length === 1, 'INVITE');
    h.deps.client.emit({ type: 'progress', callId: 'call-1' });
    for (let s = 1; s <= 29; s++) {
      await jest.advanceTimersByTimeAsync(1000);
      expect(h.state().call?.seconds).toBe(s);
    }
    expect(h.notes.warning).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(h.notes.warning).toEqual(['呼叫超时!']);
    expect(h.deps.client.called('hangUp')).toEqual([{ method: 'hangUp', args: ['call-1'] }]);
    // JsSIP reports the cancelled INVITE
    h.deps.client.emit({
      type: 'failed',
      callId: 'call-1',
      by: 'local',
      cause: 'cancelled',
      detail: 'Canceled',
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(h.state().call).toBeNull();
    expect(h.state().dialStatus).toBe('hang-up');
  });

  it('[CALL-21] [CALL-22] the ring-out tone plays while the far end rings and stops when it answers: in-call state', async () => {
    const h = await loaded();
    await online(h);
    await dialedCall(h);
    h.deps.client.emit({ type: 'progress', callId: 'call-1' });
    await until(() => h.state().call?.phase === 'ringing', 'ringing');
    expect(h.deps.playing()).toEqual(['ringOut']);
    h.deps.client.emit({ type: 'accepted', callId: 'call-1' });
    await until(() => h.state().call?.phase === 'talking', 'talking');
    expect(h.deps.playing()).toEqual([]);
    expect(h.state().call!.seconds).toBe(0);
    expect(h.state().sip.modal_call_type).toBe('callIn');
  });

  it.each([
    ['[CALL-23]', 'failed', 'rejected', 'reject'],
    ['[CALL-23]', 'failed', 'busy', 'reject'],
    ['[CALL-24]', 'failed', 'unavailable', 'error'],
    ['[CALL-25]', 'ended', 'hangup', 'hang-up'],
  ] as const)(
    '%s a session that is %s (%s) goes back to the dial modal with status %s',
    async (_id, type, cause, status) => {
      const h = await loaded();
      await online(h);
      await dialedCall(h);
      h.deps.client.emit({ type: 'accepted', callId: 'call-1' });
      h.deps.client.emit({ type, callId: 'call-1', by: 'remote', cause, detail: cause });
      await until(() => h.state().call === null, 'ended');
      expect(h.state().dialStatus).toBe(status);
      expect(h.state().sip.modal_call_type).toBe('dial');
      if (status === 'error') expect(h.notes.error).toEqual(['对方暂时无法接通']);
      if (status === 'reject') expect(h.notes.warning).toEqual([cause === 'busy' ? '对方忙' : '对方拒接']);
    },
  );

  it('[CALL-17] [CALL-19] [CALL-37] an incoming session opens the answer modal with the ring-in tone; answering goes to the call', async () => {
    const h = await loaded();
    await online(h);
    h.deps.client.emit({ type: 'incoming', callId: 'in-1', from: '13911112222', displayName: '王先生' });
    await until(() => h.state().call?.phase === 'incoming', 'incoming');
    expect(h.state().sip.modal_call_type).toBe('answer');
    expect(h.state().call).toMatchObject({ phone: '13911112222', displayName: '王先生', direction: 'in' });
    expect(h.deps.playing()).toEqual(['ringIn']);
    h.store.dispatch(C.answer());
    await until(() => h.deps.client.called('answer').length === 1, 'answer');
    expect(h.deps.playing()).toEqual([]);
    h.deps.client.emit({ type: 'accepted', callId: 'in-1' });
    await until(() => h.state().call?.phase === 'talking', 'talking');
    h.deps.client.emit({
      type: 'ended',
      callId: 'in-1',
      by: 'remote',
      cause: 'hangup',
      detail: 'Terminated',
    });
    await until(() => h.state().call === null, 'ended');
    expect(h.state().dialStatus).toBe('hang-up');
  });

  it('[CALL-20] an incoming session that arrives while already in a call is accepted at once', async () => {
    const h = await loaded();
    await online(h);
    await dialedCall(h);
    h.deps.client.emit({ type: 'incoming', callId: 'callback-1', from: '4000', displayName: '' });
    await until(() => h.deps.client.called('answer').length === 1, 'auto answer');
    expect(h.deps.client.called('answer')[0]!.args).toEqual(['callback-1']);
    expect(h.state().call!.uuid).toBe('call-1');
    expect(h.deps.playing()).not.toContain('ringIn');
  });

  it('a caller who gives up before the answer ends the ring-in and returns to dial', async () => {
    const h = await loaded();
    await online(h);
    h.deps.client.emit({ type: 'incoming', callId: 'in-1', from: '13911112222', displayName: '' });
    await until(() => h.state().call?.phase === 'incoming', 'incoming');
    h.deps.client.emit({
      type: 'failed',
      callId: 'in-1',
      by: 'remote',
      cause: 'cancelled',
      detail: 'Canceled',
    });
    await until(() => h.state().call === null, 'gone');
    expect(h.deps.playing()).toEqual([]);
    expect(h.state().dialStatus).toBe('hang-up');
  });

  it('mute, hold and DTMF go to the session during a call; their state follows the session', async () => {
    const h = await loaded();
    await online(h);
    await dialedCall(h);
    h.deps.client.emit({ type: 'accepted', callId: 'call-1' });
    await until(() => h.state().call?.phase === 'talking', 'talking');
    h.store.dispatch(C.toggleMute());
    h.store.dispatch(C.toggleHold());
    h.store.dispatch(C.sendDtmf('5'));
    h.store.dispatch(C.sendDtmf('x'));
    await until(() => h.deps.client.called('sendDtmf').length === 1, 'dtmf');
    expect(h.deps.client.called('mute')[0]!.args).toEqual(['call-1', true]);
    expect(h.deps.client.called('hold')[0]!.args).toEqual(['call-1', true]);
    expect(h.deps.client.called('sendDtmf')[0]!.args).toEqual(['call-1', '5']);
    h.deps.client.emit({ type: 'muted', callId: 'call-1', muted: true });
    h.deps.client.emit({ type: 'held', callId: 'call-1', held: true });
    await until(() => h.state().call!.muted && h.state().call!.held, 'muted and held');
  });

  it('a network cut during a call shows reconnecting until the media path is back', async () => {
    const h = await loaded();
    await online(h);
    await dialedCall(h);
    h.deps.client.emit({ type: 'accepted', callId: 'call-1' });
    h.deps.client.emit({ type: 'mediaInterrupted', callId: 'call-1' });
    await until(() => h.state().call?.lost.media === true, 'reconnecting');
    h.deps.client.emit({ type: 'mediaRestored', callId: 'call-1' });
    await until(() => h.state().call?.lost.media === false, 'restored');
    expect(h.state().call!.phase).toBe('talking');
  });

  it('the SIP server restarting mid-call: the call says so until the socket is back, and the call goes on', async () => {
    const h = await loaded();
    await online(h);
    await dialedCall(h);
    h.deps.client.emit({ type: 'accepted', callId: 'call-1' });
    h.deps.client.emit({ type: 'disconnected' });
    await until(() => h.state().call?.lost.signalling === true, 'signalling lost');
    expect(h.state().transport).toBe('reconnecting');
    h.deps.client.emit({ type: 'connecting' });
    h.deps.client.emit({ type: 'connected' });
    await until(() => h.state().call?.lost.signalling === false, 'signalling back');
    h.deps.client.emit({ type: 'registered' });
    await until(() => h.state().registered, 'registered again');
    expect(h.state().call!.phase).toBe('talking');
  });

  it('dialing while offline on the platform number is refused with a hint, and nothing is announced', async () => {
    const h = await loaded();
    h.store.dispatch(C.dial({ phone: '13800001234' }));
    await until(() => h.notes.warning.length === 1, 'hint');
    expect(h.notes.warning).toEqual(['软电话未注册，请先将状态切换为在线或忙碌']);
    expect(h.requests.bodies('home/call')).toHaveLength(0);
  });

  it('stopping the softphone (logout) ends the user agent', async () => {
    const h = await loaded();
    await online(h);
    h.task.cancel();
    expect(h.deps.client.called('destroy')).toHaveLength(1);
    // a reducer action after the end changes nothing for the client
    h.store.dispatch(softphoneActions.dialPadToggled(true));
    expect(h.deps.client.called('register')).toHaveLength(1);
  });
});
