import { http, type HttpResponseResolver } from 'msw';
import { server } from '@mocks/node';
import { api } from '@mocks/kit/http';
import { failOnce as failOnceHandler, failure, type Failure } from '@mocks/kit/fail-once';

export type { Failure } from '@mocks/kit/fail-once';

/** The next call of `/api/<path>` fails (an HTTP status, 'network' or an envelope); later calls are answered. */
export const failOnce = (path: string, how: Failure) => server.use(failOnceHandler(path, how));

/** `/api/<path>` answers with `resolver` until the test ends (the setup resets the handlers after each). */
export const overrideApi = (path: string, resolver: HttpResponseResolver) =>
  server.use(http.post(api(path), resolver));

/** The next call of `/api/<path>` answers with `resolver`; the demo backend answers the ones after it. */
export const overrideOnce = (path: string, resolver: HttpResponseResolver) =>
  server.use(http.post(api(path), resolver, { once: true }));

/**
 * Every call of `/api/<path>` fails (`how`) until `recover()`; the demo backend answers the ones after it. For
 * screens that ask again on their own (a page's early request and its tab's own) before the user retries.
 */
export function failUntil(path: string, how: Failure) {
  let down = true;
  overrideApi(path, () => (down ? failure(how) : undefined));
  return { recover: () => void (down = false) };
}
