import { useRef, useState } from 'react';

/** What the list's next answer selects by itself. */
export type PendingSelection = { kind: 'first' } | { kind: 'position'; index: number } | { kind: 'none' };

/**
 * The state of a script or plan list: page, keyword (typed, then searched) and the selection the next
 * answer makes (the first row on the first load, a position after a delete, nothing once the user picked).
 */
export function useOwnerList() {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const pending = useRef<PendingSelection>({ kind: 'first' });
  /** Answers the selection the list waits for, and waits for none after it. */
  const takePending = () => {
    const next = pending.current;
    pending.current = { kind: 'none' };
    return next;
  };
  return {
    page,
    keyword,
    setPage,
    /** SCRIPT-45, PLAN-34: after a create, update or copy the list starts again from page 1 without the keyword. */
    reset() {
      setTyped('');
      setKeyword('');
      setPage(1);
    },
    /**
     * Deletes through `call` (false when the server refused); once it is gone, the next answer selects
     * the row now at `index`, else the first (SCRIPT-46, PLAN-35).
     */
    async removeAt(index: number, call: () => Promise<boolean>) {
      // Set before the call: the list refetches as soon as the delete lands.
      pending.current = { kind: 'position', index };
      if (!(await call())) pending.current = { kind: 'none' };
    },
    state: { page, setPage, typed, setTyped, setKeyword, takePending },
  };
}

export type OwnerListState = ReturnType<typeof useOwnerList>['state'];
