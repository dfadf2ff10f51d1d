import { isValidElement, useEffect, useRef } from 'react';

/** A new but equal column array on this many renders in a row: the screen builds its columns on every render. */
export const UNSTABLE_RENDERS = 3;

/** What a column array shows, without its functions: equal for columns rebuilt from the same data. */
function signature(columns: unknown): string | undefined {
  try {
    return JSON.stringify(columns, (_key, value: unknown) =>
      typeof value === 'function' ? 'fn' : isValidElement(value) ? 'element' : value,
    );
  } catch {
    return undefined; // a structure JSON cannot hold: compared by identity only
  }
}

/**
 * Development only: a `columns` prop that is a new array on every render redraws every cell and undoes
 * the paging speed-up (a page change should draw the rows only). Says so once, naming the table. New
 * columns that show something new (a renamed category in a filter) are not counted.
 */
export function useUnstableColumnsWarning(columns: unknown, table: string) {
  const last = useRef<{ columns: unknown; signature: string | undefined }>(undefined);
  const needless = useRef(0);
  const warned = useRef(false);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || warned.current) return;
    const previous = last.current;
    const current = {
      columns,
      signature: previous && previous.columns === columns ? previous.signature : signature(columns),
    };
    last.current = current;
    if (!previous) return;
    const rebuilt = previous.columns !== columns && previous.signature === current.signature;
    needless.current = rebuilt ? needless.current + 1 : 0;
    if (needless.current < UNSTABLE_RENDERS) return;
    warned.current = true;
    console.warn(
      `DataTable "${table}": its columns were a new array on ${UNSTABLE_RENDERS} renders in a row. ` +
        'Build them with useMemo (or outside the component): new columns redraw every cell.',
    );
  });
}
