import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/db';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';

it('[ROUTES-CALLCENTRE-32] /system/personal shows the signed-in account, its department and role, and saves an edited contact', async () => {
  const agent = db.findUser('agent')!;
  const { user } = renderApp(undefined, { user: 'agent', url: '/system/personal' });
  const card = (
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW)
  ).closest<HTMLElement>('.ant-card')!;
  await waitFor(() => expect(within(card).getByText(agent.phone)).toBeInTheDocument(), SLOW);
  expect(within(card).getByText('agent')).toBeInTheDocument();
  expect(within(card).getByText('所属部门')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: /编辑资料/ }));
  const dialog = await screen.findByRole('dialog', { name: '编辑资料' });
  await fill(within(dialog).getByLabelText('联系人'), '关雨欣二');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('资料已更新', {}, SLOW)).toBeInTheDocument();
  expect(db.findUser('agent')!.linkman).toBe('关雨欣二');
}, 120_000);

it('[ROUTES-CALLCENTRE-30] /system/modifyPaw shows change password: a wrong old password is refused and the form kept; the right one signs out', async () => {
  const { user, router } = renderApp(undefined, { user: 'agent', url: '/system/modifyPaw' });
  await screen.findByText('修改密码', { selector: '.ant-card-head-title' }, SLOW);
  await fill(screen.getByLabelText('原密码'), 'not-my-password');
  await fill(screen.getByLabelText('新密码'), 'newpass123');
  await fill(screen.getByLabelText('确认新密码'), 'newpass123');
  await user.click(screen.getByRole('button', { name: /确认修改/ }));
  expect(await screen.findByText('原密码错误', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByLabelText('新密码')).toHaveValue('newpass123');
  expect(db.findUser('agent')!.password).toBe('agent123');

  await fill(screen.getByLabelText('原密码'), 'agent123');
  await user.click(screen.getByRole('button', { name: /确认修改/ }));
  await waitFor(() => expect(db.findUser('agent')!.password).toBe('newpass123'), SLOW);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
}, 120_000);
