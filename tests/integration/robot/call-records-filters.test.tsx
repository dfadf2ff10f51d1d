import { screen, waitFor, within } from '@testing-library/react';
import { readSheet } from '@/components/data-table';
import { crmCustomers, crmDb } from '@mocks/db/crm';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from '@mocks/db/robot-tasks';
import { staffTable } from '@mocks/db/staff';
import { compiledScriptOf, walkTaskCall } from '@mocks/db/robot-task-walk';
import { renderApp } from '@tests/support/render-app';
import { chooseOption } from '@tests/support/select-option';
import { recordRequests } from '@tests/support/requests';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW } from '@tests/support/slow';

// these tests make their own tasks: the seeded month of tasks would only be in the way
beforeEach(() => robotTasks.remove(robotTasks.all().map((t) => t.id)));

afterEach(() => jest.restoreAllMocks());

/** A stopped task that dialled its 20 numbers in the minute after `started_at`. */
const ranTask = (name: string, sc_id: number, started_at: string, prefix: string): RobotTaskRow =>
  robotTasks.insert({
    name,
    sc_id,
    caller: explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone,
    source: 'import',
    windows: ['00:00-24:00'],
    concurrency: 2,
    retry_times: 0,
    retry_interval: 30,
    retry_on: [],
    level_actions: [],
    numbers: Array.from({ length: 20 }, (_v, i) => ({
      phone: `${prefix}${String(i).padStart(4, '0')}`,
      name: `客户${i}`,
      customer_id: null,
    })),
    status: 'stopped',
    dialled_ms: 60_000,
    running_since: null,
    runs: [],
    creator_id: 1,
    created_at: '2026-11-01 00:00:00',
    started_at,
  });

const twoTasks = () => ({
  renewal: ranTask('续保提醒', 3, '2026-11-20 10:00:00', '1391000'),
  opening: ranTask('开盘邀约', 8, '2026-11-21 10:00:00', '1392000'),
});
const answeredPhones = (t: RobotTaskRow) =>
  robotTaskProgress(t).answeredIndexes.map((i) => t.numbers[i]!.phone);

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const totalShown = async (n: number) =>
  expect(await screen.findByText(`总共 ${n} 条`, { exact: false }, SLOW)).toBeInTheDocument();
const fieldOf = (label: string) =>
  within(searchForm()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const rowOfPhone = async (phone: string) =>
  (await screen.findByRole('cell', { name: phone }, SLOW)).closest('tr') as HTMLElement;
/** The cell of `row` under the column headed `title`. */
const cellOf = (row: HTMLElement, title: string) => {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(title)]!;
};

it('[ROUTES-ROBOT-02] the task and script filters of the search form narrow the records', async () => {
  const { renewal, opening } = twoTasks();
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/voice/callRecord?size=50' });
  await totalShown(40);
  await searchFormDrawn();
  const search = () => new URLSearchParams(router.state.location.search);
  // both filters leave 20 rows: the answer is told apart by its rows, once the view of the search is shown
  const shownOnly = (script: string) =>
    waitFor(() => {
      expect(screen.getByText('总共 20 条', { exact: false })).toBeInTheDocument();
      rowsOf().forEach((row) => expect(cellOf(row, '话术')).toHaveTextContent(script));
    }, SLOW);

  await chooseOption(user, within(fieldOf('任务')).getByRole('combobox'), '开盘邀约');
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await shownOnly('楼盘开盘邀约');
  expect(search().get('task_id')).toBe(String(opening.id));

  await user.click(within(searchForm()).getByRole('button', { name: /重\s*置/ }));
  await totalShown(40);
  expect(search().has('task_id')).toBe(false);
  await chooseOption(user, within(fieldOf('话术')).getByRole('combobox'), '车险续保提醒');
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await shownOnly('车险续保提醒');
  expect(search().get('sc_id')).toBe(String(renewal.sc_id));
  expect(search().has('task_id')).toBe(false);
}, 240_000);

it('[ROUTES-ROBOT-02] the level, date and duration filters narrow the records', async () => {
  const tasks = Object.values(twoTasks());
  const levels = tasks.flatMap((t) => {
    const script = compiledScriptOf(t.sc_id);
    return robotTaskProgress(t).answeredIndexes.map((i) => walkTaskCall(script, t, i).level);
  });
  const level = levels[0]!;
  const { unmount } = renderApp(undefined, {
    user: 'admin',
    url: `/voice/callRecord?size=50&level=${level}`,
  });
  await totalShown(levels.filter((l) => l === level).length);
  rowsOf().forEach((row) => expect(within(cellOf(row, '意向等级')).getByText(level)).toBeInTheDocument());
  unmount();

  const byDay = renderApp(undefined, {
    user: 'admin',
    url: '/voice/callRecord?size=50&called_at=2026-11-21&called_at=2026-11-21',
  });
  await totalShown(20);
  rowsOf().forEach((row) => expect(cellOf(row, '呼叫时间')).toHaveTextContent(/^2026-11-21 /));
  byDay.unmount();

  renderApp(undefined, { user: 'admin', url: '/voice/callRecord?size=50&min_duration=30&max_duration=60' });
  await waitFor(() => expect(screen.queryByText(/总共 40 条/)).toBeNull(), SLOW);
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  rowsOf().forEach((row) => {
    const seconds = Number(/^(\d+)秒$/.exec(cellOf(row, '通话时长').textContent!)![1]);
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThanOrEqual(60);
  });
}, 240_000);

it('[ROUTES-ROBOT-02] a reversed duration range is refused with its reason, in a link and in the search form, never as a failed load', async () => {
  twoTasks();
  const requests = recordRequests();
  const link = renderApp(undefined, {
    user: 'admin',
    url: '/voice/callRecord?min_duration=90&max_duration=30',
  });
  expect(await screen.findByText('最短通话时长不能大于最长通话时长', {}, SLOW)).toBeInTheDocument();
  await searchFormDrawn();
  expect(requests.bodies('robot/callRecord/list')).toEqual([]);
  expect(screen.queryByText('数据加载失败，显示的是上一次的结果')).toBeNull();
  link.unmount();

  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/callRecord?size=50' });
  await totalShown(40);
  await searchFormDrawn();
  const form = within(searchForm());
  await user.type(form.getByRole('spinbutton', { name: '最短时长（秒）' }), '90');
  await user.type(form.getByRole('spinbutton', { name: '最长时长（秒）' }), '30');
  await user.click(form.getByRole('button', { name: /查\s*询/ }));
  expect(await form.findByText('最短通话时长不能大于最长通话时长', {}, SLOW)).toBeInTheDocument();
  expect(requests.bodies('robot/callRecord/list').filter((b) => b.min_duration)).toEqual([]);
  expect(rowsOf().length).toBeGreaterThan(0);
  expect(screen.queryByText('数据加载失败，显示的是上一次的结果')).toBeNull();
}, 240_000);

it('[ROUTES-ROBOT-02] export downloads a spreadsheet of the filtered records', async () => {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const { renewal } = twoTasks();
  const expected = answeredPhones(renewal);
  const { user } = renderApp(undefined, {
    user: 'admin',
    url: `/voice/callRecord?size=50&task_id=${renewal.id}&outcome=answered`,
  });
  await totalShown(expected.length);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();
  const sheet = await readSheet(files[0]!);
  expect(sheet.headers).toEqual(expect.arrayContaining(['任务', '号码', '呼叫结果', '意向等级', '通话时长']));
  expect(sheet.rows.map((r) => String(r.values['号码'])).sort()).toEqual([...expected].sort());
  sheet.rows.forEach((r) => {
    expect(r.values['任务']).toBe('续保提醒');
    expect(r.values['呼叫结果']).toBe('已接通');
  });
}, 240_000);

it('[ROUTES-ROBOT-02] assigns a call to an agent in one action; a number that became a customer meanwhile is refused by name', async () => {
  const { renewal } = twoTasks();
  const [phone, known] = answeredPhones(renewal) as [string, string];
  const agent = staffTable.all().find((s) => s.id !== 1 && s.status === 1)!;
  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/callRecord?size=50' });

  await user.click(within(await rowOfPhone(phone)).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(phone), SLOW);
  let drawer = screen.getByRole('dialog');
  await chooseOption(
    user,
    await within(drawer).findByRole('combobox', { name: '坐席' }, SLOW),
    agent.linkman,
  );
  await user.click(within(drawer).getByRole('button', { name: /分配给坐席/ }));
  expect(await screen.findByText(`已分配给${agent.linkman}`, {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).getByText(`已分配：${agent.linkman}`)).toBeInTheDocument(), SLOW);
  expect(within(drawer).queryByRole('button', { name: /分配给坐席/ })).toBeNull();
  expect(crmDb.customerByPhone(phone)).toMatchObject({
    owner_id: agent.id,
    name: expect.stringMatching(/^客户/),
  });
  await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
  const handledRow = await rowOfPhone(phone);
  await waitFor(
    () =>
      expect(within(cellOf(handledRow, '处理')).getByText(`已分配：${agent.linkman}`)).toBeInTheDocument(),
    SLOW,
  );

  await user.click(within(await rowOfPhone(known)).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(known), SLOW);
  drawer = screen.getByRole('dialog');
  await chooseOption(
    user,
    await within(drawer).findByRole('combobox', { name: '坐席' }, SLOW),
    agent.linkman,
  );
  // the number became a customer after the drawer opened: the server refuses and names them
  crmDb.saveCustomers([
    { ...crmDb.customers()[0]!, id: crmCustomers.nextId(), phone: known, name: '老客户' },
  ]);
  await user.click(within(drawer).getByRole('button', { name: /分配给坐席/ }));
  expect(await screen.findByText(`号码${known}已是客户：老客户`, {}, SLOW)).toBeInTheDocument();
  expect(crmDb.customerByPhone(known)!.name).toBe('老客户');
}, 240_000);
