import {
  checkRule,
  prepareModel,
  scoreCall,
  type Condition,
  type EngineRule,
  type Sentence,
} from '@/domain/quality/engine';

const kw = (no: number, words: string[]): Condition => ({
  no,
  kind: 'keyword',
  side: 0,
  words,
  match: 'any',
});

describe('checking a rule before it is saved or run', () => {
  it('a sound rule has no problems', () => {
    expect(checkRule({ conditions: [kw(1, ['a']), kw(2, ['b'])], logic: '1||2' })).toEqual([]);
  });
  it('every problem is reported, with condition and position', () => {
    const problems = checkRule({
      conditions: [
        kw(1, []),
        { no: 2, kind: 'regex', side: 0, pattern: 'ab(cd' },
        { no: 3, kind: 'regex', side: 0, pattern: '' },
        {
          no: 4,
          kind: 'keyword',
          side: 0,
          words: ['x'],
          match: 'any',
          range: { kind: 'around', of: 9, n: 1 },
        },
      ],
      logic: '1&&2&&3&&4&&',
    });
    expect(problems).toEqual([
      { code: 'wordsEmpty', condition: 1 },
      { code: 'regexInvalid', condition: 2, position: 2, detail: expect.any(String) },
      { code: 'regexEmpty', condition: 3 },
      { code: 'aroundUnknown', condition: 4 },
      { code: 'logicUnexpectedEnd', position: 12 },
    ]);
  });
  it('a rule without conditions', () => {
    expect(checkRule({ conditions: [], logic: '' })).toEqual([{ code: 'noConditions' }]);
  });
  it('duplicate condition numbers', () => {
    expect(checkRule({ conditions: [kw(1, ['a']), kw(1, ['b'])], logic: '1' })).toEqual([
      { code: 'duplicateNumber', condition: 1 },
    ]);
  });
  it('conditions around each other form a cycle', () => {
    const around = (no: number, of: number): Condition => ({
      ...kw(no, ['a']),
      range: { kind: 'around', of, n: 1 },
    });
    expect(checkRule({ conditions: [around(1, 2), around(2, 1)], logic: '1&&2' })).toEqual([
      { code: 'aroundCycle', condition: 1 },
    ]);
  });
});

describe('a model scoring a call', () => {
  const call: Sentence[] = [
    { role: 1, text: '您好', start_ms: 0, end_ms: 1000 },
    { role: 2, text: '我要投诉', start_ms: 1200, end_ms: 2000 },
  ];
  const rule = (id: number, words: string[], score: number): EngineRule => ({
    id,
    name: `r${id}`,
    conditions: [kw(1, words)],
    logic: '1',
    score,
  });
  it('adds points of hit rules times their weights to the base score', () => {
    const model = prepareModel({
      base_score: 100,
      pass_score: 90,
      rules: [
        { rule: rule(1, ['投诉'], -10), weight: 2 },
        { rule: rule(2, ['您好'], 5), weight: 1 },
        { rule: rule(3, ['再见'], -50), weight: 1 },
      ],
    });
    const result = scoreCall(model, call);
    expect(result.score).toBe(85);
    expect(result.passed).toBe(false);
    expect(result.outcomes.map((o) => [o.rule_id, o.hit, o.score])).toEqual([
      [1, true, -20],
      [2, true, 5],
      [3, false, 0],
    ]);
  });
  it('passes at exactly the pass mark and never goes below 0', () => {
    const at = prepareModel({
      base_score: 100,
      pass_score: 90,
      rules: [{ rule: rule(1, ['投诉'], -10), weight: 1 }],
    });
    expect(scoreCall(at, call)).toMatchObject({ score: 90, passed: true });
    const floor = prepareModel({
      base_score: 10,
      pass_score: 0,
      rules: [{ rule: rule(1, ['投诉'], -100), weight: 1 }],
    });
    expect(scoreCall(floor, call).score).toBe(0);
  });
  it('leaves out a rule with problems instead of failing the call', () => {
    const model = prepareModel({
      base_score: 100,
      pass_score: 60,
      rules: [{ rule: { ...rule(1, ['投诉'], -10), logic: '1&&' }, weight: 1 }],
    });
    expect(scoreCall(model, call)).toEqual({ score: 100, passed: true, outcomes: [], hits: [] });
  });
});
