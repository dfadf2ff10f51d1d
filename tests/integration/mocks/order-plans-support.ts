import { db } from '@mocks/db/db';
import type { OrderRow } from '@mocks/db/order-rows';
import { orderTable } from '@mocks/db/orders';
import { type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';
const JSON_PATHS = ['/api/orders/plan/add', '/api/orders/plan/save'];

/** POSTs like the console (JSON for the plan form, else a form) and checks the answer against the contract. */
export async function call(
  apiPath: string,
  body: Record<string, unknown> = {},
  user = 'admin',
): Promise<Answer> {
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', db.createSession(user).token);
  const json = JSON_PATHS.includes(apiPath);
  const form = new URLSearchParams();
  if (!json) for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(url, {
    method: 'POST',
    body: json ? JSON.stringify(body) : form,
    headers: json ? { 'content-type': 'application/json' } : undefined,
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

/**
 * An approved order of exactly `totalFen` (one line, no shipping), stored directly: the plans and receipts
 * are what these tests drive through the handlers, whatever catalogue the order lines pick from.
 */
export function approvedOrder(totalFen: number, ownerId = 1, status: OrderRow['status'] = 2): OrderRow {
  const at = '2026-01-05 10:00:00';
  return orderTable.insert((id) => ({
    id,
    order_no: `DD20260105${String(id).padStart(4, '0')}`,
    customer_id: 1,
    owner_id: ownerId,
    lines: [
      {
        sku_id: 1,
        product_name: '测试商品',
        sku_label: '标准版',
        quantity: 1,
        unit_price_fen: totalFen,
        discount_fen: 0,
      },
    ],
    shipping_fen: 0,
    status,
    void_reason: '',
    deal_id: null,
    remark: '',
    ordered_at: at,
    created_at: at,
    updated_at: at,
    timeline: [],
  }));
}

export interface InstalmentInput {
  id?: number;
  due_date: string;
  amount_fen: number;
  remark?: string;
}

export const savePlan = (order_id: number, instalments: InstalmentInput[], user?: string) =>
  call('/api/orders/plan/save', { order_id, instalments }, user);

export const receive = (instalment_id: number, amount_fen: number, extra: Record<string, unknown> = {}) =>
  call('/api/orders/receipt/add', {
    instalment_id,
    amount_fen,
    received_on: '2026-01-10',
    method: '银行转账',
    payer: '测试付款人',
    ...extra,
  });
