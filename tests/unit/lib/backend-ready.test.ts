import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { request } from '@/api/request';
import { holdBackendUntilStarted } from '@/lib/backend-ready';
import { openWebSocket } from '@/lib/socket';

/** The demo backend's start, which the test finishes by hand; `calls` counts how often it was started. */
function starting() {
  let finish!: () => void;
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const backend = {
    calls: 0,
    finish: () => finish(),
    start: () => {
      backend.calls += 1;
      return promise;
    },
  };
  return backend;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('backend calls made while the demo backend is still starting', () => {
  const RealWebSocket = globalThis.WebSocket;
  afterEach(() => {
    globalThis.WebSocket = RealWebSocket;
  });

  it('an HTTP call made before the backend is ready starts it, leaves only once it is ready, and gets its answer', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/api/ping', ({ request: req }) => {
        seen.push(new URL(req.url).pathname);
        return HttpResponse.json({ code: 0, msg: 'success', data: 'pong' });
      }),
    );
    const backend = starting();
    holdBackendUntilStarted(backend.start);

    const answer = request({ path: '/api/ping', cacheTime: 0 });
    await settle();
    expect(seen).toEqual([]);

    expect(backend.calls).toBe(1);

    backend.finish();
    await expect(answer).resolves.toMatchObject({ code: 0, data: 'pong' });
    expect(seen).toEqual(['/api/ping']);
    expect(backend.calls).toBe(1);
  });

  it('a socket opened before the backend is ready connects only once it is; one closed meanwhile never connects', async () => {
    const opened: string[] = [];
    globalThis.WebSocket = class {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      readyState = 0;
      constructor(url: string) {
        opened.push(url);
      }
      close() {}
    } as unknown as typeof WebSocket;
    const backend = starting();
    holdBackendUntilStarted(backend.start);

    openWebSocket('ws://localhost/ws/notice', () => {});
    openWebSocket('ws://localhost/ws/callIn', () => {}).close();
    await settle();
    expect(opened).toEqual([]);

    backend.finish();
    await settle();
    expect(opened).toEqual(['ws://localhost/ws/notice']);
  });

  it('once the backend is ready, a call leaves in the same tick', () => {
    const opened: string[] = [];
    globalThis.WebSocket = class {
      constructor(url: string) {
        opened.push(url);
      }
    } as unknown as typeof WebSocket;
    openWebSocket('ws://localhost/ws/notice', () => {});
    expect(opened).toEqual(['ws://localhost/ws/notice']);
  });
});
