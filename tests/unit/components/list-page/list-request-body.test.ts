import type { TableQuery } from '@/components/data-table';
import { filterKeysOf, filterSpec, listRequestBody } from '@/components/list-page';

const SPEC = filterSpec({
  keyword: 'string',
  owner_id: 'number',
  label_ids: 'numbers',
  status: { oneOf: [0, 1] },
  created: 'dayTimeRange',
  follow: 'dateRange',
  range: { dateRange: ['start_date', 'end_date'] },
  called: { dayTimeRange: ['start_at', 'end_at'] },
});

const query = (filters: TableQuery['filters'], more: Partial<TableQuery> = {}): TableQuery => ({
  page: 1,
  pageSize: 20,
  filters,
  ...more,
});

describe('listRequestBody: a list screen’s URL query to its list call', () => {
  it('sends page and limit, and nothing for an empty search', () => {
    expect(listRequestBody(SPEC, query({}, { page: 3, pageSize: 50 }))).toEqual({ page: 3, limit: 50 });
  });

  it('types every field as the contract does: text, numbers, a choice, lists', () => {
    expect(
      listRequestBody(SPEC, query({ keyword: ' 张三 ', owner_id: '7', label_ids: ['1', '5'], status: '0' })),
    ).toEqual({ page: 1, limit: 20, keyword: '张三', owner_id: 7, label_ids: [1, 5], status: 0 });
  });

  it('drops what the URL holds that the contract cannot take', () => {
    expect(
      listRequestBody(SPEC, query({ keyword: '  ', owner_id: 'abc', label_ids: ['x'], status: '2' })),
    ).toEqual({ page: 1, limit: 20 });
  });

  it('sends date ranges as days or whole days with times, under the field’s names or the contract’s own', () => {
    expect(
      listRequestBody(
        SPEC,
        query({
          created: ['2026-11-01', '2026-11-20'],
          follow: ['2026-12-01 08:00:00', '2026-12-02'],
          range: ['2026-10-01', '2026-10-31'],
          called: ['2026-09-01', '2026-09-30'],
        }),
      ),
    ).toEqual({
      page: 1,
      limit: 20,
      created_start: '2026-11-01 00:00:00',
      created_end: '2026-11-20 23:59:59',
      follow_start: '2026-12-01',
      follow_end: '2026-12-02',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      start_at: '2026-09-01 00:00:00',
      end_at: '2026-09-30 23:59:59',
    });
  });

  it('sends the sort only for a field the server sorts by, with its order', () => {
    const sorted = (sortField: string) =>
      listRequestBody(SPEC, query({}, { sortField, sortOrder: 'desc' }), ['amount', 'deal_at']);
    expect(sorted('amount')).toEqual({ page: 1, limit: 20, sort_field: 'amount', sort_order: 'desc' });
    expect(sorted('phone')).toEqual({ page: 1, limit: 20 });
    expect(listRequestBody(SPEC, query({}, { sortField: 'amount' }), ['amount'])).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('gives the URL keys of a spec: several values for lists and ranges', () => {
    expect(filterKeysOf(SPEC)).toEqual({
      filterKeys: ['keyword', 'owner_id', 'label_ids', 'status', 'created', 'follow', 'range', 'called'],
      listKeys: ['label_ids', 'created', 'follow', 'range', 'called'],
    });
  });
});
