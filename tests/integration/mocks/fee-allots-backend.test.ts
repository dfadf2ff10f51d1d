/**
 * @jest-environment node
 */
import { CALL_RATE_FEN } from '@mocks/db/fee-ledger';
import { callBackend as call } from '@tests/support/backend-call';

interface Allot {
  id: number;
  target_type: string;
  target_id: number;
  target_name: string;
  resource: string;
  amount: number;
  amount_fen: number;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const summary = async () => (await call('/api/fees/summary/info')).data;
const allots = async (body: Record<string, unknown> = {}): Promise<Allot[]> =>
  (await call('/api/fees/allot/list', { limit: 1000, ...body })).data.data;
const allot = (target_type: string, target_id: number, resource: string, amount: number | string) =>
  call('/api/fees/allot/update', { target_type, target_id, resource, amount });

/** The company balance is the allotments plus what is left, to the fen. */
async function expectConsistent() {
  const s = await summary();
  const rows = await allots();
  expect(s.allotted).toBe(rows.reduce((t, a) => t + a.amount_fen, 0));
  expect(s.allotted + s.unallotted).toBe(s.balance);
  return s;
}

describe('demo fee allotment backend', () => {
  it('[ROUTES-CALLCENTRE-26] lists the allotments to departments and staff, filtered by kind and name', async () => {
    const rows = await allots();
    expect(rows.map((a) => a.target_type).sort()).toEqual(['department', 'department', 'staff']);
    const minutes = rows.find((a) => a.resource === 'minutes')!;
    expect(minutes.amount_fen).toBe(minutes.amount * CALL_RATE_FEN.out);
    expect((await allots({ target_type: 'staff' })).every((a) => a.target_type === 'staff')).toBe(true);
    expect((await allots({ keyword: '销售一部' })).map((a) => a.target_name)).toEqual(['销售一部']);
    await expectConsistent();
  });

  it('[ROUTES-CALLCENTRE-26] allots money or minutes, adjusts and takes back, keeping the totals', async () => {
    const before = await expectConsistent();
    const added = await allot('staff', 6, 'balance', 12_345);
    expect(added).toMatchObject({ code: 0, msg: '分配成功', data: { target_id: 6, amount_fen: 12_345 } });
    expect((await expectConsistent()).unallotted).toBe(before.unallotted - 12_345);

    const adjusted = await allot('staff', 6, 'minutes', 100);
    expect(adjusted.data).toMatchObject({
      id: added.data.id,
      amount: 100,
      amount_fen: 100 * CALL_RATE_FEN.out,
    });
    expect((await allots()).filter((a) => a.target_type === 'staff' && a.target_id === 6)).toHaveLength(1);
    expect((await expectConsistent()).unallotted).toBe(before.unallotted - 100 * CALL_RATE_FEN.out);

    const back = await allot('staff', 6, 'balance', 0);
    expect(back).toMatchObject({ code: 0, msg: '已收回分配' });
    expect((await allots()).some((a) => a.target_type === 'staff' && a.target_id === 6)).toBe(false);
    expect((await expectConsistent()).unallotted).toBe(before.unallotted);
  });

  it('[ROUTES-CALLCENTRE-26] refuses more than is left unallotted, saying how much is left in yuan', async () => {
    const { unallotted } = await summary();
    const over = await allot('department', 8, 'balance', unallotted + 1);
    expect(over).toMatchObject({ code: 422, msg: `分配额度超出未分配余额：剩余未分配${yuan(unallotted)}元` });
    expect(over.data.errors.amount).toBe(over.msg);
    expect((await allot('department', 8, 'balance', unallotted)).code).toBe(0);
    expect((await summary()).unallotted).toBe(0);

    // an adjustment may use what the target already holds, and no more
    const held = (await allots()).find((a) => a.target_id === 4 && a.target_type === 'department')!;
    const refused = await allot('department', 4, 'balance', held.amount_fen + 1);
    expect(refused.msg).toBe(
      `分配额度超出未分配余额：剩余未分配0.00元，加上该对象已分配的${yuan(held.amount_fen)}元，最多可分配${yuan(held.amount_fen)}元`,
    );
    const minutes = await allot('staff', 7, 'minutes', 1);
    expect(minutes.msg).toBe('分配额度超出未分配余额：剩余未分配0.00元（0分钟）');
    await expectConsistent();
  });

  it('[ROUTES-CALLCENTRE-26] refuses unknown targets, negative or fractional amounts and unknown kinds', async () => {
    expect(await allot('staff', 999, 'balance', 100)).toMatchObject({ code: 404, msg: '员工不存在' });
    expect(await allot('department', 999, 'balance', 100)).toMatchObject({ code: 404, msg: '部门不存在' });
    const negative = await allot('staff', 4, 'balance', -100);
    expect(negative).toMatchObject({ code: 422, msg: '分配额度须为不小于0的整数（余额以分计）' });
    expect((await allot('staff', 4, 'balance', '12.5')).code).toBe(422);
    expect(await allot('team', 4, 'balance', 100)).toMatchObject({ code: 422, msg: '分配对象类型不正确' });
    expect(await allot('staff', 4, 'credits', 100)).toMatchObject({ code: 422, msg: '分配方式不正确' });
    const missing = await call('/api/fees/allot/update', {
      target_type: 'staff',
      target_id: 4,
      resource: 'balance',
    });
    expect(missing).toMatchObject({ code: 422, msg: '请输入分配额度' });
    await expectConsistent();
  });

  it("[ROUTES-CALLCENTRE-26] gives a deleted department's allotment back to the company", async () => {
    const before = await summary();
    const dept = await call('/api/departments/add', { parent_id: 3, name: '大客户部' });
    expect((await allot('department', dept.data.id, 'balance', 50_000)).code).toBe(0);
    expect((await summary()).unallotted).toBe(before.unallotted - 50_000);
    expect((await call('/api/departments/delete', { id: dept.data.id })).code).toBe(0);
    expect((await allots()).some((a) => a.target_name === '大客户部')).toBe(false);
    expect((await expectConsistent()).unallotted).toBe(before.unallotted);
  });
});
