import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import '@/i18n/signed-in';
import { request } from '@/api/request';
import { setNotifier } from '@/api/feedback';
import { ConnectionBanner } from '@/features/shell/components/ConnectionBanner';

const LOST = '网络连接已断开：正在编辑的内容会保留，网络恢复后请重新提交。';

describe('the connection banner', () => {
  const said: string[] = [];
  beforeEach(() => {
    said.length = 0;
    setNotifier({ success: (t) => said.push(t), warning: () => undefined, error: () => undefined });
  });
  afterEach(() => setNotifier(null));

  it('shows while calls get no answer at all, and says once when answers come back', async () => {
    let down = true;
    server.use(
      http.post('*/api/ping', () =>
        down ? HttpResponse.error() : HttpResponse.json({ code: 0, msg: 'success', data: null }),
      ),
    );
    render(<ConnectionBanner />);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => request({ path: '/api/ping', cacheTime: 0 }).catch(() => undefined));
    expect(screen.getByRole('alert')).toHaveTextContent(LOST);
    expect(said).toEqual([]);

    down = false;
    await act(() => request({ path: '/api/ping', cacheTime: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(said).toEqual(['网络已恢复']);
  });

  it('follows the browser going offline and online', () => {
    render(<ConnectionBanner />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(LOST);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
