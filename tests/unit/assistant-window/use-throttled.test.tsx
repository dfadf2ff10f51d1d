import { act, renderHook } from '@testing-library/react';
import { useThrottled } from '@/features/assistant-window/components/use-throttled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('passes a lone change on at once, and a burst on at most once per interval, ending on the latest value', () => {
  const { result, rerender } = renderHook(({ v }) => useThrottled(v, 500), { initialProps: { v: 0 } });
  jest.advanceTimersByTime(1000);
  rerender({ v: 1 });
  expect(result.current).toBe(1); // a line now and then shows at once
  rerender({ v: 2 });
  rerender({ v: 3 });
  expect(result.current).toBe(1);
  act(() => jest.advanceTimersByTime(499));
  expect(result.current).toBe(1);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(3);
});
