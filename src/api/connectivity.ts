/**
 * Whether the server can be reached, as the console last found out: the browser's own online/offline events,
 * and every call (no answer at all = unreachable; any answer = reachable again). The shell says so while it
 * is down, so someone whose save just failed knows why and that what they typed is still there.
 */
type Listener = () => void;

let reachable = typeof navigator === 'undefined' || navigator.onLine !== false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
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
