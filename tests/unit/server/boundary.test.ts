/**
 * @jest-environment node
 */
import { client } from './http-client';
import { serverPerFile } from '@tests/support/demo-server';

// the real server answers here, not Jest's in-process interception of fetch
const server = serverPerFile();

const envelopeOf = async (response: Response) => {
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:/); // never a stack trace
  return { status: response.status, ...(JSON.parse(text) as { code: number; msg: string; data: unknown }) };
};

describe('the demo server at its boundary (issue 43 item 7)', () => {
  it('answers bad input with the error envelope, keeps running, then answers a valid request', async () => {
    const api = client(server().url);
    const agent = await api.signIn('agent', 'agent123');
    const supervisor = await api.signIn('emp007', 'demo123');
    const theirs = (await api.json('crm/customer/list', { scope: 'mine', page: '1', limit: '1' }, supervisor))
      .data.data[0].id as number;
    const json = { headers: { 'content-type': 'application/json' } };

    const answers = await Promise.all([
      // over the contract's limits: a name of 21 characters where 20 is the most
      api.call(
        'crm/customer/add',
        { name: '客'.repeat(21), contact_name: '张三', phone: '13800000000' },
        agent,
      ),
      api.call('crm/customer/add', 'text', agent, { headers: { 'content-type': 'text/plain' } }),
      api.call('crm/customer/add', '{"name": "张', agent, json),
      api.call('crm/customer/add', '[1, 2]', agent, json),
      api.call('crm/customer/add', '--x\r\ngarbage', agent, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)]), 'big.pdf');
        form.append('scene', 'contract');
        return api.call('contracts/file/upload', form, agent);
      })(),
      api.call('no/such/path', {}, agent),
      fetch(`${server().url}/nothing-here`),
      api.call('crm/customer/list', { scope: 'mine' }, 'not-a-token'),
      // the supervisor's customer, asked for with the agent's token: outside the agent's data scope
      api.call('crm/customer/detail', { id: String(theirs) }, agent),
    ]).then((responses) => Promise.all(responses.map(envelopeOf)));

    expect(answers.map(({ status, code, msg }) => [status, code, msg])).toEqual([
      [200, 422, '客户名称不能超过20个字符'],
      [415, 415, '不支持的请求数据格式'],
      [400, 400, '请求数据格式不正确'],
      [400, 400, '请求数据格式不正确'],
      [400, 400, '请求数据格式不正确'],
      [413, 413, '上传文件不能超过10MB'],
      [404, 404, '接口不存在'],
      [404, 404, '接口不存在'],
      [401, 401, '登录失效，请重新登录'],
      [200, 404, '客户不存在'],
    ]);

    // an unknown field is not kept: the customer is saved as the contract describes it
    const saved = await api.json(
      'crm/customer/add',
      { name: '边界测试客户', contact_name: '李四', phone: '13700000001', is_admin: '1' },
      agent,
    );
    expect(saved).toMatchObject({ code: 0, msg: '添加成功' });
    expect(saved.data).not.toHaveProperty('is_admin');
    const detail = await api.json('crm/customer/detail', { id: String(saved.data.id) }, agent);
    expect(detail.data).toMatchObject({ name: '边界测试客户' });
    expect(detail.data).not.toHaveProperty('is_admin');
    expect(server().process.exitCode).toBeNull();
  }, 60_000);
});
