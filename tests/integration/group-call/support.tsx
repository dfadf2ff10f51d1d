import '@/i18n/signed-in';
import { screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { setNotifier } from '@/api/feedback';
import { GroupCallLayer } from '@/features/group-call';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';

/**
 * The 今日群呼 widget alone (inside antd's App, as the layout mounts it), signed in as the agent, with the
 * request layer's notices and every call the mock backend receives recorded.
 */
export function renderGroupCalls(url = '/home/index') {
  const notices = { success: jest.fn(), warning: jest.fn(), error: jest.fn() };
  setNotifier(notices);
  const requests = recordRequests();
  const view = renderApp(
    <App>
      <GroupCallLayer />
    </App>,
    { user: 'agent', url },
  );
  return { ...view, notices, calls: requests.bodies };
}

afterEach(() => setNotifier(null));

export const drawer = () => screen.getByRole('dialog', { name: '今日群呼' });
export const recordList = () => within(drawer()).getByRole('list', { name: '今日群呼记录' });
export const items = () => within(recordList()).getAllByRole('listitem');

/** Opens the drawer and waits for its first page. */
export async function openDrawer(view: ReturnType<typeof renderGroupCalls>, expectRecords = true) {
  await view.user.click(await screen.findByRole('button', { name: '今日群呼' }, SLOW));
  await screen.findByRole('dialog', { name: '今日群呼' }, SLOW);
  if (expectRecords) await waitFor(() => expect(items().length).toBeGreaterThan(0), SLOW);
}

/** Confirms the open 确认删除吗？ pop-up. */
export async function confirmDelete(view: ReturnType<typeof renderGroupCalls>) {
  const tip = await screen.findByRole('tooltip', {}, SLOW);
  expect(within(tip).getByText('确认删除吗？')).toBeInTheDocument();
  await view.user.click(within(tip).getByRole('button', { name: /确\s*定/ }));
}
