/**
 * @jest-environment node
 */
import { callBackend as call } from '@tests/support/backend-call';

const EXPERIENCE_NOT_OWN = 5;

describe('demo robot knowledge base', () => {
  it('[CONST-09] lists the questions of a script with similar phrasings, type 0 general or 1 business, and searches', async () => {
    const all = await call('/api/robot/library/list', { sc_id: 1, limit: 100 });
    expect(all.data.total).toBeGreaterThan(3);
    for (const e of all.data.data) {
      expect([0, 1]).toContain(e.type);
      expect(e.type_name).toBe(e.type === 0 ? '通用问题' : '业务问题');
      expect(Array.isArray(e.similar)).toBe(true);
      expect(e.recording_url).toBeNull();
    }
    const business = await call('/api/robot/library/list', { sc_id: 1, type: 1, limit: 100 });
    expect(business.data.data.every((e: { type: number }) => e.type === 1)).toBe(true);
    const found = await call('/api/robot/library/list', { sc_id: 1, keyword: '公司地址' });
    expect(found.data.data.map((e: { name: string }) => e.name)).toEqual(['你们公司在哪里']);
  });

  it('adds, edits and deletes a question; refuses a duplicate question and a missing match rule', async () => {
    const form = {
      sc_id: 1,
      name: '可以分期吗',
      type: 1,
      keyWorldList: ['分期'],
      similar: ['能不能分期'],
      content: '可以分12期。',
    };
    const added = await call('/api/robot/library/add', form);
    expect(added).toMatchObject({
      code: 0,
      data: { name: '可以分期吗', similar: ['能不能分期'], type_name: '业务问题' },
    });
    const twice = await call('/api/robot/library/add', form);
    expect(twice).toMatchObject({ code: 1002, msg: '问题已存在' });
    const noRule = await call('/api/robot/library/add', { ...form, name: '别的', keyWorldList: [' '] });
    expect(noRule.code).not.toBe(0);
    const saved = await call('/api/robot/library/update', {
      ...form,
      id: added.data.id,
      content: '最多分24期。',
    });
    expect(saved.data.content).toBe('最多分24期。');
    const gone = await call('/api/robot/library/delete', { ids: [added.data.id] });
    expect(gone).toMatchObject({ code: 0, msg: '删除成功!' });
    expect((await call('/api/robot/library/delete', { ids: [added.data.id] })).code).toBe(1001);
  });

  it('refuses every change to the knowledge base of an experience script the company does not own', async () => {
    const form = { sc_id: EXPERIENCE_NOT_OWN, name: '新问题', type: 0, keyWorldList: ['新'], content: '答' };
    expect(await call('/api/robot/library/add', form)).toMatchObject({
      code: 1003,
      msg: '当前话术不允许修改知识库',
    });
    const theirs = (await call('/api/robot/library/list', { sc_id: EXPERIENCE_NOT_OWN })).data.data[0];
    expect((await call('/api/robot/library/update', { ...form, id: theirs.id })).code).toBe(1003);
    expect((await call('/api/robot/library/delete', { ids: [theirs.id] })).code).toBe(1003);
    expect(
      (
        await call('/api/robot/library/import', {
          sc_id: EXPERIENCE_NOT_OWN,
          rows: [{ row: 2, name: 'x', type: '0', content: 'y' }],
        })
      ).code,
    ).toBe(1003);
  });

  it('imports rows and reports each bad row with its number and reason', async () => {
    const answer = await call('/api/robot/library/import', {
      sc_id: 3,
      rows: [
        {
          row: 2,
          name: '有优惠吗',
          type: '业务问题',
          similar: '有没有优惠|打折吗',
          keyWorldList: '优惠|打折',
          content: '新客首年免费。',
        },
        { row: 3, name: '', type: '0', content: '缺问题' },
        { row: 4, name: '类型不对', type: '7', content: '答' },
        { row: 5, name: '有优惠吗', type: '1', content: '重复' },
        { row: 6, name: '没规则的问题', type: '0', content: '用问题本身匹配' },
      ],
    });
    expect(answer.data).toEqual({
      total: 5,
      success: 2,
      failed: 3,
      errors: [
        { row: 3, msg: '请输入问题' },
        { row: 4, msg: '问题类型应为0（通用问题）或1（业务问题）' },
        { row: 5, msg: '问题已存在' },
      ],
    });
    const listed = await call('/api/robot/library/list', { sc_id: 3, keyword: '优惠' });
    expect(listed.data.data[0]).toMatchObject({
      similar: ['有没有优惠', '打折吗'],
      keyWorldList: ['优惠', '打折'],
      type: 1,
    });
    const plain = await call('/api/robot/library/list', { sc_id: 3, keyword: '没规则的问题' });
    expect(plain.data.data[0].keyWorldList).toEqual(['没规则的问题']);
  });
});
