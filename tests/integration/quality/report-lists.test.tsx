import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

const fieldOf = (label: string) =>
  within(searchForm()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const paramsOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

it("[ROUTES-QUALITY-09] the staff report's search lands in the URL, and the address alone restores it", async () => {
  const requests = recordRequests();
  const first = renderApp(undefined, { user: 'admin', url: '/monitor/report_center/staff_report' });
  await searchFormDrawn();
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(1), SLOW);
  const agent = within(rowsOf()[1]!).getAllByRole('cell')[1]!.textContent!;
  // with no days picked the report covers the last 30, today included
  expect(requests.bodies('quality/report/staff')[0]).toMatchObject({
    start_date: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
    end_date: dayjs().format('YYYY-MM-DD'),
  });

  await first.user.type(within(fieldOf('坐席')).getByRole('textbox'), agent);
  await first.user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(paramsOf(first.router).get('keyword')).toBe(agent), SLOW);
  await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
  expect(within(rowsOf()[0]!).getByText(agent)).toBeInTheDocument();
  first.unmount();

  const from = dayjs().subtract(9, 'day').format('YYYY-MM-DD');
  const to = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
  renderApp(undefined, {
    user: 'admin',
    url: `/monitor/report_center/staff_report?keyword=${encodeURIComponent(agent)}&range=${from}&range=${to}`,
  });
  await searchFormDrawn();
  expect(within(fieldOf('坐席')).getByRole('textbox')).toHaveValue(agent);
  expect(
    within(fieldOf('日期范围'))
      .getAllByRole('textbox')
      .map((i) => (i as HTMLInputElement).value),
  ).toEqual([from, to]);
  await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
  expect(requests.bodies('quality/report/staff').at(-1)).toMatchObject({
    keyword: agent,
    start_date: from,
    end_date: to,
  });
}, 180_000);

it("[ROUTES-QUALITY-10] the task report's search by project lands in the URL, and the address alone restores it", async () => {
  const first = renderApp(undefined, { user: 'admin', url: '/monitor/report_center/task_report' });
  await searchFormDrawn();
  await screen.findByRole('cell', { name: '坐席通话抽检' }, SLOW);
  await first.user.type(within(fieldOf('质检任务')).getByRole('textbox'), '坐席通话');
  await first.user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(paramsOf(first.router).get('keyword')).toBe('坐席通话'), SLOW);
  await waitFor(
    () => rowsOf().forEach((r) => expect(within(r).getAllByRole('cell')[0]).toHaveTextContent('坐席通话')),
    SLOW,
  );
  first.unmount();

  renderApp(undefined, {
    user: 'admin',
    url: '/monitor/report_center/task_report?keyword=%E5%9D%90%E5%B8%AD%E9%80%9A%E8%AF%9D',
  });
  await searchFormDrawn();
  expect(within(fieldOf('质检任务')).getByRole('textbox')).toHaveValue('坐席通话');
  await screen.findByRole('cell', { name: '坐席通话抽检' }, SLOW);
  expect(screen.queryByRole('cell', { name: '营销合规专项' })).not.toBeInTheDocument();
}, 180_000);
