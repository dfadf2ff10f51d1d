import { crmDb } from './crm';
import { lineGoodsFen } from '@/domain/money';
import type { OrderLineRow } from './order-rows';
import { orderableSku } from './mall-orderable';
import { notFound } from '../kit/not-found';
import { fail, type Ctx, type FieldTexts } from '../kit/http';

/** How the order form's fields are named in the contract check's messages. */
export const orderFormTexts: FieldTexts = {
  customer_id: { label: '客户', required: '请选择客户' },
  lines: {
    label: '订单明细',
    required: '请至少添加一个商品',
    max: '订单明细最多50行',
    fields: {
      sku_id: { label: '商品', required: '请选择商品' },
      quantity: { label: '数量', invalid: '数量须为1到99999的整数' },
      unit_price_fen: { label: '单价', invalid: '单价格式不正确' },
      discount_fen: { label: '优惠', invalid: '优惠格式不正确' },
    },
  },
  shipping_fen: { label: '运费', invalid: '运费格式不正确' },
  ordered_at: { label: '下单时间' },
  remark: '备注',
};

export interface OrderFields {
  customer_id: number;
  lines: OrderLineRow[];
  shipping_fen: number;
  ordered_at: string | undefined;
  remark: string;
}

const refuse = (msg: string) => fail(422, msg, { lines: msg });

/**
 * The order form's fields once the contract check passed: the customer must exist, every line's SKU be on
 * shelf (once per order), its quantity within stock and its discount within the line. The SKU's names are
 * copied to the line; the prices are the ones typed (a negotiated price is the salesperson's call).
 */
export function orderFields({ body }: Ctx): OrderFields | Response {
  const customer = crmDb.customer(Number(body.customer_id));
  if (!customer) return notFound('客户');
  const typed = body.lines as Record<string, unknown>[];
  const lines: OrderLineRow[] = [];
  const seen = new Set<number>();
  for (const [i, raw] of typed.entries()) {
    const row = `第${i + 1}行：`;
    const sku = orderableSku(Number(raw.sku_id));
    if (!sku) return refuse(`${row}商品不存在或已下架`);
    if (seen.has(sku.sku_id)) return refuse(`${row}${sku.product_name}（${sku.sku_label}）重复，请合并数量`);
    seen.add(sku.sku_id);
    const line = {
      sku_id: sku.sku_id,
      product_name: sku.product_name,
      sku_label: sku.sku_label,
      quantity: Number(raw.quantity),
      unit_price_fen: Number(raw.unit_price_fen),
      discount_fen: Number(raw.discount_fen ?? 0),
    };
    if (line.quantity > sku.stock)
      return refuse(`${row}${sku.product_name}（${sku.sku_label}）库存不足，最多可订${sku.stock}件`);
    if (line.discount_fen > lineGoodsFen(line)) return refuse(`${row}优惠不能超过该行金额`);
    lines.push(line);
  }
  return {
    customer_id: customer.id,
    lines,
    shipping_fen: Number(body.shipping_fen ?? 0),
    ordered_at: typeof body.ordered_at === 'string' && body.ordered_at ? body.ordered_at : undefined,
    remark: typeof body.remark === 'string' ? body.remark.trim() : '',
  };
}
