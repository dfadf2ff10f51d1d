import { can, staffTable, visibleStaffIds } from '../db/staff';
import { loginLog, type LoginLogRow } from '../db/login-log';
import { page } from '../kit/paging';
import { compareTimes } from '../kit/time';
import { authed, ok, type Ctx } from '../kit/http';

/** The most logins one export answers. */
export const LOGIN_EXPORT_LIMIT = 10_000;

const newestFirst = (a: LoginLogRow, b: LoginLogRow) => compareTimes(b.login_at, a.login_at) || b.id - a.id;

/**
 * The logins of a query: one's own, or with the right to manage staff those within the role's data scope
 * (attempts at accounts that do not exist only with the whole company's).
 */
function queryLogins({ body, user }: Ctx): LoginLogRow[] {
  const visible = can(user, 'expense/staff') ? visibleStaffIds(user) : new Set([user.id]);
  const accounts = visible && new Set(staffTable.list((s) => visible.has(s.id)).map((s) => s.username));
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const [start, end, result] = [text(body.start_date), text(body.end_date), text(body.result)];
  const needle = text(body.username).toLowerCase();
  return loginLog.list(
    (r) =>
      (!accounts || accounts.has(r.username)) &&
      (!start || r.login_at.slice(0, 10) >= start) &&
      (!end || r.login_at.slice(0, 10) <= end) &&
      (!needle || r.username.toLowerCase().includes(needle)) &&
      (!result || r.result === result),
    newestFirst,
  );
}

export const systemHandlers = [
  authed('system/loginLog/list', (ctx) => ok(page(queryLogins(ctx), ctx.body))),
  authed('system/loginLog/export', (ctx) => {
    const rows = queryLogins(ctx);
    return ok({ total: rows.length, limit: LOGIN_EXPORT_LIMIT, data: rows.slice(0, LOGIN_EXPORT_LIMIT) });
  }),
];
