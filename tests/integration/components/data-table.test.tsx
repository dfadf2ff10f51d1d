import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Input } from 'antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProColumns } from '@ant-design/pro-components';
import {
  DataTable,
  useTableQuery,
  type ListResult,
  type SummaryRow,
  type TableQuery,
} from '@/components/data-table';
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
  tableColumns = columns,
  toolbar,
  summary,
}: {
  result: (query: unknown) => ListResult<Row>;
  onBulk?: (ids: number[]) => void;
  prefetch?: (query: TableQuery) => void;
  tableColumns?: ProColumns<Row>[];
  toolbar?: () => ReactNode[];
  summary?: SummaryRow;
}) {
  const tableQuery = useTableQuery({ filterKeys: ['keyword'], persistenceKey: 'agent:test' });
  const [seen] = useState<unknown[]>([]);
  seen.push(tableQuery.query);
  return (
    <DataTable<Row>
      persistenceKey="agent:test"
      columns={tableColumns}
      tableQuery={tableQuery}
      result={result(tableQuery.query)}
      bulkActions={onBulk && ((ids) => <a onClick={() => onBulk(ids)}>批量处理</a>)}
      prefetch={prefetch}
      toolBarRender={toolbar}
      summary={summary}
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
          return page(rows(1, 10), 95);
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
    const { user } = renderApp(<Screen result={() => page(rows(1, 10), 95)} prefetch={prefetch} />, {
      user: 'agent',
      url: '/list?keyword=%E5%BC%A0',
    });
    await screen.findByText('客户1');
    await waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ page: 2, filters: { keyword: '张' } })),
    );
    prefetch.mockClear();
    await user.click(screen.getByTitle('10'));
    expect(prefetch).toHaveBeenNthCalledWith(1, expect.objectContaining({ page: 10 }));
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

  it('a keyboard reaches the sideways-scrolling rows; the select-all box is named and in reach only once', async () => {
    renderApp(<Screen result={() => page(rows(1, 2), 2)} onBulk={jest.fn()} />, {
      user: 'agent',
      url: '/list',
    });
    await screen.findByText('客户1');
    expect(screen.getByRole('region', { name: '表格内容，可用方向键左右滚动' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // antd's hidden row that measures column widths copies the header: no second box there for a keyboard
    expect(screen.getAllByRole('checkbox', { name: '全选当页', hidden: true })).toHaveLength(1);
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

  it('the pager shows the range and the total (10 a page, spec §9); a new page size starts again at page 1 and stays the user’s', async () => {
    const prefetch = jest.fn();
    const first = renderApp(<Screen result={() => page(rows(21, 10), 95)} prefetch={prefetch} />, {
      user: 'agent',
      url: '/list?page=3',
    });
    expect(await screen.findByText('第 21-30 条/总共 95 条')).toBeInTheDocument();
    fireEvent.mouseDown(
      within(document.querySelector<HTMLElement>('.ant-pagination')!).getByRole('combobox'),
    );
    await first.user.click(await screen.findByTitle('50 条/页'));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 50 }));
    // the user's own size for this table: no parameter, and the next visit pages by it
    expect(first.router.state.location.search).toBe('');
    expect(await screen.findByText('第 1-50 条/总共 95 条')).toBeInTheDocument();
    first.unmount();

    renderApp(<Screen result={(q) => page(rows(1, (q as TableQuery).pageSize), 95)} />, {
      user: 'agent',
      url: '/list',
    });
    expect(await screen.findByText('第 1-50 条/总共 95 条')).toBeInTheDocument();
  });

  it('a row’s cells are drawn again only for a new row: selecting rows leaves the page alone', async () => {
    const drawn = jest.fn((row: Row) => row.name);
    const counted: ProColumns<Row>[] = [
      { title: '客户', dataIndex: 'name', search: false, render: (_d, row) => drawn(row) },
    ];
    const answer = page(rows(1, 3), 3);
    const { user } = renderApp(<Screen result={() => answer} tableColumns={counted} onBulk={jest.fn()} />, {
      user: 'agent',
      url: '/list',
    });
    await screen.findByText('客户3');
    const before = drawn.mock.calls.length;
    await user.click(within(screen.getByText('客户2').closest('tr')!).getByRole('checkbox'));
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
    expect(drawn).toHaveBeenCalledTimes(before);
  });

  it('a column drawn differently redraws the rows on screen', async () => {
    const answer = page(rows(1, 2), 2);
    function Switcher() {
      const [prefix, setPrefix] = useState('甲');
      const switched = useMemo<ProColumns<Row>[]>(
        () => [
          { title: '客户', dataIndex: 'name', search: false, render: (_d, row) => `${prefix}${row.name}` },
        ],
        [prefix],
      );
      return (
        <>
          <button onClick={() => setPrefix('乙')}>换</button>
          <Screen result={() => answer} tableColumns={switched} />
        </>
      );
    }
    const { user } = renderApp(<Switcher />, { user: 'agent', url: '/list' });
    await screen.findByText('甲客户1');
    await user.click(screen.getByRole('button', { name: '换' }));
    expect(screen.getByText('乙客户1')).toBeInTheDocument();
    expect(screen.getByText('乙客户2')).toBeInTheDocument();
  });

  it('an ellipsis column clips its cells and gives the whole value as their title', async () => {
    const long = '这位客户的备注写得很长很长，一格放不下';
    const clipped: ProColumns<Row>[] = [
      { title: '客户', dataIndex: 'name', search: false, ellipsis: true, width: 80 },
    ];
    renderApp(<Screen result={() => page([{ id: 1, name: long, amount: 0 }], 1)} tableColumns={clipped} />, {
      user: 'agent',
      url: '/list',
    });
    const cell = (await screen.findByText(long)).closest('td')!;
    expect(cell).toHaveAttribute('title', long);
    expect(cell).toHaveStyle({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  });

  it('a page change draws the rows and the pager, not the search form around them', async () => {
    const searchDrawn = jest.fn(() => <Input placeholder="名称" />);
    const searched: ProColumns<Row>[] = [
      { title: '名称', dataIndex: 'keyword', hideInTable: true, formItemRender: searchDrawn },
      { title: '客户', dataIndex: 'name', search: false },
    ];
    const { user } = renderApp(
      <Screen
        result={(q) => page(rows(((q as TableQuery).page - 1) * 10 + 1, 10), 95)}
        tableColumns={searched}
      />,
      { user: 'agent', url: '/list' },
    );
    await screen.findByText('客户1');
    const before = searchDrawn.mock.calls.length;
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('客户11')).toBeInTheDocument();
    expect(screen.getByText('第 11-20 条/总共 95 条')).toBeInTheDocument();
    expect(searchDrawn).toHaveBeenCalledTimes(before);
  });

  it('the toolbar shows the screen’s latest buttons', async () => {
    function Counting() {
      const [count, setCount] = useState(0);
      return (
        <Screen
          result={() => page(rows(1, 2), 2)}
          toolbar={() => [
            <button key="count" onClick={() => setCount(count + 1)}>{`已点 ${count} 次`}</button>,
          ]}
        />
      );
    }
    const { user } = renderApp(<Counting />, { user: 'agent', url: '/list' });
    await user.click(await screen.findByRole('button', { name: '已点 0 次' }));
    expect(screen.getByRole('button', { name: '已点 1 次' })).toBeInTheDocument();
  });

  it('a column hidden in the column settings stays hidden for this user after a reload', async () => {
    const first = renderApp(<Screen result={() => page(rows(1, 2), 2)} />, { user: 'agent', url: '/list' });
    await screen.findByText('客户1');
    fireEvent.click(document.querySelector<HTMLElement>('.anticon-setting')!);
    const panel = await screen.findByRole('tree');
    await first.user.click(within(panel).getByText('金额'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /金额/ })).not.toBeInTheDocument());
    first.unmount();

    renderApp(<Screen result={() => page(rows(1, 2), 2)} />, { user: 'agent', url: '/list' });
    await screen.findByText('客户1');
    expect(screen.getByRole('columnheader', { name: /客户/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /金额/ })).not.toBeInTheDocument();
  });

  it('the rows come first and the search form after them; until it is drawn, an empty card of its last drawn height keeps the table still', async () => {
    // the elements each ResizeObserver watches, to play the browser's report of the form's height
    const watched: [ResizeObserverCallback, Element][] = [];
    const stub = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(element: Element) {
        watched.push([this.report, element]);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      // the list's answer as a store: loading first, then a page
      let answer: ListResult<Row> = { isFetching: true, isError: false, refetch: jest.fn() };
      const listeners = new Set<() => void>();
      const subscribe = (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      };
      function Loading() {
        const current = useSyncExternalStore(subscribe, () => answer);
        return <Screen result={() => current} />;
      }
      const first = renderApp(<Loading />, { user: 'agent', url: '/list' });
      // still loading: no form yet; its place is kept at one row's height (nothing drawn before)
      expect(await screen.findByTestId('search-placeholder')).toHaveStyle({ height: '80px' });
      expect(screen.queryByPlaceholderText('请输入')).not.toBeInTheDocument();

      act(() => {
        answer = page(rows(1, 3), 3);
        listeners.forEach((listener) => listener());
      });
      expect(await screen.findByPlaceholderText('请输入')).toBeInTheDocument();
      expect(screen.getByText('客户1')).toBeInTheDocument();
      expect(screen.queryByTestId('search-placeholder')).not.toBeInTheDocument();
      // the browser lays the form out 112 px high (two rows of fields, say)
      const [report, box] = watched.find(([, element]) => element.querySelector('.ant-pro-table-search'))!;
      report([{ borderBoxSize: [{ blockSize: 112, inlineSize: 900 }] } as unknown as ResizeObserverEntry], {
        disconnect() {},
      } as ResizeObserver);
      expect(box).toContainElement(document.querySelector<HTMLElement>('.ant-pro-table-search'));
      first.unmount();

      // the next visit keeps the height the form had
      answer = { isFetching: true, isError: false, refetch: jest.fn() };
      renderApp(<Loading />, { user: 'agent', url: '/list' });
      expect(await screen.findByTestId('search-placeholder')).toHaveStyle({ height: '112px' });
    } finally {
      globalThis.ResizeObserver = stub;
    }
  });

  describe('a summary row', () => {
    const withDouble: ProColumns<Row>[] = [
      ...columns,
      { title: '两倍', key: 'double', search: false, render: (_d, r) => r.amount * 2 },
    ];
    const total: SummaryRow = { label: '合计', cells: { amount: '30', double: '60' } };
    const summaryRow = () => screen.getByRole('row', { name: /^合计/ });
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

    it('is a row of the table’s footer: the label over the columns without a figure, each figure under its column', async () => {
      renderApp(<Screen result={() => page(rows(1, 2), 2)} tableColumns={withDouble} summary={total} />, {
        user: 'agent',
        url: '/list',
      });
      await screen.findByText('客户1');
      expect(summaryRow().closest('tfoot')).not.toBeNull();
      expect(cellsOf(summaryRow()).map((c) => c.textContent)).toEqual(['合计', '30', '60']);
      // the rows' own cells line up with it
      expect(cellsOf(screen.getByText('客户1').closest('tr')!).map((c) => c.textContent)).toEqual([
        '客户1',
        '10',
        '20',
      ]);
    });

    it('spans the selection’s boxes too', async () => {
      renderApp(
        <Screen
          result={() => page(rows(1, 2), 2)}
          tableColumns={withDouble}
          summary={total}
          onBulk={jest.fn()}
        />,
        { user: 'agent', url: '/list' },
      );
      await screen.findByText('客户1');
      const [label, ...figures] = cellsOf(summaryRow());
      expect(label).toHaveTextContent('合计');
      expect(label).toHaveAttribute('colspan', '2');
      expect(figures.map((c) => c.textContent)).toEqual(['30', '60']);
    });

    it('follows the column settings: a hidden column takes its figure along', async () => {
      const { user } = renderApp(
        <Screen result={() => page(rows(1, 2), 2)} tableColumns={withDouble} summary={total} />,
        { user: 'agent', url: '/list' },
      );
      await screen.findByText('客户1');
      fireEvent.click(document.querySelector<HTMLElement>('.anticon-setting')!);
      const panel = await screen.findByRole('tree');
      await user.click(within(panel).getByText('金额'));
      await waitFor(() =>
        expect(screen.queryByRole('columnheader', { name: /金额/ })).not.toBeInTheDocument(),
      );
      expect(cellsOf(summaryRow()).map((c) => c.textContent)).toEqual(['合计', '60']);
    });
  });
});
