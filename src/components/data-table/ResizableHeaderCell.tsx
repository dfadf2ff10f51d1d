import { useRef, type MouseEvent, type ThHTMLAttributes } from 'react';

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResizeEnd?: (width: number) => void;
  resizeLabel?: string;
}

const MIN_WIDTH = 60;

/** A table header cell with a drag handle on its right edge; the new width is reported on release. */
export function ResizableHeaderCell({
  width,
  onResizeEnd,
  resizeLabel,
  children,
  style,
  ...rest
}: ResizableHeaderCellProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  if (!onResizeEnd)
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );

  const start = (e: MouseEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const th = cell.current;
    if (!th) return;
    const from = e.clientX;
    const initial = th.getBoundingClientRect().width || width || MIN_WIDTH;
    let current = initial;
    const move = (ev: globalThis.MouseEvent) => {
      current = Math.max(MIN_WIDTH, Math.round(initial + ev.clientX - from));
      th.style.width = `${current}px`;
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      if (current !== initial) onResizeEnd(current);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  // The handle is placed against the cell. A fixed column's cell is already placed: antd makes it sticky by its
  // class (ant-table-cell-fix), and an inline relative would win over that, so its title would scroll away
  // from its cells (seen: 问题学习's 操作 past the table's edge while its buttons stayed in view).
  const fixed = /\bant-table-cell-fix\b/.test(rest.className ?? '');
  return (
    <th {...rest} ref={cell} style={fixed ? style : { position: 'relative', ...style }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        onMouseDown={start}
        onClick={(e) => e.stopPropagation()}
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 6,
          cursor: 'col-resize',
          zIndex: 1,
        }}
      />
    </th>
  );
}
