/**
 * @jest-environment node
 */
import { crmDb } from '@mocks/db/crm';
import { callBackend } from '@tests/support/backend-call';

const call = callBackend;

const customer = { name: '属性测试客户', contact_name: '钱七', phone: '13912300001' };

describe('custom customer attributes', () => {
  it('are added, validated, changed and deleted by an administrator', async () => {
    const seeded = (await call('/api/crm/attribute/list')).data;
    expect(seeded.map((a: { name: string }) => a.name)).toEqual(['所属行业', '预算（万元）']);
    expect((await call('/api/crm/attribute/add', { name: '', type: 1 })).msg).toBe('请输入字段名称');
    expect((await call('/api/crm/attribute/add', { name: '名'.repeat(21), type: 1 })).msg).toBe(
      '字段名称不能超过20个字符',
    );
    expect((await call('/api/crm/attribute/add', { name: '所属行业', type: 1 })).msg).toBe(
      '字段“所属行业”已存在',
    );
    expect((await call('/api/crm/attribute/add', { name: '渠道', type: 4, options: ['线上'] })).msg).toBe(
      '请至少填写两个选项',
    );
    expect((await call('/api/crm/attribute/add', { name: '渠道', type: 1 }, 'agent')).code).toBe(403);
    const added = await call('/api/crm/attribute/add', {
      name: '渠道',
      type: 4,
      options: ['线上', '线下'],
      required: 1,
    });
    expect(added.data).toMatchObject({
      name: '渠道',
      type: 4,
      options: ['线上', '线下'],
      required: 1,
      enabled: 1,
    });
    const changed = await call('/api/crm/attribute/update', {
      id: added.data.id,
      name: '获客渠道',
      type: 4,
      options: ['线上', '线下', '转介绍'],
      enabled: 0,
    });
    expect(changed.data).toMatchObject({
      field: added.data.field,
      name: '获客渠道',
      required: 1,
      enabled: 0,
    });
    await call('/api/crm/attribute/delete', { id: added.data.id });
    expect((await call('/api/crm/attribute/list')).data).toHaveLength(2);
  });

  it('a customer saves the enabled attributes’ values, the required ones needed and each checked by type', async () => {
    const date = (await call('/api/crm/attribute/add', { name: '签约日期', type: 3, required: 1 })).data;
    const [industry, budget] = crmDb.attributes();
    const refused = await call('/api/crm/customer/add', { ...customer, attributes: {} });
    expect(refused).toMatchObject({ code: 422, msg: '请填写签约日期' });
    expect(refused.data.errors).toEqual({ [`attributes.${date.field}`]: '请填写签约日期' });
    const bad = (attributes: Record<string, string>) =>
      call('/api/crm/customer/add', {
        ...customer,
        attributes: { [date.field]: '2026-12-01', ...attributes },
      });
    expect((await bad({ [budget!.field]: '很多' })).msg).toBe('预算（万元）必须是数字');
    expect((await bad({ [industry!.field]: '航天' })).msg).toBe('所属行业的选项不存在');
    expect((await bad({ [date.field]: '12/01' })).msg).toBe('签约日期格式不正确');
    expect((await bad({ nope: '1' })).msg).toBe('自定义字段不存在');
    expect(crmDb.customerByPhone(customer.phone)).toBeUndefined();

    const saved = await bad({ [industry!.field]: '金融保险', [budget!.field]: '12.5' });
    expect(saved.data.attributes).toEqual({
      [industry!.field]: '金融保险',
      [budget!.field]: '12.5',
      [date.field]: '2026-12-01',
    });
    // a disabled attribute is neither required nor changed by a save
    await call('/api/crm/attribute/update', { ...date, enabled: 0 });
    const edited = await call('/api/crm/customer/update', {
      ...customer,
      id: saved.data.id,
      attributes: { [industry!.field]: '互联网' },
    });
    expect(edited.data.attributes).toEqual({ [industry!.field]: '互联网', [date.field]: '2026-12-01' });
    const listed = await call('/api/crm/customer/list', { scope: 'mine', keyword: customer.phone });
    expect(listed.data.data[0].attributes).toEqual(edited.data.attributes);
  });
});

describe('customer export', () => {
  it('answers every row of the list query in list order, not one page', async () => {
    const query = { scope: 'all', node_id: 3, sort_field: 'name', sort_order: 'asc' };
    const exported = (await call('/api/crm/customer/export', query)).data;
    const expected = crmDb.customers().filter((c) => c.discarded_at == null && c.node_id === 3);
    expect(exported.total).toBe(expected.length);
    expect(exported.data).toHaveLength(expected.length);
    expect(exported.limit).toBe(50_000);
    const firstPage = (await call('/api/crm/customer/list', { ...query, limit: 10 })).data.data;
    expect(exported.data.slice(0, 10).map((c: { id: number }) => c.id)).toEqual(
      firstPage.map((c: { id: number }) => c.id),
    );
    const names = exported.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
  });

  it('answers only the chosen ids among the query, and refuses bad filters like the list', async () => {
    const ids = crmDb
      .customers()
      .filter((c) => c.owner_id === 2)
      .slice(0, 3)
      .map((c) => c.id);
    const mine = (await call('/api/crm/customer/export', { scope: 'mine', ids }, 'agent')).data;
    expect(mine.data.map((c: { id: number }) => c.id).sort()).toEqual([...ids].sort());
    const outside = (await call('/api/crm/customer/export', { scope: 'communal', ids }, 'agent')).data;
    expect(outside.total).toBe(0);
    expect((await call('/api/crm/customer/export', { sort_field: 'phone' })).code).toBe(422);
  });
});
