import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

const FIRST_REQUESTS = [
  'crm/node',
  'crm/discardReason/list',
  'crm/label/list',
  'crm/attribute/list',
  'staff/options',
  'crm/customer/list',
];

it("a customer list opened from its menu sends its first requests before it is drawn, each once (the page's own hooks find them)", async () => {
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
  await screen.findByText(/您好/, {}, SLOW);
  const drawnAtRequest = new Map<string, boolean>();
  const calls = recordRequests({
    onCall: (call) =>
      drawnAtRequest.has(call.path) ||
      drawnAtRequest.set(call.path, document.querySelector('.ant-pro-table') !== null),
  });

  await user.click(screen.getByRole('menuitem', { name: /客户管理/ }));
  await user.click(await screen.findByRole('menuitem', { name: '公海客户' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/client/communal'));
  const table = await screen.findByRole('table', {}, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), SLOW);

  for (const path of FIRST_REQUESTS) {
    // the list's second page follows on its own (fetched ahead while the first is read)
    const firstPage = calls.bodies(path).filter((body) => !('page' in body) || body.page === '1');
    expect([path, firstPage.length]).toEqual([path, 1]);
    expect([path, drawnAtRequest.get(path)]).toEqual([path, false]);
  }
});
