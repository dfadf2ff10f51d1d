import { act, renderHook } from '@testing-library/react';
import { useFormDialog } from '@/components/form-dialog';

describe('useFormDialog: the opener’s side of a create/edit dialog', () => {
  it('opens empty to create and with a record to edit; closing keeps the record for the closing dialog', () => {
    const { result } = renderHook(() => useFormDialog<{ id: number }>());
    expect(result.current.props.open).toBe(false);

    act(() => result.current.open({ id: 7 }));
    expect(result.current.props.open).toBe(true);
    expect(result.current.record).toEqual({ id: 7 });

    act(() => result.current.props.onOpenChange(false));
    expect(result.current.props.open).toBe(false);
    expect(result.current.record).toEqual({ id: 7 });

    act(() => result.current.open());
    expect(result.current.props.open).toBe(true);
    expect(result.current.record).toBeNull();
  });

  it('keeps its props while nothing changes (a memoized dialog is not drawn again)', () => {
    const { result, rerender } = renderHook(() => useFormDialog());
    const first = result.current.props;
    rerender();
    expect(result.current.props).toBe(first);
  });

  /** An opener with the focus opens the dialog, and the focus moves to a field inside it. */
  function openedFromButton() {
    const opener = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(opener, field);
    const { result } = renderHook(() => useFormDialog());
    opener.focus();
    act(() => result.current.open());
    field.focus();
    return { opener, field, dialog: () => result.current };
  }
  const nextFrame = () => act(() => new Promise((r) => requestAnimationFrame(r)));

  it('gives the focus back to the control that opened it when the dialog goes away with the focus', async () => {
    const { opener, field, dialog } = openedFromButton();
    // the dialog unmounts on close and takes its focused field with it
    field.remove();
    act(() => dialog().close());
    await nextFrame();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps its opener when the dialog echoes the open it was given, the focus already inside it', async () => {
    const { opener, field, dialog } = openedFromButton();
    // DrawerForm and ModalForm call onOpenChange(true) from an effect once they are open
    act(() => dialog().props.onOpenChange(true));
    field.remove();
    act(() => dialog().props.onOpenChange(false));
    await nextFrame();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
