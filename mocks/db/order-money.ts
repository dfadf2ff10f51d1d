/**
 * An order's money, in integer fen only: a line is quantity × unit price less its discount (an amount off the
 * whole line), the order is the lines' goods less their discounts plus shipping. Never stored: computed from
 * the lines whenever an order is answered, so the totals cannot disagree with them.
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

/** Fen as the yuan number of the older money fields (deals): the division is exact to the nearest double. */
export const fenToYuan = (fen: number) => fen / 100;

/** Fen as yuan text for a message (1234 → 12.34), from the digits. */
export const yuanText = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
