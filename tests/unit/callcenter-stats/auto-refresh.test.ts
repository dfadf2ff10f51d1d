import { act, renderHook } from '@testing-library/react';
import { useAutoRefresh } from '@/features/callcenter-stats/auto-refresh';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setHidden(false);
});

it('[ROUTES-CALLCENTRE-02] a dashboard refreshes on its interval, not at all while the page is hidden, and at once when it shows again', () => {
  const refresh = jest.fn();
  renderHook(() => useAutoRefresh(30, refresh));
  act(() => jest.advanceTimersByTime(30_000));
  expect(refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(60_000));
  expect(refresh).toHaveBeenCalledTimes(3);

  act(() => setHidden(true));
  act(() => jest.advanceTimersByTime(300_000));
  expect(refresh).toHaveBeenCalledTimes(3);

  act(() => setHidden(false));
  expect(refresh).toHaveBeenCalledTimes(4);
  act(() => jest.advanceTimersByTime(30_000));
  expect(refresh).toHaveBeenCalledTimes(5);
});

it('[ROUTES-CALLCENTRE-02] auto-refresh off asks nothing; a new interval replaces the old one', () => {
  const refresh = jest.fn();
  const { rerender, unmount } = renderHook(({ s }) => useAutoRefresh(s, refresh), { initialProps: { s: 0 } });
  act(() => jest.advanceTimersByTime(600_000));
  expect(refresh).not.toHaveBeenCalled();
  rerender({ s: 60 });
  act(() => jest.advanceTimersByTime(59_000));
  expect(refresh).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1_000));
  expect(refresh).toHaveBeenCalledTimes(1);
  unmount();
  act(() => jest.advanceTimersByTime(600_000));
  expect(refresh).toHaveBeenCalledTimes(1);
});
