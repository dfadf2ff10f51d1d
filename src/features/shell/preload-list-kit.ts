/**
 * Most screens are lists on the shared table kit (ProTable with its filter form and field renderers, about
 * 240 KB gzip, the bulk of what a list screen fetches). Fetched and run once the signed-in shell is idle, a
 * user's first list then waits only for its own small chunk and its data.
 * Without requestIdleCallback (jsdom) nothing is preloaded: the screens load the kit themselves as before.
 */
let started = false;

export function preloadListKit(): void {
  if (started || typeof window.requestIdleCallback !== 'function') return;
  started = true;
  window.requestIdleCallback(
    // a failed fetch (offline) is not remembered: the first list loads the kit itself
    () => void import('@/components/data-table').catch(() => undefined),
    { timeout: 3_000 },
  );
}
