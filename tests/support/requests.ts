import { server } from '@mocks/node';

/** A call the demo backend received: its path after `/api/` and its form (or JSON) fields. */
export interface Received {
  path: string;
  body: Record<string, string>;
  /** The form as sent (repeated `key[]` fields included). */
  form: URLSearchParams;
}

const stops = new Set<() => void>();

/**
 * Records every call the demo backend receives from now until the end of the test (or `stop()`). The body is
 * read as the request starts: wait for what a test expects (waitFor) before reading it. The session's
 * api_token is left out of the fields unless `withToken`.
 */
export function recordRequests({
  withToken = false,
  onCall,
}: { withToken?: boolean; onCall?: (call: Received) => void } = {}) {
  const received: Received[] = [];
  const listener = async ({ request }: { request: Request }) => {
    // pushed before the body is read, so the calls stay in the order they were made
    const call = { path: '', body: {}, form: new URLSearchParams() } as Received;
    received.push(call);
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^.*?\/api\//, '');
    const text = await request.clone().text();
    const json = (request.headers.get('content-type') ?? '').includes('application/json');
    const form = json
      ? new URLSearchParams(
          Object.entries(JSON.parse(text || '{}') as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : new URLSearchParams(text);
    if (!withToken) form.delete('api_token');
    Object.assign(call, { path, body: Object.fromEntries(form), form });
    onCall?.(call);
  };
  server.events.on('request:start', listener);
  const stop = () => {
    server.events.removeListener('request:start', listener);
    stops.delete(stop);
  };
  stops.add(stop);
  const of = (path: string) => received.filter((r) => r.path === path);
  return {
    received,
    /** The fields of each call of `path` (after `/api/`), in order. */
    bodies: (path: string) => of(path).map((r) => r.body),
    /** The forms of each call of `path`, for repeated fields. */
    forms: (path: string) => of(path).map((r) => r.form),
    stop,
  };
}

afterEach(() => [...stops].forEach((stop) => stop()));

/** The forms of the calls of `/api/<path>` from now on, as a live array that grows as they come. */
export function recordForms(path: string): URLSearchParams[] {
  const forms: URLSearchParams[] = [];
  recordRequests({ onCall: (call) => call.path === path && forms.push(call.form) });
  return forms;
}
