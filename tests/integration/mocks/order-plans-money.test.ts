/**
 * @jest-environment node
 */
import { Faker, base } from '@faker-js/faker';
import { resetDb } from '@mocks/db/db';
import { approvedOrder, call, receive, savePlan } from './order-plans-support';

interface Instalment {
  id: number;
  amount_fen: number;
  received_fen: number;
  remaining_fen: number;
  status: number;
}
interface Receipt {
  id: number;
  instalment_id: number;
  amount_fen: number;
  status: number;
}

const ORDERS = 250;
const statusOf = (received: number, amount: number) => (received === 0 ? 0 : received === amount ? 2 : 1);

/** Everything the answers say about one order's money agrees with itself, in whole fen. */
async function expectConsistent(orderId: number, totalFen: number) {
  const { order, instalments, receipts } = (await call('/api/orders/plan/detail', { order_id: orderId }))
    .data as {
    order: { total_fen: number; received_fen: number; due_fen: number; paid_instalment_count: number };
    instalments: Instalment[];
    receipts: Receipt[];
  };
  const valid = receipts.filter((r) => r.status === 1);
  expect(order.total_fen).toBe(totalFen);
  expect(instalments.reduce((s, i) => s + i.amount_fen, 0)).toBe(totalFen);
  expect(order.received_fen).toBe(valid.reduce((s, r) => s + r.amount_fen, 0));
  expect(order.due_fen).toBe(order.total_fen - order.received_fen);
  expect(order.paid_instalment_count).toBe(instalments.filter((i) => i.status === 2).length);
  for (const i of instalments) {
    const received = valid.filter((r) => r.instalment_id === i.id).reduce((s, r) => s + r.amount_fen, 0);
    expect(i.received_fen).toBe(received);
    expect(received).toBeLessThanOrEqual(i.amount_fen);
    expect(i.remaining_fen).toBe(i.amount_fen - received);
    expect(i.status).toBe(statusOf(received, i.amount_fen));
  }
  const numbers = [
    ...Object.values(order),
    ...instalments.flatMap((i) => [i.amount_fen, i.received_fen, i.remaining_fen]),
    ...receipts.map((r) => r.amount_fen),
  ].filter((v) => typeof v === 'number');
  numbers.forEach((n) => expect(Number.isInteger(n)).toBe(true));
  const listed = (await call('/api/orders/detail', { id: orderId })).data;
  expect([listed.received_fen, listed.due_fen]).toEqual([order.received_fen, order.due_fen]);
  return { instalments, receipts: valid };
}

beforeAll(() => resetDb());

it(`[ROUTES-CALLCENTRE-20] [ROUTES-CALLCENTRE-21] ${ORDERS} random orders, plans and receipts: totals, balances and statuses always agree`, async () => {
  const faker = new Faker({ locale: [base], seed: 20_21 });
  for (let n = 0; n < ORDERS; n++) {
    const total = faker.number.int({ min: 1, max: 50_000_000 });
    const order = approvedOrder(total);
    // a plan of up to 6 instalments, cut at random fen; sometimes one fen off, which must be refused
    const count = Math.min(total, faker.number.int({ min: 1, max: 6 }));
    const cuts = faker.helpers
      .uniqueArray(() => faker.number.int({ min: 1, max: total - 1 }), Math.min(count - 1, total - 1))
      .sort((a, b) => a - b);
    const bounds = [0, ...cuts, total];
    const amounts = bounds.slice(1).map((b, i) => b - bounds[i]!);
    const dues = amounts.map((_a, i) => `2026-0${1 + (i % 9)}-1${i}`);
    if (faker.datatype.boolean({ probability: 0.2 })) {
      const off = faker.helpers.arrayElement([-1, 1]);
      const refused = await savePlan(
        order.id,
        amounts.map((a, i) => ({ due_date: dues[i]!, amount_fen: i === 0 ? a + off : a })),
      );
      expect(refused.msg).toBe(`分期金额合计比订单金额${off < 0 ? '少' : '多'}0.01元`);
    }
    const saved = await savePlan(
      order.id,
      amounts.map((a, i) => ({ due_date: dues[i]!, amount_fen: a })),
    );
    expect(saved.code).toBe(0);
    let state = await expectConsistent(order.id, total);

    for (let step = faker.number.int({ min: 1, max: 6 }); step > 0; step--) {
      const open = state.instalments.filter((i) => i.remaining_fen > 0);
      if (state.receipts.length && faker.datatype.boolean({ probability: 0.2 })) {
        const r = faker.helpers.arrayElement(state.receipts);
        expect((await call('/api/orders/receipt/void', { id: r.id, reason: '随机作废' })).code).toBe(0);
      } else if (open.length) {
        const i = faker.helpers.arrayElement(open);
        const over = faker.datatype.boolean({ probability: 0.2 });
        const amount = over
          ? i.remaining_fen + faker.number.int({ min: 1, max: 1_000 })
          : faker.number.int({ min: 1, max: i.remaining_fen });
        const answer = await receive(i.id, amount, { received_on: '2026-01-02' });
        if (over) expect(answer.code).toBe(422);
        else expect(answer.code).toBe(0);
      }
      state = await expectConsistent(order.id, total);
    }
  }
}, 240_000);
