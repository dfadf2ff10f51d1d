import { yuan, yuanToFen } from '@/features/expense/money';

describe('expense money', () => {
  it('reads a typed yuan amount as exact fen, never through a float', () => {
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 1234 ')).toBe(123_400);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('10000000.01')).toBe(1_000_000_001);
  });

  it('refuses what is not an amount of at most 2 decimals', () => {
    for (const text of ['', '1.234', '-1', '1e3', '1.', '.5', 'abc', '1,000'])
      expect(yuanToFen(text)).toBeNull();
  });

  it('shows fen as yuan with 2 decimals', () => {
    expect(yuan(29)).toBe('0.29');
    expect(yuan(-36)).toBe('-0.36');
    expect(yuan(yuanToFen('12345.67')!)).toBe('12345.67');
  });
});
