import { HttpResponse, http } from 'msw';
import { api, unauthorized } from './http';

/**
 * How an overridden call fails: an HTTP status (401 is the platform's expired session), `'network'` (no
 * answer at all), or a failure envelope answered with HTTP 200 like the platform.
 */
export type Failure = number | 'network' | { code: number; msg: string; data?: unknown };

export function failure(how: Failure): Response {
  if (how === 'network') return HttpResponse.error();
  if (how === 401) return unauthorized();
  if (typeof how === 'number')
    return HttpResponse.json({ code: how, msg: '请求异常', data: null }, { status: how });
  return HttpResponse.json({ code: how.code, msg: how.msg, data: how.data ?? null });
}

/**
 * A handler that makes the next call of `/api/<path>` fail, once; the demo backend answers the calls after
 * it. Put it in front with `server.use` (Jest) or `worker.use` (the browser).
 */
export const failOnce = (path: string, how: Failure) =>
  http.post(api(path), () => failure(how), { once: true });
