import { clampNumber } from '@/lib/clamp-number';

describe('clampNumber', () => {
  it('[FLOW-51] raises a value under min to min', () => {
    expect(clampNumber(-5, 0, 100)).toBe(0);
    expect(clampNumber(-11, -10, 10)).toBe(-10);
  });

  it('[FLOW-51] lowers a value over max to max', () => {
    expect(clampNumber(500, 0, 100)).toBe(100);
    expect(clampNumber(11, -10, 10)).toBe(10);
  });

  it('[FLOW-51] keeps a value within the bounds, the bounds included', () => {
    expect(clampNumber(50, 0, 100)).toBe(50);
    expect(clampNumber(0, 0, 100)).toBe(0);
    expect(clampNumber(100, 0, 100)).toBe(100);
    expect(clampNumber(7, 7, 7)).toBe(7);
  });

  it('treats a missing bound as open', () => {
    expect(clampNumber(-1e9)).toBe(-1e9);
    expect(clampNumber(1e9, 0)).toBe(1e9);
    expect(clampNumber(-3, 0)).toBe(0);
    expect(clampNumber(-1e9, undefined, 10)).toBe(-1e9);
    expect(clampNumber(30, undefined, 10)).toBe(10);
  });
});
