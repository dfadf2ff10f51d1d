import { db } from '../db/db';
import type { DemoUser } from '../db/seed';
import { staffLabels } from '../db/staff';
import { authed, fail, ok } from '../kit/http';

const profileOf = (u: DemoUser) => ({
  username: u.username,
  linkman: u.linkman,
  phone: u.phone,
  email: u.email,
  ...staffLabels(u),
  created_at: u.created_at,
  last_login_at: u.last_login_at ?? '',
  last_login_ip: u.last_login_ip ?? '',
});

export const personalHandlers = [
  authed('personal/info', ({ user }) => ok(profileOf(user))),

  authed(
    'personal/update',
    ({ user, body }) => {
      const updated = db.updateUser(user.username, {
        linkman: String(body.linkman).trim(),
        phone: String(body.phone).trim(),
        email: String(body.email ?? '').trim(),
      });
      return ok(profileOf(updated), '更新成功');
    },
    { linkman: '联系人', phone: '手机号码', email: { label: '邮箱', max: '邮箱格式不正确' } },
  ),

  authed(
    'personal/password',
    ({ user, body }) => {
      if (body.old_password !== user.password) return fail(1002, '原密码错误');
      if (body.password !== body.password_confirmation) return fail(422, '两次输入的密码不一致');
      db.updateUser(user.username, { password: String(body.password) });
      return ok(null, '修改成功');
    },
    {
      old_password: { required: '请输入原密码', max: '原密码错误', invalid: '原密码错误' },
      password: { required: '请输入新密码', max: '密码长度为6-20位', invalid: '密码长度为6-20位' },
      password_confirmation: {
        required: '请再次输入新密码',
        max: '两次输入的密码不一致',
        invalid: '两次输入的密码不一致',
      },
    },
  ),
];
