/** The rows of the payment plans and receipts of the orders (./order-plans.ts and ./order-receipts.ts keep them). */

/** One instalment of an order's plan, in fen. Its status is never stored: ./order-collection.ts derives it. */
export interface InstalmentRow {
  id: number;
  order_id: number;
  /** 1..n by due date */
  seq: number;
  /** YYYY-MM-DD */
  due_date: string;
  amount_fen: number;
  remark: string;
  created_at: string;
  updated_at: string;
}

/** openapi/schemas/orders.yaml#/ReceiptMethod */
export const RECEIPT_METHODS = ['银行转账', '现金', '微信', '支付宝', '支票'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** 1 有效, 2 已作废 (openapi/schemas/orders.yaml#/ReceiptStatus). */
export type ReceiptStatus = 1 | 2;
export const RECEIPT_VALID = 1;
export const RECEIPT_VOIDED = 2;
export const receiptStatusNames: Record<ReceiptStatus, string> = { 1: '有效', 2: '已作废' };

/** Money received against one instalment; a voided one stays, with its reason, and counts no more. */
export interface ReceiptRow {
  id: number;
  receipt_no: string;
  order_id: number;
  instalment_id: number;
  /** YYYY-MM-DD */
  received_on: string;
  amount_fen: number;
  method: ReceiptMethod;
  payer: string;
  /** a small placeholder picture's url (never the uploaded file: localStorage is small); empty when none */
  voucher: string;
  remark: string;
  status: ReceiptStatus;
  void_reason: string;
  staff_id: number;
  created_at: string;
}

/** HK + the day it was registered + the id: unique, and sorts like the receipts. */
export const receiptNo = (id: number, createdAt: string) =>
  `HK${createdAt.slice(0, 10).replaceAll('-', '')}${String(id).padStart(4, '0')}`;
