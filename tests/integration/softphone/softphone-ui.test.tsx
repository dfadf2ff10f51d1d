import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { cookies } from '@/lib/cookies';
import { TOKEN_COOKIE } from '@/lib/session-keys';
import { usableNumbersOf } from '@mocks/db/explicit-numbers';
import { calls } from '@mocks/db/calls';
import { checkMicrophone } from '@/lib/media/microphone-check';
import { renderApp } from '@tests/support/render-app';
import { fakeDeps, type FakeDeps } from '@tests/support/fake-softphone';
import { overrideApi } from '@tests/support/overrides';
import { recordRequests } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

// The layout starts the real softphone saga; only the world behind it (JsSIP, microphone, tones) is fake.
let deps: FakeDeps;
jest.mock('@/features/softphone/deps', () => ({
  get browserDeps() {
    return deps;
  },
}));

slowSuite();
const FIRST_RENDER = { timeout: 15000 };

beforeEach(() => {
  deps = fakeDeps();
});

// antd names every modal by an id that is the same in tests, so a dialog is found by its visible title.
const shownDialog = (title: string) => {
  const heading = screen
    .queryAllByText(title, { selector: '.ant-modal-title' })
    .find((el) => el.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none');
  return heading?.closest<HTMLElement>('[role="dialog"]') ?? null;
};
const findDialog = async (title: string) => {
  await waitFor(() => expect(shownDialog(title)).not.toBeNull());
  return shownDialog(title)!;
};

async function workbench(url = '/home/index', user: 'agent' | 'admin' = 'agent') {
  const view = renderApp(undefined, { user, url });
  await screen.findByTestId('softphone-status', {}, FIRST_RENDER);
  // the sip info has arrived once the caller-id choice lists the user's numbers
  await within(screen.getByTestId('header-tools')).findByText('平台虚拟号');
  return view;
}

async function chooseStatus(view: Awaited<ReturnType<typeof workbench>>, label: string) {
  await view.user.click(screen.getByTestId('softphone-status'));
  await view.user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${label}$`) }));
}

async function openDialPad(view: Awaited<ReturnType<typeof workbench>>) {
  await view.user.click(screen.getByRole('button', { name: '拨号' }));
  return findDialog('拨打电话');
}

describe('softphone in the header and its modals', () => {
  it('[CALL-28] [CALL-38] the header offers the platform number or each explicit number, and online / busy / offline', async () => {
    const view = await workbench();
    const tools = screen.getByTestId('header-tools');
    await view.user.click(within(tools).getByRole('combobox', { name: '呼叫方式' }));
    for (const n of usableNumbersOf('agent'))
      expect(await screen.findByText(`外显号码 ${n.phone}`)).toBeInTheDocument();
    await view.user.click(screen.getByTestId('softphone-status'));
    const menu = (await screen.findByRole('menuitem', { name: /^离线$/ })).closest<HTMLElement>(
      '[role="menu"]',
    )!;
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((el) => el.textContent);
    expect(labels.slice(0, 3)).toEqual(['在线', '忙碌', '离线']);
  });

  it('[CALL-39] [CALL-40] [CALL-41] the badge shows error offline, processing online, warning busy', async () => {
    const view = await workbench();
    const status = screen.getByTestId('softphone-status');
    expect(status).toHaveAttribute('data-badge', 'error');
    await chooseStatus(view, '在线');
    await waitFor(() => expect(status).toHaveAttribute('data-badge', 'processing'));
    expect(await screen.findByText('麦克风验证成功')).toBeInTheDocument();
    await chooseStatus(view, '忙碌');
    await waitFor(() => expect(status).toHaveAttribute('data-badge', 'warning'));
    await chooseStatus(view, '离线');
    await waitFor(() => expect(status).toHaveAttribute('data-badge', 'error'));
  });

  it('[CALL-51] [CALL-52] the real microphone check refused by the browser shows 获取设备被拒绝。 and stays offline', async () => {
    deps = fakeDeps({ checkMicrophone });
    const had = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
    });
    try {
      const view = await workbench();
      await chooseStatus(view, '在线');
      expect(await screen.findByText('获取设备被拒绝。')).toBeInTheDocument();
      expect(screen.getByTestId('softphone-status')).toHaveAttribute('data-badge', 'error');
      expect(deps.client.called('register')).toHaveLength(0);
    } finally {
      if (had) Object.defineProperty(navigator, 'mediaDevices', had);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('[CALL-01] the floating call button is hidden on dashboard paths', async () => {
    await workbench('/dashboard/allstatistics', 'admin');
    expect(screen.queryByRole('button', { name: '拨号' })).not.toBeInTheDocument();
  });

  it('[CALL-02] [CALL-03] [CALL-04] the floating button opens 拨打电话 with keys 0-9 * # and a clear icon', async () => {
    const view = await workbench();
    const pad = await openDialPad(view);
    // by text: a role query computes every ancestor's style, seconds per key on antd in jsdom
    const keys = within(pad).getByTestId('dial-keys');
    for (const key of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'])
      fireEvent.click(within(keys).getByText(key).closest('button')!);
    expect(
      within(keys)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#']);
    const input = within(pad).getByRole('textbox', { name: '请输入电话号码' });
    expect(input).toHaveValue('123456789*0#');
    await view.user.click(within(pad).getByRole('button', { name: '清空号码' }));
    expect(input).toHaveValue('');
  });

  it('[CALL-11] [CALL-12] [CALL-13] the counts are fetched when the number has 4 or 11 digits: dail_num today, week_num this week', async () => {
    const requests = recordRequests();
    const asked = () => requests.bodies('home/dailNumber').map((b) => b.phone);
    overrideApi('home/dailNumber', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: { dail_num: 3, week_num: 17 } }),
    );
    const view = await workbench();
    const pad = await openDialPad(view);
    const input = within(pad).getByRole('textbox', { name: '请输入电话号码' });
    await view.user.type(input, '138');
    expect(within(pad).getByText('今日拨打 0 次')).toBeInTheDocument();
    await view.user.type(input, '0');
    expect(await within(pad).findByText('今日拨打 3 次')).toBeInTheDocument();
    expect(within(pad).getByText('本周拨打 17 次')).toBeInTheDocument();
    await view.user.type(input, '0001234');
    await waitFor(() => expect(asked()).toEqual(['1380', '13800001234']));
  });

  it('letters or more than 20 characters get a clear message, and nothing is dialed', async () => {
    const view = await workbench();
    const pad = await openDialPad(view);
    const input = within(pad).getByRole('textbox', { name: '请输入电话号码' });
    await view.user.type(input, '138abc');
    expect(within(pad).getByText('号码只能包含数字、* 和 #，最多 20 位')).toBeInTheDocument();
    await view.user.click(within(pad).getByRole('button', { name: /呼\s*叫/ }));
    expect(shownDialog('通话中')).toBeNull();
  });

  it('[CALL-05] [CALL-26] an empty number does nothing; the call button is locked for 2000 ms after a click', async () => {
    const view = await workbench();
    const pad = await openDialPad(view);
    const callButton = within(pad).getByRole('button', { name: /呼\s*叫/ });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      act(() => callButton.click());
      expect(callButton).toBeDisabled();
      expect(shownDialog('通话中')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1900));
      expect(callButton).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(150));
      expect(callButton).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
    expect(deps.client.called('call')).toHaveLength(0);
  });

  it('[CALL-14] [CALL-15] [CALL-16] dialing shows 通话中 with a running duration; 挂断 ends it and the record is kept', async () => {
    const view = await workbench();
    await chooseStatus(view, '在线');
    await waitFor(() =>
      expect(screen.getByTestId('softphone-status')).toHaveAttribute('data-badge', 'processing'),
    );
    const pad = await openDialPad(view);
    await view.user.type(within(pad).getByRole('textbox', { name: '请输入电话号码' }), '13800001238{Enter}');
    const inCall = await findDialog('通话中');
    expect(within(inCall).getByText('13800001238')).toBeInTheDocument();
    const timer = within(inCall).getByRole('timer');
    expect(timer.textContent).toMatch(/^00:00:0\d$/);
    await waitFor(() => expect(deps.client.called('call')).toHaveLength(1));
    // answered: the duration starts again from zero and counts the talk
    act(() => deps.client.emit({ type: 'accepted', callId: 'call-1' }));
    expect(timer).toHaveTextContent('00:00:00');
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'), { timeout: 2500 });
    await waitFor(() => expect(timer).toHaveTextContent('00:00:02'), { timeout: 2500 });
    await view.user.click(within(inCall).getByRole('button', { name: /挂\s*断/ }));
    expect(deps.client.called('hangUp')[0]!.args).toEqual(['call-1']);
    act(() =>
      deps.client.emit({
        type: 'ended',
        callId: 'call-1',
        by: 'local',
        cause: 'hangup',
        detail: 'Terminated',
      }),
    );
    await waitFor(() => expect(shownDialog('通话中')).toBeNull());
    expect(calls.find('agent', 'call-1')).toMatchObject({ phone: '13800001238', call_type: 'sip' });
  });

  it('[CALL-17] [CALL-18] an incoming session opens 来电 with 接听 and 挂断; answering shows 通话中', async () => {
    const view = await workbench();
    await chooseStatus(view, '在线');
    await waitFor(() => expect(deps.client.called('register')).toHaveLength(1));
    act(() =>
      deps.client.emit({ type: 'incoming', callId: 'in-1', from: '13911112222', displayName: '王先生' }),
    );
    const ringing = await findDialog('来电');
    expect(within(ringing).getByText('13911112222')).toBeInTheDocument();
    expect(within(ringing).getByRole('button', { name: /挂\s*断/ })).toBeInTheDocument();
    expect(deps.playing()).toEqual(['ringIn']);
    await view.user.click(within(ringing).getByRole('button', { name: /接\s*听/ }));
    expect(deps.client.called('answer')[0]!.args).toEqual(['in-1']);
    act(() => deps.client.emit({ type: 'accepted', callId: 'in-1' }));
    expect(await findDialog('通话中')).toBeInTheDocument();
    expect(deps.playing()).toEqual([]);
  });

  it('keyboard: Alt+A answers, Alt+M mutes, Alt+H hangs up', async () => {
    const view = await workbench();
    await chooseStatus(view, '在线');
    await waitFor(() => expect(deps.client.called('register')).toHaveLength(1));
    act(() => deps.client.emit({ type: 'incoming', callId: 'in-1', from: '13911112222', displayName: '' }));
    await findDialog('来电');
    await view.user.keyboard('{Alt>}a{/Alt}');
    await waitFor(() => expect(deps.client.called('answer')).toHaveLength(1));
    act(() => deps.client.emit({ type: 'accepted', callId: 'in-1' }));
    await findDialog('通话中');
    await view.user.keyboard('{Alt>}m{/Alt}');
    await waitFor(() => expect(deps.client.called('mute')).toHaveLength(1));
    await view.user.keyboard('{Alt>}h{/Alt}');
    await waitFor(() => expect(deps.client.called('hangUp')).toHaveLength(1));
  });

  it('[CHAN-08] on the shared demo server 模拟来电 asks the server for the incoming-call push, with the session token', async () => {
    const pushes: URL[] = [];
    server.use(
      http.post('*/demo/incoming-call', ({ request }) => {
        pushes.push(new URL(request.url));
        return HttpResponse.json({ code: 0, msg: '已推送来电', data: null });
      }),
    );
    window.__CONSOLE_CONFIG__ = { demoServer: true };
    try {
      const view = await workbench();
      await view.user.click(screen.getByTestId('softphone-status'));
      const menu = (await screen.findByRole('menuitem', { name: /模拟来电$/ })).closest<HTMLElement>(
        '[role="menu"]',
      )!;
      // a notice on the shared server comes from 坐席监控's 发送通知
      expect(within(menu).queryByRole('menuitem', { name: /模拟通知$/ })).toBeNull();
      await view.user.click(within(menu).getByRole('menuitem', { name: /模拟来电$/ }));
      await waitFor(() => expect(pushes).toHaveLength(1));
      expect(pushes[0]!.searchParams.get('api_token')).toBe(cookies.get(TOKEN_COOKIE));
    } finally {
      delete window.__CONSOLE_CONFIG__;
    }
  });

  it('without a demo backend or the demo server the softphone menu offers no simulated calls', async () => {
    const view = await workbench();
    await view.user.click(screen.getByTestId('softphone-status'));
    await screen.findByRole('menuitem', { name: /^离线$/ });
    expect(screen.queryByRole('menuitem', { name: /模拟来电$/ })).toBeNull();
  });
});
