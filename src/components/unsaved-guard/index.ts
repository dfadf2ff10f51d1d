import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';

/** What the question says: the screen names what would be lost. */
export interface UnsavedGuardTexts {
  title: string;
  content: string;
  ok: string;
  cancel: string;
}

/**
 * While `dirty`, leaving the route (another path, or another query: another record) asks first, and
 * closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedGuard(dirty: boolean, texts: UnsavedGuardTexts) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const asking = useRef(false);
  const { title, content, ok, cancel } = texts;
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title,
      content,
      okText: ok,
      cancelText: cancel,
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, title, content, ok, cancel]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
