import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Preloadable } from './preloadable';

/**
 * A lazily loaded component that draws at once when its chunk is already in (its screen preloads it): through
 * Suspense, React 19 shows the fallback first and reveals the component no sooner than 300 ms later (its reveal
 * throttle), drawn time-sliced. Whether it is in is decided once per mount, so the component never remounts.
 */
export function lazyPreloaded<P extends object>(
  load: Preloadable<P>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  const Lazy = lazy(load);
  return function Preloaded(props: P) {
    const [Loaded] = useState(() => load.loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
