import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ListResult } from '@/components/data-table';
import { filterSpec, useListPage, type ListPage } from '@/components/list-page';
import { renderApp } from '@tests/support/render-app';

const FILTERS = filterSpec({ keyword: 'string', owner_id: 'number', range: 'dateRange' });
const EMPTY: ListResult<{ id: number }> = { isFetching: false, isError: false, refetch: () => undefined };

interface Seen {
  args: unknown[];
  page?: ListPage<unknown, unknown>;
  onPage(page: ListPage<unknown, unknown>): void;
}

const watch = (): Seen => {
  const seen: Seen = {
    args: [],
    onPage: (page) => {
      seen.page = page;
    },
  };
  return seen;
};

function Screen({ seen, skip }: { seen: Seen; skip?: boolean }) {
  const page = useListPage({
    query: (arg) => {
      seen.args.push(arg);
      return EMPTY;
    },
    filters: FILTERS,
    sortable: ['amount'],
    table: 'things',
    toBody: (body) => ({ ...body, scope: 'mine' }),
    skip,
  });
  useEffect(() => seen.onPage(page));
  return null;
}

describe('useListPage: a list screen’s URL to its call and DataTable’s props', () => {
  it('calls the list hook with the typed body of the URL and names the column settings per user', async () => {
    const seen = watch();
    renderApp(<Screen seen={seen} />, {
      user: 'agent',
      url: '/things?page=2&sort=amount&order=desc&keyword=%20张&owner_id=3&range=2026-11-01&range=2026-11-30',
    });
    await waitFor(() => expect(seen.page).toBeDefined());
    expect(seen.args.at(-1)).toEqual({
      body: {
        scope: 'mine',
        page: 2,
        limit: 10,
        keyword: '张',
        owner_id: 3,
        range_start: '2026-11-01',
        range_end: '2026-11-30',
        sort_field: 'amount',
        sort_order: 'desc',
      },
    });
    expect(seen.page!.table.persistenceKey).toBe('agent:things');
    expect(seen.page!.table.prefetch).toBeUndefined();
  });

  it('skips the call while the screen is not ready', async () => {
    const seen = watch();
    renderApp(<Screen seen={seen} skip />, { user: 'agent', url: '/things' });
    await waitFor(() => expect(seen.args.length).toBeGreaterThan(0));
    expect(seen.args.every((a) => a === skipToken)).toBe(true);
  });
});
