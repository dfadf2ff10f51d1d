/**
 * @jest-environment node
 */
import { crmDb } from '@mocks/db/crm';
import { callBackend } from '@tests/support/backend-call';

const call = callBackend;

const INDUSTRY = 'attr_1';
const BUDGET = 'attr_2';
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const visible = () => crmDb.customers().filter((c) => c.discarded_at == null);

describe('customer list filtered by custom attributes', () => {
  it('a number range, a choice, a text and a date range filter narrow the list and the export alike', async () => {
    const inBudget = visible().filter((c) => {
      const v = Number(c.attributes?.[BUDGET] ?? NaN);
      return v >= 50 && v <= 60;
    });
    expect(inBudget.length).toBeGreaterThan(0);
    const query = { scope: 'all', limit: 500, attributes: { [BUDGET]: { from: '50', to: '60' } } };
    const listed = (await call('/api/crm/customer/list', query)).data;
    expect(listed.total).toBe(inBudget.length);
    expect(ids(listed.data)).toEqual(ids(inBudget));
    expect((await call('/api/crm/customer/export', query)).data.total).toBe(inBudget.length);

    // an open range: from 90 up (customers without a budget are in no range)
    const high = (
      await call('/api/crm/customer/list', { scope: 'all', attributes: { [BUDGET]: { from: '90' } } })
    ).data;
    expect(high.total).toBe(visible().filter((c) => Number(c.attributes?.[BUDGET] ?? -1) >= 90).length);

    const finance = (
      await call('/api/crm/customer/list', {
        scope: 'all',
        limit: 500,
        attributes: { [INDUSTRY]: '金融保险', [BUDGET]: { from: '50', to: '60' } },
      })
    ).data;
    expect(ids(finance.data)).toEqual(ids(inBudget.filter((c) => c.attributes?.[INDUSTRY] === '金融保险')));

    const note = (await call('/api/crm/attribute/add', { name: '备注编号', type: 1 })).data;
    const [a, b] = visible();
    crmDb.saveCustomers([
      { ...a!, attributes: { ...a!.attributes, [note.field]: 'VIP-001' } },
      { ...b!, attributes: { ...b!.attributes, [note.field]: 'NORMAL' } },
    ]);
    const vip = (await call('/api/crm/customer/list', { scope: 'all', attributes: { [note.field]: 'vip' } }))
      .data;
    expect(vip.total).toBe(0); // contains, case as typed
    const found = (
      await call('/api/crm/customer/list', { scope: 'all', attributes: { [note.field]: 'VIP' } })
    ).data;
    expect(ids(found.data)).toEqual([a!.id]);

    const signed = (await call('/api/crm/attribute/add', { name: '签约日期', type: 3 })).data;
    const [, , c, d] = visible();
    crmDb.saveCustomers([
      { ...c!, attributes: { [signed.field]: '2026-03-01' } },
      { ...d!, attributes: { [signed.field]: '2026-03-31' } },
    ]);
    const inMarch = (from: string, to: string) =>
      call('/api/crm/customer/list', { scope: 'all', attributes: { [signed.field]: { from, to } } }).then(
        (x) => ids(x.data.data),
      );
    expect(await inMarch('2026-03-01', '2026-03-31')).toEqual(ids([c!, d!]));
    expect(await inMarch('2026-03-02', '2026-04-30')).toEqual([d!.id]);
  });

  it('refuses unknown attributes and malformed values like a form, with 422', async () => {
    const refused = async (attributes: unknown) => {
      const answer = await call('/api/crm/customer/list', { scope: 'all', attributes });
      expect(answer.code).toBe(422);
      return answer.msg;
    };
    expect(await refused({ nope: 'x' })).toBe('自定义字段不存在');
    expect(await refused({ [INDUSTRY]: '航天' })).toBe('所属行业的选项不存在');
    expect(await refused({ [BUDGET]: { from: '很多' } })).toBe('预算（万元）必须是数字');
    expect(await refused({ [BUDGET]: '50' })).toBe('预算（万元）的筛选条件不正确');
    expect(await refused({ [INDUSTRY]: { from: '互联网' } })).toBe('所属行业的筛选条件不正确');
    expect(await refused('[1]')).toBe('自定义字段筛选条件格式不正确');
    const exported = await call('/api/crm/customer/export', { attributes: { nope: 'x' } });
    expect(exported).toMatchObject({ code: 422, msg: '自定义字段不存在' });
  });
});

describe('customer import with attribute columns', () => {
  it('stores good attribute values with their rows and reports each bad one by row, importing nothing of it', async () => {
    const signed = (await call('/api/crm/attribute/add', { name: '签约日期', type: 3, required: 1 })).data;
    const row = (n: number, attributes: Record<string, string>) => ({
      row: n,
      name: `属性导入${n}`,
      contact_name: '周九',
      phone: `1366666000${n}`,
      attributes,
    });
    const answer = await call('/api/crm/customer/import', {
      rows: [
        row(2, { [INDUSTRY]: '教育培训', [BUDGET]: '30', [signed.field]: '2026-12-01' }),
        row(3, { [BUDGET]: '三十', [signed.field]: '2026-12-01' }),
        row(4, { [INDUSTRY]: '航天', [signed.field]: '2026-12-01' }),
        row(5, { [BUDGET]: '8' }),
        row(6, { [signed.field]: '12/01' }),
      ],
    });
    expect(answer.data).toEqual({
      total: 5,
      success: 1,
      failed: 4,
      errors: [
        { row: 3, msg: '预算（万元）必须是数字' },
        { row: 4, msg: '所属行业的选项不存在' },
        { row: 5, msg: '请填写签约日期' },
        { row: 6, msg: '签约日期格式不正确' },
      ],
    });
    expect(crmDb.customerByPhone('13666660002')!.attributes).toEqual({
      [INDUSTRY]: '教育培训',
      [BUDGET]: '30',
      [signed.field]: '2026-12-01',
    });
    for (const n of [3, 4, 5, 6]) expect(crmDb.customerByPhone(`1366666000${n}`)).toBeUndefined();
  });
});
