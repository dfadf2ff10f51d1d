import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@mocks/db/db';
import { extensionByNumber, extensionTable, holderOf } from '@mocks/db/extensions';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { chooseOption, optionOf } from '@tests/support/select-option';
import { SLOW } from '@tests/support/slow';

const rows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowOf = (number: string) => rows().find((r) => within(r).queryByText(number))!;
const ok = /^确\s?定$/;
const staffByName = (username: string) => staffTable.list((s) => s.username === username)[0]!;

beforeEach(() => resetDb());

async function open(url = '/call/extension?size=50') {
  renderApp(undefined, { user: 'admin', url });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
}

/** Clicks a row's action and confirms it in its pop-up. */
async function confirmAction(row: HTMLElement, name: RegExp) {
  fireEvent.click(within(row).getByRole('button', { name }));
  const tip = await screen.findByRole('tooltip', {}, SLOW);
  fireEvent.click(within(tip).getByRole('button', { name: ok }));
}

it('[ROUTES-CALLCENTRE-05] /call/extension exists (extensions): extensions, their staff and registration state', async () => {
  await open();
  const agent = staffByName('agent');
  const row = rowOf(agent.sip_username);
  expect(within(row).getByText(agent.linkman)).toBeInTheDocument();
  expect(within(row).getByText(/已注册|未注册|通话中/)).toBeInTheDocument();
  // the admin's own extension follows their softphone, which is not registered in this test
  expect(within(rowOf(staffByName('admin').sip_username)).getByText('未注册')).toBeInTheDocument();
  expect(rows().some((r) => within(r).queryByText('未绑定'))).toBe(true);
}, 240_000);

it('[ROUTES-CALLCENTRE-05] deleting a bound extension is refused naming its holder; a free one is deleted', async () => {
  await open();
  const agent = staffByName('agent');
  await confirmAction(rowOf(agent.sip_username), /删\s*除/);
  expect(
    await screen.findByText(`分机 ${agent.sip_username} 已绑定 ${agent.linkman}，请先解绑再删除`, {}, SLOW),
  ).toBeInTheDocument();
  expect(extensionByNumber(agent.sip_username)).toBeDefined();
  await confirmAction(rowOf('2036'), /删\s*除/);
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  expect(extensionByNumber('2036')).toBeUndefined();
}, 240_000);

it('[ROUTES-CALLCENTRE-05] a staff member who holds an extension is offered with it and cannot be chosen; unbind then bind works', async () => {
  const user = userEvent.setup();
  await open();
  const agent = staffByName('agent');
  const held = agent.sip_username;
  fireEvent.click(within(rowOf('2035')).getByRole('button', { name: /绑\s*定/ }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  const staffBox = within(dialog).getByRole('combobox');
  await user.click(staffBox);
  const bound = await optionOf(staffBox, `${agent.linkman}（已绑定分机 ${held}）`);
  expect(bound.closest('.ant-select-item-option')).toHaveAttribute('aria-disabled', 'true');
  await user.click(bound);
  await user.click(within(dialog).getByRole('button', { name: ok }));
  // nothing was chosen: the form asks for a staff member, and no bind was sent
  expect(await within(dialog).findByText('请选择员工')).toBeInTheDocument();
  expect(holderOf('2035')).toBeUndefined();
  fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

  await confirmAction(rowOf(held), /解\s*绑/);
  expect(await screen.findByText('解绑成功', {}, SLOW)).toBeInTheDocument();
  expect(staffTable.get(agent.id)!.sip_username).toBe('');
  await waitFor(() => expect(within(rowOf(held)).getByText('未绑定')).toBeInTheDocument(), SLOW);
  fireEvent.click(within(rowOf('2035')).getByRole('button', { name: /绑\s*定/ }));
  const again = await screen.findByRole('dialog', {}, SLOW);
  await chooseOption(user, within(again).getByRole('combobox'), agent.linkman);
  await user.click(within(again).getByRole('button', { name: ok }));
  expect(await screen.findByText('绑定成功', {}, SLOW)).toBeInTheDocument();
  expect(holderOf('2035')?.id).toBe(agent.id);
}, 240_000);

it('[ROUTES-CALLCENTRE-05] creates an extension and shows its password once; a taken number is refused under the field', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: /新建分机/ }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  const number = within(dialog).getByLabelText('分机号');
  await user.type(number, '2035');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect((await screen.findAllByText('分机号 2035 已存在', {}, SLOW)).length).toBeGreaterThan(0);
  expect(number).toHaveValue('2035');
  await user.clear(number);
  await user.type(number, '12');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('分机号为3-8位数字', {}, SLOW)).toBeInTheDocument();
  await user.clear(number);
  await user.type(number, '8866');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  const shown = await screen.findByTestId('sip-password', {}, SLOW);
  expect(shown.textContent).toBe(extensionByNumber('8866')!.password);
  expect(screen.getByText('密码只显示这一次，请复制后妥善保存。')).toBeInTheDocument();
}, 240_000);

it('[ROUTES-CALLCENTRE-05] resets an extension password and shows the new one', async () => {
  await open();
  const agent = staffByName('agent');
  await confirmAction(rowOf(agent.sip_username), /重置密码/);
  const shown = await screen.findByTestId('sip-password', {}, SLOW);
  const row = extensionTable.list((e) => e.number === agent.sip_username)[0]!;
  expect(row.password).not.toBe('secret');
  expect(shown.textContent).toBe(row.password);
}, 240_000);
