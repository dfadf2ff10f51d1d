import { screen, waitFor, within } from '@testing-library/react';
import { departmentTable } from '@mocks/db/org';
import { crmDb } from '@mocks/db/crm';
import { feeAllots } from '@mocks/db/fee-allots';
import { feeRecords } from '@mocks/db/fee-ledger';
import { okButton } from '@tests/support/buttons';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const OUT_RATE = 12;
const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowOf = (name: string) => rowsOf().find((r) => within(r).queryByText(name))!;
/** A Statistic's figure, found by its title. */
const figure = (title: string) =>
  (screen.getByText(title).closest('.ant-statistic') as HTMLElement).querySelector('.ant-statistic-content')!
    .textContent;
const balance = () => feeRecords.all()[0]!.balance_after;
const reservedFen = () =>
  feeAllots.all().reduce((t, a) => t + (a.resource === 'minutes' ? a.amount * OUT_RATE : a.amount), 0);

async function openScreen() {
  const rendered = renderApp(undefined, { user: 'admin', url: '/expense/allot' });
  await waitFor(() => expect(rowsOf()).toHaveLength(feeAllots.all().length), SLOW);
  await screen.findByText('未分配（元）', {}, SLOW);
  return rendered;
}

/** Opens the allot dialog and picks a staff member. */
async function allotTo(user: Awaited<ReturnType<typeof openScreen>>['user'], staffId: number) {
  await user.click(screen.getByRole('button', { name: /分\s*配/ }));
  const dialog = await screen.findByRole('dialog', { name: '分配额度' });
  await user.click(within(dialog).getByLabelText('员工'));
  await user.click(within(dialog).getByRole('combobox'));
  const name = crmDb.staffName(staffId)!;
  await user.click(await screen.findByTitle(name));
  return dialog;
}

it('[ROUTES-CALLCENTRE-26] /expense/allot lists the allotments, and the balance is the allotted plus the unallotted', async () => {
  await openScreen();
  expect(figure('账户余额（元）')).toBe(yuan(balance()));
  expect(figure('已分配（元）')).toBe(yuan(reservedFen()));
  expect(figure('未分配（元）')).toBe(yuan(balance() - reservedFen()));
  const minutes = rowOf('电销一组');
  expect(within(minutes).getByText('外呼分钟')).toBeInTheDocument();
  expect(within(minutes).getByText('3000 分钟')).toBeInTheDocument();
  expect(within(minutes).getByText(yuan(3000 * OUT_RATE))).toBeInTheDocument();
  const member = rowOf(crmDb.staffName(5)!);
  expect(within(member).getByText('员工')).toBeInTheDocument();
  expect(within(member).getByText('300.00 元')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-26] allots yuan typed with decimals to a staff member as exact fen, and the totals follow', async () => {
  const requests = recordRequests();
  const { user } = await openScreen();
  const before = balance() - reservedFen();
  const dialog = await allotTo(user, 6);
  await user.type(within(dialog).getByLabelText('分配金额（元）'), '0.29');
  await user.click(okButton(dialog));
  expect(await screen.findByText('分配成功', {}, SLOW)).toBeInTheDocument();
  expect(requests.bodies('fees/allot/update').at(-1)).toMatchObject({
    target_type: 'staff',
    target_id: '6',
    resource: 'balance',
    amount: '29',
  });
  await waitFor(() => expect(figure('未分配（元）')).toBe(yuan(before - 29)), SLOW);
  expect(figure('已分配（元）')).toBe(yuan(reservedFen()));
  expect(within(rowOf(crmDb.staffName(6)!)).getByText('0.29 元')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-26] refuses more than is left: the server says how much, and the form keeps what was typed', async () => {
  const { user } = await openScreen();
  const left = balance() - reservedFen();
  const dialog = await allotTo(user, 6);
  const tooMuch = yuan(left + 1);
  await user.type(within(dialog).getByLabelText('分配金额（元）'), tooMuch);
  await user.type(within(dialog).getByLabelText('备注'), '月度预算');
  await user.click(okButton(dialog));
  const msg = `分配额度超出未分配余额：剩余未分配${yuan(left)}元`;
  expect(await within(dialog).findByText(msg, {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '分配额度' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('分配金额（元）')).toHaveValue(tooMuch);
  expect(within(dialog).getByLabelText('备注')).toHaveValue('月度预算');
  expect(within(dialog).getByTitle(crmDb.staffName(6)!)).toBeInTheDocument();
  expect(feeAllots.all().some((a) => a.target_id === 6 && a.target_type === 'staff')).toBe(false);
}, 120_000);

it('[ROUTES-CALLCENTRE-26] checks the amount before sending: at most 2 decimals, whole minutes, no sign, a target', async () => {
  const requests = recordRequests();
  const { user } = await openScreen();
  await user.click(screen.getByRole('button', { name: /分\s*配/ }));
  const dialog = await screen.findByRole('dialog', { name: '分配额度' });
  await user.click(okButton(dialog));
  expect(await within(dialog).findByText('请选择部门或员工')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入分配额度')).toBeInTheDocument();
  const amount = within(dialog).getByLabelText('分配金额（元）');
  await user.type(amount, '1.234');
  expect(await within(dialog).findByText('请输入金额，最多两位小数')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '-5');
  expect(await within(dialog).findByText('请输入金额，最多两位小数')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('外呼分钟'));
  const minutes = within(dialog).getByLabelText('分配分钟');
  await user.clear(minutes);
  await user.type(minutes, '1.5');
  expect(await within(dialog).findByText('请输入整数分钟')).toBeInTheDocument();
  await user.click(okButton(dialog));
  expect(requests.bodies('fees/allot/update')).toHaveLength(0);
}, 120_000);

it('[ROUTES-CALLCENTRE-26] refuses a department deleted while the dialog was open, keeping the form', async () => {
  const added = departmentTable.insert({ parent_id: 3, name: '大客户部', leader_id: null, sort: 9 });
  const { user } = await openScreen();
  await user.click(screen.getByRole('button', { name: /分\s*配/ }));
  const dialog = await screen.findByRole('dialog', { name: '分配额度' });
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByTitle('大客户部'));
  // another administrator deletes the (empty) department meanwhile
  departmentTable.remove(added.id);
  await user.type(within(dialog).getByLabelText('分配金额（元）'), '10');
  await user.click(okButton(dialog));
  expect(await screen.findByText('部门不存在', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '分配额度' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('分配金额（元）')).toHaveValue('10');
  expect(feeAllots.all().some((a) => a.target_id === added.id)).toBe(false);
}, 120_000);

it('[ROUTES-CALLCENTRE-26] adjusts an allotment to minutes, then takes it back', async () => {
  const requests = recordRequests();
  const { user } = await openScreen();
  const name = crmDb.staffName(5)!;
  await user.click(within(rowOf(name)).getByRole('button', { name: `调整 ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: '调整分配' });
  expect(within(dialog).getByLabelText('分配金额（元）')).toHaveValue('300.00');
  await user.click(within(dialog).getByLabelText('外呼分钟'));
  const minutes = within(dialog).getByLabelText('分配分钟');
  await user.clear(minutes);
  await user.type(minutes, '500');
  await user.click(okButton(dialog));
  expect(await screen.findByText('分配成功', {}, SLOW)).toBeInTheDocument();
  expect(requests.bodies('fees/allot/update').at(-1)).toMatchObject({ resource: 'minutes', amount: '500' });
  await waitFor(() => expect(within(rowOf(name)).getByText('500 分钟')).toBeInTheDocument(), SLOW);
  expect(within(rowOf(name)).getByText(yuan(500 * OUT_RATE))).toBeInTheDocument();

  await user.click(within(rowOf(name)).getByRole('button', { name: `收回 ${name}` }));
  await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('已收回分配', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(rowsOf().some((r) => within(r).queryByText(name))).toBe(false), SLOW);
  expect(figure('已分配（元）')).toBe(yuan(reservedFen()));
  expect(feeAllots.all().some((a) => a.target_type === 'staff' && a.target_id === 5)).toBe(false);
}, 120_000);
