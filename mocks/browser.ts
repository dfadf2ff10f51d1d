import { setupWorker } from 'msw/browser';
import { db, resetDb, setPersistence } from './db/db';
import type { DemoData } from './db/seed';
import { callRecordObserver } from './db/call-records';
import { growOrders } from './db/orders';
import { handlers } from './handlers';
import { demoWorkerUrl } from './kit/mocked-paths';
import { demoNetwork, networkFaults } from './kit/network-faults';
import { withQuietWorkerUpdates } from './kit/worker-update';
import { observeCalls, sipHandlers } from './sip';
import { demoSockets, keepLiveCallsAcrossReloads, liveCallObserver, socketHandlers } from './sockets';
import { warmDemoData } from './db/warm-up';
import { robotWarmUpBuilds } from './db/stats-robot-calls';

export { hangUpDemoCall, placeIncomingCall } from './sip';
export { demoSockets } from './sockets';

const STORAGE_KEY = 'demo-backend-data';

/** Demo data survives a reload: the whole store is kept in localStorage. */
const localPersistence = {
  load: (): DemoData | undefined => {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as DemoData) : undefined;
    } catch {
      return undefined;
    }
  },
  save: (data: DemoData) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
    } catch {
      // storage full: the demo goes on in memory
    }
  },
  clear: () => localStorage.removeItem(STORAGE_KEY),
};

/**
 * The sockets' controls, the bench's big order list, the network between console and server, and the
 * server forgetting every session (a restart or a security reset: every token answers 401 from then on).
 */
const demoControl = {
  ...demoSockets,
  growOrders,
  network: demoNetwork,
  endAllSessions: () => db.endAllSessions(),
  /**
   * Settles once the seeded data is built (db/warm-up.ts): the bench times the console's screens, not the
   * demo's seeding, which a real server has done long before anyone signs in.
   */
  warmedUp: Promise.resolve(),
};

// The softphone's SIP socket is intercepted in the page, next to the HTTP handlers.
const worker = setupWorker(networkFaults, ...handlers, ...sipHandlers, ...socketHandlers);
observeCalls(liveCallObserver);
observeCalls(callRecordObserver);

declare global {
  interface Window {
    /** The demo's controls, for the end-to-end suite and the bench (demo builds only). */
    __demoControl?: typeof demoControl;
  }
}

export async function startDemoBackend(): Promise<void> {
  setPersistence(localPersistence);
  await withQuietWorkerUpdates(() =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: demoWorkerUrl },
    }),
  );
  demoControl.warmedUp = warmDemoData(robotWarmUpBuilds);
  // set once requests are answered here: the suites wait for it before calling the backend themselves
  window.__demoControl = demoControl;
  keepLiveCallsAcrossReloads();
}

export async function resetDemoData(): Promise<void> {
  resetDb();
}
