/**
 * Upload progress for a file sent through a generated mutation: the screen registers a listener for the file,
 * and the request layer sends a multipart body holding that file with XMLHttpRequest, whose upload events
 * report real progress (fetch has none).
 */
const listeners = new WeakMap<Blob, (percent: number) => void>();

/** Reports the percentage of `file` sent, while a request carries it; returns the unregistering function. */
export function onUploadProgress(file: Blob, listener: (percent: number) => void): () => void {
  listeners.set(file, listener);
  return () => listeners.delete(file);
}

/** The listener of the first file in a request body that has one. */
export function progressListenerOf(body: unknown): ((percent: number) => void) | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const values = body instanceof FormData ? [...body.values()] : Object.values(body);
  for (const value of values) {
    const listener = value instanceof Blob ? listeners.get(value) : undefined;
    if (listener) return listener;
  }
  return undefined;
}
