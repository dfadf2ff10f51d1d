import type { MiddlewareHandler } from 'hono';
import { refusal } from './boundary';

const ALLOWED_HEADERS = 'Content-Type, X-Requested-With';

/**
 * The server's one rule for where a request may come from, for HTTP and for the live channels alike: a
 * browser names the page's origin (on every cross-origin call and on every WebSocket handshake), which must be
 * one of the console's; a request without Origin is not a page's (a same-origin GET, Node clients such as the
 * bench and the server tests, curl) and passes, its api_token deciding as always. The webpack dev server's
 * proxy is stricter on its own: it refuses a WebSocket upgrade without Origin (403, its DNS-rebinding guard),
 * so such clients connect to this server directly.
 */
export const originAllowed = (origin: string | undefined, allowed: ReadonlySet<string>) =>
  origin === undefined || allowed.has(origin);

/**
 * CORS with credentials for the console's origins only (CONSOLE_ORIGINS). A request from another origin is
 * refused outright rather than answered without the header: the browser would hide the answer, but the call
 * (a cross-site form post carrying the session) would still have run. Requests without Origin pass
 * (originAllowed).
 */
export function consoleCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!originAllowed(origin, allowed)) return refusal(403, '不允许的来源');
    if (origin === undefined) return next();
    const headers = {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    };
    if (c.req.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: {
          ...headers,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        },
      });
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
