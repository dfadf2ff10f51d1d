import { render, screen } from '@testing-library/react';
import { ResizableHeaderCell } from '@/components/data-table/ResizableHeaderCell';

const headerCell = (className: string) =>
  render(
    <table>
      <thead>
        <tr>
          <ResizableHeaderCell className={className} onResizeEnd={() => undefined} resizeLabel="调整列宽">
            操作
          </ResizableHeaderCell>
        </tr>
      </thead>
    </table>,
  );

describe('a resizable header cell', () => {
  it('is the handle’s frame (position relative), with its drag handle', () => {
    headerCell('ant-table-cell');
    expect(screen.getByRole('columnheader')).toHaveStyle({ position: 'relative' });
    expect(screen.getByRole('separator', { name: '调整列宽' })).toBeInTheDocument();
  });

  it('of a fixed column keeps antd’s sticky place: no inline position over its class', () => {
    headerCell('ant-table-cell ant-table-cell-fix ant-table-cell-fix-end');
    expect(screen.getByRole('columnheader').style.position).toBe('');
    expect(screen.getByRole('separator', { name: '调整列宽' })).toBeInTheDocument();
  });
});
