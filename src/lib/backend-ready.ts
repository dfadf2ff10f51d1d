/**
 * The page draws before the demo backend (a service worker) has started, so whatever talks to the
 * backend — HTTP calls, the channel sockets, the SIP socket — waits here first: a request that left
 * earlier would miss the worker and hit a server that is not there. In a connected build nothing ever
 * holds the gate and every caller goes straight through.
 */
let ready = true;
let readiness: () => Promise<void> = () => Promise.resolve();

/**
 * Holds every backend call until `start` has run and settled; `start` runs at the first call that waits
 * (or an explicit `backendReady()`), once. A failed start releases the calls (they then fail visibly).
 */
export function holdBackendUntilStarted(start: () => Promise<unknown>): void {
  ready = false;
  let started: Promise<void> | undefined;
  readiness = () =>
    (started ??= start().then(
      () => {
        ready = true;
      },
      (error: unknown) => {
        ready = true;
        console.error('The demo backend did not start', error);
      },
    ));
}

export const isBackendReady = (): boolean => ready;

/** Resolves once backend calls may leave (at once when nothing holds them); starts the backend if needed. */
export const backendReady = (): Promise<void> => readiness();
