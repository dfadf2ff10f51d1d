import { commit } from '../db/db';
import { library, nextLibraryId, nowText, tokenOut } from '../db/assistant-library';
import { list, num } from './flows';
import { authed, fail, ok, validate } from './http';

const SCOPES = ['call.push', 'customer.read', 'library.read', 'label.write'];
const DAY = 86_400_000;

const findToken = (id: number) => library().tokens.find((t) => t.id === id);

/** `ak_` and 40 hex digits from the platform's random source. */
const newSecret = () =>
  `ak_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')}`;

/** API tokens: the secret is answered once, at creation; afterwards only its first characters exist. */
export const tokenHandlers = [
  authed('assistant/token/list', () =>
    ok([...library().tokens].sort((a, b) => b.id - a.id).map((t) => tokenOut(t))),
  ),

  authed('assistant/token/add', ({ body }) => {
    const bad = validate(body, {
      name: { required: '请输入令牌名称', max: 20, message: '令牌名称不能超过20个字符' },
      expires_days: { required: '请选择有效期', pattern: /^(0|30|90|365)$/, message: '有效期不正确' },
    });
    if (bad) return bad;
    const scopes = [...new Set(list(body.scopes))];
    if (!scopes.length) return fail(422, '请至少选择一项权限', { scopes: '请至少选择一项权限' });
    if (scopes.some((s) => !SCOPES.includes(s))) return fail(422, '权限不正确', { scopes: '权限不正确' });
    const l = library();
    const name = String(body.name).trim();
    if (l.tokens.some((t) => t.name === name)) return fail(1002, '令牌名称已存在');
    const days = num(body.expires_days);
    const secret = newSecret();
    const now = Date.now();
    const token = {
      id: nextLibraryId(),
      name,
      prefix: secret.slice(0, 6),
      scopes: SCOPES.filter((s) => scopes.includes(s)),
      expires_at: days ? nowText(now + days * DAY) : null,
      last_used_at: null,
      created_at: nowText(now),
      revoked_at: null,
    };
    l.tokens.push(token);
    commit();
    return ok({ ...tokenOut(token, now), secret }, '创建成功');
  }),

  authed('assistant/token/revoke', ({ body }) => {
    const token = findToken(num(body.id));
    if (!token) return fail(1001, '令牌不存在');
    if (token.revoked_at) return fail(1003, '令牌已吊销');
    token.revoked_at = nowText();
    commit();
    return ok(tokenOut(token), '吊销成功');
  }),

  authed('assistant/token/delete', ({ body }) => {
    const token = findToken(num(body.id));
    if (!token) return fail(1001, '令牌不存在');
    if (tokenOut(token).status === 1) return fail(1003, '令牌仍可使用，请先吊销再删除');
    const l = library();
    l.tokens = l.tokens.filter((t) => t !== token);
    commit();
    return ok(null, '删除成功');
  }),
];
