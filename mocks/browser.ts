import { setupWorker } from 'msw/browser';
import { resetDb, setPersistence } from './db/db';
import type { DemoData } from './db/seed';
import { handlers } from './handlers';

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

const worker = setupWorker(...handlers);

export async function startDemoBackend(): Promise<void> {
  setPersistence(localPersistence);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

export async function resetDemoData(): Promise<void> {
  resetDb();
}
