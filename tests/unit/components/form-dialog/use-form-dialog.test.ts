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

  it('gives the focus back to the control that opened it when the dialog goes away with the focus', async () => {
    const opener = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(opener, field);
    const { result } = renderHook(() => useFormDialog());
    opener.focus();
    act(() => result.current.open());
    field.focus();
    // the dialog unmounts on close and takes its focused field with it
    field.remove();
    act(() => result.current.close());
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps its opener when the dialog echoes the open it was given, the focus already inside it', async () => {
    const opener = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(opener, field);
    const { result } = renderHook(() => useFormDialog());
    opener.focus();
    act(() => result.current.open());
    field.focus();
    // DrawerForm and ModalForm call onOpenChange(true) from an effect once they are open
    act(() => result.current.props.onOpenChange(true));
    field.remove();
    act(() => result.current.props.onOpenChange(false));
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
