/**
 * @jest-environment node
 */
import { contractTemplateTable } from '@mocks/db/contracts';
import { crmDb } from '@mocks/db/crm';
import { orderableSku } from '@mocks/db/mall-orderable';
import { db } from '@mocks/db/db';
import { formatTime } from '@mocks/kit/time';
import { callBackend, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

/** Issue 43, "two people, one record": each customer, order and contract carries a version. */

const STALE = { code: 409, msg: '数据已被他人修改，请刷新后重试', data: null };

/** The order form travels as JSON (openapi/paths/orders.yaml). */
async function callJson(apiPath: string, body: Record<string, unknown>): Promise<Answer> {
  const url = new URL(`http://localhost:8080${apiPath}`);
  url.searchParams.set('api_token', db.createSession('admin').token);
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

interface Entity {
  /** A row to edit: its id, version and one text field's value as loaded. */
  open(): Promise<{ id: number; version: number; text: string }>;
  /** Saves `text` into the row's text field, saying it loaded `version` (none: a client from before versions). */
  save(id: number, text: string, version?: number): Promise<Answer>;
  /** The row's text field and version as the backend answers them now. */
  read(id: number): Promise<{ text: string; version: number }>;
}

const customerForm = (id: number) => {
  const c = crmDb.customer(id)!;
  return { id, name: c.name, contact_name: c.contact_name, phone: c.phone };
};
const customers: Entity = {
  async open() {
    const c = (await callBackend('/api/crm/customer/detail', { id: 1 })).data;
    return { id: c.id, version: c.version, text: c.remark };
  },
  save: (id, remark, version) =>
    callBackend('/api/crm/customer/update', { ...customerForm(id), remark, ...(version && { version }) }),
  async read(id) {
    const c = (await callBackend('/api/crm/customer/detail', { id })).data;
    return { text: c.remark, version: c.version };
  },
};

const sku = orderableSku(11)!;
const orderForm = { customer_id: 1, lines: [{ sku_id: sku.sku_id, quantity: 1, unit_price_fen: sku.price }] };
const orders: Entity = {
  async open() {
    const o = (await callJson('/api/orders/add', { ...orderForm, remark: '新订单' })).data;
    return { id: o.id, version: o.version, text: o.remark };
  },
  save: (id, remark, version) =>
    callJson('/api/orders/update', { ...orderForm, id, remark, ...(version && { version }) }),
  async read(id) {
    const o = (await callBackend('/api/orders/detail', { id })).data;
    return { text: o.remark, version: o.version };
  },
};

const contractForm = () => {
  const c = crmDb.seedCustomers().find((x) => /^1\d{10}$/.test(x.phone))!;
  return {
    draft: 1,
    contract_name: '采购合同',
    customer_id: c.id,
    customer_name: c.name,
    customer_phone: c.phone,
    contract_end_time: formatTime(Date.now() + 7 * 24 * 60 * 60 * 1000),
    contract_file: contractTemplateTable.get(1)!.file_url,
    ct_id: 1,
  };
};
const contracts: Entity = {
  async open() {
    const c = (await callBackend('/api/contracts/send', { ...contractForm(), remark: '草稿' })).data;
    return { id: c.id, version: c.version, text: c.remark };
  },
  save: (id, remark, version) =>
    callBackend('/api/contracts/send', { ...contractForm(), id, remark, ...(version && { version }) }),
  async read(id) {
    const c = (await callBackend('/api/contracts/detail', { id })).data;
    return { text: c.remark, version: c.version };
  },
};

describe.each([
  ['a customer', customers],
  ['an order', orders],
  ['a contract', contracts],
])('the demo backend keeps the versions of %s', (_name, entity) => {
  it('starts it at version 1; a save of the version loaded is taken and makes it one more', async () => {
    const row = await entity.open();
    expect(row.version).toBe(1);
    const saved = await entity.save(row.id, '第一次修改', 1);
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ remark: '第一次修改', version: 2 });
    expect(await entity.read(row.id)).toEqual({ text: '第一次修改', version: 2 });
    expect((await entity.save(row.id, '第二次修改', 2)).data.version).toBe(3);
  });

  it('refuses a save of a version someone else has saved over, and keeps their change', async () => {
    const row = await entity.open();
    // another person saves the row first
    expect((await entity.save(row.id, '他人的修改', row.version)).code).toBe(0);
    expect(await entity.save(row.id, '我的修改', row.version)).toEqual(STALE);
    expect(await entity.read(row.id)).toEqual({ text: '他人的修改', version: row.version + 1 });
    // reloaded, the save goes through
    const fresh = await entity.read(row.id);
    expect((await entity.save(row.id, '我的修改', fresh.version)).data).toMatchObject({
      remark: '我的修改',
      version: fresh.version + 1,
    });
  });

  it('takes a save that names no version, as from a client before versions (and still counts it)', async () => {
    const row = await entity.open();
    await entity.save(row.id, '他人的修改', row.version);
    const saved = await entity.save(row.id, '旧客户端的修改');
    expect(saved.data).toMatchObject({ remark: '旧客户端的修改', version: row.version + 2 });
  });
});

it('every change of a customer makes it a version more, not only its form (here: allotted to someone)', async () => {
  expect(crmDb.customer(2)!.version).toBeUndefined(); // seeded: version 1, nothing stored
  await callBackend('/api/crm/customer/allot', { ids: [2], staff_id: 3 });
  expect((await customers.read(2)).version).toBe(2);
  expect(await customers.save(2, '按分配前的版本保存', 1)).toEqual(STALE);
});
