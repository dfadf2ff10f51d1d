import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useWhenIdle } from '@/lib/use-when-idle';

/**
 * Most screens are lists on the shared table kit (ProTable with its search form and field renderers, about
 * 240 KB gzip, the bulk of what a list screen needs). Once the signed-in shell is idle the kit is fetched and a
 * list is drawn off the page (a detached element: nothing on screen, in the tab order or for screen readers)
 * and kept: a user's first list then waits only for its own small chunk and data, and every list finds
 * pro-components' styles already generated.
 */
export function ListKitWarmUp() {
  const [Table, setTable] = useState<ComponentType | null>(null);
  const host = useMemo(() => document.createElement('div'), []);
  const load = useCallback(
    () => import('@/components/data-table').then(({ WarmUpTable }) => setTable(() => WarmUpTable)),
    [],
  );
  useWhenIdle(load, 3_000);
  return Table ? createPortal(<Table />, host) : null;
}
