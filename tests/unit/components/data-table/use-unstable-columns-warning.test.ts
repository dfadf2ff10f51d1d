import { renderHook } from '@testing-library/react';
import { useUnstableColumnsWarning } from '@/components/data-table/use-unstable-columns-warning';

const render = (columns: unknown) =>
  renderHook(({ c }) => useUnstableColumnsWarning(c, 'agent:deals'), { initialProps: { c: columns } });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('DataTable in development: columns rebuilt on every render', () => {
  it('warns once, naming the table, when the columns are a new array on 3 renders in a row', () => {
    const { rerender } = render([]);
    rerender({ c: [] });
    rerender({ c: [] });
    expect(warn).not.toHaveBeenCalled();
    rerender({ c: [] });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('agent:deals');
    rerender({ c: [] });
    rerender({ c: [] });
    rerender({ c: [] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for memoized columns, and for columns that change now and then', () => {
    const stable: unknown[] = [];
    const { rerender } = render(stable);
    for (let i = 0; i < 5; i++) rerender({ c: stable });
    // a new set (new attributes, a new language), then the same again
    const other: unknown[] = [];
    rerender({ c: other });
    rerender({ c: other });
    const third: unknown[] = [];
    rerender({ c: third });
    rerender({ c: third });
    expect(warn).not.toHaveBeenCalled();
  });

  it('stays quiet when each new set shows something new (renamed categories in a filter)', () => {
    const columns = (names: string[]) => [
      { title: '分类', fieldProps: { options: names }, render: () => null },
    ];
    const { rerender } = render(columns(['甲']));
    rerender({ c: columns(['甲', '乙']) });
    rerender({ c: columns(['甲', '丙']) });
    rerender({ c: columns(['丙']) });
    rerender({ c: columns(['丁']) });
    expect(warn).not.toHaveBeenCalled();
    // the same columns built afresh are counted
    rerender({ c: columns(['丁']) });
    rerender({ c: columns(['丁']) });
    rerender({ c: columns(['丁']) });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says nothing in production', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { rerender } = render([]);
      for (let i = 0; i < 5; i++) rerender({ c: [] });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
