import { yuanToFen } from '@/lib/money';
import type { MallSkuForm } from './api';
import type { SkuRow } from './sku-grid';

/** The SKUs as the contract takes them (price in fen), or the first row that cannot be sent and why. */
export function skuBody(rows: readonly SkuRow[]): MallSkuForm[] | { row: SkuRow; fault: 'price' | 'stock' } {
  const skus: MallSkuForm[] = [];
  for (const row of rows) {
    // an empty price is "no price yet": the product cannot go on shelf with only such SKUs
    const price = row.price.trim() === '' ? 0 : yuanToFen(row.price);
    if (price === null) return { row, fault: 'price' };
    if (row.stock === null || !Number.isInteger(row.stock) || row.stock < 0) return { row, fault: 'stock' };
    skus.push({ value_ids: row.value_ids, price, stock: row.stock });
  }
  return skus;
}
