import { configure } from '@testing-library/react';

/** jsdom renders antd slowly on a shared, busy machine: room for one query (findBy…, waitFor). */
export const SLOW = { timeout: 45_000 };

/**
 * For suites whose tests render the whole console several times: room for each test and, with `queries`,
 * for every findBy/waitFor that names no timeout of its own.
 */
export function slowSuite({ queries = false } = {}): void {
  jest.setTimeout(240_000);
  if (queries) configure({ asyncUtilTimeout: SLOW.timeout });
}
