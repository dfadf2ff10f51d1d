import { screen, waitFor, within } from '@testing-library/react';
import { allResults } from '@mocks/db/quality-view';
import { staffName } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW, slowSuite } from '@tests/support/slow';
import { formatTime } from '@mocks/kit/time';

slowSuite();

const fieldOf = (label: string) =>
  within(searchForm()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const openDropdown = () =>
  document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!;

async function pick(label: string, option: string, user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(fieldOf(label)).getByRole('combobox'));
  await waitFor(() => expect(openDropdown()).not.toBeNull());
  await user.click(await within(openDropdown()).findByTitle(option));
}

it('[ROUTES-QUALITY-02] 质检结果 is filtered by project, agent and call date, kept in the URL', async () => {
  // an agent's call whose project and agent hold results on other days too, so each filter narrows the list
  const results = allResults();
  const dayOf = (v: (typeof results)[number]) => formatTime(v.call.started_at).slice(0, 10);
  const groupOf = (v: (typeof results)[number]) =>
    results.filter((o) => o.project.id === v.project.id && o.call.staff_id === v.call.staff_id);
  const target = results.find(
    (v) => v.call.staff_id !== null && groupOf(v).some((o) => dayOf(o) !== dayOf(v)),
  )!;
  const day = dayOf(target);
  const sameDay = groupOf(target).filter((v) => dayOf(v) === day);
  const agent = staffName(target.call.staff_id)!;
  const requests = recordRequests();
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_detail' });
  await searchFormDrawn();

  await pick('质检任务', target.project.name, user);
  await pick('坐席', agent, user);
  const [from, to] = within(fieldOf('通话日期')).getAllByRole('textbox');
  await user.click(from!);
  await user.type(from!, `${day}{enter}`);
  await user.type(to!, `${day}{enter}`);
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));

  await waitFor(() => {
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('project_id')).toBe(String(target.project.id));
    expect(params.get('staff_id')).toBe(String(target.call.staff_id));
    expect(params.getAll('called').map((d) => d.slice(0, 10))).toEqual([day, day]);
  }, SLOW);
  await waitFor(() => {
    const last = requests.bodies('quality/result/list').at(-1)!;
    expect(last).toMatchObject({
      project_id: String(target.project.id),
      staff_id: String(target.call.staff_id),
      start_at: `${day} 00:00:00`,
      end_at: `${day} 23:59:59`,
    });
  }, SLOW);
  await waitFor(
    () => expect(screen.getByText(`总共 ${sameDay.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  const rows = screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
  expect(rows).toHaveLength(Math.min(sameDay.length, 10));
  for (const row of rows) {
    expect(within(row).getByText(target.project.name)).toBeInTheDocument();
    expect(within(row).getByText(agent)).toBeInTheDocument();
    expect(within(row).getByText(new RegExp(`^${day}`))).toBeInTheDocument();
  }
});
