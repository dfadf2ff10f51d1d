/** The rows of the orders area of the demo backend (./orders.ts keeps them). */

/** 1 待审核, 2 已审核, 3 已完成, 4 已作废 (openapi/schemas/orders.yaml#/OrderStatus). */
export type OrderStatus = 1 | 2 | 3 | 4;
export const PENDING = 1;
export const APPROVED = 2;
export const COMPLETED = 3;
export const VOIDED = 4;

export const orderStatusNames: Record<OrderStatus, string> = {
  1: '待审核',
  2: '已审核',
  3: '已完成',
  4: '已作废',
};

/** One line as ordered: the SKU's names and the price are copied, so a later catalogue change leaves it be. */
export interface OrderLineRow {
  sku_id: number;
  product_name: string;
  sku_label: string;
  quantity: number;
  unit_price_fen: number;
  discount_fen: number;
}

export type OrderAction = 'create' | 'update' | 'approve' | 'complete' | 'void';
export const orderActionNames: Record<OrderAction, string> = {
  create: '创建订单',
  update: '修改订单',
  approve: '审核通过',
  complete: '完成订单',
  void: '作废订单',
};

export interface OrderEventRow {
  action: OrderAction;
  staff_id: number;
  note: string;
  at: string;
}

/** An order as stored: no totals (./order-money.ts computes them from the lines). */
export interface OrderRow {
  id: number;
  order_no: string;
  customer_id: number;
  owner_id: number;
  lines: OrderLineRow[];
  shipping_fen: number;
  status: OrderStatus;
  void_reason: string;
  deal_id: number | null;
  remark: string;
  ordered_at: string;
  created_at: string;
  updated_at: string;
  timeline: OrderEventRow[];
  /** ../kit/version.ts: absent on seeded rows (version 1) */
  version?: number;
}

/** DD + the day it was created + the id: unique, and sorts like the orders. */
export const orderNo = (id: number, createdAt: string) =>
  `DD${createdAt.slice(0, 10).replaceAll('-', '')}${String(id).padStart(4, '0')}`;
