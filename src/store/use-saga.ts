import { useEffect } from 'react';
import type { Saga } from 'redux-saga';
import { useAppStore } from './hooks';

/**
 * The one way a feature starts its saga: it runs while the calling component (the feature's layer in the
 * signed-in layout) is mounted and is cancelled when it unmounts, so signing out ends it. The saga arrives with
 * the feature's chunk; the store itself runs only the session's saga (docs/architecture.md, "Slices and sagas").
 */
export function useSaga(saga: Saga<[]>): void {
  const store = useAppStore();
  useEffect(() => {
    const task = store.runSaga(saga);
    return () => task.cancel();
  }, [store, saga]);
}
