import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { pageSizeKey, toFilterValues, useTableQuery } from '@/components/data-table';

const KEYS = ['keyword', 'node_id', 'label_ids'] as const;
const LISTS = ['label_ids'] as const;

/** The hook inside a memory router at `url`; `router` tells where the URL went. */
function setup(url: string, keepKeys?: readonly string[], persistenceKey?: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const hook = renderHook(
    () => ({
      table: useTableQuery({ filterKeys: KEYS, listKeys: LISTS, keepKeys, persistenceKey }),
      location: useLocation(),
    }),
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...hook, router: () => router };
}

describe('useTableQuery: a list query kept in the URL', () => {
  it('reads page, size, sort and filters (lists repeated) from the URL', () => {
    const { result } = setup(
      '/x?page=3&size=50&sort=created_at&order=asc&keyword=13800&label_ids=1&label_ids=4&other=1',
    );
    expect(result.current.table.query).toEqual({
      page: 3,
      pageSize: 50,
      sortField: 'created_at',
      sortOrder: 'asc',
      filters: { keyword: '13800', label_ids: ['1', '4'] },
    });
  });

  it('writes changes as new history entries, so back returns to the previous view', async () => {
    const { result, router } = setup('/x?keyword=王');
    act(() => result.current.table.setPage(4));
    expect(result.current.location.search).toBe('?page=4&keyword=%E7%8E%8B');
    act(() => result.current.table.setSort('next_follow_at', 'desc'));
    // a new sort starts again at page 1
    expect(result.current.table.query).toMatchObject({
      page: 1,
      sortField: 'next_follow_at',
      sortOrder: 'desc',
    });
    act(() => result.current.table.setPage(2));
    act(() => result.current.table.setFilters({ node_id: '3' }));
    expect(result.current.table.query).toMatchObject({ page: 1, filters: { node_id: '3' } });
    await act(() => router().navigate(-1));
    expect(result.current.table.query).toMatchObject({ page: 2, filters: { keyword: '王' } });
  });

  it('keeps the parameters the page owns (keepKeys) through paging and searching; drops others', () => {
    const { result } = setup('/x?id=7&other=1&keyword=a', ['id']);
    act(() => result.current.table.setPage(2));
    expect(result.current.location.search).toBe('?id=7&page=2&keyword=a');
    act(() => result.current.table.setFilters({ node_id: '3' }));
    expect(result.current.location.search).toBe('?id=7&node_id=3');
  });

  it('a list pages by 10 (spec §9); a new page size goes back to page 1; the default stays out of the URL', () => {
    const { result } = setup('/x?page=5');
    expect(result.current.table.query.pageSize).toBe(10);
    act(() => result.current.table.setPage(5, 100));
    expect(result.current.location.search).toBe('?size=100');
    act(() => result.current.table.setPage(1, 10));
    expect(result.current.location.search).toBe('');
  });

  it("the size a user picks is kept for that user's table: the next visit pages by it", () => {
    localStorage.clear();
    const first = setup('/x?page=3', undefined, 'admin:orders');
    act(() => first.result.current.table.setPage(3, 50));
    expect(first.result.current.table.query).toMatchObject({ page: 1, pageSize: 50 });
    // the user's own size needs no parameter
    expect(first.result.current.location.search).toBe('');
    expect(localStorage.getItem(pageSizeKey('admin:orders'))).toBe('50');
    first.unmount();

    expect(setup('/x', undefined, 'admin:orders').result.current.table.query.pageSize).toBe(50);
    expect(setup('/x', undefined, 'admin:customers').result.current.table.query.pageSize).toBe(10);
    expect(setup('/x', undefined, 'agent:orders').result.current.table.query.pageSize).toBe(10);
    // a link with its own size shows it, and paging it keeps it in the URL
    const linked = setup('/x?size=20', undefined, 'admin:orders');
    expect(linked.result.current.table.query.pageSize).toBe(20);
    act(() => linked.result.current.table.setPage(2));
    expect(linked.result.current.location.search).toBe('?page=2&size=20');
    localStorage.clear();
  });

  it('form values become URL values: empties dropped, numbers and lists as strings', () => {
    expect(
      toFilterValues({ keyword: ' 张 ', node_id: 3, label_ids: [1, 2], source: undefined, focus: '' }),
    ).toEqual({
      keyword: '张',
      node_id: '3',
      label_ids: ['1', '2'],
    });
  });
});
