import { yuanToFen } from '@/domain/money';
import type { MallSkuForm } from './api';
import type { SkuRow } from './sku-grid';

/** The SKUs as the contract takes them (price in fen), or the first row that cannot be sent and why. */
export function skuBody(rows: readonly SkuRow[]): MallSkuForm[] | { row: SkuRow; fault: 'price' | 'stock' } {
  const skus: MallSkuForm[] = [];
  for (const row of rows) {
    // an empty price is "no price yet": the product cannot go on shelf with only such SKUs
    const text = row.price?.trim() ?? '';
    const price = text === '' ? 0 : yuanToFen(text);
    if (price === null) return { row, fault: 'price' };
    const stock = row.stock ?? 0;
    if (!Number.isInteger(stock) || stock < 0) return { row, fault: 'stock' };
    skus.push({ value_ids: row.value_ids, price, stock });
  }
  return skus;
}
