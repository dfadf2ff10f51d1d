import { screen, waitFor } from '@testing-library/react';
import { appRoutes } from '@/app/route-table';
import { preloadPage } from '@/lib/page-preload';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

/** The list pages that send their first requests ahead (their module exports `prefetch`). */
const PREFETCHING = [
  '/assistant/speech/tag',
  '/call/extension',
  '/call/records',
  '/callcenter/queue',
  '/callcenter/task',
  '/client/allot',
  '/client/communal',
  '/client/customer',
  '/client/deal',
  '/client/index',
  '/client/product',
  '/client/today',
  '/contract/contractList',
  '/contract/contractReview',
  '/contract/contractTPL/list',
  '/expense/allot',
  '/expense/details',
  '/expense/rolemanager',
  '/expense/staff',
  '/mall/product',
  '/monitor/setting/monitor_rule',
  '/monitor/setting/monitor_setting',
  '/monitor/setting/rules_model',
  '/order/manager',
  '/order/plan',
  '/order/receipt',
  '/system/explicitNumber',
  '/system/log',
  '/voice/callRecord',
  '/voice/dialogue/repository',
  '/voice/taskCenter',
];

it('the pages that export a prefetch are the ones checked here', async () => {
  const pages = await Promise.all(appRoutes.map(async (route) => ({ route, page: await route.page() })));
  const prefetching = pages.filter(({ page }) => page.prefetch).map(({ route }) => route.path);
  expect(prefetching.sort()).toEqual(PREFETCHING);
});

const isFirstPage = (body: Record<string, string>) => !('page' in body) || body.page === '1';

it.each(PREFETCHING)(
  '%s opened from its menu sends its first requests before it is drawn, and each once: the page asks the same',
  async (path) => {
    const { store, router } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
    const drawnAtRequest = new Map<string, boolean>();
    const calls = recordRequests({
      onCall: (call) =>
        drawnAtRequest.has(call.path) ||
        drawnAtRequest.set(call.path, document.querySelector('.ant-pro-table') !== null),
    });

    // what a menu click does (MainLayout's go)
    preloadPage(path, { dispatch: store.dispatch, username: 'admin' });
    void router.navigate(path);
    // rows with data (not the header, the measuring row or the empty placeholder)
    await waitFor(
      () => expect(document.querySelectorAll('.ant-pro-table tr.ant-table-row').length).toBeGreaterThan(0),
      SLOW,
    );

    const ahead = [...drawnAtRequest].filter(([, drawn]) => !drawn).map(([p]) => p);
    expect(ahead.length).toBeGreaterThan(0);
    for (const p of ahead) expect([p, calls.bodies(p).filter(isFirstPage).length]).toEqual([p, 1]);
  },
);
