/**
 * @jest-environment node
 */
import { db, resetDb } from '@mocks/db/db';
import { seedAssistantLibrary } from '@mocks/db/assistant-library-seed';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POSTs like the console (form body with `x[]` arrays, or JSON) and checks every answer against the contract. */
async function call(apiPath: string, body: Record<string, unknown> = {}, json = false): Promise<Answer> {
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', db.createSession('admin').token);
  let init: RequestInit;
  if (json)
    init = { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  else {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body))
      if (Array.isArray(v)) v.forEach((x) => form.append(`${k}[]`, String(x)));
      else if (v !== undefined) form.set(k, String(v));
    init = { method: 'POST', body: form };
  }
  const res = await fetch(url, init);
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

const pages = (n: number, title = '标题', content = '内容') =>
  Array.from({ length: n }, (_v, i) => ({ title: `${title}${i + 1}`, content: `${content}${i + 1}` }));

beforeEach(() => resetDb());

describe('demo backend of the knowledge base', () => {
  it('is seeded the same on every run, with realistic Chinese Q&A pages', () => {
    const a = seedAssistantLibrary([1, 2], Date.UTC(2026, 10, 21, 9));
    const b = seedAssistantLibrary([1, 2], Date.UTC(2026, 10, 21, 9));
    expect(a).toEqual(b);
    expect(a.entries.length).toBeGreaterThan(20);
    expect(a.entries[0]?.content[0]?.content).toMatch(/[\u4e00-\u9fa5]{5}/);
  });

  it('lists categories with entry counts and entries by plan, category and keyword', async () => {
    const categories = (await call('/api/assistant/category/list', { sc_id: 1 })).data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      '产品介绍',
      '价格优惠',
      '售后服务',
      '异议处理',
      '待整理',
    ]);
    const all = await call('/api/assistant/library/list', { sc_id: 1, page: 1, limit: 100 });
    const counted = categories.reduce((n: number, c: { entry_count: number }) => n + c.entry_count, 0);
    expect(all.data.total).toBe(counted);
    const first = categories[0];
    const inFirst = await call('/api/assistant/library/list', {
      sc_id: 1,
      category_id: first.id,
      page: 1,
      limit: 100,
    });
    expect(inFirst.data.total).toBe(first.entry_count);
    expect(inFirst.data.data.every((e: { category_name: string }) => e.category_name === first.name)).toBe(
      true,
    );
    // the keyword finds an entry by a similar question only
    const byKeyword = await call('/api/assistant/library/list', { sc_id: 1, keyword: '多少钱', page: 1 });
    expect(byKeyword.data.data.map((e: { name: string }) => e.name)).toEqual(['价格是多少？']);
    expect((await call('/api/assistant/library/list', { sc_id: 999 })).msg).toBe('方案不存在');
    expect((await call('/api/assistant/library/list', { sc_id: 2, category_id: first.id })).msg).toBe(
      '分类不存在',
    );
  });

  it('adds, renames and deletes categories; names are unique within a plan; a category with entries stays', async () => {
    expect((await call('/api/assistant/category/add', { sc_id: 1, name: '' })).msg).toBe('请输入分类名称');
    expect((await call('/api/assistant/category/add', { sc_id: 1, name: '类'.repeat(21) })).msg).toBe(
      '分类名称不能超过20个字符',
    );
    expect((await call('/api/assistant/category/add', { sc_id: 1, name: '产品介绍' })).msg).toBe(
      '分类名称已存在',
    );
    expect((await call('/api/assistant/category/add', { sc_id: 99, name: '新分类' })).msg).toBe('方案不存在');
    const added = await call('/api/assistant/category/add', { sc_id: 2, name: '待整理' });
    expect(added).toMatchObject({ code: 0, data: { name: '待整理', entry_count: 0, sort: 4 } });
    const renamed = await call('/api/assistant/category/update', { id: added.data.id, name: '活动答疑' });
    expect(renamed.data.name).toBe('活动答疑');
    expect((await call('/api/assistant/category/update', { id: added.data.id, name: '价格优惠' })).msg).toBe(
      '分类名称已存在',
    );
    expect((await call('/api/assistant/category/update', { id: 424242, name: 'x' })).msg).toBe('分类不存在');

    const full = (await call('/api/assistant/category/list', { sc_id: 1 })).data[0];
    const refused = await call('/api/assistant/category/delete', { id: full.id });
    expect(refused.code).toBe(1003);
    expect(refused.msg).toBe(`该分类下还有${full.entry_count}条知识，请先删除或移走后再删除分类`);
    expect((await call('/api/assistant/category/delete', { id: added.data.id })).msg).toBe('删除成功');
    expect((await call('/api/assistant/category/delete', { id: added.data.id })).msg).toBe('分类不存在');
  });

  it('checks an entry like a server: question, similar questions and 1 to 20 title/content pairs', async () => {
    const categories = (await call('/api/assistant/category/list', { sc_id: 1 })).data;
    const category_id = categories[4].id;
    const add = (body: Record<string, unknown>) =>
      call(
        '/api/assistant/library/add',
        { category_id, name: '能开发票吗？', content: pages(1), ...body },
        true,
      );
    expect((await add({ name: ' ' })).msg).toBe('请输入问题');
    expect((await add({ name: '问'.repeat(51) })).msg).toBe('问题不能超过50个字符');
    expect((await add({ content: [] })).msg).toBe('请至少添加一组标题和内容');
    expect((await add({ content: pages(21) })).msg).toBe('标题和内容最多20组');
    expect((await add({ content: [{ title: '', content: 'x' }] })).msg).toBe('请输入标题');
    expect((await add({ content: [{ title: '标'.repeat(51), content: 'x' }] })).msg).toBe(
      '标题不能超过50个字符',
    );
    expect((await add({ content: [{ title: 'x', content: '' }] })).msg).toBe('请输入内容');
    expect((await add({ content: [{ title: 'x', content: '字'.repeat(501) }] })).msg).toBe(
      '内容不能超过500个字符',
    );
    expect((await add({ keywords: ['词'.repeat(31)] })).msg).toBe('相似问法不能超过30个字符');
    expect((await add({ category_id: 424242 })).msg).toBe('分类不存在');
    expect((await add({ name: '价格是多少？' })).msg).toBe('该问题已存在');

    const added = await add({ keywords: ['开票', '发票', '开票'], content: pages(2, '开票', '可以开') });
    expect(added.data).toMatchObject({
      sc_id: 1,
      category_id,
      category_name: '待整理',
      name: '能开发票吗？',
      keywords: ['开票', '发票'],
      content: [
        { title: '开票1', content: '可以开1' },
        { title: '开票2', content: '可以开2' },
      ],
    });
    const moved = await call(
      '/api/assistant/library/update',
      { id: added.data.id, category_id: categories[3].id, name: '如何开票？', content: pages(1) },
      true,
    );
    expect(moved.data).toMatchObject({ name: '如何开票？', category_name: '异议处理', keywords: [] });
    const otherPlan = (await call('/api/assistant/category/list', { sc_id: 2 })).data[0].id;
    expect(
      (
        await call(
          '/api/assistant/library/update',
          { id: added.data.id, category_id: otherPlan, name: 'x', content: pages(1) },
          true,
        )
      ).msg,
    ).toBe('分类不存在');
  });

  it('deletes entries; an unknown id deletes nothing', async () => {
    const rows = (await call('/api/assistant/library/list', { sc_id: 1, page: 1, limit: 2 })).data.data;
    const ids = rows.map((e: { id: number }) => e.id);
    expect((await call('/api/assistant/library/delete', { ids: [ids[0], 424242] })).msg).toBe('知识不存在');
    expect((await call('/api/assistant/library/delete', { ids })).msg).toBe('删除成功');
    const left = await call('/api/assistant/library/list', { sc_id: 1, page: 1, limit: 100 });
    expect(left.data.data.some((e: { id: number }) => ids.includes(e.id))).toBe(false);
  });

  it('a copied plan gets its own copy of the knowledge base', async () => {
    const copy = await call('/api/assistant/speech/copy', {
      sc_id: 1,
      name: '首呼辅助副本',
      status: 1,
      speech_type: 1,
    });
    const source = (await call('/api/assistant/category/list', { sc_id: 1 })).data;
    const copied = (await call('/api/assistant/category/list', { sc_id: copy.data.id })).data;
    const shape = (list: { name: string; entry_count: number }[]) => list.map((c) => [c.name, c.entry_count]);
    expect(shape(copied)).toEqual(shape(source));
    // editing the copy leaves the original alone
    const entry = (await call('/api/assistant/library/list', { sc_id: copy.data.id, page: 1 })).data.data[0];
    await call('/api/assistant/library/delete', { ids: [entry.id] });
    const after = (await call('/api/assistant/category/list', { sc_id: 1 })).data;
    expect(shape(after)).toEqual(shape(source));
  });

  it('a deleted plan takes its knowledge base along', async () => {
    expect((await call('/api/assistant/speech/delete', { sc_id: 2 })).code).toBe(0);
    expect((await call('/api/assistant/category/list', { sc_id: 2 })).msg).toBe('方案不存在');
    expect((await call('/api/assistant/category/list', { sc_id: 1 })).data.length).toBe(5);
  });
});

describe('demo backend of customer profile tags', () => {
  it('lists groups with counts and tags by group, keyword and status', async () => {
    const groups = (await call('/api/assistant/labelGroup/list')).data;
    expect(groups.map((g: { name: string }) => g.name)).toEqual([
      '客户意向',
      '客户特征',
      '沟通偏好',
      '风险提示',
    ]);
    const all = await call('/api/assistant/label/list', { page: 1, limit: 100 });
    expect(all.data.total).toBe(
      groups.reduce((n: number, g: { label_count: number }) => n + g.label_count, 0),
    );
    const inGroup = await call('/api/assistant/label/list', { group_id: groups[3].id, page: 1 });
    expect(inGroup.data.data.map((l: { name: string }) => l.name).sort()).toEqual(
      ['情绪激动', '投诉倾向'].sort(),
    );
    const disabled = await call('/api/assistant/label/list', { status: 0, page: 1 });
    expect(disabled.data.data.map((l: { name: string }) => l.name)).toEqual(['情绪激动']);
    const byKeyword = await call('/api/assistant/label/list', { keyword: '加微信', page: 1 });
    expect(byKeyword.data.data.map((l: { name: string }) => l.name)).toEqual(['偏好微信沟通']);
  });

  it('checks a tag: required fields, lengths, colour, unique name within its group', async () => {
    const groups = (await call('/api/assistant/labelGroup/list')).data;
    const base = { group_id: groups[0].id, name: '需要报价', color: 'blue', status: 1 };
    const add = (body: Record<string, unknown>) => call('/api/assistant/label/add', { ...base, ...body });
    expect((await add({ name: '' })).msg).toBe('请输入标签名称');
    expect((await add({ name: '标'.repeat(21) })).msg).toBe('标签名称不能超过20个字符');
    expect((await add({ color: 'pink-ish' })).msg).toBe('颜色不正确');
    expect((await add({ description: '说'.repeat(101) })).msg).toBe('说明不能超过100个字符');
    expect((await add({ group_id: 424242 })).msg).toBe('分组不存在');
    expect((await add({ name: '高意向' })).msg).toBe('该分组下已有同名标签');
    // the same name in another group is fine
    const other = await add({ group_id: groups[1].id, name: '高意向' });
    expect(other.data).toMatchObject({ id: expect.any(Number), name: '高意向', group_name: '客户特征' });
    const added = await add({ keywords: ['报价', '报价', '价格表'], description: '索要报价单' });
    expect(added.data).toMatchObject({ keywords: ['报价', '价格表'], hit_count: 0, status: 1 });
    const updated = await call('/api/assistant/label/update', {
      ...base,
      id: added.data.id,
      status: 0,
      color: 'red',
    });
    expect(updated.data).toMatchObject({ status: 0, color: 'red', keywords: [] });
    expect(
      (await call('/api/assistant/label/update', { ...base, id: added.data.id, name: '中意向' })).msg,
    ).toBe('该分组下已有同名标签');
    expect((await call('/api/assistant/label/delete', { id: added.data.id })).msg).toBe('删除成功');
    expect((await call('/api/assistant/label/delete', { id: added.data.id })).msg).toBe('标签不存在');
  });

  it('groups: unique names, and a group with tags cannot be deleted', async () => {
    expect((await call('/api/assistant/labelGroup/add', { name: '客户意向' })).msg).toBe('分组名称已存在');
    const added = await call('/api/assistant/labelGroup/add', { name: '购买渠道' });
    expect(added.data).toMatchObject({ name: '购买渠道', label_count: 0 });
    const full = (await call('/api/assistant/labelGroup/list')).data[0];
    expect((await call('/api/assistant/labelGroup/delete', { id: full.id })).msg).toBe(
      `该分组下还有${full.label_count}个标签，请先删除或移走后再删除分组`,
    );
    expect((await call('/api/assistant/labelGroup/delete', { id: added.data.id })).msg).toBe('删除成功');
  });
});

describe('demo backend of API tokens', () => {
  it('lists tokens masked, newest first, with revoked and expired ones', async () => {
    const tokens = (await call('/api/assistant/token/list')).data;
    expect(tokens.map((t: { status: number }) => t.status)).toEqual([1, 1, 2, 0]);
    for (const t of tokens) expect(t.token).toMatch(/^ak_[0-9a-f]{3}\*{4}$/);
  });

  it('answers the secret once; revoking is for good; only unusable tokens can be deleted', async () => {
    expect(
      (await call('/api/assistant/token/add', { name: '', expires_days: 30, scopes: ['call.push'] })).msg,
    ).toBe('请输入令牌名称');
    expect(
      (
        await call('/api/assistant/token/add', {
          name: '令'.repeat(21),
          expires_days: 30,
          scopes: ['call.push'],
        })
      ).msg,
    ).toBe('令牌名称不能超过20个字符');
    expect(
      (await call('/api/assistant/token/add', { name: '外呼', expires_days: 7, scopes: ['call.push'] })).msg,
    ).toBe('有效期不正确');
    expect((await call('/api/assistant/token/add', { name: '外呼', expires_days: 30 })).msg).toBe(
      '请至少选择一项权限',
    );
    expect(
      (await call('/api/assistant/token/add', { name: '外呼', expires_days: 30, scopes: ['root'] })).msg,
    ).toBe('权限不正确');
    expect(
      (await call('/api/assistant/token/add', { name: 'CRM同步', expires_days: 0, scopes: ['call.push'] }))
        .msg,
    ).toBe('令牌名称已存在');

    const created = await call('/api/assistant/token/add', {
      name: '呼叫中心对接',
      expires_days: 90,
      scopes: ['label.write', 'call.push'],
    });
    const { secret, token, id } = created.data;
    expect(secret).toMatch(/^ak_[0-9a-f]{40}$/);
    expect(token).toBe(`${secret.slice(0, 6)}****`);
    expect(created.data).toMatchObject({
      status: 1,
      scopes: ['call.push', 'label.write'],
      last_used_at: null,
    });
    const days = (Date.parse(created.data.expires_at) - Date.parse(created.data.created_at)) / 86_400_000;
    expect(days).toBe(90);
    const listed = (await call('/api/assistant/token/list')).data;
    expect(listed[0]).toMatchObject({ id, token });
    expect(JSON.stringify(listed)).not.toContain(secret);

    expect((await call('/api/assistant/token/delete', { id })).msg).toBe('令牌仍可使用，请先吊销再删除');
    const revoked = await call('/api/assistant/token/revoke', { id });
    expect(revoked.data).toMatchObject({ status: 0, revoked_at: expect.any(String) });
    expect((await call('/api/assistant/token/revoke', { id })).msg).toBe('令牌已吊销');
    expect((await call('/api/assistant/token/delete', { id })).msg).toBe('删除成功');
    expect((await call('/api/assistant/token/revoke', { id })).msg).toBe('令牌不存在');

    const never = await call('/api/assistant/token/add', {
      name: '永久',
      expires_days: 0,
      scopes: ['library.read'],
    });
    expect(never.data.expires_at).toBeNull();
    const expired = (await call('/api/assistant/token/list')).data.find(
      (t: { status: number }) => t.status === 2,
    );
    expect((await call('/api/assistant/token/delete', { id: expired.id })).code).toBe(0);
  });
});
