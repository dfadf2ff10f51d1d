import { readFileSync } from 'node:fs';
import path from 'node:path';
import { handlers } from '@mocks/handlers';
import { demoWorkerUrl, MOCKED_PATHS } from '@mocks/kit/mocked-paths';
import { networkFaults } from '@mocks/kit/network-faults';

const ORIGIN = 'http://localhost:8080';

/** Runs public/demo-worker.js as the browser would register it, with a stand-in for the worker's scope. */
function startWorker() {
  const listeners: ((event: unknown) => void)[] = [];
  /** Each script the worker imported, with the fetch listeners registered before it. */
  const imported: [string, number][] = [];
  const scope = {
    location: { href: `${ORIGIN}${demoWorkerUrl}`, origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  const source = readFileSync(path.join(__dirname, '../../../public/demo-worker.js'), 'utf8');
  new Function('self', 'importScripts', source)(scope, (url: string) =>
    imported.push([url, listeners.length]),
  );
  /** Whether MSW's worker (registered after the filter) would see a request of the page. */
  const handedToMsw = (url: string) => {
    let stopped = false;
    const event = { request: { url }, stopImmediatePropagation: () => (stopped = true) };
    listeners.forEach((listener) => listener(event));
    return !stopped;
  };
  return { imported, handedToMsw };
}

it("the demo's service worker is MSW's, behind a filter registered first", () => {
  expect(startWorker().imported).toEqual([['./mockServiceWorker.js', 1]]);
});

it('hands the demo backend its requests and lets the console fetch its own files directly', () => {
  const { handedToMsw } = startWorker();
  expect(handedToMsw(`${ORIGIN}/api/crm/customer/list`)).toBe(true);
  expect(handedToMsw(`${ORIGIN}/demo-files/recordings/call/1-30.wav`)).toBe(true);
  expect(handedToMsw(`${ORIGIN}/js/page-client-index.27275f65.chunk.js`)).toBe(false);
  expect(handedToMsw(`${ORIGIN}/css/antd.0a1b2c3d.css`)).toBe(false);
  expect(handedToMsw(`${ORIGIN}/config.js`)).toBe(false);
  // another origin is left to MSW (its handlers' paths match any origin)
  expect(handedToMsw('https://api.example.com/api/user/info')).toBe(true);
});

it('every HTTP handler of the demo backend answers under a path the worker hands over', () => {
  const paths = [networkFaults, ...handlers].map((h) => String(h.info.path).replace(/^\*/, ''));
  expect(paths.length).toBeGreaterThan(2);
  for (const p of paths) expect(MOCKED_PATHS.some((prefix) => p.startsWith(prefix))).toBe(true);
});
