import { useEffect, type ReactNode } from 'react';
import { Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Pending, QueryGate, type GatedAnswer } from '@/components/query-gate';

/** The answer of the list asked for its first item (page 1, one row, in the list screen's order). */
interface FirstAnswer<T> extends GatedAnswer<T> {
  isFetching: boolean;
}

/**
 * What a screen about one item shows at its address without the item (`?id=` left out): the first item, its id
 * put into the address in place of the bare one (so back does not return to a screen that only forwards), or,
 * when there is none, says so and offers the way to make one. A failed list says so, with a retry, instead of
 * claiming there is nothing. Drawn only while the address names no item; the screen skips its question after.
 */
export function OpenFirst<T>({
  answer,
  firstOf,
  param = 'id',
  failed,
  none,
  action,
}: {
  answer: FirstAnswer<T>;
  firstOf: (data: T) => number | undefined;
  param?: string;
  failed: string;
  none: string;
  action: ReactNode;
}) {
  const navigate = useNavigate();
  const firstId = answer.data === undefined ? undefined : firstOf(answer.data);
  useEffect(() => {
    if (firstId)
      navigate({ search: `?${new URLSearchParams({ [param]: String(firstId) })}` }, { replace: true });
  }, [firstId, param, navigate]);

  return (
    <QueryGate answers={[answer]} failed={failed}>
      {() =>
        // a stale answer (the list changed since) waits for the fresh one rather than open a deleted item
        answer.isFetching || firstId ? (
          <Pending />
        ) : (
          <Empty style={{ padding: 48 }} description={none}>
            {action}
          </Empty>
        )
      }
    </QueryGate>
  );
}
