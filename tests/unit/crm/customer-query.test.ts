import { customerQuery, customerQueryKeys } from '@/features/crm/customer-query';
import { ignoredHeaders, missingHeaders, toImportRows } from '@/features/crm/import-rows';
import type { CustomerAttribute } from '@/features/crm/types';

const attribute = (id: number, type: CustomerAttribute['type'], name: string, required: 0 | 1 = 0) => ({
  id,
  name,
  field: `attr_${id}`,
  type,
  options: type === 4 ? ['甲', '乙'] : [],
  required,
  enabled: 1 as const,
  sort: id,
});
const ATTRIBUTES: CustomerAttribute[] = [
  attribute(1, 1, '合同编号'),
  attribute(2, 2, '预算'),
  attribute(3, 3, '签约日期'),
  attribute(4, 4, '行业', 1),
];

describe('customer list query from the URL', () => {
  it('turns form strings into the typed list call, dates into whole days', () => {
    expect(
      customerQuery('mine', {
        page: 2,
        pageSize: 50,
        sortField: 'next_follow_at',
        sortOrder: 'asc',
        filters: {
          keyword: '138',
          node_id: '3',
          label_ids: ['1', '5'],
          created: ['2026-11-01', '2026-11-20'],
        },
      }),
    ).toEqual({
      scope: 'mine',
      page: 2,
      limit: 50,
      keyword: '138',
      node_id: 3,
      label_ids: [1, 5],
      created_start: '2026-11-01 00:00:00',
      created_end: '2026-11-20 23:59:59',
      sort_field: 'next_follow_at',
      sort_order: 'asc',
    });
  });

  it('turns attribute filters into the contract’s: text and choice as typed, number and date ranges as {from, to}', () => {
    const query = (filters: Record<string, string | string[]>) =>
      customerQuery('all', { page: 1, pageSize: 20, filters }, ATTRIBUTES).attributes;
    expect(
      query({ attr_1: 'HT', attr_2: '10~20.5', attr_3: ['2026-01-01', '2026-01-31'], attr_4: '乙' }),
    ).toEqual({
      attr_1: 'HT',
      attr_2: { from: '10', to: '20.5' },
      attr_3: { from: '2026-01-01', to: '2026-01-31' },
      attr_4: '乙',
    });
    // a range open at one end keeps the end it has
    expect(query({ attr_2: '~20' })).toEqual({ attr_2: { to: '20' } });
    expect(query({ attr_2: '5~' })).toEqual({ attr_2: { from: '5' } });
    expect(query({ attr_2: '~', keyword: 'x' })).toBeUndefined();
  });

  it('keeps one URL key per attribute, date ranges as two values', () => {
    const keys = customerQueryKeys(ATTRIBUTES);
    expect(keys.filterKeys).toEqual(
      expect.arrayContaining(['keyword', 'attr_1', 'attr_2', 'attr_3', 'attr_4']),
    );
    expect(keys.listKeys).toEqual(['label_ids', 'created', 'next_follow', 'attr_3']);
  });

  it('ignores a sort field the server does not know', () => {
    expect(
      customerQuery('all', { page: 1, pageSize: 20, sortField: 'phone', sortOrder: 'asc', filters: {} }),
    ).toEqual({
      scope: 'all',
      page: 1,
      limit: 20,
    });
  });
});

describe('import rows', () => {
  const headerOf = (f: string) =>
    ({ name: '客户名称', contact_name: '联系人', phone: '联系电话', remark: '备注' })[f] ?? f;

  it('maps sheet rows by header and keeps each row number', () => {
    expect(
      toImportRows(
        [
          { row: 2, values: { 客户名称: '甲', 联系人: '张', 联系电话: '138', 备注: 'x', 其他: 'y' } },
          { row: 5, values: { 客户名称: '', 联系人: '李', 联系电话: '139' } },
        ],
        headerOf,
      ),
    ).toEqual([
      { row: 2, name: '甲', contact_name: '张', phone: '138', remark: 'x' },
      { row: 5, name: '', contact_name: '李', phone: '139' },
    ]);
  });

  it('reads a column headed by an attribute’s name as that attribute’s value', () => {
    expect(
      toImportRows(
        [
          { row: 2, values: { 客户名称: '甲', 联系人: '张', 联系电话: '138', 预算: '12.5', 行业: '乙' } },
          { row: 3, values: { 客户名称: '乙', 联系人: '李', 联系电话: '139', 预算: '', 行业: '' } },
        ],
        headerOf,
        ATTRIBUTES,
      ),
    ).toEqual([
      {
        row: 2,
        name: '甲',
        contact_name: '张',
        phone: '138',
        attributes: { attr_2: '12.5', attr_4: '乙' },
      },
      { row: 3, name: '乙', contact_name: '李', phone: '139' },
    ]);
  });

  it('a required attribute’s column is a required header; columns of no field or attribute are named as ignored', () => {
    expect(missingHeaders(['客户名称', '联系人', '联系电话'], headerOf, ATTRIBUTES)).toEqual(['行业']);
    expect(ignoredHeaders(['客户名称', '预算', '微信号', '备注', '生日'], headerOf, ATTRIBUTES)).toEqual([
      '微信号',
      '生日',
    ]);
  });

  it('names the required headers a file lacks', () => {
    expect(missingHeaders(['客户名称', '备注'], headerOf)).toEqual(['联系人', '联系电话']);
  });
});
