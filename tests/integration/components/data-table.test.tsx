import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProColumns } from '@ant-design/pro-components';
import { DataTable, useTableQuery, type ListResult, type TableQuery } from '@/components/data-table';
import { renderApp } from '@tests/support/render-app';
// the shell loads the signed-in namespaces; this test renders the table without the shell
import '@/i18n/signed-in';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: from + i,
    name: `客户${from + i}`,
    amount: (from + i) * 10,
  }));

const columns: ProColumns<Row>[] = [
  { title: '名称', dataIndex: 'keyword', hideInTable: true },
  { title: '客户', dataIndex: 'name', search: false },
  { title: '金额', dataIndex: 'amount', search: false, sorter: true },
];

/** A screen over a fake list hook: `results` decides what each render's query answers. */
function Screen({
  result,
  onBulk,
  prefetch,
}: {
  result: (query: unknown) => ListResult<Row>;
  onBulk?: (ids: number[]) => void;
  prefetch?: (query: TableQuery) => void;
}) {
  const tableQuery = useTableQuery({ filterKeys: ['keyword'] });
  const [seen] = useState<unknown[]>([]);
  seen.push(tableQuery.query);
  return (
    <DataTable<Row>
      persistenceKey="agent:test"
      columns={columns}
      tableQuery={tableQuery}
      result={result(tableQuery.query)}
      bulkActions={onBulk && ((ids) => <a onClick={() => onBulk(ids)}>批量处理</a>)}
      prefetch={prefetch}
    />
  );
}

const page = (data: Row[], total: number, extra: Partial<ListResult<Row>> = {}): ListResult<Row> => ({
  data: { data: { data, total } },
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
  ...extra,
});

describe('DataTable: the console’s list pattern', () => {
  it('[SHELL-32] an empty list shows 暂无数据', async () => {
    renderApp(<Screen result={() => page([], 0)} />, { user: 'agent', url: '/list' });
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('page and sort go to the URL; the query the hook gets follows', async () => {
    const asked: unknown[] = [];
    const { router, user } = renderApp(
      <Screen
        result={(q) => {
          asked.push(q);
          return page(rows(1, 20), 95);
        }}
      />,
      { user: 'agent', url: '/list?keyword=%E5%BC%A0' },
    );
    await screen.findByText('客户1');
    expect(screen.getByPlaceholderText('请输入')).toHaveValue('张');
    await user.click(screen.getByTitle('3'));
    expect(router.state.location.search).toBe('?page=3&keyword=%E5%BC%A0');
    expect(asked.at(-1)).toMatchObject({ page: 3, filters: { keyword: '张' } });
    await user.click(screen.getByRole('columnheader', { name: /金额/ }));
    expect(router.state.location.search).toBe('?sort=amount&order=asc&keyword=%E5%BC%A0');
  });

  it('the page after the one shown is fetched ahead, and a page change asks for its page at once', async () => {
    const prefetch = jest.fn();
    const { user } = renderApp(<Screen result={() => page(rows(1, 20), 95)} prefetch={prefetch} />, {
      user: 'agent',
      url: '/list?keyword=%E5%BC%A0',
    });
    await screen.findByText('客户1');
    await waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ page: 2, filters: { keyword: '张' } })),
    );
    prefetch.mockClear();
    await user.click(screen.getByTitle('5'));
    expect(prefetch).toHaveBeenNthCalledWith(1, expect.objectContaining({ page: 5 }));
    // the last page has no page after it to fetch ahead
    await new Promise((r) => setTimeout(r, 500));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a failed load keeps the rows on screen and offers a retry', async () => {
    const refetch = jest.fn();
    renderApp(<Screen result={() => page(rows(1, 3), 3, { isError: true, refetch })} />, {
      user: 'agent',
      url: '/list',
    });
    expect(await screen.findByText('数据加载失败，显示的是上一次的结果')).toBeInTheDocument();
    expect(screen.getByText('客户2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('bulk actions get the ids of the selected rows', async () => {
    const onBulk = jest.fn();
    const { user } = renderApp(<Screen result={() => page(rows(7, 3), 3)} onBulk={onBulk} />, {
      user: 'agent',
      url: '/list',
    });
    const row = (await screen.findByText('客户8')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(screen.getByText('客户9').closest('tr')!).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(screen.getByText('批量处理'));
    expect(onBulk).toHaveBeenCalledWith([8, 9]);
  });

  it('a dragged column width is kept for this user', async () => {
    renderApp(<Screen result={() => page(rows(1, 2), 2)} />, { user: 'agent', url: '/list' });
    await screen.findByText('客户1');
    const handle = screen.getAllByRole('separator', { name: '拖动调整列宽' })[0]!;
    fireEvent.mouseDown(handle, { clientX: 100 });
    fireEvent.mouseMove(window, { clientX: 180 });
    fireEvent.mouseUp(window);
    // jsdom lays nothing out: the cell starts at the 60 px minimum and was dragged 80 px wider
    const saved = JSON.parse(localStorage.getItem('table-columns:agent:test') ?? '{}') as Record<
      string,
      { width?: number }
    >;
    expect(saved.name).toEqual({ width: 140 });
  });
});
