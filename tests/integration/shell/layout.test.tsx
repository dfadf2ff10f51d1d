import { screen, waitFor, within } from '@testing-library/react';
import { entryIds } from '@mocks/db/menus';
import { ROLE_AGENT } from '@mocks/db/role-ids';
import { roleTable } from '@mocks/db/roles';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

// the first render loads the shell's lazy chunk, slow on a busy machine
slowSuite();

const areaMenu = () => screen.getByRole('menu', { name: '智能外呼' });

describe('header and menus', () => {
  it('[SHELL-04] [SHELL-05] [SHELL-06] [SHELL-07] the admin sees the four areas in header order', async () => {
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    const names = within(areaMenu())
      .getAllByRole('menuitem')
      .map((el) => el.textContent);
    expect(names).toEqual(['智能外呼', '语音质检', '语音智能', '智能辅助']);
  });

  it('[SHELL-09] the agent sees 智能外呼 and 语音质检 (for their own inspections)', async () => {
    const agent = renderApp(undefined, { user: 'agent', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    expect(
      within(areaMenu())
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['智能外呼', '语音质检']);
    agent.unmount();
  });

  it('[SHELL-08] [SHELL-09] the agent reaches 我的任务 (我的通话, appeals) from the quality menu, which lists nothing else', async () => {
    const { user, router } = renderApp(undefined, { user: 'agent', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    await user.click(within(areaMenu()).getByRole('menuitem', { name: '语音质检' }));
    await user.click(await screen.findByRole('menuitem', { name: /我的任务/ }, SLOW));

    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/call/mytask'));
    expect(await screen.findByRole('tab', { name: '我的通话' }, SLOW)).toBeInTheDocument();
    const sider = screen.getByRole('menuitem', { name: /质检监控/ }).closest('ul') as HTMLElement;
    expect(
      within(sider)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['质检监控', '我的任务']);
  });

  it('[SHELL-09] the author sees only 语音智能 and 智能辅助', async () => {
    renderApp(undefined, { user: 'author', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    const menu = screen.getByRole('menu', { name: '智能外呼' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['语音智能', '智能辅助']);
  });

  it('[SHELL-08] the side menu follows the area of the path', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    expect(screen.getByRole('menuitem', { name: /客户管理/ })).toBeInTheDocument();
    await user.click(within(areaMenu()).getByRole('menuitem', { name: '智能辅助' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech'));
    expect(await screen.findByRole('menuitem', { name: /API管理/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /客户管理/ })).not.toBeInTheDocument();
  });

  it('[SHELL-08] a new area opens the group of its page in its first draw, not closed and then opened', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    // the group's class as it is drawn and before every later change
    const classes: string[] = [];
    const groupOf = (node: Node) =>
      node instanceof HTMLElement &&
      node.matches('li.ant-menu-submenu') &&
      node.textContent?.startsWith('质检监控');
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && groupOf(record.target)) classes.push(record.oldValue ?? '');
        for (const added of record.addedNodes)
          if (added instanceof HTMLElement)
            for (const li of [added, ...added.querySelectorAll('li')])
              if (groupOf(li)) classes.push(li.className);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeOldValue: true,
      attributeFilter: ['class'],
    });
    await user.click(within(areaMenu()).getByRole('menuitem', { name: '语音质检' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/call/monitor_plane'));
    await screen.findByRole('menuitem', { name: /实时监控/ });
    observer.disconnect();
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((c) => !c.includes('ant-menu-submenu-open'))).toEqual([]);
  });

  it('[SHELL-10] the agent has no contract menu; type 1 entries never show', async () => {
    renderApp(undefined, { user: 'agent', url: '/system/personal' });
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' });
    expect(screen.queryByRole('menuitem', { name: /电子合同/ })).not.toBeInTheDocument();
    expect(screen.queryByText('新建模板')).not.toBeInTheDocument();
  });

  it('[SHELL-30] a role without 系统设置 still opens its own profile and password pages from the user menu', async () => {
    const system = new Set(entryIds('sip', ['system']));
    const role = roleTable.get(ROLE_AGENT)!;
    roleTable.update(ROLE_AGENT, { permission_ids: role.permission_ids.filter((id) => !system.has(id)) });
    const { user, router } = renderApp(undefined, { user: 'agent', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    await user.click(within(screen.getByTestId('header-tools')).getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /修改密码/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/modifyPaw'));
    expect((await screen.findAllByLabelText(/新密码/, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /系统设置/ })).not.toBeInTheDocument();
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
  });

  it('[SHELL-29] [SHELL-30] the user-name dropdown has personal profile, change password and safe logout', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    const tools = screen.getByTestId('header-tools');
    await user.click(within(tools).getByTestId('user-menu'));
    const menu = await screen
      .findByRole('menu', { name: '' })
      .catch(() => screen.getAllByRole('menu').at(-1)!);
    expect(within(menu).getByText('个人资料')).toBeInTheDocument();
    expect(within(menu).getByText('修改密码')).toBeInTheDocument();
    expect(within(menu).getByText('安全退出')).toBeInTheDocument();
    await user.click(within(menu).getByText('修改密码'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/modifyPaw'));
  });

  it('[AUTH-05] safe logout ends the session and leads to /login', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    await user.click(within(screen.getByTestId('header-tools')).getByTestId('user-menu'));
    await user.click(await screen.findByText('安全退出'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.cookie).not.toMatch(/token=/);
  });

  it('[AUTH-05] after a safe logout the next sign-in starts at the workbench, not on the page left behind', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/system/log' });
    await user.click(await within(await screen.findByTestId('header-tools')).findByTestId('user-menu'));
    await user.click(await screen.findByText('安全退出'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // give a redirect back to the old page its chance to appear
    await new Promise((r) => setTimeout(r, 100));
    expect(router.state.location.search).toBe('');
  });

  it('[SHELL-31] the company side panel content is at least 1000px wide', async () => {
    renderApp(undefined, { user: 'admin', url: '/home/index' });
    expect(await screen.findByTestId('company-panel')).toHaveStyle({ minWidth: '1000px' });
  });

  it('[SHELL-02] the document title names the AI calling system', async () => {
    renderApp(undefined, { user: 'admin', url: '/system/personal' });
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' });
    await waitFor(() => expect(document.title).toBe('个人资料 - AI智能外呼系统'));
  });
});
