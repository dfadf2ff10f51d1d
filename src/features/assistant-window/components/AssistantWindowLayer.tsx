import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useSaga } from '@/store/use-saga';
import { assistantWindowSaga } from '../assistant-window.saga';
import { selectWindowOpen } from '../assistant-window.store';

// The window (tree, cards, chat popup) loads with the first call, not with every signed-in page.
const AssistantWindow = lazy(() =>
  import(/* webpackChunkName: "assistant-window" */ './AssistantWindow').then((m) => ({
    default: m.AssistantWindow,
  })),
);

/**
 * The assistant window of a signed-in console: the persistence saga lives as long as the layout, and the
 * window shows from a call's first ringing or talking message until it is closed after the call.
 */
export function AssistantWindowLayer() {
  useSaga(assistantWindowSaga);
  const open = useAppSelector(selectWindowOpen);
  return open ? (
    <Suspense fallback={null}>
      <AssistantWindow />
    </Suspense>
  ) : null;
}
