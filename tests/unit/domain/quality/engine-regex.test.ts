import { compileRegex } from '@/domain/quality/engine';

describe('regular expressions typed by users', () => {
  it('a valid pattern compiles with the global flag', () => {
    const compiled = compileRegex('退(款|费)');
    expect(compiled.ok && compiled.regex.flags).toBe('g');
    expect(compileRegex('abc', true)).toEqual({ ok: true, regex: /abc/gi });
  });
  it.each([
    ['ab(cd', 2],
    ['a)b', 1],
    ['[abc', 0],
    ['xy[abc', 2],
    ['*abc', 0],
    ['ab**', 3],
    ['a(b)c)', 5],
    ['(a**', 3],
    ['abc\\', 3],
  ])('%j is refused at position %i with a reason', (pattern, position) => {
    const compiled = compileRegex(pattern);
    expect(compiled).toEqual({ ok: false, position, detail: expect.any(String) });
    expect(compiled.ok || compiled.detail.length).toBeTruthy();
  });
});
