import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { request, UnauthorizedError } from '@/api/request';
import type { Envelope } from '@/api/envelope';

/** What one call looked like on the wire. */
interface Seen {
  method: string;
  url: URL;
  contentType: string;
  /** The raw body text (form-urlencoded or JSON). */
  text: string;
  /** The parsed body of a multipart call. */
  form?: FormData;
}

type Answer = (nth: number) => Response | Promise<Response>;

const okEnvelope = (data: unknown = null): Envelope => ({ code: 0, msg: 'success', data });

/** Answers `*\/api/<path>` and records every request it saw. */
function recordCalls(path: string, answer: Answer = (n) => HttpResponse.json(okEnvelope({ n }))) {
  const seen: Seen[] = [];
  server.use(
    http.post(`*/api/${path}`, async ({ request: req }) => {
      const contentType = req.headers.get('content-type') ?? '';
      const call: Seen = {
        method: req.method,
        url: new URL(req.url),
        contentType,
        text: contentType.startsWith('multipart/') ? '' : await req.clone().text(),
        form: contentType.startsWith('multipart/') ? await req.clone().formData() : undefined,
      };
      seen.push(call);
      return answer(seen.length);
    }),
  );
  return seen;
}

/** Freezes Date.now at `start` (real time, so cookie expiry stays sane) and lets the test move it. */
function controlClock() {
  let now = Date.now();
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    advance: (ms: number) => {
      now += ms;
    },
    spy,
  };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('request()', () => {
  it('[REQ-01] every call is POST', async () => {
    const seen = recordCalls('x');
    await request({ path: '/api/x' });
    await request({ path: '/api/x', body: { a: 1 }, bodyType: 'json' });
    await request({ path: '/api/x', body: { file: new Blob(['x']) }, bodyType: 'multipart' });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST', 'POST']);
  });

  describe('[REQ-02] base host', () => {
    let saved: typeof window.__CONSOLE_CONFIG__;
    beforeEach(() => {
      saved = window.__CONSOLE_CONFIG__;
    });
    afterEach(() => {
      if (saved === undefined) delete window.__CONSOLE_CONFIG__;
      else window.__CONSOLE_CONFIG__ = saved;
    });

    it('[REQ-02] calls go to the configured base host', async () => {
      window.__CONSOLE_CONFIG__ = { apiBase: 'https://api.example.test' };
      const seen = recordCalls('x');
      await request({ path: '/api/x', body: { a: 1 } });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url.origin).toBe('https://api.example.test');
      expect(seen[0]!.url.pathname).toBe('/api/x');
    });
  });

  it('[REQ-03] calls are sent with credentials', async () => {
    recordCalls('x');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await request({ path: '/api/x', body: { a: 1 } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init?.credentials).toBe('include');
  });

  it('[REQ-04] the token cookie is added as api_token to the query', async () => {
    Cookies.set('token', 'tok-123', { path: '/' });
    const seen = recordCalls('x');
    await request({ path: '/api/x', body: { a: 1 } });
    await request({ path: '/api/x', body: { b: 2 }, bodyType: 'json' });
    expect(seen.map((s) => s.url.searchParams.get('api_token'))).toEqual(['tok-123', 'tok-123']);
  });

  it('[REQ-05] the token cookie is added as api_token to form bodies', async () => {
    Cookies.set('token', 'tok-456', { path: '/' });
    const seen = recordCalls('x');
    await request({ path: '/api/x', body: { name: 'Ann' } });
    await request({ path: '/api/x', body: { name: 'Bob', file: new Blob(['pdf']) }, bodyType: 'multipart' });
    expect(seen).toHaveLength(2);
    const form = new URLSearchParams(seen[0]!.text);
    expect(form.get('api_token')).toBe('tok-456');
    expect(form.get('name')).toBe('Ann');
    expect(seen[1]!.form?.get('api_token')).toBe('tok-456');
    expect(seen[1]!.form?.get('name')).toBe('Bob');
  });

  it('[REQ-06] bodies are form-urlencoded by default', async () => {
    const seen = recordCalls('x');
    await request({ path: '/api/x', body: { name: '张三', page: 2, active: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(seen[0]!.text);
    expect(form.get('name')).toBe('张三');
    expect(form.get('page')).toBe('2');
    expect(form.get('active')).toBe('true');
  });

  it('[REQ-07] a JSON call sends JSON and a multipart call sends multipart/form-data', async () => {
    const seen = recordCalls('x');
    const json = { sc_id: 7, stages: [{ name: 'open', branches: [1, 2] }] };
    await request({ path: '/api/x', body: json, bodyType: 'json' });

    const formData = new FormData();
    formData.append('scene', 'contract');
    formData.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    await request({ path: '/api/x', body: formData });

    await request({
      path: '/api/x',
      body: { scene: 'seal', file: new Blob(['png-bytes'], { type: 'image/png' }) },
      bodyType: 'multipart',
    });

    expect(seen).toHaveLength(3);
    const [asJson, asFormData, asMultipart] = seen as [Seen, Seen, Seen];
    expect(asJson.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(asJson.text)).toEqual(json);

    expect(asFormData.contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(asFormData.form?.get('scene')).toBe('contract');
    const pdf = asFormData.form?.get('file') as File;
    expect(await pdf.text()).toBe('%PDF-1.4');

    expect(asMultipart.contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(asMultipart.form?.get('scene')).toBe('seal');
    const png = asMultipart.form?.get('file') as File;
    expect(await png.text()).toBe('png-bytes');
  });

  it('[REQ-08] identical concurrent calls are merged into one request', async () => {
    const seen = recordCalls('x', async (n) => {
      await delay(30);
      return HttpResponse.json(okEnvelope({ n }));
    });
    const first = request({ path: '/api/x', body: { page: 1, name: 'a' } });
    // Same fields in another order: still the same call.
    const second = request({ path: '/api/x', body: { name: 'a', page: 1 } });
    const [a, b] = await Promise.all([first, second]);
    expect(seen).toHaveLength(1);
    expect(a).toEqual(okEnvelope({ n: 1 }));
    expect(b).toEqual(a);

    const [c, d] = await Promise.all([
      request({ path: '/api/x', body: { page: 2 } }),
      request({ path: '/api/x', body: { page: 3 } }),
    ]);
    expect(seen).toHaveLength(3);
    expect(c.data).not.toEqual(d.data);
  });

  it('[REQ-09] an answer is reused for 800 ms by default', async () => {
    const clock = controlClock();
    const seen = recordCalls('x');
    const first = await request({ path: '/api/x', body: { a: 1 } });
    expect(seen).toHaveLength(1);

    clock.advance(500);
    expect(await request({ path: '/api/x', body: { a: 1 } })).toEqual(first);
    expect(seen).toHaveLength(1);

    clock.advance(301); // 801 ms after the first answer
    const third = await request({ path: '/api/x', body: { a: 1 } });
    expect(seen).toHaveLength(2);
    expect(third).toEqual(okEnvelope({ n: 2 }));
  });

  it('[REQ-10] cacheTime 0 means no caching', async () => {
    controlClock();
    const seen = recordCalls('x');
    for (let i = 0; i < 3; i += 1) await request({ path: '/api/x', body: { a: 1 }, cacheTime: 0 });
    expect(seen).toHaveLength(3);
  });

  it('[REQ-11] cacheTime -1 means cached forever', async () => {
    const clock = controlClock();
    const seen = recordCalls('x');
    const first = await request({ path: '/api/x', body: { a: 1 }, cacheTime: -1 });
    clock.advance(60 * 60 * 1000);
    expect(await request({ path: '/api/x', body: { a: 1 }, cacheTime: -1 })).toEqual(first);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await request({ path: '/api/x', body: { a: 1 }, cacheTime: -1 })).toEqual(first);
    expect(seen).toHaveLength(1);
  });

  it('failed envelopes (code ≠ 0) are not cached', async () => {
    controlClock();
    const seen = recordCalls('x', (n) =>
      n === 1
        ? HttpResponse.json({ code: 1, msg: 'busy', data: null })
        : HttpResponse.json(okEnvelope({ n })),
    );
    expect(await request({ path: '/api/x', body: { a: 1 } })).toEqual({ code: 1, msg: 'busy', data: null });
    expect(await request({ path: '/api/x', body: { a: 1 } })).toEqual(okEnvelope({ n: 2 }));
    expect(seen).toHaveLength(2);
  });

  it('an HTTP 401 rejects with UnauthorizedError', async () => {
    recordCalls('x', () => HttpResponse.json({ code: 401, msg: 'expired', data: null }, { status: 401 }));
    await expect(request({ path: '/api/x', body: { a: 1 } })).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
