import type { ReactNode } from 'react';
import { useFormDialog, type FormDialogProps } from '@/components/form-dialog';

/**
 * A button named `label` that opens the dialog `children` renders, the way a screen opens its dialogs
 * (useFormDialog): for tests that render a dialog without its screen.
 */
export function DialogOpener({
  label,
  children,
}: {
  label: string;
  children: (dialog: FormDialogProps) => ReactNode;
}) {
  const dialog = useFormDialog<never>();
  return (
    <>
      <button type="button" onClick={() => dialog.open()}>
        {label}
      </button>
      {children(dialog.props)}
    </>
  );
}
