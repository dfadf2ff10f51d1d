import { useEffect } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { assistantWindowSaga } from '../assistant-window.saga';
import { selectWindowOpen } from '../assistant-window.store';
import { AssistantWindow } from './AssistantWindow';
import { useDemoDialPlate } from './use-demo-dial-plate';

/**
 * The assistant window of a signed-in console: the persistence saga lives as long as the layout, and the
 * window shows from a call's first ringing or talking message until it is closed after the call.
 */
export function AssistantWindowLayer() {
  const store = useAppStore();
  useEffect(() => {
    const task = store.runSaga(assistantWindowSaga);
    return () => task.cancel();
  }, [store]);
  useDemoDialPlate();
  const open = useAppSelector(selectWindowOpen);
  return open ? <AssistantWindow /> : null;
}
