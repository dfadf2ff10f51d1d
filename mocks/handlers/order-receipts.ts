import { crmDb } from '../db/crm';
import { collectionOf, today } from '../db/order-collection';
import { yuan } from '@/domain/money';
import {
  RECEIPT_METHODS,
  RECEIPT_VALID,
  RECEIPT_VOIDED,
  receiptNo,
  type ReceiptMethod,
  type ReceiptRow,
} from '../db/order-plan-rows';
import { receiptTable } from '../db/order-receipts';
import { orderTable } from '../db/orders';
import { voucherPicture } from '../db/receipt-voucher';
import { visibleStaffIds } from '../db/staff';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { pictureFault } from '../kit/picture';
import { compareTimes, now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';
import { presentReceipt } from '../db/order-plan-present';
import { collectable, visibleInstalment } from '../db/order-access';

/** The voucher upload's limits (openapi/paths/orders.yaml, receiptVoucherUpload). */

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/** The receipts of a query within the user's data scope (by the order's owner), newest first. */
function queryReceipts({ body, user }: Ctx): ReceiptRow[] {
  const owners = visibleStaffIds(user);
  const [keyword, method, start, end] = [body.keyword, body.method, body.start_date, body.end_date].map(text);
  const status = body.status ? Number(body.status) : undefined;
  const orderId = body.order_id ? Number(body.order_id) : undefined;
  const matches = (r: ReceiptRow) => {
    if (!keyword || r.receipt_no.includes(keyword) || r.payer.includes(keyword)) return true;
    const order = orderTable.get(r.order_id);
    if (!order) return false;
    return order.order_no.includes(keyword) || !!crmDb.customer(order.customer_id)?.name.includes(keyword);
  };
  return receiptTable.list(
    (r) => {
      const owner = orderTable.get(r.order_id)?.owner_id;
      return (
        (!owners || (owner !== undefined && owners.has(owner))) &&
        (orderId === undefined || r.order_id === orderId) &&
        (!method || r.method === method) &&
        (status === undefined || r.status === status) &&
        (!start || r.received_on >= start) &&
        (!end || r.received_on <= end) &&
        matches(r)
      );
    },
    (a, b) => compareTimes(b.received_on, a.received_on) || b.id - a.id,
  );
}

/** A receipt against an instalment: within what is still due on it, not dated after today. */
function addReceipt(ctx: Ctx) {
  const { body, user } = ctx;
  const found = visibleInstalment(user, Number(body.instalment_id));
  if (!found) return notFound('回款计划');
  const { instalment, order } = found;
  if (!collectable(order)) return fail(422, '只有已审核或已完成的订单可以登记回款');
  const receivedOn = text(body.received_on);
  if (receivedOn > today()) return refuse('received_on', '回款日期不能晚于今天');
  const state = collectionOf(order).instalments.find((s) => s.id === instalment.id)!;
  const amount = Number(body.amount_fen);
  if (state.remaining_fen <= 0) return refuse('amount_fen', `第${state.seq}期已全部回款`);
  if (amount > state.remaining_fen)
    return refuse('amount_fen', `回款金额超过该期未收金额${yuan(state.remaining_fen)}元`);
  const at = now();
  const saved = receiptTable.insert((id) => ({
    id,
    receipt_no: receiptNo(id, at),
    order_id: order.id,
    instalment_id: instalment.id,
    received_on: receivedOn,
    amount_fen: amount,
    method: text(body.method) as ReceiptMethod,
    payer: text(body.payer),
    voucher: text(body.voucher),
    remark: text(body.remark),
    status: RECEIPT_VALID,
    void_reason: '',
    staff_id: user.id,
    created_at: at,
  }));
  return ok(presentReceipt(saved), '登记成功');
}

/** Voids a receipt with its reason: its amount is due again on its instalment. */
function voidReceipt({ body, user }: Ctx) {
  const receipt = receiptTable.get(Number(body.id));
  const owners = visibleStaffIds(user);
  const owner = receipt && orderTable.get(receipt.order_id)?.owner_id;
  if (!receipt || (owners && (owner === undefined || !owners.has(owner)))) return notFound('回款记录');
  if (receipt.status === RECEIPT_VOIDED) return fail(422, '该回款已作废');
  const saved = receiptTable.update(receipt.id, { status: RECEIPT_VOIDED, void_reason: text(body.reason) })!;
  return ok(presentReceipt(saved), '作废成功');
}

async function uploadVoucher({ body }: Ctx) {
  const file = body.file;
  if (!(file instanceof Blob)) return refuse('file', '请选择回款凭证');
  const fault = await pictureFault(file);
  if (fault) return refuse('file', fault);
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '回款凭证';
  return ok({ url: voucherPicture(name) }, '上传成功');
}

export const orderReceiptHandlers = [
  authed('orders/receipt/list', (ctx) => ok(page(queryReceipts(ctx), ctx.body, presentReceipt)), {
    keyword: '关键词',
    method: { label: '回款方式', invalid: '回款方式不正确' },
    start_date: '开始日期',
    end_date: '结束日期',
  }),
  authed('orders/receipt/add', addReceipt, {
    instalment_id: { label: '回款期次', required: '请选择回款期次' },
    received_on: { label: '回款日期', required: '请选择回款日期', invalid: '回款日期格式不正确' },
    amount_fen: { label: '回款金额', required: '请输入回款金额', invalid: '回款金额须大于0' },
    method: {
      label: '回款方式',
      required: '请选择回款方式',
      invalid: `回款方式只能是${RECEIPT_METHODS.join('、')}`,
    },
    payer: { label: '付款人', max: '付款人不能超过30个字符' },
    voucher: { label: '回款凭证' },
    remark: { label: '备注', max: '备注不能超过200个字符' },
  }),
  authed('orders/receipt/void', voidReceipt, {
    reason: { label: '作废原因', required: '请输入作废原因', max: '作废原因不能超过50个字符' },
  }),
  authed('orders/receipt/voucher/upload', uploadVoucher, {
    file: { label: '回款凭证', required: '请选择回款凭证' },
  }),
];
