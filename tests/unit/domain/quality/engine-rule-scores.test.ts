import {
  prepareModel,
  scoreByRule,
  scoreCall,
  type EngineRule,
  type Sentence,
} from '@/domain/quality/engine';

/** A rule that hits every agent sentence holding one of the words. */
const rule = (id: number, name: string, words: string[], score: number): EngineRule => ({
  id,
  name,
  conditions: [{ no: 1, kind: 'keyword', side: 1, words, match: 'any' }],
  logic: '1',
  score,
});
const line = (text: string, i: number): Sentence => ({
  role: 1,
  text,
  start_ms: i * 1000,
  end_ms: i * 1000 + 900,
});

/** Five sentences with a forbidden word: five hits of one rule, and one greeting. */
const call = ['您好', '不知道', '不知道啊', '我不知道', '不知道呢', '不知道了'].map(line);
const model = prepareModel({
  base_score: 100,
  pass_score: 90,
  rules: [
    { rule: rule(1, '服务禁语', ['不知道'], -7), weight: 2 },
    { rule: rule(2, '开场问候', ['您好'], 3), weight: 1 },
  ],
});

describe('the scoring model: per rule per call', () => {
  it('counts a rule once however many times it hits, and lists it once with its hit count', () => {
    const scored = scoreCall(model, call);
    expect(scored.hits.filter((h) => h.rule_id === 1)).toHaveLength(5);
    expect(scored.score).toBe(100 - 14 + 3);
    expect(scoreByRule({ base_score: 100, hits: scored.hits }).rules).toEqual([
      { rule_id: 2, rule_name: '开场问候', points: 3, hit_count: 1, overturned_count: 0, counted: 3 },
      { rule_id: 1, rule_name: '服务禁语', points: -14, hit_count: 5, overturned_count: 0, counted: -14 },
    ]);
  });

  it('overturning one of several hits changes the rule’s standing hits, not the score; the last gives the points back', () => {
    const { hits } = scoreCall(model, call);
    const forbidden = hits.filter((h) => h.rule_id === 1);
    const decisions: Record<string, 'overturned'> = {};
    for (const [i, h] of forbidden.entries()) {
      decisions[h.key] = 'overturned';
      const after = scoreByRule({ base_score: 100, hits, decisions });
      const row = after.rules.find((r) => r.rule_id === 1)!;
      expect(row.overturned_count).toBe(i + 1);
      const last = i === forbidden.length - 1;
      expect(row.counted).toBe(last ? 0 : -14);
      expect(after.score).toBe(last ? 103 : 89);
    }
  });

  it('a confirmed hit keeps the rule; deductions take their points; the score never goes below 0', () => {
    const { hits } = scoreCall(model, call);
    const [first, second] = hits.filter((h) => h.rule_id === 1);
    const confirmed = scoreByRule({
      base_score: 100,
      hits,
      decisions: { [first!.key]: 'confirmed', [second!.key]: 'overturned' },
      deductions: [{ points: 5 }, { points: 1 }],
    });
    expect(confirmed.score).toBe(100 - 14 + 3 - 6);
    expect(scoreByRule({ base_score: 10, hits, deductions: [{ points: 50 }] }).score).toBe(0);
  });

  it('a bonus rule gives its points once, and loses them when its hit is overturned', () => {
    const { hits } = scoreCall(model, call);
    const greeting = hits.find((h) => h.rule_id === 2)!;
    expect(scoreByRule({ base_score: 100, hits, decisions: { [greeting.key]: 'overturned' } }).score).toBe(
      86,
    );
  });
});
