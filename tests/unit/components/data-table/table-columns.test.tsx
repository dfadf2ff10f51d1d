import { renderHook } from '@testing-library/react';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { useShownColumns } from '@/components/data-table/table-columns';

interface Row {
  name: string;
}

const shown = (columns: ProColumns<Row>[]) =>
  renderHook(() =>
    useShownColumns<Row>(
      columns,
      {},
      {},
      () => undefined,
      ((key: string) => key) as unknown as TFunction<'dataTable'>,
    ),
  ).result.current;

describe('the columns a list shows', () => {
  it('keeps the row actions in sight: an action column is fixed to the right unless it says otherwise', () => {
    const [name, actions, left] = shown([
      { title: 'name', dataIndex: 'name', width: 120 },
      { title: 'actions', key: 'actions', valueType: 'option', width: 160 },
      { title: 'left', key: 'left', valueType: 'option', fixed: 'left', width: 80 },
    ]);
    expect(name!.fixed).toBeUndefined();
    expect(actions!.fixed).toBe('right');
    expect(left!.fixed).toBe('left');
  });
});
