import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusedControl, returnFocus } from '@/lib/focus';

/** The props every create/edit dialog or drawer takes from its opener. */
export interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The opener's side of a create/edit dialog: `open()` to create, `open(record)` to edit; `record` is what
 * the dialog edits (null when creating), `props` its open state (ModalForm's and DrawerForm's own names).
 * Closing keeps the record until the next open, so the dialog's closing animation still shows it, and gives the
 * focus back to the control that opened it (also when the opener unmounts the dialog on close).
 */
export function useFormDialog<R>() {
  const [state, setState] = useState<{ open: boolean; record: R | null }>({ open: false, record: null });
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((record?: R) => {
    opener.current = focusedControl();
    setState({ open: true, record: record ?? null });
  }, []);
  useEffect(() => {
    if (state.open) return;
    returnFocus(opener.current);
    opener.current = null;
  }, [state.open]);
  const close = useCallback(() => setState((s) => (s.open ? { ...s, open: false } : s)), []);
  const props = useMemo<FormDialogProps>(
    () => ({
      open: state.open,
      onOpenChange: (next) => {
        if (!next) return close();
        // ModalForm and DrawerForm echo an open they were given from an effect, by then the focus may be inside
        // the dialog: only an open of their own (their trigger) has an opener to remember
        if (state.open) return;
        opener.current = focusedControl();
        setState((s) => ({ ...s, open: true }));
      },
    }),
    [state.open, close],
  );
  // one object while nothing changes: list pages put the opener in their memoised columns
  return useMemo(
    () => ({ open, close, record: state.record, isOpen: state.open, props }),
    [open, close, state.record, state.open, props],
  );
}
