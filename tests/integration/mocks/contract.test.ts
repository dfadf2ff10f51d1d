/**
 * @jest-environment node
 */
import { db } from '@mocks/db/db';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

/** Calls the demo backend the way the console does (POST, form body, api_token in the query). */
async function call(apiPath: string, body: Record<string, string> = {}, token?: string) {
  const url = new URL(BASE + apiPath);
  if (token) url.searchParams.set('api_token', token);
  const form = new URLSearchParams(body);
  if (token) form.set('api_token', token);
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

const session = () => db.createSession('admin').token;

describe('every demo answer matches the OpenAPI contract', () => {
  // [case, path, body, signed in]
  const cases: [string, string, Record<string, string>, boolean][] = [
    ['login ok', '/api/login', { username: 'admin', password: 'admin123' }, false],
    ['login wrong password', '/api/login', { username: 'admin', password: 'nope' }, false],
    ['login missing password', '/api/login', { username: 'admin' }, false],
    ['logout', '/api/logout', {}, true],
    ['user info', '/api/user/info', {}, true],
    ['personal info', '/api/personal/info', {}, true],
    ['personal update', '/api/personal/update', { linkman: '张三', phone: '13800000000' }, true],
    ['personal update invalid', '/api/personal/update', { linkman: '', phone: '1' }, true],
    [
      'password wrong old',
      '/api/personal/password',
      { old_password: 'x', password: '123456', password_confirmation: '123456' },
      true,
    ],
    ['home statistics', '/api/home/statistics', {}, true],
    ['home appointments', '/api/home/appointmentList', {}, true],
    ['sip info', '/api/home/sipInfo', {}, true],
    ['explicit numbers', '/api/home/explicitNumberOptions', {}, true],
    ['sip status', '/api/home/sipStatusInfo', {}, true],
    ['sip group sign-out', '/api/home/sipGroupSignIn', { current_status: '0' }, true],
    ['sip group sign-in, already in (code 1)', '/api/home/sipGroupSignIn', { current_status: '1' }, true],
    ['sip group sign-in invalid', '/api/home/sipGroupSignIn', { current_status: '7' }, true],
    ['call', '/api/home/call', { phone: '13800000005', uuid: 'u-1', call_type: 'sip' }, true],
    ['call with letters', '/api/home/call', { phone: '1380abc', uuid: 'u-2', call_type: 'sip' }, true],
    [
      'call unknown explicit number',
      '/api/home/call',
      { phone: '138', uuid: 'u-3', call_type: 'explicit', explicit_number_id: '99' },
      true,
    ],
    ['talk unknown call', '/api/home/talk', { uuid: 'nope' }, true],
    ['hangup unknown call', '/api/home/hangup', { uuid: 'nope' }, true],
    ['dial counts', '/api/home/dailNumber', { phone: '13800000005' }, true],
    ['call records', '/api/home/callRecordList', { page: '2', limit: '5' }, true],
  ];

  it('a placed call (a number that never answers) answers talk and hangup by its uuid, as the contract says', async () => {
    const token = session();
    const placed = await call(
      '/api/home/call',
      { phone: '13800000003', uuid: 'u-seq', call_type: 'sip' },
      token,
    );
    await expectContractAnswer('/api/home/call', placed.status, placed.body);
    expect(placed.body.code).toBe(0);
    const talk = await call('/api/home/talk', { uuid: 'u-seq' }, token);
    await expectContractAnswer('/api/home/talk', talk.status, talk.body);
    expect(talk.body.data).toMatchObject({ uuid: 'u-seq', status: 'ringing' });
    const hangup = await call('/api/home/hangup', { uuid: 'u-seq' }, token);
    await expectContractAnswer('/api/home/hangup', hangup.status, hangup.body);
    const counts = await call('/api/home/dailNumber', { phone: '13800000003' }, token);
    expect(counts.body.data).toEqual({ dail_num: 1, week_num: 1 });
  });

  it.each(cases)('%s', async (_name, apiPath, body, signedIn) => {
    const answer = await call(apiPath, body, signedIn ? session() : undefined);
    await expectContractAnswer(apiPath, answer.status, answer.body);
  });

  it('answers HTTP 401 with the error envelope for an unknown token', async () => {
    for (const apiPath of ['/api/user/info', '/api/personal/info', '/api/home/statistics', '/api/logout']) {
      const { status, body } = await call(apiPath, {}, 'not-a-token');
      expect(status).toBe(401);
      await expectContractAnswer(apiPath, 401, body);
    }
  });

  it('answers HTTP 401 for an expired token', async () => {
    const { token } = db.createSession('admin', Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect((await call('/api/user/info', {}, token)).status).toBe(401);
  });

  it('validates like a server: required fields and lengths give the error envelope with the field', async () => {
    const token = session();
    const { body } = await call(
      '/api/personal/update',
      { linkman: '张'.repeat(21), phone: '13800000000' },
      token,
    );
    expect(body).toEqual({
      code: 422,
      msg: '联系人不能超过20个字符',
      data: { errors: { linkman: '联系人不能超过20个字符' } },
    });
    const missing = await call('/api/login', {});
    expect(missing.body).toMatchObject({ code: 422, msg: '请输入账号' });
  });

  it('keeps state: an update is what the next read returns', async () => {
    const token = session();
    await call(
      '/api/personal/update',
      { linkman: '李四', phone: '13900000000', email: 'li@example.cn' },
      token,
    );
    const { body } = await call('/api/personal/info', {}, token);
    expect(body.data).toMatchObject({ linkman: '李四', phone: '13900000000', email: 'li@example.cn' });
  });

  it('the seed is deterministic', async () => {
    const a = (await call('/api/home/statistics', {}, session())).body;
    const b = (await call('/api/home/statistics', {}, session())).body;
    expect(a).toEqual(b);
    expect(db.findUser('agent')?.linkman).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
  });
});
