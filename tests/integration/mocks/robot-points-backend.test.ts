/**
 * @jest-environment node
 */
import { callBackend as call } from '@tests/support/backend-call';
import { callJson } from './robot-json-call';

const settings = {
  sc_id: 1,
  levels: [
    { level: 'A', min: 70 },
    { level: 'B', min: 40 },
    { level: 'C', min: 0 },
  ],
  node_score: 0,
  node_points: [{ node_key: 'r1s1n0', points: 15 }],
  branch_points: [{ answer_id: 3, points: -30 }],
  kb_points: 8,
  call_rules: [{ kind: 'turns', min: 4, points: 10 }],
};

describe('demo robot points settings', () => {
  it('answers the defaults (A–F) until saved, then what was saved', async () => {
    const before = await call('/api/robot/points/detail', { sc_id: 1 });
    expect(before.data).toMatchObject({ sc_id: 1, updated_at: null, node_score: 1 });
    expect(before.data.levels.map((l: { level: string }) => l.level)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const saved = await callJson('/api/robot/points/save', settings);
    expect(saved).toMatchObject({ code: 0, data: { kb_points: 8, node_score: 0 } });
    const after = await call('/api/robot/points/detail', { sc_id: 1 });
    expect(after.data).toMatchObject({ ...settings, updated_at: expect.any(String) });
  });

  it('refuses levels that do not tell totals apart, thresholds beyond 0–100, and a script that forbids changes', async () => {
    const twice = await callJson('/api/robot/points/save', {
      ...settings,
      levels: [
        { level: 'A', min: 50 },
        { level: 'A', min: 0 },
      ],
    });
    expect(twice).toMatchObject({ code: 422, msg: '意向等级名称重复' });
    const noZero = await callJson('/api/robot/points/save', {
      ...settings,
      levels: [{ level: 'A', min: 50 }],
    });
    expect(noZero.msg).toBe('需要一个从0分开始的意向等级');
    const sameMin = await callJson('/api/robot/points/save', {
      ...settings,
      levels: [
        { level: 'A', min: 0 },
        { level: 'B', min: 0 },
      ],
    });
    expect(sameMin.msg).toBe('意向等级的分数线重复');
    const beyond = await callJson('/api/robot/points/save', {
      ...settings,
      levels: [
        { level: 'A', min: 120 },
        { level: 'B', min: 0 },
      ],
    });
    expect(beyond).toMatchObject({ code: 422, msg: '分数线应为0-100的整数' });
    const tooMany = await callJson('/api/robot/points/save', { ...settings, kb_points: 500 });
    expect(tooMany.msg).toBe('积分应为-100到100的整数');
    const experience = await callJson('/api/robot/points/save', { ...settings, sc_id: 5 });
    expect(experience).toMatchObject({ code: 1003, msg: '当前话术不允许修改知识库' });
  });
});
