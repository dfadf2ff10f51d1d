import { screen, waitFor, within } from '@testing-library/react';
import type * as PagePreload from '@/lib/page-preload';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

/** The path the router was at when each preload started. */
const startedAt: { path: string; from: string }[] = [];
let currentPath = () => '';
jest.mock('@/lib/page-preload', () => {
  const actual = jest.requireActual<typeof PagePreload>('@/lib/page-preload');
  return {
    ...actual,
    preloadPage: (...args: Parameters<typeof PagePreload.preloadPage>) => {
      startedAt.push({ path: args[0], from: currentPath() });
      actual.preloadPage(...args);
    },
  };
});

it("a menu click starts loading the page's code before the navigation", async () => {
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
  currentPath = () => router.state.location.pathname;
  await screen.findByText(/您好/, {}, SLOW);
  startedAt.length = 0; // the address the console was opened at

  await user.click(
    within(screen.getByRole('menu', { name: '智能外呼' })).getByRole('menuitem', { name: '智能辅助' }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech'));
  await user.click(await screen.findByRole('menuitem', { name: /API管理/ }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/assistant/speech'));

  // each path's first preload (the navigation then sends the page's requests: route-prefetch)
  const firsts = startedAt.filter((s, i) => startedAt.findIndex((o) => o.path === s.path) === i);
  expect(firsts).toEqual([
    // a header area leads to its first page
    { path: '/assistant/speech', from: '/home/index' },
    { path: router.state.location.pathname, from: '/assistant/speech' },
  ]);
});
