import { customerQuery } from '@/features/crm/customer-query';
import { batches, missingHeaders, toImportRows } from '@/features/crm/import-rows';

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

  it('names the required headers a file lacks', () => {
    expect(missingHeaders(['客户名称', '备注'], headerOf)).toEqual(['联系人', '联系电话']);
  });

  it('cuts rows into batches without losing any', () => {
    const parts = batches(Array.from({ length: 450 }, (_v, i) => i));
    expect(parts.map((p) => p.length)).toEqual([200, 200, 50]);
    expect(parts.flat()).toHaveLength(450);
  });
});
