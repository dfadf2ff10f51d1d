import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { fill } from './fill';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const STALE = '数据已被他人修改，请刷新后重试';
const editor = () => screen.findByRole('dialog', { name: '编辑客户' }, SLOW);

it('[REQ-14] [REQ-17] a customer someone else saved meanwhile: the save is refused with the message, the drawer keeps what was typed, and 刷新 shows their change', async () => {
  const target = crmDb.customers().find((c) => c.owner_id === 2)!;
  const { user } = renderApp(undefined, { user: 'agent', url: `/client/index?keyword=${target.phone}` });
  await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
  await user.click(within(rowsOf()[0]!).getByText('编辑'));
  let drawer = await editor();
  await fill(within(drawer).getByLabelText('关注点'), '我输入的关注点');

  // another person saves the customer first
  crmDb.saveCustomers([{ ...crmDb.customer(target.id)!, remark: '他人写的备注' }]);
  await user.click(within(drawer).getByRole('button', { name: /^确\s?定$/ }));
  expect(await within(drawer).findByText(STALE, {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).getByLabelText('关注点')).toHaveValue('我输入的关注点');
  expect(within(drawer).getByLabelText('备注')).toHaveValue(target.remark);
  expect(crmDb.customer(target.id)).toMatchObject({ remark: '他人写的备注', focus: target.focus });

  await user.click(within(drawer).getByRole('button', { name: /^刷\s?新$/ }));
  await waitFor(async () => {
    drawer = await editor();
    expect(within(drawer).getByLabelText('备注')).toHaveValue('他人写的备注');
  }, SLOW);
  expect(within(drawer).getByLabelText('关注点')).toHaveValue(target.focus);
  expect(within(drawer).queryByText(STALE)).not.toBeInTheDocument();

  // saved over the version now loaded, the change goes through beside theirs
  await fill(within(drawer).getByLabelText('关注点'), '我输入的关注点');
  await user.click(within(drawer).getByRole('button', { name: /^确\s?定$/ }));
  await waitFor(
    () =>
      expect(crmDb.customer(target.id)).toMatchObject({ remark: '他人写的备注', focus: '我输入的关注点' }),
    SLOW,
  );
}, 240_000);
