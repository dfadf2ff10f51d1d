import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `handler`: a memoized
 * element can take it as a prop without being rebuilt each time the handler's closure changes.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
