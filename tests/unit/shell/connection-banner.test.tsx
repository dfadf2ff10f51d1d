import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import '@/i18n/signed-in';
import { request } from '@/api/request';
import { RETRY_MS } from '@/api/connectivity';
import { setNotifier } from '@/api/feedback';
import { ConnectionBanner } from '@/features/shell/components/ConnectionBanner';

const LOST = '无法连接服务器，正在重试…正在编辑的内容会保留，恢复后请重新提交。';

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

  it('asks the server again by itself while it is down, and goes once it answers', async () => {
    let down = true;
    const asked: string[] = [];
    server.use(
      http.post('*/api/ping', () => HttpResponse.error()),
      // the probe: any answer of the API's host will do
      http.get('http://localhost:8080/', ({ request }) => {
        asked.push(request.method);
        return down ? HttpResponse.error() : new HttpResponse(null, { status: 404 });
      }),
    );
    render(<ConnectionBanner />);
    await act(() => request({ path: '/api/ping', cacheTime: 0 }).catch(() => undefined));
    expect(screen.getByRole('alert')).toHaveTextContent(LOST);

    // no call of the user's: the console's own retries find the server down, then back
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(1), { timeout: RETRY_MS + 2000 });
    expect(screen.getByRole('alert')).toHaveTextContent(LOST);
    down = false;
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: RETRY_MS + 2000 });
    expect(said).toEqual(['网络已恢复']);
  }, 15_000);

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
