/**
 * Money, as the console and the demo backend both handle it: the contract's amounts are integer fen; yuan appear
 * only as typed text and as display, read and written from the digits so no float rounds them.
 */

/** Fen as yuan with 2 decimals: -36 → "-0.36", 12050 → "120.50" (a number field's text, a message's amount). */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Fen for display: ¥1,234.56. */
export function formatFen(fen: number): string {
  const [whole, cents] = yuan(fen).split('.');
  return `¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Fen as the yuan number of the older money fields (deals): the division is exact to the nearest double. */
export const fenToYuan = (fen: number) => fen / 100;

/** A typed yuan amount: whole yuan, or with 1 or 2 decimals. */
const YUAN_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * Yuan (typed text or a number field's value) in fen, read from its digits so no float rounds it ("0.29" → 29,
 * "1.1" → 110); null when it is not an amount of YUAN_TEXT.
 */
export function yuanToFen(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!YUAN_TEXT.test(text)) return null;
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * An order line: quantity × unit price less its discount (an amount off the whole line). The order is the lines'
 * goods less their discounts plus shipping; the server computes it whenever it answers an order, and the order
 * form shows the same totals live.
 */
export interface PricedLine {
  quantity: number;
  unit_price_fen: number;
  discount_fen: number;
}

export const lineGoodsFen = (l: PricedLine) => l.quantity * l.unit_price_fen;
export const lineAmountFen = (l: PricedLine) => lineGoodsFen(l) - l.discount_fen;

export interface OrderTotals {
  goods_fen: number;
  discount_fen: number;
  shipping_fen: number;
  total_fen: number;
}

export function orderTotals(lines: readonly PricedLine[], shippingFen: number): OrderTotals {
  const goods = lines.reduce((sum, l) => sum + lineGoodsFen(l), 0);
  const discount = lines.reduce((sum, l) => sum + l.discount_fen, 0);
  return {
    goods_fen: goods,
    discount_fen: discount,
    shipping_fen: shippingFen,
    total_fen: goods - discount + shippingFen,
  };
}
