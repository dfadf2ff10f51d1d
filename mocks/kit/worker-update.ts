/**
 * msw's `worker.start()` asks the browser to update the demo worker's registration when the page already has one,
 * and drops the promise (mswjs/msw#2006). An update can fail while the page is fine: the script is gone from the
 * server (a rebuild under it) or the registration changed meanwhile (Chromium's "Not found"). Dropped, that
 * failure was an uncaught TypeError in the page. Here it counts as handled: the page goes on with the worker it
 * has, which answers as before, and the next load asks for the update again. A caller that waits for an update
 * still gets its failure.
 */
export async function withQuietWorkerUpdates<T>(start: () => Promise<T>): Promise<T> {
  if (typeof ServiceWorkerRegistration === 'undefined') return start();
  const registration = ServiceWorkerRegistration.prototype;
  const { update } = registration;
  registration.update = function quietUpdate(this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch(() => undefined);
    return updating;
  };
  try {
    return await start();
  } finally {
    registration.update = update;
  }
}
