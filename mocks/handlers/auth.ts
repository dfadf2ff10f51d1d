import { db } from '../db/db';
import { menusOf, roleOf } from '../db/staff';
import type { DemoUser } from '../db/seed';
import { authed, fail, ok, readBody, route } from '../kit/http';
import { checkBody } from '../contract/check-request';
import { now } from '../kit/time';
import { recordLogin, ACCOUNT_DISABLED, WRONG_PASSWORD } from '../db/login-log';
import { usableNumbersOf } from '../db/explicit-numbers';

/** The user-info shape of the contract (cookie and storage copy). */
export const userInfoOf = (u: DemoUser) => ({
  username: u.username,
  phone: u.phone,
  assistant_custom: roleOf(u)?.assistant_custom ?? 0,
  linkman: u.linkman,
  fs_ip: '127.0.0.1',
  sip_username: u.sip_username,
  sip_password: u.sip_password,
  wss_url: 'wss://127.0.0.1:7443',
  explicit_numbers: usableNumbersOf(u.username),
});

export const authHandlers = [
  route('login', async ({ request }) => {
    const body = await readBody(request);
    const invalid = checkBody('login', body, { username: '账号', password: '密码' });
    const typed = String(body.username ?? '').trim();
    if (invalid) {
      recordLogin(request, typed, String(((await invalid.clone().json()) as { msg: string }).msg));
      return invalid;
    }
    const user = db.findUser(typed);
    if (!user || user.password !== body.password) {
      recordLogin(request, typed, WRONG_PASSWORD);
      return fail(1001, WRONG_PASSWORD);
    }
    if (user.status !== 1) {
      recordLogin(request, user.username, ACCOUNT_DISABLED);
      return fail(1002, ACCOUNT_DISABLED);
    }
    recordLogin(request, user.username);
    const session = db.createSession(user.username);
    db.updateUser(user.username, { last_login_at: now() });
    return ok({ token: session.token, user: userInfoOf(user), menus: menusOf(user) }, '登录成功');
  }),

  authed('logout', ({ token }) => {
    db.endSession(token);
    return ok(null, '退出成功');
  }),

  authed('user/info', ({ user }) => ok({ user: userInfoOf(user), menus: menusOf(user) })),
];
