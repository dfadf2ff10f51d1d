/**
 * @jest-environment node
 */
import { Faker, base } from '@faker-js/faker';
import { db, resetDb } from '@mocks/db/db';
import { SEED_ORDER_COUNT, seedOrders } from '@mocks/db/orders-seed';
import { mallSkuTable } from '@mocks/db/mall';
import { orderableSku, orderableSkus } from '@mocks/db/mall-orderable';
import { visibleStaffIds } from '@mocks/db/staff';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Line = { sku_id: number; quantity: number; unit_price_fen: number; discount_fen?: number };

/** POSTs like the console (a form, or JSON for the order form) and checks every answer against the contract. */
async function call(apiPath: string, body: Record<string, unknown> = {}, user = 'admin'): Promise<Answer> {
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', db.createSession(user).token);
  const json = apiPath === '/api/orders/add' || apiPath === '/api/orders/update';
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

const sku = (id: number) => orderableSku(id)!;
const line = (id: number, quantity = 1, discount_fen = 0): Line => ({
  sku_id: id,
  quantity,
  unit_price_fen: sku(id).price,
  discount_fen,
});
const add = (lines: Line[], extra: Record<string, unknown> = {}, user?: string) =>
  call('/api/orders/add', { customer_id: 1, lines, shipping_fen: 1500, remark: '测试订单', ...extra }, user);

beforeEach(() => resetDb());

describe('[ROUTES-CALLCENTRE-19] demo backend of the orders', () => {
  it('seeds a year of orders the same way for the same day, every status represented', async () => {
    const today = Date.UTC(2026, 10, 23, 4);
    expect(seedOrders(today)).toEqual(seedOrders(today));
    const all = await call('/api/orders/list', { limit: 1000 });
    expect(all.data.total).toBe(SEED_ORDER_COUNT);
    for (const status of [1, 2, 3, 4]) {
      const some = await call('/api/orders/list', { status, limit: 5 });
      expect(some.data.total).toBeGreaterThan(3);
      some.data.data.forEach((o: { status: number }) => expect(o.status).toBe(status));
    }
    const days = all.data.data.map((o: { ordered_at: string }) => o.ordered_at.slice(0, 10));
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(days.map((d: string) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(12);
    const voided = await call('/api/orders/list', { status: 4, limit: 1 });
    expect(voided.data.data[0].void_reason).not.toBe('');
  });

  it('filters by customer, owner, date range and keyword, and an agent sees only the orders they own', async () => {
    const first = (await call('/api/orders/list', { limit: 1 })).data.data[0];
    const byCustomer = await call('/api/orders/list', { customer_id: first.customer_id, limit: 100 });
    byCustomer.data.data.forEach((o: { customer_id: number }) =>
      expect(o.customer_id).toBe(first.customer_id),
    );
    const byOwner = await call('/api/orders/list', { owner_id: first.owner_id, limit: 100 });
    expect(byOwner.data.total).toBeGreaterThan(0);
    byOwner.data.data.forEach((o: { owner_id: number }) => expect(o.owner_id).toBe(first.owner_id));
    const day = first.ordered_at.slice(0, 10);
    const range = await call('/api/orders/list', { start_date: day, end_date: day });
    range.data.data.forEach((o: { ordered_at: string }) => expect(o.ordered_at.startsWith(day)).toBe(true));
    const byNo = await call('/api/orders/list', { keyword: first.order_no });
    expect(byNo.data.data.map((o: { id: number }) => o.id)).toEqual([first.id]);

    const team = visibleStaffIds(db.findUser('agent')!)!;
    const mine = await call('/api/orders/list', { limit: 1000 }, 'agent');
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(SEED_ORDER_COUNT);
    mine.data.data.forEach((o: { owner_id: number }) => expect(team.has(o.owner_id)).toBe(true));
    const other = (await call('/api/orders/list', { limit: 1000 })).data.data.find(
      (o: { owner_id: number }) => !team.has(o.owner_id),
    );
    expect((await call('/api/orders/detail', { id: other.id }, 'agent')).msg).toBe('订单不存在');

    const exported = await call('/api/orders/export', { status: 3 });
    expect(exported.data.total).toBe((await call('/api/orders/list', { status: 3 })).data.total);
    expect(exported.data.data).toHaveLength(exported.data.total);
  });

  it('computes every total on the server in fen, whatever totals the client sends', async () => {
    const created = await add([line(11, 2, 10_000), line(15, 3)], { total_fen: 1, goods_fen: 1 });
    expect(created.code).toBe(0);
    const o = created.data;
    expect(o.lines.map((l: { amount_fen: number }) => l.amount_fen)).toEqual([
      2 * 360_000 - 10_000,
      3 * 8_500,
    ]);
    expect(o).toMatchObject({
      goods_fen: 720_000 + 25_500,
      discount_fen: 10_000,
      shipping_fen: 1500,
      total_fen: 720_000 + 25_500 - 10_000 + 1500,
      status: 1,
      status_name: '待审核',
      owner_id: 1,
      summary: '云呼叫中心坐席（标准版 / 年付）×2 等2项',
    });
    expect(o.order_no).toMatch(/^DD\d{8}\d{4,}$/);
    expect(o.timeline).toEqual([
      expect.objectContaining({ action: 'create', action_name: '创建订单', staff_id: 1 }),
    ]);
  });

  it('refuses an order without lines, a missing customer, a line over stock, a discount over the line, twice the same SKU', async () => {
    expect((await add([])).msg).toBe('请至少添加一个商品');
    expect((await add([line(11)], { customer_id: 99_999_999 })).msg).toBe('客户不存在');
    const over = await add([line(18, sku(18).stock + 1)]);
    expect(over).toMatchObject({
      code: 422,
      msg: `第1行：实施服务（上门部署）库存不足，最多可订${sku(18).stock}件`,
    });
    expect(over.data.errors.lines).toBe(over.msg);
    expect((await add([line(15, 1, 8_501)])).msg).toBe('第1行：优惠不能超过该行金额');
    expect((await add([line(12), line(12)])).msg).toMatch(/^第2行：.*重复/);
    expect((await add([line(11), { sku_id: 999, quantity: 1, unit_price_fen: 1 }])).msg).toBe(
      '第2行：商品不存在或已下架',
    );
    expect((await add([{ ...line(11), quantity: 0 }])).msg).toBe('数量须为1到99999的整数');
    expect((await add([{ ...line(11), unit_price_fen: 1.5 }])).msg).toBe('单价格式不正确');
    expect((await call('/api/orders/list', { limit: 1 })).data.total).toBe(SEED_ORDER_COUNT);
  });

  it('moves 待审核 → 已审核 → 已完成 with a timeline; approval records the deal in yuan, the customer becomes 成交 with a follow-up naming the order', async () => {
    const o = (await add([line(16, 3, 7)])).data; // 3 × 120.50 − 0.07 + 15.00 = 376.43
    expect((await call('/api/orders/complete', { id: o.id })).msg).toBe('只有已审核的订单可以完成');
    const approved = await call('/api/orders/approve', { id: o.id });
    expect(approved.data).toMatchObject({ status: 2, status_name: '已审核' });
    expect(approved.data.deal_id).toEqual(expect.any(Number));
    const deals = await call('/api/orders/deal/list', { limit: 1 });
    expect(deals.data.data[0]).toMatchObject({
      id: approved.data.deal_id,
      customer_id: 1,
      amount: 376.43,
      order_id: o.id,
      order_no: o.order_no,
    });
    const customer = await call('/api/crm/customer/list', { scope: 'all', keyword: o.phone });
    expect(customer.data.data[0].node_name).toBe('已成交');
    const record = await call('/api/crm/followUp/list', { customer_id: 1, limit: 1 });
    expect(record.data.data[0]).toMatchObject({
      content: `订单${o.order_no}审核通过，成交金额376.43元`,
      staff_id: 1,
    });
    expect((await call('/api/orders/approve', { id: o.id })).msg).toBe('只有待审核的订单可以审核');
    expect((await call('/api/orders/update', { id: o.id, customer_id: 1, lines: [line(11)] })).msg).toBe(
      '只有待审核的订单可以修改',
    );
    expect((await call('/api/orders/delete', { id: o.id })).msg).toBe(
      '只有待审核的订单可以删除，其他订单请作废',
    );
    const done = await call('/api/orders/complete', { id: o.id });
    expect(done.data.timeline.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'approve',
      'complete',
    ]);
    expect((await call('/api/orders/void', { id: o.id, reason: '客户退货' })).msg).toBe(
      '已完成或已作废的订单不能作废',
    );
  });

  it('voids with a required reason; voiding an approved order withdraws its deal', async () => {
    const o = (await add([line(11)])).data;
    const approved = (await call('/api/orders/approve', { id: o.id })).data;
    expect((await call('/api/orders/void', { id: o.id, reason: '  ' })).msg).toBe('请输入作废原因');
    const voided = await call('/api/orders/void', { id: o.id, reason: '客户取消采购' });
    expect(voided.data).toMatchObject({ status: 4, void_reason: '客户取消采购', deal_id: null });
    expect(voided.data.timeline.at(-1)).toMatchObject({
      action: 'void',
      note: '客户取消采购',
      staff_name: expect.any(String),
    });
    const deals = await call('/api/orders/deal/list', { limit: 5 });
    expect(deals.data.data.map((d: { id: number }) => d.id)).not.toContain(approved.deal_id);
    expect((await call('/api/orders/approve', { id: o.id })).msg).toBe('只有待审核的订单可以审核');
  });

  it('approval takes the quantities out of the mall stock, refuses a line short of stock; voiding puts them back', async () => {
    const stock = () => mallSkuTable.get(18)!.stock;
    const before = stock();
    const first = (await add([line(11), line(18, before - 5)])).data;
    const second = (await add([line(18, 10)])).data;
    expect(stock()).toBe(before); // a waiting order reserves nothing
    expect((await call('/api/orders/approve', { id: first.id })).msg).toBe('审核成功');
    expect(stock()).toBe(5);
    expect(await call('/api/orders/approve', { id: second.id })).toMatchObject({
      code: 422,
      msg: '第1行：实施服务（上门部署）库存不足，当前库存5件，不能审核',
    });
    expect((await call('/api/orders/detail', { id: second.id })).data.status).toBe(1);
    await call('/api/orders/void', { id: first.id, reason: '客户取消采购' });
    expect(stock()).toBe(before);
    expect((await call('/api/orders/approve', { id: second.id })).msg).toBe('审核成功');
    expect(stock()).toBe(before - 10);
  });

  it('refuses a SKU off shelf or sold out', async () => {
    expect((await add([{ sku_id: 8, quantity: 1, unit_price_fen: 30_000 }])).msg).toBe(
      '第1行：商品不存在或已下架',
    );
    expect((await add([{ sku_id: 6, quantity: 1, unit_price_fen: 25_900 }])).msg).toBe(
      '第1行：坐席耳机（白色）库存不足，最多可订0件',
    );
  });

  it('changes and deletes a waiting order, recording the change', async () => {
    const o = (await add([line(11)])).data;
    const changed = await call('/api/orders/update', {
      id: o.id,
      customer_id: 2,
      lines: [line(10, 4)],
      shipping_fen: 0,
    });
    expect(changed.data).toMatchObject({ customer_id: 2, total_fen: 4 * 39_900, line_count: 1 });
    expect(changed.data.timeline.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect((await call('/api/orders/delete', { id: o.id })).msg).toBe('删除成功');
    expect((await call('/api/orders/detail', { id: o.id })).msg).toBe('订单不存在');
  });

  it('[money] 300 random orders built through the backend: lines, discounts, shipping and totals always agree', async () => {
    const faker = new Faker({ locale: [base], seed: 42 });
    const skus = orderableSkus();
    for (let i = 0; i < 300; i++) {
      const picked = faker.helpers.arrayElements(skus, { min: 1, max: 5 });
      const lines = picked.map((s) => {
        const quantity = faker.number.int({ min: 1, max: s.stock });
        const unit_price_fen = faker.number.int({ min: 0, max: 99_999_999 });
        const discount_fen = faker.number.int({
          min: 0,
          max: Math.min(quantity * unit_price_fen, 999_999_999),
        });
        return { sku_id: s.sku_id, quantity, unit_price_fen, discount_fen };
      });
      const shipping_fen = faker.number.int({ min: 0, max: 99_999_999 });
      const answer = await add(lines, { shipping_fen });
      expect(answer.msg).toBe('添加成功');
      const o = answer.data;
      const amounts = o.lines.map((l: { amount_fen: number }) => l.amount_fen);
      lines.forEach((l, k) => expect(amounts[k]).toBe(l.quantity * l.unit_price_fen - l.discount_fen));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(o.total_fen).toBe(sum(amounts) + shipping_fen);
      expect(o.goods_fen - o.discount_fen + o.shipping_fen).toBe(o.total_fen);
      expect(o.discount_fen).toBe(sum(lines.map((l) => l.discount_fen)));
      [o.total_fen, o.goods_fen, o.discount_fen, ...amounts].forEach((n) =>
        expect(Number.isSafeInteger(n)).toBe(true),
      );
      if (i % 30 === 0) {
        const listed = (await call('/api/orders/list', { keyword: o.order_no })).data.data[0];
        expect(listed.total_fen).toBe(o.total_fen);
      }
    }
  });
});
