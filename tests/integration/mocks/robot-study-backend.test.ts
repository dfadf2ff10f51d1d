/**
 * @jest-environment node
 */
import { callBackend as call } from '@tests/support/backend-call';
import { callJson } from './robot-json-call';

type Group = {
  id: number;
  text: string;
  reason: string;
  count: number;
  examples: { before: string; text: string; after: string }[];
};
const groups = async (sc_id = 1): Promise<Group[]> => (await call('/api/robot/study/list', { sc_id })).data;
const named = (list: Group[], text: string) => list.find((g) => g.text === text);

describe('demo robot question learning', () => {
  it('groups what customers said that nothing matched in the robot calls, with counts, reasons and context', async () => {
    const list = await groups();
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((g) => g.count)).toEqual([...list.map((g) => g.count)].sort((a, b) => b - a));
    const top = list[0]!;
    expect(top.examples.length).toBeGreaterThan(0);
    expect(top.examples[0]!.before).not.toBe('');
    expect(top.examples[0]!.after).not.toBe('');
    expect(list.some((g) => g.reason === 'notRecognised')).toBe(true);
    expect(await groups()).toEqual(list); // the demo calls are deterministic
    const offTopic = (await call('/api/robot/study/list', { sc_id: 1, reason: 'offTopic' })).data as Group[];
    expect(offTopic.every((g) => g.reason === 'offTopic')).toBe(true);
  });

  it('learning a group as a similar question makes the knowledge base answer it; the group leaves the list', async () => {
    const group = named(await groups(), '你们有线下门店吗')!;
    const entry = (await call('/api/robot/library/list', { sc_id: 1, keyword: '你们公司在哪里' })).data
      .data[0];
    const learned = await callJson('/api/robot/study/learn', {
      sc_id: 1,
      id: group.id,
      action: 'similar',
      library_id: entry.id,
    });
    expect(learned).toMatchObject({ code: 0, msg: '学习成功' });
    const after = (await call('/api/robot/library/list', { sc_id: 1, keyword: '你们公司在哪里' })).data
      .data[0];
    expect(after.similar).toContain('你们有线下门店吗');
    expect(named(await groups(), '你们有线下门店吗')).toBeUndefined();
    expect(
      (await callJson('/api/robot/study/learn', { sc_id: 1, id: group.id, action: 'ignore' })).code,
    ).toBe(1001);
  });

  it('learning a group as keywords of a system branch adds them to this script only; ignoring drops the group', async () => {
    const group = named(await groups(), '我考虑一下')!;
    expect(
      (await callJson('/api/robot/study/learn', { sc_id: 1, id: group.id, action: 'branch', answer_id: 2 }))
        .code,
    ).toBe(0);
    const mine = (await call('/api/robot/script/detail', { sc_id: 1 })).data.answerList.default;
    expect(mine.find((a: { id: number }) => a.id === 2).keyWorldList).toContain('我考虑一下');
    const other = (await call('/api/robot/script/detail', { sc_id: 3 })).data.answerList.default;
    expect(other.find((a: { id: number }) => a.id === 2).keyWorldList).not.toContain('我考虑一下');
    expect(named(await groups(), '我考虑一下')).toBeUndefined();

    const noise = (await groups()).find((g) => g.reason === 'notRecognised')!;
    expect((await callJson('/api/robot/study/learn', { sc_id: 1, id: noise.id, action: 'ignore' })).msg).toBe(
      '已忽略',
    );
    expect((await groups()).find((g) => g.id === noise.id)).toBeUndefined();
  });

  it('refuses a branch or KB entry of another script, and scripts that do not allow question study', async () => {
    const group = (await groups())[0]!;
    expect(
      (
        await callJson('/api/robot/study/learn', {
          sc_id: 1,
          id: group.id,
          action: 'branch',
          answer_id: 99999,
        })
      ).msg,
    ).toBe('请选择分支');
    const foreign = (await call('/api/robot/library/list', { sc_id: 3 })).data.data[0];
    expect(
      (
        await callJson('/api/robot/study/learn', {
          sc_id: 1,
          id: group.id,
          action: 'similar',
          library_id: foreign.id,
        })
      ).msg,
    ).toBe('请选择知识库问题');
    expect(await call('/api/robot/study/list', { sc_id: 5 })).toMatchObject({
      code: 1003,
      msg: '当前话术不允许问题学习',
    });
    expect(
      (await callJson('/api/robot/study/learn', { sc_id: 5, id: group.id, action: 'ignore' })).code,
    ).toBe(1003);
  });
});
