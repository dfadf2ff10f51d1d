import { evaluateLogic, parseLogic, positiveRefs } from '@/domain/quality/engine';

const evalWith = (source: string, trueOnes: number[], known = [1, 2, 3, 4]) => {
  const parsed = parseLogic(source, known);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return evaluateLogic(parsed.node, (no) => trueOnes.includes(no));
};

describe('rule logic expressions', () => {
  it('&& binds tighter than ||', () => {
    // 1&&2||3 is (1&&2)||3
    expect(evalWith('1&&2||3', [3])).toBe(true);
    expect(evalWith('1&&2||3', [1])).toBe(false);
    // 1||2&&3 is 1||(2&&3)
    expect(evalWith('1||2&&3', [1])).toBe(true);
    expect(evalWith('1||2&&3', [2])).toBe(false);
  });
  it('! binds tighter than && and can repeat', () => {
    expect(evalWith('1&&2||!3', [])).toBe(true);
    expect(evalWith('1&&2||!3', [3])).toBe(false);
    expect(evalWith('!!1', [1])).toBe(true);
    expect(evalWith('!1&&2', [2])).toBe(true);
    expect(evalWith('!1&&2', [1, 2])).toBe(false);
  });
  it('parentheses group and whitespace is ignored', () => {
    expect(evalWith(' 1 && ( 2 || 3 ) ', [1, 3])).toBe(true);
    expect(evalWith('1&&(2||3)', [2, 3])).toBe(false);
    expect(evalWith('!(1||2)', [])).toBe(true);
    expect(evalWith('((1))', [1])).toBe(true);
  });
  it('multi-digit condition numbers', () => {
    expect(evalWith('12||1', [12], [1, 12])).toBe(true);
  });
  it.each([
    ['', 'logicEmpty', 0],
    ['   ', 'logicEmpty', 0],
    ['1&2', 'logicUnexpectedChar', 1],
    ['1 and 2', 'logicUnexpectedChar', 2],
    ['1&&', 'logicUnexpectedEnd', 3],
    ['(1||2', 'logicUnexpectedEnd', 5],
    ['1||2)', 'logicUnexpectedToken', 4],
    ['1 2', 'logicUnexpectedToken', 2],
    ['&&1', 'logicUnexpectedToken', 0],
    ['()', 'logicUnexpectedToken', 1],
    ['1&&!', 'logicUnexpectedEnd', 4],
    ['1&&5', 'logicUnknownCondition', 3],
    ['alert(1)', 'logicUnexpectedChar', 0],
  ])('%j is refused as %s at %i', (source, code, position) => {
    const parsed = parseLogic(source, [1, 2, 3]);
    expect(parsed).toEqual({ ok: false, problem: expect.objectContaining({ code, position }) });
  });
  it('names the unknown condition', () => {
    expect(parseLogic('1||7', [1])).toEqual({
      ok: false,
      problem: { code: 'logicUnknownCondition', position: 3, condition: 7 },
    });
  });
  it('positive references leave out negated conditions', () => {
    const parsed = parseLogic('1&&!(2||!3)', [1, 2, 3]);
    if (!parsed.ok) throw new Error('parse');
    expect([...positiveRefs(parsed.node)].sort()).toEqual([1, 3]);
  });
});
