/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { seedLoginLog } from '@mocks/db/login-log';
import { callBackend as call } from '@tests/support/backend-call';

type Login = { username: string; result: string; reason: string; login_at: string; ip: string };
const list = (body: Record<string, unknown>, user?: 'admin' | 'agent') =>
  call('/api/system/loginLog/list', body, user).then((a) => a.data as { total: number; data: Login[] });

const signIn = (username: string, password: string) =>
  fetch('http://localhost:8080/api/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    headers: {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    },
  }).then((r) => r.json() as Promise<{ code: number }>);

describe('demo login log backend', () => {
  it('[ROUTES-CALLCENTRE-31] seeds thirty days of logins of the demo users, newest first, in pages', async () => {
    const first = await list({ page: 1, limit: 20 });
    expect(first.total).toBeGreaterThan(40);
    expect(first.data).toHaveLength(20);
    const times = first.data.map((r) => r.login_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list({ page: 2, limit: 20 });
    expect(second.data[0]!.login_at <= times[19]!).toBe(true);
    const oldest = (await list({ page: Math.ceil(first.total / 20), limit: 20 })).data.at(-1)!;
    expect(dayjs().diff(dayjs(oldest.login_at), 'day')).toBeLessThanOrEqual(30);
    const users = new Set((await list({ limit: 1000 })).data.map((r) => r.username));
    expect([...users]).toEqual(expect.arrayContaining(['admin', 'agent', 'author']));
  });

  it('seeds the same history on every run', () => {
    const at = Date.parse('2026-11-20T12:00:00Z');
    expect(seedLoginLog(at)).toEqual(seedLoginLog(at));
  });

  it('a refused and a successful sign-in each add a row with their result, reason and browser', async () => {
    const before = (await list({ username: 'agent' })).total;
    expect((await signIn('agent', 'wrong')).code).not.toBe(0);
    expect((await signIn('agent', 'agent123')).code).toBe(0);
    const after = await list({ username: 'agent', limit: 2 });
    expect(after.total).toBe(before + 2);
    expect(after.data[0]).toMatchObject({
      result: 'success',
      reason: '',
      ip: '127.0.0.1',
      location: '本机',
      browser: 'Edge 131',
      os: 'Windows 10',
    });
    expect(after.data[1]).toMatchObject({ result: 'fail', reason: '账号或密码错误' });
  });

  it('filters by result, account and date range; an agent sees only their own logins', async () => {
    const failed = await list({ result: 'fail', limit: 100 });
    expect(failed.total).toBeGreaterThan(0);
    failed.data.forEach((r) => expect(r).toMatchObject({ result: 'fail', reason: expect.any(String) }));
    const day = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const since = await list({ start_date: day, limit: 1000 });
    since.data.forEach((r) => expect(r.login_at.slice(0, 10) >= day).toBe(true));
    const until = await list({ end_date: day, limit: 1000 });
    until.data.forEach((r) => expect(r.login_at.slice(0, 10) <= day).toBe(true));
    expect(since.total + until.total).toBeGreaterThanOrEqual((await list({})).total);
    const own = await list({ limit: 1000 }, 'agent');
    own.data.forEach((r) => expect(r.username).toBe('agent'));
    const bad = await call('/api/system/loginLog/list', { result: 'maybe' });
    expect(bad.code).toBe(422);
  });

  it('exports every login of the query, not only a page', async () => {
    const query = { result: 'success', username: 'admin' };
    const all = await list({ ...query, limit: 1000 });
    const answer = await call('/api/system/loginLog/export', query);
    expect(answer.data.total).toBe(all.total);
    expect(answer.data.data).toEqual(all.data);
  });
});
