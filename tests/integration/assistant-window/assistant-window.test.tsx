import '@/i18n/signed-in';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssistantWindowLayer } from '@/features/assistant-window';
import { dialPlateMessageReceived } from '@/features/channels';
import type { DialPlateMessage, SpeechStage } from '@/api/socket-messages';
import { renderApp } from '@tests/support/render-app';
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
import { slowSuite } from '@tests/support/slow';

slowSuite();

// jsdom has no PointerEvent: without one, fireEvent.pointer* would send plain Events without coordinates.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => Object.assign(window, { PointerEvent: PointerEventStub }));
afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));

function renderWindow() {
  const view = renderApp(
    <>
      <button type="button">页面上的按钮</button>
      <AssistantWindowLayer />
    </>,
    { user: 'agent' },
  );
  // Live call messages are auto-batched: the store tells the window once a frame, so wait for that frame.
  const receive = (...messages: DialPlateMessage[]) =>
    act(async () => {
      messages.forEach((m) => view.store.dispatch(dialPlateMessageReceived(m)));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  return { ...view, receive };
}

const assistantWindow = () => screen.getByRole('dialog', { name: '智能助手' });
const sizeOf = (el: HTMLElement) => [parseInt(el.style.width, 10), parseInt(el.style.height, 10)];
const indicator = (name: string) => document.querySelector<HTMLElement>(`[data-indicator="${name}"]`)!;

describe('the assistant window during a call', () => {
  it('[ASSIST-01] appears with the first call message, leaves the page usable and closes only after the call', async () => {
    const view = renderWindow();
    expect(screen.queryByRole('dialog', { name: '智能助手' })).toBeNull();
    await view.receive(chatLine('call-1', '还没有通话', 'A'));
    expect(screen.queryByRole('dialog', { name: '智能助手' })).toBeNull();

    await view.receive(callState('call-1', 'ringing'));
    // the window's code loads with the first call
    expect(await screen.findByRole('dialog', { name: '智能助手' })).toHaveAttribute('aria-modal', 'false');
    expect(within(assistantWindow()).getByText('振铃中')).toBeInTheDocument();
    // not modal: the page behind it still takes clicks
    const clicked = jest.fn();
    screen.getByRole('button', { name: '页面上的按钮' }).addEventListener('click', clicked);
    await view.user.click(screen.getByRole('button', { name: '页面上的按钮' }));
    expect(clicked).toHaveBeenCalled();

    await view.receive(callState('call-1', 'talking'));
    expect(within(assistantWindow()).getByText('通话中')).toBeInTheDocument();
    expect(within(assistantWindow()).queryByRole('button', { name: '关闭' })).toBeNull();

    await view.receive(callState('call-1', 'ended'));
    expect(within(assistantWindow()).getByText('通话已结束')).toBeInTheDocument();
    await view.user.click(within(assistantWindow()).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '智能助手' })).toBeNull();
  });

  it('[ASSIST-02] [ASSIST-03] is 1330×600 normal and 400×400 mini, switchable both ways', async () => {
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'), scriptBasics('call-1'));
    expect(sizeOf(assistantWindow())).toEqual([1330, 600]);
    expect(within(assistantWindow()).getByRole('region', { name: '话术流程' })).toBeInTheDocument();

    await view.user.click(within(assistantWindow()).getByRole('button', { name: '切换到小窗' }));
    expect(sizeOf(assistantWindow())).toEqual([400, 400]);
    expect(assistantWindow()).toHaveAttribute('data-size', 'mini');
    // the mini window keeps what the seat needs while talking
    expect(within(assistantWindow()).getByText('杭州云帆科技有限公司')).toBeInTheDocument();

    await view.user.click(within(assistantWindow()).getByRole('button', { name: '切换到大窗' }));
    expect(sizeOf(assistantWindow())).toEqual([1330, 600]);
  });

  it('moves by its title bar and stays inside the viewport', async () => {
    Object.assign(window, { innerWidth: 1440, innerHeight: 900 });
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'));
    const frame = assistantWindow();
    const start = [parseInt(frame.style.left, 10), parseInt(frame.style.top, 10)];
    expect(start).toEqual([55, 64]); // centred under the header
    const bar = screen.getByTestId('assistant-window-title');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 80 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 90, clientY: 200 });
    expect([frame.style.left, frame.style.top]).toEqual(['45px', '184px']);
    // dragged far off to the bottom right: the window stops at the viewport's edges
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect([frame.style.left, frame.style.top]).toEqual([`${1440 - 1330}px`, `${900 - 600}px`]);
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: -5000, clientY: -5000 });
    expect([frame.style.left, frame.style.top]).toEqual(['0px', '0px']);
    fireEvent.pointerUp(bar, { pointerId: 1 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 300, clientY: 300 });
    expect([frame.style.left, frame.style.top]).toEqual(['0px', '0px']);
  });

  it('[ASSIST-04] [ASSIST-05] [ASSIST-06] [ASSIST-07] shows the customer, profile tags and the stage/node tree', async () => {
    const view = renderWindow();
    await view.receive(
      callState('call-1', 'talking'),
      scriptBasics('call-1'),
      customerTag('call-1', 5, '价格敏感'),
    );
    const customer = within(assistantWindow()).getByRole('region', { name: '客户信息' });
    expect(within(customer).getByText('杭州云帆科技有限公司')).toBeInTheDocument();
    expect(within(customer).getByText('李明')).toBeInTheDocument();
    expect(within(customer).getByText('13912345678')).toBeInTheDocument();
    expect(within(customer).getByText('高意向')).toBeInTheDocument();
    expect(within(customer).getByText('价格敏感')).toBeInTheDocument();

    const tree = within(assistantWindow()).getByRole('region', { name: '话术流程' });
    for (const name of ['开场', '开场白', '产品介绍', '收尾', '邀约'])
      expect(within(tree).getByText(name)).toBeInTheDocument();
    expect(within(tree).queryByText('子流程节点')).toBeNull();
  });

  it('[ASSIST-08] [ASSIST-09] shows the matched node script with its branches, highlighted in the tree', async () => {
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'), scriptBasics('call-1'));
    expect(within(assistantWindow()).getByText('等待节点匹配…')).toBeInTheDocument();

    await view.receive(nodeMatch('call-1', 11));
    const script = within(assistantWindow()).getByRole('region', { name: '当前话术' });
    expect(within(script).getByText('您好，我是安心的客服小王。')).toBeInTheDocument();
    expect(within(script).getByText('开场 / 开场白（第 1 次匹配）')).toBeInTheDocument();
    expect(within(script).getByText('肯定')).toBeInTheDocument();
    expect(within(script).getByText('下一节点 #12')).toBeInTheDocument();
    expect(within(script).getByText('产品介绍的话术')).toBeInTheDocument();
    expect(within(script).getByText('拒绝')).toBeInTheDocument();
    expect(within(script).getByText('无下一节点')).toBeInTheDocument();
    const selected = () =>
      within(assistantWindow())
        .getByRole('region', { name: '话术流程' })
        .querySelector('.ant-tree-treenode-selected');
    expect(selected()).toHaveTextContent('开场白');

    await view.receive(nodeMatch('call-1', 21));
    expect(within(script).getByText('稍后顾问加您微信。')).toBeInTheDocument();
    expect(within(script).getByText('收尾 / 邀约（第 2 次匹配）')).toBeInTheDocument();
    expect(selected()).toHaveTextContent('邀约');
  });

  it.each([
    [
      { speed_status: 0, volume_status: 0, forestall_status: 0, mute_status: 0 },
      ['语速：慢', '音量：低', '抢话：抢话', '静音：静音'],
    ],
    [
      { speed_status: 1, volume_status: 1, forestall_status: 1, mute_status: 1 },
      ['语速：正常', '音量：正常', '抢话：正常', '静音：正常'],
    ],
    [
      { speed_status: 2, volume_status: 2, forestall_status: 1, mute_status: 1 },
      ['语速：快', '音量：高', '抢话：正常', '静音：正常'],
    ],
  ] as const)('[ASSIST-10] [ASSIST-11] [ASSIST-12] [ASSIST-13] indicators for %j', async (status, labels) => {
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'));
    expect(indicator('speed')).toHaveTextContent('语速：--');
    await view.receive(speakStatus('call-1', status));
    expect(['speed', 'volume', 'forestall', 'mute'].map((name) => indicator(name).textContent)).toEqual(
      labels,
    );
  });

  it('[ASSIST-14] [ASSIST-15] pages through the matched knowledge-base entries with back and forward', async () => {
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'));
    const kb = within(assistantWindow()).getByRole('region', { name: '知识库' });
    expect(within(kb).getByText('暂无匹配的知识库内容')).toBeInTheDocument();
    await view.receive(
      repositoryMatch('call-1', {
        id: 7,
        name: '价格问题',
        content: [
          { title: '价格可以优惠吗？', content: '本月办理可享受九折优惠。' },
          { title: '有没有分期？', content: '支持十二期免息。' },
        ],
      }),
      repositoryMatch('call-1', repositoryEntry(8, '售后问题')),
    );
    expect(within(kb).getByText('售后问题')).toBeInTheDocument();
    expect(within(kb).getByText('2 / 2')).toBeInTheDocument();
    expect(within(kb).getByRole('button', { name: '前进' })).toBeDisabled();

    await view.user.click(within(kb).getByRole('button', { name: '后退' }));
    expect(within(kb).getByText('价格问题')).toBeInTheDocument();
    expect(within(kb).getByText('价格可以优惠吗？')).toBeInTheDocument();
    expect(within(kb).getByText('本月办理可享受九折优惠。')).toBeInTheDocument();
    expect(within(kb).getByText('支持十二期免息。')).toBeInTheDocument();
    expect(within(kb).getByRole('button', { name: '后退' })).toBeDisabled();

    await view.user.click(within(kb).getByRole('button', { name: '前进' }));
    expect(within(kb).getByText('售后问题')).toBeInTheDocument();
  });

  it('[ASSIST-16] [ASSIST-17] [ASSIST-18] the chat record popup lists the lines, customer and seat apart', async () => {
    const view = renderWindow();
    await view.receive(
      callState('call-1', 'talking'),
      chatLine('call-1', '喂，哪位？', 'A'),
      chatLine('call-1', '您好，我是安心的客服小王。', 'B'),
    );
    await view.user.click(within(assistantWindow()).getByRole('button', { name: /通话记录/ }));
    const popup = await screen.findByRole('dialog', { name: '通话记录' });
    const lines = within(popup).getAllByRole('listitem');
    expect(lines.map((l) => [l.dataset.speaker, l.textContent])).toEqual([
      ['customer', '客户喂，哪位？'],
      ['seat', '坐席您好，我是安心的客服小王。'],
    ]);
    expect(lines[0]!.style.textAlign).toBe('left');
    expect(lines[1]!.style.textAlign).toBe('right');
    // new lines arrive while it is open (the popup redraws at most twice a second)
    await view.receive(chatLine('call-1', '多少钱？', 'A'));
    expect((await within(popup).findByText('多少钱？')).closest('li')).toHaveAttribute(
      'data-speaker',
      'customer',
    );
    expect(
      await within(assistantWindow()).findByRole('button', { name: /通话记录（3）/ }),
    ).toBeInTheDocument();
    await view.user.click(within(popup).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通话记录' })).toBeNull());
  });

  it('[ASSIST-16] draws the latest 100 lines first, all kept lines on request', async () => {
    const view = renderWindow();
    await view.receive(
      callState('call-1', 'talking'),
      ...Array.from({ length: 120 }, (_v, i) => chatLine('call-1', `第${i + 1}句`, i % 2 ? 'B' : 'A')),
    );
    await view.user.click(within(assistantWindow()).getByRole('button', { name: /通话记录（120）/ }));
    const popup = await screen.findByRole('dialog', { name: '通话记录' });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(100);
    expect(within(popup).getAllByRole('listitem')[0]).toHaveTextContent('第21句');
    await view.user.click(within(popup).getByRole('button', { name: '显示全部 120 条' }));
    expect(within(popup).getAllByRole('listitem')).toHaveLength(120);
    expect(within(popup).getAllByRole('listitem')[0]).toHaveTextContent('第1句');
  });

  it('renders every server text as text, never as markup', async () => {
    const img = '<img src=x onerror="window.__xss=1">';
    const script = '<script>window.__xss=2</script>';
    const stages: SpeechStage[] = [
      {
        id: 1,
        name: script,
        speech_nodes: [
          {
            id: 11,
            name: img,
            content: `${img}${script}`,
            speech_node_branches: [
              { id: 1, speech_branch: { name: img }, next_speech_node: { id: 12, content: script } },
            ],
          },
        ],
      },
    ];
    const view = renderWindow();
    await view.receive(callState('call-1', 'talking'), {
      scene: 3,
      uuid: 'call-1',
      data: {
        speech_name: script,
        customer: { name: img, contact_name: script, contact_phone: img },
        tags: [{ id: 1, name: script }],
        speech_stages: stages,
      },
    });
    await view.receive(
      nodeMatch('call-1', 11),
      repositoryMatch('call-1', { id: 1, name: img, content: [{ title: script, content: img }] }),
      customerTag('call-1', 2, img),
      chatLine('call-1', img, 'A'),
      chatLine('call-1', script, 'B'),
    );
    await view.user.click(within(assistantWindow()).getByRole('button', { name: /通话记录/ }));
    const popup = await screen.findByRole('dialog', { name: '通话记录' });
    expect(within(popup).getByText(img)).toBeInTheDocument();
    expect(within(popup).getByText(script)).toBeInTheDocument();
    expect(within(assistantWindow()).getByText(`${img}${script}`)).toBeInTheDocument();
    expect(within(assistantWindow()).getAllByText(img).length).toBeGreaterThanOrEqual(5);
    expect(within(assistantWindow()).getAllByText(script).length).toBeGreaterThanOrEqual(4);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
