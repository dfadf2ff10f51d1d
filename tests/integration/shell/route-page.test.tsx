import { screen } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

// The page's code does not arrive (a lost chunk): its import fails.
jest.mock('@/features/system/pages/ChangePasswordPage', () => {
  throw new Error('Loading chunk page-system-modify-paw failed');
});

it('a page whose code fails to load says so and offers a reload', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp(undefined, { user: 'admin', url: '/system/modifyPaw' });

  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert).toHaveTextContent('页面加载失败，请检查网络后重试');
  expect(screen.getByRole('button', { name: '重 试' })).toBeInTheDocument();
});

it('a page whose code is in is drawn in place of the loading placeholder', async () => {
  renderApp(undefined, { user: 'admin', url: '/system/personal' });

  expect(await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  expect(document.title).toMatch(/^个人资料 - /);
});
