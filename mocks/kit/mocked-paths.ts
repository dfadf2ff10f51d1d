/**
 * The paths the demo backend's HTTP handlers answer (`*\/api/*`, `*\/demo-files/*`). The demo's service worker
 * (public/demo-worker.js, given them in its address) hands only these to the page; the console's own files go
 * straight to the network.
 */
export const MOCKED_PATHS = ['/api/', '/demo-files/'];

export const demoWorkerUrl = `/demo-worker.js?mocked=${MOCKED_PATHS.join(',')}`;
