import { formatFen, lineAmountFen, orderTotals, yuan, yuanToFen } from '@/domain/money';

describe('money: one module for the console and the demo backend', () => {
  it('reads a typed yuan amount as exact fen, never through a float', () => {
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 1234 ')).toBe(123_400);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('10000000.01')).toBe(1_000_000_001);
  });

  it('reads a number field’s value (a number, or nothing) as the same fen', () => {
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(120.5)).toBe(12_050);
    expect(yuanToFen(null)).toBeNull();
    expect(yuanToFen(undefined)).toBeNull();
  });

  it('refuses what is not an amount of at most 2 decimals', () => {
    for (const text of ['', '1.234', '-1', '1e3', '1.', '.5', 'abc', '1,000'])
      expect(yuanToFen(text)).toBeNull();
  });

  it('shows fen as yuan with 2 decimals', () => {
    expect(yuan(29)).toBe('0.29');
    expect(yuan(-36)).toBe('-0.36');
    expect(yuan(12_050)).toBe('120.50');
    expect(yuan(yuanToFen('12345.67')!)).toBe('12345.67');
  });

  it('writes every whole fen amount digit for digit, as the orders’ digit-built text did', () => {
    const digits = (fen: number) =>
      `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
    for (let fen = -100_000; fen <= 100_000; fen += 1)
      if (yuan(fen) !== digits(fen)) expect(yuan(fen)).toBe(digits(fen));
    for (const fen of [999_999_999_99, 123_456_789_01, 2 ** 40 + 5]) expect(yuan(fen)).toBe(digits(fen));
  });

  it('formats fen for display with the yuan sign and thousands separators', () => {
    expect(formatFen(123_456)).toBe('¥1,234.56');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100_000_000)).toBe('¥1,000,000.00');
  });

  it('totals an order as the server does: goods less discounts plus shipping', () => {
    const lines = [
      { quantity: 3, unit_price_fen: 1999, discount_fen: 500 },
      { quantity: 1, unit_price_fen: 10_000, discount_fen: 0 },
    ];
    expect(lineAmountFen(lines[0]!)).toBe(5497);
    expect(orderTotals(lines, 800)).toEqual({
      goods_fen: 15_997,
      discount_fen: 500,
      shipping_fen: 800,
      total_fen: 16_297,
    });
  });
});
