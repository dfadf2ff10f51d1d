import { tokenOut, tokenTable } from '../db/assistant-library';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { list, num } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';

const SCOPES = ['call.push', 'customer.read', 'library.read', 'label.write'];
const DAY = 86_400_000;

/** `ak_` and 40 hex digits from the platform's random source. */
const newSecret = () =>
  `ak_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')}`;

/** API tokens: the secret is answered once, at creation; afterwards only its first characters exist. */
export const tokenHandlers = [
  ...crudHandlers({
    base: 'assistant/token',
    only: ['list', 'delete'],
    table: tokenTable,
    label: '令牌',
    notFoundCode: 1001,
    present: (t) => tokenOut(t),
    list: { sort: (a, b) => b.id - a.id },
    refuseDelete: (t) => (tokenOut(t).status === 1 ? fail(1003, '令牌仍可使用，请先吊销再删除') : undefined),
  }),

  authed(
    'assistant/token/add',
    ({ body }) => {
      const scopes = [...new Set(list(body.scopes))];
      if (!scopes.length) return fail(422, '请至少选择一项权限', { scopes: '请至少选择一项权限' });
      if (scopes.some((s) => !SCOPES.includes(s))) return fail(422, '权限不正确', { scopes: '权限不正确' });
      const name = String(body.name).trim();
      if (tokenTable.all().some((t) => t.name === name)) return fail(1002, '令牌名称已存在');
      const days = num(body.expires_days);
      const secret = newSecret();
      const at = Date.now();
      const token = tokenTable.insert({
        name,
        prefix: secret.slice(0, 6),
        scopes: SCOPES.filter((s) => scopes.includes(s)),
        expires_at: days ? now(at + days * DAY) : null,
        last_used_at: null,
        created_at: now(at),
        revoked_at: null,
      });
      return ok({ ...tokenOut(token, at), secret }, '创建成功');
    },
    {
      name: '令牌名称',
      expires_days: { required: '请选择有效期', invalid: '有效期不正确' },
      scopes: { required: '请至少选择一项权限', invalid: '权限不正确' },
    },
  ),

  authed('assistant/token/revoke', ({ body }) => {
    const token = tokenTable.get(num(body.id));
    if (!token) return notFound('令牌', 1001);
    if (token.revoked_at) return fail(1003, '令牌已吊销');
    return ok(tokenOut(tokenTable.update(token.id, { revoked_at: now() })!), '吊销成功');
  }),
];
