import type { MallSkuOption, OrderDetail } from '../api';
import { lineGoodsFen, yuanToFen } from '@/domain/money';

/** A line as the form holds it: the SKU, a quantity and yuan as typed (fen only when sent or summed). */
export interface LineValues {
  key: string;
  sku_id?: number;
  quantity?: number;
  unit_price?: number | string;
  discount?: number | string;
}

/** A line's money in fen, empty fields as 0 (the live totals count what is typed so far). */
export const lineFen = (l: LineValues) => ({
  quantity: l.quantity ?? 0,
  unit_price_fen: yuanToFen(l.unit_price ?? 0) ?? 0,
  discount_fen: yuanToFen(l.discount ?? 0) ?? 0,
});

let lastKey = 0;
/** A key for a new line of the editable table (rows of one form never share one). */
export const newLineKey = () => `line-${++lastKey}`;

type LineFaultKey =
  | 'form.skuRequired'
  | 'form.duplicateSku'
  | 'form.quantityRequired'
  | 'form.overStock'
  | 'form.unitPriceRequired'
  | 'form.discountOver';

/** The first line (numbered from 1) the server would refuse, and why (a key of the orders texts). */
export function firstLineFault(
  lines: readonly LineValues[],
  skuById: ReadonlyMap<number, MallSkuOption>,
): { row: number; key: LineFaultKey; params?: { stock: number } } | undefined {
  for (const [i, line] of lines.entries()) {
    const row = i + 1;
    if (!line.sku_id) return { row, key: 'form.skuRequired' };
    if (lines.some((other, j) => j < i && other.sku_id === line.sku_id))
      return { row, key: 'form.duplicateSku' };
    if (!line.quantity) return { row, key: 'form.quantityRequired' };
    const sku = skuById.get(line.sku_id);
    if (sku && line.quantity > sku.stock) return { row, key: 'form.overStock', params: { stock: sku.stock } };
    if (line.unit_price == null || line.unit_price === '') return { row, key: 'form.unitPriceRequired' };
    const money = lineFen(line);
    if (money.discount_fen > lineGoodsFen(money)) return { row, key: 'form.discountOver' };
  }
  return undefined;
}

/**
 * The on-shelf SKUs, plus those the order being changed already names that are no longer offered (sold out
 * or off shelf) with no stock: its lines still read as ordered, and say why they cannot be saved as they are.
 */
export function withOrderedSkus(onShelf: MallSkuOption[], order: OrderDetail | null): MallSkuOption[] {
  const missing = (order?.lines ?? []).filter((l) => !onShelf.some((s) => s.sku_id === l.sku_id));
  if (!missing.length) return onShelf;
  return [
    ...onShelf,
    ...missing.map((l) => ({
      sku_id: l.sku_id,
      product_id: 0,
      product_name: l.product_name,
      sku_label: l.sku_label,
      price: l.unit_price_fen,
      stock: 0,
    })),
  ];
}
