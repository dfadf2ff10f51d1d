import { useEffect, useRef } from 'react';

/** New column arrays on this many renders in a row: the screen builds its columns afresh on every render. */
export const UNSTABLE_RENDERS = 3;

/**
 * Development only: a `columns` prop that is a new array on every render redraws every cell and undoes
 * the paging speed-up (a page change should draw the rows only). Says so once, naming the table.
 */
export function useUnstableColumnsWarning(columns: unknown, table: string) {
  const last = useRef(columns);
  const changes = useRef(0);
  const warned = useRef(false);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || warned.current) return;
    changes.current = last.current === columns ? 0 : changes.current + 1;
    last.current = columns;
    if (changes.current < UNSTABLE_RENDERS) return;
    warned.current = true;
    console.warn(
      `DataTable "${table}": its columns were a new array on ${UNSTABLE_RENDERS} renders in a row. ` +
        'Build them with useMemo (or outside the component): new columns redraw every cell.',
    );
  });
}
