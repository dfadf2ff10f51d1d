import { screen, waitFor, within } from '@testing-library/react';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { staffIdOf } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { fakeDeps, type FakeDeps } from '@tests/support/fake-softphone';
import { SLOW, slowSuite } from '@tests/support/slow';

// The layout starts the real softphone saga; only the world behind it (JsSIP, microphone, tones) is fake.
let deps: FakeDeps;
jest.mock('@/features/softphone/deps', () => ({
  get browserDeps() {
    return deps;
  },
}));

slowSuite();
beforeEach(() => {
  deps = fakeDeps();
});

const rowOf = (phone: string) =>
  screen
    .getAllByRole('row')
    .find((r) => r.classList.contains('ant-table-row') && within(r).queryByText(phone))!;
const callType = () => within(screen.getByTestId('header-tools')).getByRole('combobox', { name: '呼叫方式' });
type View = ReturnType<typeof renderApp>;
/** The phones the softphone holds for the header (what the dropdown is drawn from). */
const held = (view: View) =>
  (view.store.getState().softphone?.sip.explicit_numbers ?? []).map((n) => n.phone);

/** The options of the header's call-type dropdown, opened to read them. */
async function offered(view: View) {
  if (callType().getAttribute('aria-expanded') !== 'true') await view.user.click(callType());
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
}

async function numbersScreen() {
  const view = renderApp(undefined, { user: 'admin', url: '/system/explicitNumber' });
  const [first, second] = explicitNumberTable.list((r) => r.staff_id === staffIdOf('admin'));
  await waitFor(() => expect(rowOf(first!.phone)).toBeDefined(), SLOW);
  await within(screen.getByTestId('header-tools')).findByText('平台虚拟号', {}, SLOW);
  await waitFor(() => expect(held(view)).toContain(second!.phone), SLOW);
  expect(await offered(view)).toContain(`外显号码 ${second!.phone}`);
  return { view, first: first!, second: second! };
}

it('[ROUTES-CALLCENTRE-33] disabling a number of the signed-in user takes it out of the header’s call-type dropdown, enabling brings it back', async () => {
  const { view, second } = await numbersScreen();
  await view.user.click(within(rowOf(second.phone)).getByRole('button', { name: `停用 ${second.phone}` }));
  expect(await screen.findByText(`${second.phone} 已停用`, {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(held(view)).not.toContain(second.phone), SLOW);
  expect(await offered(view)).not.toContain(`外显号码 ${second.phone}`);
  expect(within(rowOf(second.phone)).getByText('停用')).toBeInTheDocument();

  await view.user.click(within(rowOf(second.phone)).getByRole('button', { name: `启用 ${second.phone}` }));
  expect(await screen.findByText(`${second.phone} 已启用`, {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(held(view)).toContain(second.phone), SLOW);
  expect(await offered(view)).toContain(`外显号码 ${second.phone}`);
});

it('[ROUTES-CALLCENTRE-33] deleting the chosen number (确认删除吗？ / 删除成功!) falls back to the platform number', async () => {
  const { view, first } = await numbersScreen();
  await view.user.click(await screen.findByTitle(`外显号码 ${first.phone}`));
  await waitFor(() => expect(callType().closest('.ant-select')).toHaveTextContent(`外显号码 ${first.phone}`));

  await view.user.click(within(rowOf(first.phone)).getByRole('button', { name: `删除 ${first.phone}` }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  expect(explicitNumberTable.get(first.id)).toBeUndefined();
  expect(
    await screen.findByText(`外显号码 ${first.phone} 已不可用，已切换为平台虚拟号`, {}, SLOW),
  ).toBeInTheDocument();
  await waitFor(() => expect(callType().closest('.ant-select')).toHaveTextContent('平台虚拟号'), SLOW);
  expect(held(view)).not.toContain(first.phone);
  expect(await offered(view)).not.toContain(`外显号码 ${first.phone}`);
});

it('[ROUTES-CALLCENTRE-33] an edit of the holder sends the number back to review: it leaves the dropdown, and a failed save keeps what was typed', async () => {
  const { view, second } = await numbersScreen();
  await view.user.click(within(rowOf(second.phone)).getByRole('button', { name: `编辑 ${second.phone}` }));
  const dialog = await screen.findByRole('dialog', { name: '编辑号码' });
  const owner = within(dialog).getByLabelText('机主姓名');
  await view.user.clear(owner);
  await view.user.type(owner, '王五');
  const other = explicitNumberTable.all().find((r) => r.staff_id !== staffIdOf('admin'))!;
  const phone = within(dialog).getByLabelText('手机号码');
  await view.user.clear(phone);
  await view.user.type(phone, other.phone);
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText(`手机号码${other.phone}已登记`, {}, SLOW)).toBeInTheDocument();
  expect(owner).toHaveValue('王五');

  await view.user.clear(phone);
  await view.user.type(phone, second.phone);
  await view.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  expect(explicitNumberTable.get(second.id)).toMatchObject({
    owner_name: '王五',
    id_card_no: second.id_card_no,
    status: 0,
    audit_status: 0,
  });
  await waitFor(() => expect(within(rowOf(second.phone)).getByText('审核中')).toBeInTheDocument(), SLOW);
  await waitFor(() => expect(held(view)).not.toContain(second.phone), SLOW);
  expect(await offered(view)).not.toContain(`外显号码 ${second.phone}`);
  await waitFor(() => expect(within(rowOf(second.phone)).getByText('已通过')).toBeInTheDocument(), SLOW);
});
