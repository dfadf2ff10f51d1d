import type { MiddlewareHandler } from 'hono';
import { refusal } from './boundary';

const ALLOWED_HEADERS = 'Content-Type, X-Requested-With';

/**
 * CORS with credentials for the console's origins only (CONSOLE_ORIGINS). A request from another origin is
 * refused outright rather than answered without the header: the browser would hide the answer, but the call
 * (a cross-site form post carrying the session) would still have run. Requests without Origin (same origin
 * GETs, tools) pass.
 */
export function consoleCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    if (!allowed.has(origin)) return refusal(403, '不允许的来源');
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
