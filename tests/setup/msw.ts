import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db/db';
import { clearRequestCache } from '@/api/request';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearRequestCache();
  // Node-environment suites (the contract checks) have no DOM storage.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Lazy pages resolve on later ticks, and antd's first render in jsdom is slow: give queries room.
configure({ asyncUtilTimeout: 5000 });
