import { getConsoleConfig } from '@/lib/runtime-config';

/**
 * Whether the server can be reached, as the console last found out: the browser's own online/offline events,
 * and every call (no answer at all = unreachable; any answer = reachable again). The shell says so while it
 * is down, so someone whose save just failed knows why and that what they typed is still there. While it is
 * down the console asks the server again every few seconds by itself (it recovers without a click),
 * so the notice goes once the server is back even on a screen that makes no calls of its own.
 */
type Listener = () => void;

/** How often an unreachable server is asked again. */
export const RETRY_MS = 3000;

let reachable = typeof navigator === 'undefined' || navigator.onLine !== false;
const listeners = new Set<Listener>();
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Any HTTP answer of the API's host (an opaque one included: no CORS needed, nothing read) means it is up; a
 * rejected fetch means it is still out of reach.
 */
function probe() {
  retry = undefined;
  const url = new URL(getConsoleConfig().apiBase || '/', window.location.href);
  fetch(url.href, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
    () => set(true),
    () => {
      if (!reachable) retry = setTimeout(probe, RETRY_MS);
    },
  );
}

function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  if (reachable) {
    clearTimeout(retry);
    retry = undefined;
  } else if (typeof window !== 'undefined' && retry === undefined) retry = setTimeout(probe, RETRY_MS);
  listeners.forEach((listener) => listener());
}

export const connectivity = {
  reachable: () => reachable,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  answered: () => set(true),
  unreachable: () => set(false),
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', connectivity.unreachable);
  window.addEventListener('online', connectivity.answered);
}
