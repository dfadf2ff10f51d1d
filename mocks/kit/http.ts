import { HttpResponse, http, type HttpResponseResolver } from 'msw';

/** Every path of the console, whatever apiBase it is served under. */
export const api = (path: string) => `*/api/${path}`;

export const ok = (data: unknown = null, msg = 'success') => HttpResponse.json({ code: 0, msg, data });

/** A failure envelope (HTTP 200, like the platform). `errors` names the fields at fault. */
export const fail = (code: number, msg: string, errors?: Record<string, string>) =>
  HttpResponse.json({ code, msg, data: errors ? { errors } : null });

export const unauthorized = () =>
  HttpResponse.json({ code: 401, msg: '登录失效，请重新登录', data: null }, { status: 401 });

/** Form fields of a form-urlencoded, multipart or JSON body; `ids[]` collects into `ids`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json'))
    return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  if (!type.includes('form')) return {};
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  form.forEach((value, key) => {
    if (key === 'api_token') return;
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      out[name] = [...((out[name] as unknown[]) ?? []), value];
    } else out[key] = value;
  });
  return out;
}

export const tokenOf = (request: Request) => new URL(request.url).searchParams.get('api_token');

/**
 * The demo data's names for what the kit serves, declared by the data (mocks/db/db.ts augments this
 * interface with `user`), so the kit stands on nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SessionTypes {}
/** The signed-in user as the demo data keeps it. */
export type SessionUser = SessionTypes extends { user: infer U } ? U : never;

/** Who a live api_token belongs to: undefined for an unknown or expired one. */
type SessionLookup = (token: string | null) => SessionUser | undefined;
let userOfToken: SessionLookup = () => {
  throw new Error('an endpoint was asked before the demo data (mocks/db/db.ts) was loaded');
};

/** Registered by the demo data when loaded. */
export function setSessionLookup(lookup: SessionLookup): void {
  userOfToken = lookup;
}

/** What an authed endpoint answers from: the request, its form fields and the signed-in user. */
export type Ctx = { request: Request; body: Record<string, unknown>; user: SessionUser; token: string };

/**
 * Checks a request's fields before its endpoint sees them (the contract's request schemas, say): a failure
 * envelope refuses the call. `path` is the part after `/api/`.
 */
export type RequestValidator = (path: string, body: Record<string, unknown>) => Response | undefined;

// The one place a request validator plugs in: apiHandler's option, asked by each of its authed endpoints
// once the session is checked.
const validatorOf = new Map<string, RequestValidator>();

/** One endpoint of the demo backend: the path after `/api/` and what answers it. */
export interface ApiRoute {
  path: string;
  resolve: HttpResponseResolver;
}

export const route = (path: string, resolve: HttpResponseResolver): ApiRoute => ({ path, resolve });

/**
 * How the platform names a request field in its validation messages: a label gives its usual texts
 * (请输入客户名称, 客户名称不能超过20个字符); the others replace one of them where the spec says otherwise.
 * The limits themselves are the contract's (mocks/contract/check-request.ts).
 */
export interface FieldText {
  label?: string;
  required?: string;
  /** too long a text, or too many items in a list */
  max?: string;
  /** an item of a list too long */
  itemMax?: string;
  invalid?: string;
  /** the texts of an object's fields, or of each object in a list, which are then checked too */
  fields?: FieldTexts;
}
export type FieldTexts = Readonly<Record<string, string | FieldText>>;

const textsOf = new Map<string, FieldTexts>();

/** The field texts an endpoint declared (none: messages name the fields). */
export const fieldTextsOf = (path: string): FieldTexts => textsOf.get(path) ?? {};

/**
 * An endpoint that answers HTTP 401 unless the api_token is a live session. `texts` name its request
 * fields in the messages of the contract check that runs before `resolve`.
 */
export const authed = (
  path: string,
  resolve: (ctx: Ctx) => Response | Promise<Response>,
  texts?: FieldTexts,
) => {
  if (texts) textsOf.set(path, texts);
  return route(path, (async ({ request }) => {
    const token = tokenOf(request);
    const user = userOfToken(token);
    if (!user || !token) return unauthorized();
    const body = await readBody(request);
    return validatorOf.get(path)?.(path, body) ?? resolve({ request, body, user, token });
  }) as HttpResponseResolver);
};

/**
 * The whole API as one MSW handler that finds the endpoint by its path. MSW asks its handlers one by
 * one and parses the request's cookies for each it asks; with hundreds of endpoints that alone took
 * most of a second of the page's main thread on a screen's first requests.
 */
export function apiHandler(
  routes: readonly ApiRoute[],
  options: { validateRequest?: RequestValidator } = {},
) {
  const byPath = new Map<string, HttpResponseResolver>();
  for (const r of routes) {
    if (options.validateRequest) validatorOf.set(r.path, options.validateRequest);
    else validatorOf.delete(r.path);
    if (byPath.has(r.path)) throw new Error(`two demo endpoints for /api/${r.path}`);
    byPath.set(r.path, r.resolve);
  }
  return http.post(api('*'), (info) => {
    const { pathname } = new URL(info.request.url);
    return byPath.get(pathname.slice(pathname.indexOf('/api/') + '/api/'.length))?.(info);
  });
}

export interface FieldRule {
  required?: string;
  max?: number;
  min?: number;
  pattern?: RegExp;
  message?: string;
}

/** Checks fields like the platform's validator: the first failure answers code 422 with its message. */
export function validate(
  body: Record<string, unknown>,
  rules: Record<string, FieldRule>,
): Response | undefined {
  for (const [field, rule] of Object.entries(rules)) {
    const raw = body[field];
    const value = typeof raw === 'string' ? raw.trim() : raw == null ? '' : String(raw);
    if (!value) {
      if (rule.required) return fail(422, rule.required, { [field]: rule.required });
      continue;
    }
    const bad =
      (rule.max !== undefined && [...value].length > rule.max) ||
      (rule.min !== undefined && [...value].length < rule.min) ||
      (rule.pattern !== undefined && !rule.pattern.test(value));
    if (bad) {
      const msg = rule.message ?? `${field}格式不正确`;
      return fail(422, msg, { [field]: msg });
    }
  }
  return undefined;
}
