import { yuanToFen } from '../money';

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
