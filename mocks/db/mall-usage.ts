import { mallAttrGroupTable, mallAttrValueTable, mallProductTable, mallSkuTable } from './mall';

/** A SKU's label: its values' names in the order of their groups (规格 before 颜色 when 规格 comes first). */
export function skuLabel(valueIds: readonly number[]): string {
  const groupSort = (groupId: number) => mallAttrGroupTable.get(groupId)?.sort ?? 0;
  return valueIds
    .map((id) => mallAttrValueTable.get(id))
    .filter((v) => v !== undefined)
    .sort((a, b) => groupSort(a.group_id) - groupSort(b.group_id))
    .map((v) => v.name)
    .join(' / ');
}

/** How many SKUs use any of these values. */
export const skuCountOf = (valueIds: readonly number[]) =>
  mallSkuTable.list((s) => s.value_ids.some((id) => valueIds.includes(id))).length;

/**
 * Where the values are used, as the refusal of a delete says it: 商品“X”的2个规格, or 商品“X”等3个商品的5个规格;
 * undefined when no SKU uses them.
 */
export function usageOf(valueIds: readonly number[]): string | undefined {
  const skus = mallSkuTable.list((s) => s.value_ids.some((id) => valueIds.includes(id)));
  if (!skus.length) return undefined;
  const products = [...new Set(skus.map((s) => s.product_id))];
  const first = mallProductTable.get(products[0]!)?.name ?? '';
  return products.length === 1
    ? `商品“${first}”的${skus.length}个规格`
    : `商品“${first}”等${products.length}个商品的${skus.length}个规格`;
}
