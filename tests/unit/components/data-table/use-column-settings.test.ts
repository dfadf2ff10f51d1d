import { act, renderHook } from '@testing-library/react';
import { columnSettingsKey, useColumnSettings } from '@/components/data-table';

describe('useColumnSettings: column choices kept per user and table', () => {
  it('keeps shown, order, pinned side and width across a reload', () => {
    const first = renderHook(() => useColumnSettings('agent:customers-mine'));
    act(() => first.result.current.setWidth('phone', 220));
    act(() =>
      first.result.current.setColumnsState({
        phone: { show: true, order: 2 },
        remark: { show: false, fixed: 'right' },
      }),
    );
    first.unmount();
    const reloaded = renderHook(() => useColumnSettings('agent:customers-mine'));
    expect(reloaded.result.current.settings).toEqual({
      phone: { show: true, order: 2, width: 220 },
      remark: { show: false, fixed: 'right' },
    });
    // ProTable gets its own part only; widths are applied by the table
    expect(reloaded.result.current.columnsState.phone).toEqual({ show: true, order: 2 });
  });

  it('another user (or table) starts from the defaults', () => {
    const agent = renderHook(() => useColumnSettings('agent:customers-mine'));
    act(() => agent.result.current.setWidth('phone', 300));
    expect(renderHook(() => useColumnSettings('admin:customers-mine')).result.current.settings).toEqual({});
    expect(renderHook(() => useColumnSettings('agent:customers-all')).result.current.settings).toEqual({});
    expect(localStorage.getItem(columnSettingsKey('agent:customers-mine'))).toContain('300');
  });

  it('reset forgets the choices', () => {
    const hook = renderHook(() => useColumnSettings('agent:deals'));
    act(() => hook.result.current.setWidth('amount', 200));
    act(() => hook.result.current.reset());
    expect(hook.result.current.settings).toEqual({});
    expect(localStorage.getItem(columnSettingsKey('agent:deals'))).toBeNull();
  });
});
