import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '@tests/support/render-app';

const fillAndSubmit = async (
  user: ReturnType<typeof renderApp>['user'],
  username: string,
  password: string,
) => {
  await user.type(await screen.findByPlaceholderText('请输入账号'), username);
  await user.type(screen.getByPlaceholderText('请输入密码'), password);
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
};

describe('login page', () => {
  it('[ROUTES-OTHER-01] [AUTH-01] [AUTH-02] [AUTH-03] [AUTH-04] logs in, keeps the session and goes back where the user was going', async () => {
    const { user, router } = renderApp(undefined, { url: '/system/personal' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit(user, 'agent', 'agent123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/personal'));

    expect(Cookies.get('token')).toMatch(/^[0-9a-f]{48}$/);
    const cookieUser = JSON.parse(Cookies.get('userInfo')!);
    const storedUser = JSON.parse(localStorage.getItem('userInfo')!);
    expect(cookieUser).toEqual(storedUser);
    expect(Object.keys(storedUser).sort()).toEqual(
      [
        'assistant_custom',
        'explicit_numbers',
        'fs_ip',
        'linkman',
        'phone',
        'sip_password',
        'sip_username',
        'username',
        'wss_url',
      ].sort(),
    );
    const perms = JSON.parse(localStorage.getItem('permissions_agent')!);
    expect(perms.sip.menu.all_childs.length).toBeGreaterThan(0);
    expect(perms.ai).toEqual({ menu: { name: 'ai', all_childs: [] }, permission: { hasPremisson: false } });
  });

  it('shows the server message on a wrong password and keeps what was typed', async () => {
    const { user, router } = renderApp(undefined, { url: '/login' });
    await fillAndSubmit(user, 'admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByPlaceholderText('请输入账号')).toHaveValue('admin');
    expect(router.state.location.pathname).toBe('/login');
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('asks for the account and the password before calling the server', async () => {
    const { user } = renderApp(undefined, { url: '/login' });
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('the eye in the password field shows and hides what was typed, and the field keeps the caret', async () => {
    const { user } = renderApp(undefined, { url: '/login' });
    const password = await screen.findByPlaceholderText('请输入密码');
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '隐藏' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('remembers the account when asked to', async () => {
    const first = renderApp(undefined, { url: '/login' });
    await first.user.click(await screen.findByRole('checkbox', { name: '记住账号' }));
    await fillAndSubmit(first.user, 'author', 'author123');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home/index'));
    first.unmount();
    Cookies.remove('token');
    renderApp(undefined, { url: '/login' });
    expect(await screen.findByPlaceholderText('请输入账号')).toHaveValue('author');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  });

  it('never redirects to another site after login', async () => {
    const { user, router } = renderApp(undefined, { url: '/login?redirect=//evil.example.com' });
    await fillAndSubmit(user, 'admin', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
  });

  it('[CONST-02] the token and user cookies expire one day after login', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const { user, router } = renderApp(undefined, { url: '/login' });
    await fillAndSubmit(user, 'admin', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'));
    const names = set.mock.calls.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['token', 'userInfo']));
    set.mock.calls.forEach(([, , options]) => expect(options).toMatchObject({ expires: 1 }));
  });
});
