/*
 * The demo build's service worker: MSW's worker (mockServiceWorker.js, as the msw package ships it) behind a
 * filter. MSW's worker hands every request of the page to the page's main thread to ask whether a handler
 * answers it; the console's own files (scripts, styles, fonts) never are, and that round trip through a busy
 * main thread delayed each lazy chunk by 100–200 ms at 4× CPU. Only the paths the demo backend answers
 * (mocks/kit/mocked-paths.ts, given as `?mocked=` in this script's address) go on to MSW's worker.
 */
const mocked = (new URL(self.location.href).searchParams.get('mocked') ?? '').split(',').filter(Boolean);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && !mocked.some((path) => url.pathname.startsWith(path)))
    // the browser fetches it as if there were no worker
    event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
