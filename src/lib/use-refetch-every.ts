import { useEffect } from 'react';

/** Re-reads a query every `ms` while the screen is open and `active` (figures the server derives from time). */
export function useRefetchEvery(refetch: () => unknown, ms: number, active = true) {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => void refetch(), ms);
    return () => clearInterval(timer);
  }, [refetch, ms, active]);
}
