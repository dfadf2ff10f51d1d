import { HttpResponse, http } from 'msw';

/**
 * The demo backend stands for a server across the network, although it answers inside the page. So the
 * console meets what a real network does to it: while the browser is offline (`navigator.onLine` false, what
 * DevTools' and Playwright's offline switch sets) no call reaches the server; a latency can be set; and
 * `hold` keeps every answer back until `release`, so a test can have many calls in flight at once.
 */
let latencyMs = 0;
let held: (() => void)[] | null = null;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const demoNetwork = {
  setLatency(ms: number) {
    latencyMs = Math.max(0, ms);
  },
  hold() {
    held ??= [];
  },
  /** How many calls are held now. */
  pending: (): number => held?.length ?? 0,
  /** Lets every held call go on to the server; returns how many there were. */
  release(): number {
    const waiting = held ?? [];
    held = null;
    waiting.forEach((go) => go());
    return waiting.length;
  },
};

/** In front of every handler: a call the network lets through falls through to the backend (undefined). */
export const networkFaults = http.all('*/api/*', async () => {
  if (offline()) return HttpResponse.error();
  if (held) await new Promise<void>((go) => held?.push(go));
  if (latencyMs) await sleep(latencyMs);
  // the browser may have gone offline while the call was on its way
  return offline() ? HttpResponse.error() : undefined;
});
