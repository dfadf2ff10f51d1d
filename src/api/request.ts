import { backendReady, isBackendReady } from '@/lib/backend-ready';
import { getConsoleConfig } from '@/lib/runtime-config';
import { cookies } from '@/lib/cookies';
import { TOKEN_COOKIE } from '@/lib/session-keys';
import type { BodyType } from './generated/body-types';
import { connectivity } from './connectivity';
import { isEnvelope, type Envelope } from './envelope';
import { progressListenerOf } from './upload-progress';

/** REQ-09: how long an answer is reused for an identical call. 0 = never, -1 = for ever. */
export const DEFAULT_CACHE_MS = 800;

export interface RequestOptions {
  path: string;
  body?: unknown;
  bodyType?: BodyType;
  cacheTime?: number;
  /** Do not reuse an earlier answer (the caller knows it is stale); the new answer is still shared. */
  fresh?: boolean;
}

/** The server answered HTTP 401: the token is unknown or expired. */
export class UnauthorizedError extends Error {
  constructor() {
    super('unauthorized');
  }
}

/** No usable envelope came back (network down, HTTP 5xx, not JSON). */
export class TransportError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly envelope?: Envelope,
  ) {
    super(envelope?.msg ?? String(status));
  }
}

type Scalar = string | number | boolean;
const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Form fields: arrays repeat as `ids[]`, null/undefined are left out. */
function entries(body: unknown): [string, Scalar | Blob][] {
  if (!body || typeof body !== 'object') return [];
  const out: [string, Scalar | Blob][] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value == null) continue;
    if (Array.isArray(value)) value.forEach((v) => out.push([`${key}[]`, v as Scalar]));
    else if (isFile(value)) out.push([key, value]);
    else out.push([key, typeof value === 'object' ? JSON.stringify(value) : (value as Scalar)]);
  }
  return out;
}

/** REQ-05/06/07: form-urlencoded by default, JSON or multipart when the contract says so. */
function encodeBody(body: unknown, bodyType: BodyType, token: string | undefined): BodyInit | undefined {
  if (bodyType === 'json') return JSON.stringify(body ?? {});
  if (bodyType === 'multipart' || body instanceof FormData) {
    const form = body instanceof FormData ? body : new FormData();
    if (!(body instanceof FormData))
      entries(body).forEach(([k, v]) => form.append(k, isFile(v) ? v : String(v)));
    if (token && !form.has('api_token')) form.append('api_token', token);
    return form;
  }
  const form = new URLSearchParams();
  entries(body).forEach(([k, v]) => form.append(k, String(v)));
  if (token) form.set('api_token', token);
  return form;
}

/** REQ-02/04: the configured base host, with the token in the query. */
export function buildUrl(path: string, token: string | undefined): string {
  const base = getConsoleConfig().apiBase.replace(/\/$/, '');
  // Absolute, because Node's fetch (Jest) rejects relative URLs; in the browser this is origin + path.
  const url = new URL(base + path, globalThis.location?.href ?? 'http://localhost/');
  if (token) url.searchParams.set('api_token', token);
  return url.href;
}

/** What came back: the HTTP status and the parsed JSON (undefined when the body was not JSON). */
type Answer = { status: number; ok: boolean; payload: unknown };

async function viaFetch(url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    connectivity.unreachable();
    throw new TransportError('FETCH_ERROR');
  }
  connectivity.answered();
  let payload: unknown;
  try {
    payload = response.status === 401 ? undefined : await response.json();
  } catch {
    payload = undefined;
  }
  return { status: response.status, ok: response.ok, payload };
}

/** The same call through XMLHttpRequest, for an upload whose progress a screen shows. */
function viaXhr(url: string, body: FormData, progress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true; // REQ-03
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) progress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      connectivity.answered();
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, payload });
    });
    xhr.addEventListener('error', () => {
      connectivity.unreachable();
      reject(new TransportError('FETCH_ERROR'));
    });
    xhr.send(body);
  });
}

async function send(options: RequestOptions, token: string | undefined): Promise<Envelope> {
  const bodyType = options.bodyType ?? 'form';
  // Once the backend is up this stays synchronous, so the call leaves in the same tick as before.
  if (!isBackendReady()) await backendReady();
  const url = buildUrl(options.path, token);
  const body = encodeBody(options.body, bodyType, token);
  const progress = body instanceof FormData ? progressListenerOf(options.body) : undefined;
  const answer =
    progress && body instanceof FormData
      ? await viaXhr(url, body, progress)
      : await viaFetch(url, {
          method: 'POST', // REQ-01
          credentials: 'include', // REQ-03
          headers: bodyType === 'json' ? { 'Content-Type': 'application/json' } : undefined,
          body,
        });
  if (answer.status === 401) throw new UnauthorizedError();
  const { payload } = answer;
  if (!answer.ok || !isEnvelope(payload)) {
    throw new TransportError(answer.status, isEnvelope(payload) ? payload : undefined);
  }
  return payload;
}

interface CacheEntry {
  promise: Promise<Envelope>;
  /** ms timestamp after which the answer is stale; undefined while the call is in flight. */
  expiresAt?: number;
}

const cache = new Map<string, CacheEntry>();

const stableStringify = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          // keys are unique: plain text order (localeCompare collates through ICU under zh-CN, slower)
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );

/**
 * REQ-08..11: identical concurrent calls share one request, and a successful answer is reused for
 * `cacheTime` ms (default 800, 0 none, -1 for ever). Uploads are never merged.
 * Resolves with the envelope whatever its code; rejects with UnauthorizedError or TransportError.
 */
export function request(options: RequestOptions): Promise<Envelope> {
  const token = cookies.get(TOKEN_COOKIE);
  if (options.body instanceof FormData || options.bodyType === 'multipart') return send(options, token);

  const cacheTime = options.cacheTime ?? DEFAULT_CACHE_MS;
  const key = `${token ?? ''} ${options.path} ${options.bodyType ?? 'form'} ${stableStringify(options.body ?? null)}`;
  const hit = cache.get(key);
  if (hit && !options.fresh && (hit.expiresAt === undefined || hit.expiresAt > Date.now()))
    return hit.promise;

  const entry: CacheEntry = { promise: send(options, token) };
  cache.set(key, entry);
  entry.promise.then(
    (envelope) => {
      if (cache.get(key) !== entry) return;
      if (envelope.code !== 0 || cacheTime === 0) cache.delete(key);
      else entry.expiresAt = cacheTime < 0 ? Number.POSITIVE_INFINITY : Date.now() + cacheTime;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.promise;
}

/** Forget every cached answer (logout, session expiry, tests). */
export function clearRequestCache(): void {
  cache.clear();
}
