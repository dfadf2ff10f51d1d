/**
 * An order's money in integer fen, as the server computes it (mocks/db/order-money.ts): the form shows the
 * same totals live. Yuan appear only as typed text and as display.
 */
export interface LineMoney {
  quantity: number;
  unit_price_fen: number;
  discount_fen: number;
}

export const lineGoodsFen = (l: LineMoney) => l.quantity * l.unit_price_fen;
export const lineAmountFen = (l: LineMoney) => lineGoodsFen(l) - l.discount_fen;

export function orderTotals(lines: readonly LineMoney[], shippingFen: number) {
  const goods = lines.reduce((sum, l) => sum + lineGoodsFen(l), 0);
  const discount = lines.reduce((sum, l) => sum + l.discount_fen, 0);
  return { goods, discount, shipping: shippingFen, total: goods - discount + shippingFen };
}

/** A typed yuan amount: whole yuan, or with 1 or 2 decimals. */
const YUAN_TEXT = /^\d+(\.\d{1,2})?$/;

/** Yuan (a number field's value or typed text) in fen, read from its digits so no float rounds it; null if not an amount. */
export function yuanToFen(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!YUAN_TEXT.test(text)) return null;
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Fen as yuan text for a number field (12050 → "120.50"), from the digits. */
export const fenToYuanText = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

/** Fen for display: ¥1,234.56. */
export function formatFen(fen: number): string {
  const [whole, cents] = fenToYuanText(fen).split('.');
  return `¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
