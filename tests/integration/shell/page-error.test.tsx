import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

// A page that throws while it draws, as the rule editor did (issue 46.1); drawn again, it works.
const mockFault = { on: true };
jest.mock('@/features/system/pages/ChangePasswordPage', () => ({
  __esModule: true,
  default: function ChangePasswordPage() {
    if (mockFault.on) throw new TypeError("Cannot read properties of undefined (reading 'no')");
    return <p>drawn again</p>;
  },
}));

beforeEach(() => {
  mockFault.on = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a page that throws says which page failed and why, without blaming the network', async () => {
  renderApp(undefined, { user: 'admin', url: '/system/modifyPaw' });

  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert).toHaveTextContent('修改密码页面出错，未能显示');
  expect(alert).toHaveTextContent("错误信息：TypeError: Cannot read properties of undefined (reading 'no')");
  expect(screen.queryByText('页面加载失败，请检查网络后重试')).not.toBeInTheDocument();
});

it('the header and menus stay usable around a failed page, and another page opens from them', async () => {
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/system/modifyPaw' });
  await screen.findByRole('alert', {}, SLOW);

  const header = screen.getByRole('menu', { name: '智能外呼' });
  expect(within(header).getByRole('menuitem', { name: '语音质检' })).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: '个人资料' }));

  expect(await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/system/personal');
  expect(screen.queryByText('修改密码页面出错，未能显示')).not.toBeInTheDocument();
});

it('重试 draws the failed page again in place', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/system/modifyPaw' });
  const alert = await screen.findByRole('alert', {}, SLOW);
  mockFault.on = false;
  await user.click(within(alert).getByRole('button', { name: /重\s*试/ }));

  expect(await screen.findByText('drawn again', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
