/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { db, resetDb } from '@mocks/db/db';
import { collectionOf } from '@mocks/db/order-collection';
import { seedPlans, seedReceipts } from '@mocks/db/order-plans-seed';
import { instalmentTable } from '@mocks/db/order-plans';
import { receiptTable } from '@mocks/db/order-receipts';
import { orderTotals } from '@/domain/money';
import { orderTable } from '@mocks/db/orders';
import { visibleStaffIds } from '@mocks/db/staff';
import { approvedOrder, call, receive, savePlan } from './order-plans-support';

beforeEach(() => resetDb());

const today = () => dayjs().format('YYYY-MM-DD');
const plan = (orderId: number) => call('/api/orders/plan/detail', { order_id: orderId });

describe('[ROUTES-CALLCENTRE-20] demo backend of the payment plans', () => {
  it('seeds no receipt for an order with nothing fallen due yet, on any day (recent orders, a seed a week back)', () => {
    const orders = orderTable.all();
    const plans = seedPlans(orders);
    const firstDue = plans.reduce((min, i) => (i.due_date < min ? i.due_date : min), '9999-12-31');
    const dayBefore = dayjs(firstDue).subtract(1, 'day').valueOf();
    expect(seedReceipts(orders, plans, dayBefore)).toEqual([]);
    for (let back = 0; back <= 7; back++) {
      const at = dayjs().subtract(back, 'day').valueOf();
      const receipts = seedReceipts(orders, plans, at);
      const due = new Set(plans.filter((i) => !dayjs(i.due_date).isAfter(dayjs(at))).map((i) => i.id));
      expect(receipts.every((r) => due.has(r.instalment_id))).toBe(true);
    }
  });

  it('seeds plans adding up exactly on the approved and completed orders, every filter and status with rows', async () => {
    const now = Date.UTC(2026, 10, 23, 4);
    const orders = orderTable.all();
    expect(seedPlans(orders)).toEqual(seedPlans(orders));
    expect(seedReceipts(orders, seedPlans(orders), now)).toEqual(
      seedReceipts(orders, seedPlans(orders), now),
    );
    for (const order of orderTable.list((o) => instalmentTable.all().some((i) => i.order_id === o.id))) {
      expect([2, 3]).toContain(order.status);
      const c = collectionOf(order);
      expect(c.instalments.reduce((s, i) => s + i.amount_fen, 0)).toBe(c.total_fen);
      expect(c.received_fen).toBeLessThanOrEqual(c.total_fen);
      c.instalments.forEach((i) => expect(i.remaining_fen).toBeGreaterThanOrEqual(0));
    }
    expect(receiptTable.all().some((r) => r.status === 2 && r.void_reason)).toBe(true);
    expect(receiptTable.all().every((r) => r.received_on <= today())).toBe(true);

    const all = await call('/api/orders/plan/list', { limit: 1000 });
    const approved = orderTable.list((o) => o.status === 2 || o.status === 3).length;
    expect(all.data.total).toBe(approved);
    expect(all.data.data.some((p: { instalment_count: number }) => p.instalment_count === 0)).toBe(true);
    for (const ageing of ['0-30', '31-60', '61-90', '90+']) {
      const rows = await call('/api/orders/plan/list', { ageing, limit: 1000 });
      expect(rows.data.total).toBeGreaterThan(0);
      rows.data.data.forEach((p: { ageing: string }) => expect(p.ageing).toBe(ageing));
    }
    const overdue = await call('/api/orders/plan/list', { overdue: 1, limit: 1000 });
    overdue.data.data.forEach((p: { overdue_days: number }) => expect(p.overdue_days).toBeGreaterThan(0));
    const open = await call('/api/orders/plan/list', { uncollected: 1, limit: 1000 });
    expect(open.data.total).toBeGreaterThan(overdue.data.total);
    expect(open.data.total).toBeLessThan(all.data.total);
    open.data.data.forEach((p: { due_fen: number }) => expect(p.due_fen).toBeGreaterThan(0));
    const statuses = new Set(
      (
        await Promise.all(all.data.data.slice(0, 120).map((p: { order_id: number }) => plan(p.order_id)))
      ).flatMap((d) => d.data.instalments.map((i: { status: number }) => i.status)),
    );
    expect([...statuses].sort()).toEqual([0, 1, 2]);
  });

  it('refuses a plan that does not add up, saying by how much, and the other faults', async () => {
    const order = approvedOrder(100_000);
    const due = '2026-03-01';
    expect((await savePlan(order.id, [{ due_date: due, amount_fen: 98_766 }])).msg).toBe(
      '分期金额合计比订单金额少12.34元',
    );
    expect(
      (
        await savePlan(order.id, [
          { due_date: due, amount_fen: 60_000 },
          { due_date: due, amount_fen: 40_001 },
        ])
      ).msg,
    ).toBe('分期金额合计比订单金额多0.01元');
    expect((await savePlan(order.id, [])).msg).toBe('请至少添加一期');
    expect((await savePlan(order.id, [{ due_date: '', amount_fen: 100_000 }])).msg).toBe('请选择应收日期');
    expect((await savePlan(order.id, [{ due_date: due, amount_fen: 0 }])).msg).toBe('每期金额须大于0');
    const many = Array.from({ length: 25 }, () => ({ due_date: due, amount_fen: 4_000 }));
    expect((await savePlan(order.id, many)).msg).toBe('回款计划最多24期');

    const pending = approvedOrder(10_000, 1, 1);
    expect((await savePlan(pending.id, [{ due_date: due, amount_fen: 10_000 }])).msg).toBe(
      '只有已审核或已完成的订单可以制定回款计划',
    );
    expect((await plan(order.id)).data.instalments).toEqual([]);
  });

  it('saves a plan (seq by due date), refuses a second add, keeps instalments with money received', async () => {
    const order = approvedOrder(100_000);
    const made = await call('/api/orders/plan/add', {
      order_id: order.id,
      instalments: [
        { due_date: '2026-03-01', amount_fen: 30_000, remark: '二期' },
        { due_date: '2026-02-01', amount_fen: 70_000, remark: '首付' },
      ],
    });
    expect(made.msg).toBe('保存成功');
    const [first, second] = made.data.instalments;
    expect([first.seq, first.remark, second.seq, second.remark]).toEqual([1, '首付', 2, '二期']);
    expect(made.data.order).toMatchObject({
      instalment_count: 2,
      paid_instalment_count: 0,
      due_fen: 100_000,
    });
    expect(
      (
        await call('/api/orders/plan/add', {
          order_id: order.id,
          instalments: [{ due_date: '2026-02-01', amount_fen: 100_000 }],
        })
      ).msg,
    ).toBe('该订单已有回款计划，请编辑计划');

    await receive(second.id, 20_000);
    expect(
      (await savePlan(order.id, [{ id: first.id, due_date: '2026-02-01', amount_fen: 100_000 }])).msg,
    ).toBe('第2期已回款200.00元，不能删除');
    expect(
      (
        await savePlan(order.id, [
          { id: first.id, due_date: '2026-02-01', amount_fen: 90_000 },
          { id: second.id, due_date: '2026-03-01', amount_fen: 10_000 },
        ])
      ).msg,
    ).toBe('第2期已回款200.00元，金额不能低于已回款');
    expect(
      (await savePlan(order.id, [{ id: 999_999, due_date: '2026-02-01', amount_fen: 100_000 }])).msg,
    ).toBe('回款计划已变化，请刷新后重新编辑');

    const resplit = await savePlan(order.id, [
      { id: second.id, due_date: '2026-03-01', amount_fen: 20_000 },
      { due_date: '2026-04-01', amount_fen: 40_000 },
      { due_date: '2026-02-01', amount_fen: 40_000 },
    ]);
    expect(resplit.code).toBe(0);
    expect(
      resplit.data.instalments.map((i: { seq: number; id: number; status: number }) => [i.seq, i.status]),
    ).toEqual([
      [1, 0],
      [2, 2],
      [3, 0],
    ]);
    expect(resplit.data.instalments[1].id).toBe(second.id);
    expect(resplit.data.order).toMatchObject({
      received_fen: 20_000,
      due_fen: 80_000,
      paid_instalment_count: 1,
    });
  });

  it('reports overdue days and the ageing bucket from the oldest unpaid instalment; only open orders when asked', async () => {
    const order = approvedOrder(30_000);
    const ago = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
    await savePlan(order.id, [
      { due_date: ago(75), amount_fen: 10_000 },
      { due_date: ago(40), amount_fen: 10_000 },
      { due_date: dayjs().add(5, 'day').format('YYYY-MM-DD'), amount_fen: 10_000 },
    ]);
    const { data } = await plan(order.id);
    expect(data.order).toMatchObject({
      overdue_days: 75,
      ageing: '61-90',
      next_due_date: ago(75),
      next_due_fen: 10_000,
    });
    expect(data.instalments.map((i: { overdue_days: number }) => i.overdue_days)).toEqual([75, 40, 0]);
    await receive(data.instalments[0].id, 10_000, { received_on: today() });
    const later = (await plan(order.id)).data.order;
    expect(later).toMatchObject({ overdue_days: 40, ageing: '31-60', next_due_date: ago(40) });
    const bucket = await call('/api/orders/plan/list', { keyword: order.order_no, ageing: '31-60' });
    expect(bucket.data.data.map((p: { order_id: number }) => p.order_id)).toEqual([order.id]);
    expect(
      (await call('/api/orders/plan/list', { keyword: order.order_no, ageing: '61-90' })).data.total,
    ).toBe(0);
  });

  it('lists only the orders of the agent’s team, and answers another team’s plan as unknown', async () => {
    const team = visibleStaffIds(db.findUser('agent')!)!;
    const mine = await call('/api/orders/plan/list', { limit: 1000 }, 'agent');
    expect(mine.data.total).toBeGreaterThan(0);
    mine.data.data.forEach((p: { owner_id: number }) => expect(team.has(p.owner_id)).toBe(true));
    const other = orderTable.all().find((o) => o.status === 2 && !team.has(o.owner_id))!;
    expect((await call('/api/orders/plan/detail', { order_id: other.id }, 'agent')).msg).toBe('订单不存在');
    const total = orderTotals(other.lines, other.shipping_fen).total_fen;
    expect((await savePlan(other.id, [{ due_date: '2026-02-01', amount_fen: total }], 'agent')).msg).toBe(
      '订单不存在',
    );
    const receipts = await call('/api/orders/receipt/list', { limit: 1000 }, 'agent');
    receipts.data.data.forEach((r: { order_id: number }) =>
      expect(team.has(orderTable.get(r.order_id)!.owner_id)).toBe(true),
    );
    expect(receipts.data.total).toBeLessThan((await call('/api/orders/receipt/list')).data.total);
  });
});

describe('[ROUTES-CALLCENTRE-21] demo backend of the receipts', () => {
  async function planned(totalFen = 100_000) {
    const order = approvedOrder(totalFen);
    const saved = await savePlan(order.id, [
      { due_date: '2026-02-01', amount_fen: 60_000 },
      { due_date: '2026-03-01', amount_fen: totalFen - 60_000 },
    ]);
    return { order, first: saved.data.instalments[0], second: saved.data.instalments[1] };
  }

  it('moves an instalment 未回款 → 部分回款 → 已回款, and back when a receipt is voided', async () => {
    const { order, first } = await planned();
    const status = async () => (await plan(order.id)).data.instalments[0];
    expect(await status()).toMatchObject({ status: 0, status_name: '未回款', received_fen: 0 });
    const part = await receive(first.id, 25_000, { remark: '首笔' });
    expect(part.data).toMatchObject({
      amount_fen: 25_000,
      status: 1,
      status_name: '有效',
      instalment_seq: 1,
      order_no: order.order_no,
    });
    expect(part.data.receipt_no).toMatch(/^HK\d{8}\d{4,}$/);
    expect(await status()).toMatchObject({
      status: 1,
      status_name: '部分回款',
      received_fen: 25_000,
      remaining_fen: 35_000,
    });
    const rest = await receive(first.id, 35_000);
    expect(await status()).toMatchObject({ status: 2, status_name: '已回款', remaining_fen: 0 });
    const o = (await call('/api/orders/detail', { id: order.id })).data;
    expect(o).toMatchObject({
      received_fen: 60_000,
      due_fen: 40_000,
      instalment_count: 2,
      paid_instalment_count: 1,
    });

    expect((await call('/api/orders/receipt/void', { id: rest.data.id, reason: '' })).msg).toBe(
      '请输入作废原因',
    );
    expect((await call('/api/orders/receipt/void', { id: rest.data.id, reason: '长'.repeat(51) })).msg).toBe(
      '作废原因不能超过50个字符',
    );
    const voided = await call('/api/orders/receipt/void', { id: rest.data.id, reason: '重复登记' });
    expect(voided.data).toMatchObject({ status: 2, status_name: '已作废', void_reason: '重复登记' });
    expect(await status()).toMatchObject({ status: 1, received_fen: 25_000 });
    expect((await call('/api/orders/receipt/void', { id: rest.data.id, reason: '再次' })).msg).toBe(
      '该回款已作废',
    );
    await call('/api/orders/receipt/void', { id: part.data.id, reason: '金额登记错误' });
    expect(await status()).toMatchObject({ status: 0, received_fen: 0 });
    expect((await call('/api/orders/detail', { id: order.id })).data.received_fen).toBe(0);
  });

  it('refuses more than is still due on the instalment, a future date, no method, a zero amount', async () => {
    const { first } = await planned();
    await receive(first.id, 50_000);
    const over = await receive(first.id, 10_001);
    expect(over).toMatchObject({ code: 422, msg: '回款金额超过该期未收金额100.00元' });
    expect(over.data.errors.amount_fen).toBe(over.msg);
    await receive(first.id, 10_000);
    expect((await receive(first.id, 1)).msg).toBe('第1期已全部回款');
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const { second } = await planned();
    expect((await receive(second.id, 1, { received_on: tomorrow })).msg).toBe('回款日期不能晚于今天');
    expect((await receive(second.id, 1, { method: '' })).msg).toBe('请选择回款方式');
    expect((await receive(second.id, 1, { method: '信用卡' })).msg).toMatch(/^回款方式只能是银行转账、/);
    expect((await receive(second.id, 0)).msg).toBe('回款金额须大于0');
    expect((await receive(second.id, 1.5)).msg).toBe('回款金额须大于0');
    expect((await receive(999_999, 1)).msg).toBe('回款计划不存在');
    expect((await receive(second.id, 1, { received_on: today() })).code).toBe(0);
  });

  it('refuses to void an order with valid receipts until they are voided', async () => {
    const { order, first } = await planned();
    const r = await receive(first.id, 1_000);
    expect((await call('/api/orders/void', { id: order.id, reason: '客户取消' })).msg).toBe(
      '该订单已有回款，请先作废回款',
    );
    await call('/api/orders/receipt/void', { id: r.data.id, reason: '客户退回款项' });
    expect((await call('/api/orders/void', { id: order.id, reason: '客户取消' })).data.status).toBe(4);
    expect((await receive(first.id, 1_000)).msg).toBe('只有已审核或已完成的订单可以登记回款');
    expect((await call('/api/orders/plan/list', { keyword: order.order_no })).data.total).toBe(0);
  });

  it('filters receipts by date range, method, status and keyword', async () => {
    const { order, first } = await planned();
    await receive(first.id, 1_000, { method: '支票', payer: '赵六付款', received_on: '2026-01-03' });
    const r = await receive(first.id, 2_000, { method: '现金', received_on: '2026-01-04' });
    await call('/api/orders/receipt/void', { id: r.data.id, reason: '重复登记' });
    const byOrder = await call('/api/orders/receipt/list', { keyword: order.order_no });
    expect(byOrder.data.data.map((x: { amount_fen: number }) => x.amount_fen)).toEqual([2_000, 1_000]);
    expect((await call('/api/orders/receipt/list', { keyword: '赵六付款' })).data.total).toBe(1);
    const cheques = await call('/api/orders/receipt/list', { method: '支票', limit: 1000 });
    cheques.data.data.forEach((x: { method: string }) => expect(x.method).toBe('支票'));
    const voided = await call('/api/orders/receipt/list', { status: 2, keyword: order.order_no });
    expect(voided.data.data.map((x: { id: number }) => x.id)).toEqual([r.data.id]);
    const day = await call('/api/orders/receipt/list', {
      start_date: '2026-01-03',
      end_date: '2026-01-03',
      keyword: order.order_no,
    });
    expect(day.data.total).toBe(1);
  });

  it('takes a JPEG or PNG voucher of at most 10 MB, refused otherwise', async () => {
    const upload = async (file: File) => {
      const url = new URL('http://localhost:8080/api/orders/receipt/voucher/upload');
      url.searchParams.set('api_token', db.createSession('admin').token);
      const form = new FormData();
      form.set('file', file);
      return (await (await fetch(url, { method: 'POST', body: form })).json()) as {
        code: number;
        msg: string;
        data: { url: string };
      };
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const ok = await upload(new File([png], '凭证.png', { type: 'image/png' }));
    expect(ok.data.url).toMatch(/^data:image\/svg\+xml,/);
    expect((await upload(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).msg).toBe(
      '只能上传JPEG或PNG格式的图片',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    expect((await upload(new File([big], 'big.png', { type: 'image/png' }))).msg).toBe('图片不能超过10MB');
  });
});
