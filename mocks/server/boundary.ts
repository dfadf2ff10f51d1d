import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The spec's envelope for a request refused before any endpoint sees it, with the HTTP status it deserves. */
export const refusal = (status: ContentfulStatusCode, msg: string) =>
  Response.json({ code: status, msg, data: null }, { status });

/** The spec's upload limit (10 MB), plus room for a multipart body's other fields and boundaries. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024 + 256 * 1024;

export const tooLarge = () => refusal(413, '上传文件不能超过10MB');
export const unknownPath = () => refusal(404, '接口不存在');
export const serverFault = () => refusal(500, '服务器内部错误，请稍后再试');

const BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

const hasBody = (request: Request) =>
  request.body !== null &&
  (request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0);

/**
 * What the platform refuses at its door (issue 43 item 7): a body of another type than the three the console
 * sends (spec 7: form-urlencoded, JSON, multipart), and JSON or form data that does not parse. The handlers
 * would otherwise read such a body as empty, or throw on it.
 */
export async function refuseUnreadableBody(request: Request): Promise<Response | undefined> {
  if (!hasBody(request)) return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!BODY_TYPES.includes(type)) return refusal(415, '不支持的请求数据格式');
  const copy = request.clone();
  try {
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(await copy.text());
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return refusal(400, '请求数据格式不正确');
    } else await copy.formData();
  } catch {
    return refusal(400, '请求数据格式不正确');
  }
  return undefined;
}
