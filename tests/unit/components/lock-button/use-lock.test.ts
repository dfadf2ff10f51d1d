import { act, renderHook } from '@testing-library/react';
import { LOCK_MS, useLock } from '@/components/lock-button';

describe('useLock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('[CALL-26] runs the action, then stays locked for LOCK_MS (2000 ms)', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useLock(action));
    expect(result.current.locked).toBe(false);

    act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);

    act(() => jest.advanceTimersByTime(LOCK_MS - 1));
    expect(result.current.locked).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);
  });

  it('[CALL-26] ignores a second run in the same tick, before React re-renders', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useLock(action));

    act(() => {
      result.current.run();
      result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('passes the arguments on and calls the latest action', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ action }) => useLock(action), {
      initialProps: { action: first },
    });
    rerender({ action: second });

    act(() => result.current.run());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(LOCK_MS));
    const withArgs = renderHook(() => useLock((a: number, b: string) => second(a, b)));
    act(() => withArgs.result.current.run(7, 'x'));
    expect(second).toHaveBeenLastCalledWith(7, 'x');
  });

  it('takes another lock duration', () => {
    const { result } = renderHook(() => useLock(undefined, 500));
    act(() => result.current.run());
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.locked).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useLock(jest.fn()));
    act(() => result.current.run());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
