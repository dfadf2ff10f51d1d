import { mallProductTable, mallSkuTable, skusOf, type MallSkuRow } from './mall';
import { skuLabel } from './mall-usage';

/** A SKU as an order line picks it (openapi/schemas/mall.yaml#/MallSkuOption): price in fen. */
export interface OrderableSku {
  sku_id: number;
  product_id: number;
  product_name: string;
  sku_label: string;
  price: number;
  stock: number;
}

const orderable = (s: MallSkuRow, productName: string): OrderableSku => ({
  sku_id: s.id,
  product_id: s.product_id,
  product_name: productName,
  sku_label: skuLabel(s.value_ids),
  price: s.price,
  stock: s.stock,
});

/** What an order line can pick: SKUs of products on shelf with a price and stock left, by product name. */
export function orderableSkus(): OrderableSku[] {
  return mallProductTable
    .list((p) => p.status === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
    .flatMap((p) =>
      skusOf(p.id)
        .filter((s) => s.price > 0 && s.stock > 0)
        .map((s) => orderable(s, p.name)),
    );
}

/**
 * One SKU an order may name: its product on shelf and priced. Stock is left to the caller, which says how many
 * are left (a line of an order being edited may keep a SKU whose stock has since run out, and be told so).
 */
export function orderableSku(id: number): OrderableSku | undefined {
  const sku = mallSkuTable.get(id);
  const product = sku && mallProductTable.get(sku.product_id);
  return sku && product?.status === 1 && sku.price > 0 ? orderable(sku, product.name) : undefined;
}
