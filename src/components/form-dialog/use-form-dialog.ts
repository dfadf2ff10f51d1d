import { useCallback, useMemo, useState } from 'react';

/** The props every create/edit dialog or drawer takes from its opener. */
export interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The opener's side of a create/edit dialog: `open()` to create, `open(record)` to edit; `record` is what
 * the dialog edits (null when creating), `props` its open state (ModalForm's and DrawerForm's own names).
 * Closing keeps the record until the next open, so the dialog's closing animation still shows it.
 */
export function useFormDialog<R>() {
  const [state, setState] = useState<{ open: boolean; record: R | null }>({ open: false, record: null });
  const open = useCallback((record?: R) => setState({ open: true, record: record ?? null }), []);
  const close = useCallback(() => setState((s) => (s.open ? { ...s, open: false } : s)), []);
  const props = useMemo<FormDialogProps>(
    () => ({
      open: state.open,
      onOpenChange: (next) => (next ? setState((s) => ({ ...s, open: true })) : close()),
    }),
    [state.open, close],
  );
  return { open, close, record: state.record, isOpen: state.open, props };
}
