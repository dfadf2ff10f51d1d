import { screen, waitFor } from '@testing-library/react';
import { entryIdAt } from '@mocks/db/menus';
import { ROLE_AGENT } from '@mocks/db/role-ids';
import { roleTable } from '@mocks/db/roles';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

// each test renders the whole console: its redirect waits for the user's permissions, and the SHELL-21 variant
// for the customer list's page and first answer too, which took 49 s of the 60 s default on a loaded machine
slowSuite();

const landsOn = async (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), SLOW);

describe('default redirects and guards', () => {
  it('[SHELL-24] / goes to /home/index', async () => {
    const { router } = renderApp(undefined, { user: 'admin', url: '/' });
    await landsOn(router, '/home/index');
    expect(await screen.findByText(/您好/)).toBeInTheDocument();
  });

  it('[SHELL-25] /home goes to /home/index', async () => {
    const { router } = renderApp(undefined, { user: 'agent', url: '/home' });
    await landsOn(router, '/home/index');
  });

  it('[SHELL-26] the robot area goes to /voice/taskCenter', async () => {
    const { router } = renderApp(undefined, { user: 'author', url: '/voice' });
    await landsOn(router, '/voice/taskCenter');
  });

  it('[SHELL-27] the quality area goes to /monitor/call/monitor_plane', async () => {
    const { router } = renderApp(undefined, { user: 'admin', url: '/monitor' });
    await landsOn(router, '/monitor/call/monitor_plane');
  });

  it('[SHELL-28] the assistant area goes to /assistant/speech', async () => {
    const { router } = renderApp(undefined, { user: 'author', url: '/assistant' });
    await landsOn(router, '/assistant/speech');
  });

  it('[SHELL-12] a guarded route without the token cookie goes to /login and remembers where it was going', async () => {
    const { router } = renderApp(undefined, { url: '/system/personal?tab=1' });
    await landsOn(router, '/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/system/personal?tab=1');
  });

  it('[SHELL-12] [ROUTES-OTHER-02] the 404 fallback needs no token and offers a way back', async () => {
    const { router } = renderApp(undefined, { url: '/no/such/page' });
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('[SHELL-20] [SHELL-22] [SHELL-23] a route the user may not open shows only 无权限', async () => {
    const { router } = renderApp(undefined, { user: 'agent', url: '/contract/contractList' });
    await landsOn(router, '/403');
    const panel = await screen.findByTestId('company-panel');
    await waitFor(() => expect(panel).toHaveTextContent(/^无权限$/));
  });

  it('[SHELL-21] an unpermitted route with a permitted company_router variant goes there', async () => {
    // An agent whose role keeps 我的客户 but not 客户分配: /client/allot names /client/index as its variant.
    const agent = roleTable.get(ROLE_AGENT)!;
    const allot = entryIdAt('sip', 'client/allot');
    roleTable.update(ROLE_AGENT, { permission_ids: agent.permission_ids.filter((id) => id !== allot) });
    const { router } = renderApp(undefined, { user: 'agent', url: '/client/allot' });
    await landsOn(router, '/client/index');
    // the customer list's lazy page and first answer: more than the default 5 s on a loaded machine
    expect(await screen.findByPlaceholderText('客户名称、联系人或电话', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
  });

  it('[SHELL-21] without a permitted variant the unpermitted route falls back to 无权限', async () => {
    // The author may open no call-centre route, the variant /client/index included.
    const { router } = renderApp(undefined, { user: 'author', url: '/client/allot' });
    await landsOn(router, '/403');
  });

  it('[SHELL-03] routes use history mode: the location carries no hash', async () => {
    const { router } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' });
    expect(router.state.location.hash).toBe('');
  });
});
