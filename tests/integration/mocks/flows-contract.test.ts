/**
 * @jest-environment node
 */
import { db, resetDb } from '@mocks/db/db';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POSTs like the console: form body (arrays as `x[]`) or JSON, api_token in the query. */
async function call(apiPath: string, body: Record<string, unknown> = {}, json = false): Promise<Answer> {
  const token = db.createSession('admin').token;
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', token);
  let init: RequestInit;
  if (json)
    init = { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  else {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body))
      if (Array.isArray(v)) v.forEach((x) => form.append(`${k}[]`, String(x)));
      else form.set(k, String(v));
    init = { method: 'POST', body: form };
  }
  const res = await fetch(url, init);
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

beforeEach(() => resetDb());

describe('demo backend of scripts and plans', () => {
  it('[SCRIPT-09] [SCRIPT-10] [SCRIPT-13] the script list pages with total, from, to and data; every status occurs', async () => {
    const page1 = await call('/api/robot/script/list', { page: 1, limit: 10 });
    expect(page1.data).toMatchObject({ total: 12, from: 1, to: 10 });
    expect(page1.data.data).toHaveLength(10);
    const all = await call('/api/robot/script/list', { page: 1, limit: 100 });
    const kinds = new Set(all.data.data.map((s: { status: number; own: number }) => `${s.status}/${s.own}`));
    for (const k of ['0/1', '1/1', '2/1', '3/1', '4/0', '4/1']) expect(kinds).toContain(k);
  });

  it('[SCRIPT-35] [SCRIPT-36] the industry tree and the labels of a leaf', async () => {
    const tree = await call('/api/robot/industry/tree');
    const leaf = tree.data[0].child[0];
    const labels = await call('/api/robot/industryLabel/list', { industry_id: leaf.id });
    expect(labels.data.length).toBeGreaterThan(0);
    expect(labels.data[0]).toEqual({ id: expect.any(Number), label: expect.any(String) });
  });

  it('[SCRIPT-38] [SCRIPT-39] [SCRIPT-40] add, copy and delete a script; the server checks name and industry', async () => {
    expect((await call('/api/robot/script/add', { name: '', industry_id: 101 })).msg).toBe('请输入话术名称');
    expect((await call('/api/robot/script/add', { name: 'x', industry_id: 1 })).msg).toBe('请选择行业');
    expect((await call('/api/robot/script/add', { name: '话'.repeat(36), industry_id: 101 })).msg).toBe(
      '名称不能超过70个字符',
    );
    const added = await call('/api/robot/script/add', {
      name: '新话术',
      industry_id: 101,
      speechcraft_desc: '描述',
      industry_label_id: [1010],
    });
    expect(added.msg).toBe('添加成功！');
    expect(added.data).toMatchObject({ status: 0, own: 1, industry_label: [{ id: 1010 }] });
    const copied = await call('/api/robot/script/copy', { sc_id: 1, name: '副本', industry_id: 101 });
    expect(copied.msg).toBe('复制成功！');
    const detail = await call('/api/robot/script/detail', { sc_id: copied.data.id });
    expect(detail.data.scene.length).toBe(3);
    expect((await call('/api/robot/script/delete', { sc_id: added.data.id })).msg).toBe('删除成功！');
    expect((await call('/api/robot/script/delete', { sc_id: added.data.id })).code).not.toBe(0);
  });

  it('[FLOW-05] [FLOW-06] [FLOW-08] [FLOW-12] [FLOW-13] a script detail carries answers and ordered scenes', async () => {
    const { data } = await call('/api/robot/script/detail', { sc_id: 1 });
    expect(data.answerList.default.every((a: { isSystem: boolean }) => a.isSystem)).toBe(true);
    expect(data.answerList.special.every((a: { isSystem: boolean }) => !a.isSystem)).toBe(true);
    const sorts = data.scene.map((s: { dmsort: number }) => s.dmsort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const keys = new Set(data.scene[0].nodeDataArray.map((n: { key: string }) => n.key));
    for (const l of data.scene[0].linkDataArray) expect(keys.has(l.from) && keys.has(l.to)).toBe(true);
  });

  it('saves a scene: new nodes get ids, two entry nodes or a normal node without content are refused', async () => {
    const { data } = await call('/api/robot/script/detail', { sc_id: 1 });
    const scene = data.scene[0];
    const node = {
      key: 'n-new',
      text: '新节点',
      type: 'normal',
      nodeType: 'normal',
      content: '您好',
      id: null,
    };
    const saved = await call(
      '/api/robot/stage/save',
      {
        sc_id: 1,
        id: scene.id,
        nodeDataArray: [...scene.nodeDataArray, node],
        linkDataArray: [],
        delNodeDataArray: [],
      },
      true,
    );
    expect(saved.data.nodeDataArray.find((n: { key: string }) => n.key === 'n-new').id).toEqual(
      expect.any(Number),
    );
    const twoEntries = await call(
      '/api/robot/stage/save',
      {
        sc_id: 1,
        id: scene.id,
        nodeDataArray: [...scene.nodeDataArray, { ...node, start: true }],
        linkDataArray: [],
        delNodeDataArray: [],
      },
      true,
    );
    expect(twoEntries.msg).toBe('一个流程只能有一个入口节点');
    const empty = await call(
      '/api/robot/stage/save',
      {
        sc_id: 1,
        id: scene.id,
        nodeDataArray: [{ ...node, content: '' }],
        linkDataArray: [],
        delNodeDataArray: [],
      },
      true,
    );
    expect(empty.msg).toBe('节点“新节点”请输入内容');
  });

  it('[FLOW-31] a new special branch is offered on every node of every scene of the script', async () => {
    const added = await call('/api/robot/branch/add', {
      sc_id: 1,
      name: '要求转人工',
      keyWorldList: ['人工'],
    });
    const { data } = await call('/api/robot/script/detail', { sc_id: 1 });
    for (const scene of data.scene)
      for (const n of scene.nodeDataArray.filter((x: { nodeType: string }) => x.nodeType === 'normal'))
        expect(n.answerList.some((a: { id: number }) => a.id === added.data.id)).toBe(true);
  });

  it('[PLAN-05] [PLAN-06] [PLAN-09] [PLAN-10] plans page by keyword; speech_depart_node pairs, 0 is global', async () => {
    const all = await call('/api/assistant/speech/list', { page: 1, limit: 10, keyword: '' });
    expect(all.data.total).toBe(4);
    const global = all.data.data.find((p: { name: string }) => p.name === '新客户首呼辅助');
    expect(global.speech_depart_node).toEqual([
      { depart: { id: 0, name: '全部部门' }, node: { id: 0, name: '全部阶段' } },
    ]);
    const found = await call('/api/assistant/speech/list', { page: 1, limit: 10, keyword: '续费' });
    expect(found.data.data.map((p: { name: string }) => p.name)).toEqual(['老客户续费辅助']);
  });

  it('[PLAN-23] [PLAN-24] [PLAN-25] [PLAN-26] add, update, copy and delete a plan; custom rule needs assistant_custom', async () => {
    const added = await call('/api/assistant/speech/add', {
      name: '新方案',
      remark: '',
      status: 1,
      speech_type: 1,
      depart_ids: [4],
      node_ids: [1, 2],
    });
    expect(added.msg).toBe('添加成功！');
    expect(added.data.speech_depart_node).toHaveLength(2);
    const custom = await call('/api/assistant/speech/update', {
      sc_id: added.data.id,
      name: '新方案',
      status: 0,
      speech_type: 2,
    });
    expect(custom.msg).toBe('当前账号不能创建自定义规则方案'); // admin's assistant_custom is 0
    const copy = await call('/api/assistant/speech/copy', {
      sc_id: 1,
      name: '复制的方案',
      status: 1,
      speech_type: 1,
    });
    expect(copy.msg).toBe('复制成功！');
    expect((await call('/api/assistant/speech/delete', { sc_id: copy.data.id })).msg).toBe('删除成功！');
  });

  it('[PLAN-22] [PLAN-27] [PLAN-28] the department tree is one root with all_childs; stages are id and name', async () => {
    const tree = await call('/api/departments/tree');
    expect(tree.data).toMatchObject({ id: 1, all_childs: expect.any(Array) });
    const stages = await call('/api/crm/node');
    expect(stages.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
