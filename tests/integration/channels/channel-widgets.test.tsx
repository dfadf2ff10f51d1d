import { act, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { incomingCallPushed, noticeReceived } from '@/features/channels';
import { IncomingCustomerPopup } from '@/features/channels/components/IncomingCustomerPopup';
import { NoticeCenter } from '@/features/channels/components/NoticeCenter';
import { MAX_OPEN_NOTICES } from '@/features/channels/channels.slice';
import { ABOVE_FLOAT_BUTTONS } from '@/lib/layers';
import { renderApp } from '@tests/support/render-app';

const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

function renderWidgets() {
  const view = renderApp(
    <AntApp>
      <NoticeCenter />
      <IncomingCustomerPopup />
    </AntApp>,
    { user: 'agent', url: '/home/index' },
  );
  return view;
}

describe('notices', () => {
  it('[CHAN-24][CHAN-25] a scene 1 notice opens and stays until the user closes it (duration 0)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { store } = renderWidgets();
      act(() => {
        store.dispatch(noticeReceived({ scene: 1, title: '回访提醒', content: '今天有客户需要回访' }));
      });
      expect(await screen.findByText('今天有客户需要回访')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
      expect(screen.getByText('今天有客户需要回访')).toBeInTheDocument();
      expect(screen.getByText('回访提醒')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('[CHAN-26] each {num} becomes a link to the my-customers page showing the number', async () => {
    const { store, user, router } = renderWidgets();
    act(() => {
      store.dispatch(noticeReceived({ scene: 1, content: '您有{num}位客户今天需要回访', num: 12 }));
    });
    const link = await screen.findByRole('link', { name: '12' });
    expect(link).toHaveAttribute('href', '/client/index');
    expect(link.closest('.ant-notification-notice')).toHaveTextContent('您有12位客户今天需要回访');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/client/index');
  });

  it('[CHAN-26] the server text is text: markup in a notice is shown, never run', async () => {
    const { store } = renderWidgets();
    act(() => {
      store.dispatch(noticeReceived({ scene: 1, title: XSS, content: `${XSS}{num}`, num: 1 }));
    });
    const notice = await screen.findByRole('link', { name: '1' });
    const box = notice.closest('.ant-notification-notice') as HTMLElement;
    expect(box).toHaveTextContent(XSS);
    expect(box.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('[CHAN-25] closing a notice removes it; the others stay', async () => {
    const { store, user } = renderWidgets();
    act(() => {
      store.dispatch(noticeReceived({ scene: 1, content: '第一条' }));
      store.dispatch(noticeReceived({ scene: 1, content: '第二条' }));
    });
    const first = (await screen.findByText('第一条')).closest('.ant-notification-notice') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '关闭通知' }));
    await screen.findByText('第二条');
    expect(store.getState().channels?.notices.map((n) => n.notice.content)).toEqual(['第二条']);
  });
});

describe('notices over a shift', () => {
  it('[CHAN-25] notices never closed stay capped on screen like in the store: the oldest goes', async () => {
    const { store } = renderWidgets();
    act(() => {
      for (let n = 1; n <= MAX_OPEN_NOTICES + 5; n++)
        store.dispatch(noticeReceived({ scene: 1, content: `通知${n}` }));
    });
    await screen.findByText(`通知${MAX_OPEN_NOTICES + 5}`);
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-notification-notice-wrapper')).toHaveLength(MAX_OPEN_NOTICES),
    );
    expect(screen.queryByText('通知5')).toBeNull();
    expect(screen.getByText('通知6')).toBeInTheDocument();
  });

  it('notices sit above the floating call buttons, so an open notice never covers the dial button', async () => {
    const { store } = renderWidgets();
    act(() => {
      store.dispatch(noticeReceived({ scene: 1, content: '不挡拨号' }));
    });
    const notice = await screen.findByText('不挡拨号');
    const container = notice.closest('.ant-notification') as HTMLElement;
    expect(container).toHaveClass('ant-notification-bottomRight');
    expect(container.style.getPropertyValue('--notification-bottom')).toBe(`${ABOVE_FLOAT_BUTTONS}px`);
  });
});

describe('incoming-call customer popup', () => {
  it('[CHAN-08] an incoming-call push opens the customer popup with what the platform knows', async () => {
    const { store } = renderWidgets();
    act(() => {
      store.dispatch(
        incomingCallPushed({
          phone: '13800138000',
          customer_id: 9,
          name: '杭州云帆科技有限公司',
          contact_name: '李明',
          node_name: '意向客户',
          owner_name: '张三',
        }),
      );
    });
    const popup = await screen.findByRole('dialog', { name: '来电客户' });
    for (const text of ['13800138000', '杭州云帆科技有限公司', '李明', '意向客户', '张三'])
      expect(within(popup).getByText(text)).toBeInTheDocument();
  });

  it('[CHAN-08] 查看客户 goes to my customers searched by the caller number', async () => {
    const { store, user, router } = renderWidgets();
    act(() => {
      store.dispatch(incomingCallPushed({ phone: '13800138000', customer_id: null }));
    });
    const popup = await screen.findByRole('dialog', { name: '来电客户' });
    expect(within(popup).getByText('该号码尚未建档')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: '查看客户' }));
    expect(router.state.location.pathname).toBe('/client/index');
    expect(router.state.location.search).toBe('?keyword=13800138000');
    expect(store.getState().channels?.incoming).toBeNull();
  });

  it('caller names are text: markup in them is shown, never run', async () => {
    const { store } = renderWidgets();
    act(() => {
      store.dispatch(incomingCallPushed({ phone: '13800138000', name: XSS, remark: XSS }));
    });
    const popup = await screen.findByRole('dialog', { name: '来电客户' });
    expect(within(popup).getAllByText(XSS)).toHaveLength(2);
    expect(popup.querySelector('img, script')).toBeNull();
  });
});
