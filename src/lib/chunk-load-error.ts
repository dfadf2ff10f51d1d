/**
 * Whether an error is a lost piece of the bundle rather than a fault of the code: webpack names a script chunk
 * that did not arrive ChunkLoadError ("Loading chunk … failed"), a stylesheet chunk "Loading CSS chunk … failed".
 * Only such a failure may be blamed on the network; anything else is the page's own failure.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}
