import { screen, waitFor, within } from '@testing-library/react';
import { crmCustomers, crmDb } from '@mocks/db/crm';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from '@mocks/db/robot-tasks';
import { staffName } from '@mocks/db/staff';
import { pointsOf } from '@mocks/db/robot-points';
import { SILENCE_S, taskWalks } from '@mocks/db/robot-task-walk';
import { renderApp } from '@tests/support/render-app';
import { chooseOption } from '@tests/support/select-option';
import { SLOW } from '@tests/support/slow';

// these tests make their own tasks: the seeded month of tasks would only be in the way
beforeEach(() => robotTasks.remove(robotTasks.all().map((t) => t.id)));

afterEach(() => jest.restoreAllMocks());

/** The list with a task's 20 numbers on one page (a list pages by 10). */
const ALL_ON_ONE_PAGE = '/voice/callRecord?size=20';

/** A task that ran for a minute this morning: its answered calls are the records. */
function ranTask(fields: Partial<RobotTaskRow> = {}) {
  const started = new Date();
  started.setHours(9, 0, 0, 0);
  return robotTasks.insert({
    name: '续保提醒',
    sc_id: 3,
    caller: explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone,
    source: 'import',
    windows: ['00:00-24:00'],
    concurrency: 2,
    retry_times: 0,
    retry_interval: 30,
    retry_on: [],
    level_actions: [],
    numbers: Array.from({ length: 20 }, (_v, i) => ({
      phone: `139${String(i).padStart(8, '0')}`,
      name: `客户${i}`,
      customer_id: null,
    })),
    status: 'stopped',
    dialled_ms: 60_000,
    running_since: null,
    runs: [],
    creator_id: 1,
    created_at: '2026-01-01 00:00:00',
    started_at: null,
    ...fields,
  });
}

const rowOfPhone = async (phone: string) =>
  (await screen.findByRole('cell', { name: phone }, SLOW)).closest('tr') as HTMLElement;

it('[ROUTES-ROBOT-02] /voice/callRecord lists robot calls; a call shows its transcript with the node of each robot line, its walk and recording', async () => {
  const task = ranTask();
  const phone = task.numbers[robotTaskProgress(task).answeredIndexes[0]!]!.phone;
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  const row = await rowOfPhone(phone);
  expect(within(row).getByText('车险续保提醒')).toBeInTheDocument();
  expect(within(row).getByText('已接通')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
  const drawer = await screen.findByRole('dialog', {}, SLOW);
  expect(await within(drawer).findByText('对话内容', {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).getAllByText('机器人').length).toBeGreaterThan(0);
  expect(within(drawer).getAllByText(/^节点：/).length).toBeGreaterThan(0);
  expect(within(drawer).getByText('经过节点')).toBeInTheDocument();
  expect(within(drawer).getByText('录音')).toBeInTheDocument();
}, 180_000);

it("[ROUTES-ROBOT-02] a transcript shows the customer's silence with its length before the robot repeats its line", async () => {
  const task = ranTask();
  const walked = taskWalks(task, robotTaskProgress(task).answeredIndexes);
  const silent = walked.find((c) => c.walk.lines.some((l) => l.silence_s != null));
  expect(silent).toBeDefined();
  const at = silent!.walk.lines.findIndex((l) => l.silence_s != null);
  const [before, after] = [silent!.walk.lines[at - 1]!, silent!.walk.lines[at + 1]!];
  // the robot took the silence and said its line again
  expect(after.text).toBe(before.text);

  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  const row = await rowOfPhone(task.numbers[silent!.index]!.phone);
  await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
  const transcript = await screen.findByLabelText('对话内容', {}, SLOW);
  const items = within(transcript).getAllByRole('listitem');
  expect(items[at]).toHaveTextContent(`客户客户未说话（静默${SILENCE_S}秒）`);
  expect(items[at - 1]).toHaveTextContent(before.text);
  expect(items[at + 1]).toHaveTextContent(before.text);
}, 180_000);

it('[ROUTES-ROBOT-02] an unanswered number is a record too: its outcome, attempts and no transcript', async () => {
  const task = ranTask();
  const { dials } = robotTaskProgress(task);
  const [index, dial] = [...dials].find(([, d]) => d.outcome === 'busy')!;
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  const row = await rowOfPhone(task.numbers[index]!.phone);
  expect(within(row).getByText('忙线')).toBeInTheDocument();
  expect(within(row).getByText('0秒')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
  const drawer = await screen.findByRole('dialog', {}, SLOW);
  expect(await within(drawer).findByText('未接通，没有录音和对话内容', {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).getByText(`共呼叫${dial.attempts}次`)).toBeInTheDocument();
  expect(within(drawer).queryByText('对话内容')).toBeNull();
  expect(within(drawer).queryByRole('combobox', { name: '人工调整等级' })).toBeNull();
}, 180_000);

it("[ROUTES-ROBOT-02] an imported contact's name shows as the call's customer before it is added to the CRM", async () => {
  const task = ranTask();
  const index = robotTaskProgress(task).answeredIndexes[0]!;
  const { phone, name } = task.numbers[index]!;
  expect(crmDb.customerByPhone(phone)).toBeUndefined();
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  const row = await rowOfPhone(phone);
  expect(within(row).getByRole('cell', { name })).toBeInTheDocument();

  // named, but not a customer yet: the call can still be added to the CRM
  await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(phone), SLOW);
  const drawer = screen.getByRole('dialog');
  expect(await within(drawer).findByRole('button', { name: /加入CRM/ }, SLOW)).toBeInTheDocument();
  expect(within(drawer).queryByText(/^已是客户/)).toBeNull();
}, 180_000);

it('[ROUTES-ROBOT-02] a manual level is kept beside the computed one; a call is added to the CRM once, an existing customer is named', async () => {
  const task = ranTask();
  const answered = robotTaskProgress(task).answeredIndexes.map((i) => task.numbers[i]!.phone);
  expect(answered.length).toBeGreaterThan(1);
  const [phone, known] = answered as [string, string];
  crmDb.saveCustomers([
    { ...crmDb.customers()[0]!, id: crmCustomers.nextId(), phone: known, name: '老客户' },
  ]);
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });

  await user.click(within(await rowOfPhone(known)).getByRole('button', { name: /详\s*情/ }));
  let drawer = await screen.findByRole('dialog', {}, SLOW);
  expect(await within(drawer).findByText('已是客户：老客户', {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: /加入CRM/ })).toBeNull();
  await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));

  await user.click(within(await rowOfPhone(phone)).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(phone), SLOW);
  drawer = screen.getByRole('dialog');
  const computed = (await within(drawer).findByText(/^计算：/, {}, SLOW)).textContent!.slice(3);
  const other = computed === 'A' ? 'B' : 'A';
  await chooseOption(user, within(drawer).getByRole('combobox', { name: '人工调整等级' }), other);
  expect(await screen.findByText('意向等级已修改', {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).getByText(`计算：${computed}`)).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: /加入CRM/ }));
  await waitFor(() => expect(within(drawer).queryByRole('button', { name: /加入CRM/ })).toBeNull(), SLOW);
  expect(within(drawer).getByText('已加入CRM')).toBeInTheDocument();
  expect(crmDb.customerByPhone(phone)).toMatchObject({ name: expect.stringMatching(/^客户/) });
}, 180_000);

it("[ROUTES-ROBOT-02] 分配给坐席 hands the number to the agent picked and says the server's own message", async () => {
  const task = ranTask();
  const phone = task.numbers[robotTaskProgress(task).answeredIndexes[0]!]!.phone;
  const agent = staffName(2)!;
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  await user.click(within(await rowOfPhone(phone)).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(phone), SLOW);
  const drawer = screen.getByRole('dialog');
  await user.click(await within(drawer).findByRole('button', { name: /分配给坐席/ }, SLOW));
  expect(await screen.findByText('请选择坐席')).toBeInTheDocument();

  await chooseOption(user, within(drawer).getByRole('combobox', { name: '坐席' }), agent);
  await user.click(within(drawer).getByRole('button', { name: /分配给坐席/ }));
  expect(await screen.findByText(`已分配给${agent}`, {}, SLOW)).toBeInTheDocument();
  expect(crmDb.customerByPhone(phone)).toMatchObject({ owner_id: 2 });
}, 180_000);

it('[ROUTES-ROBOT-02] a call whose level has an intent action shows it handed off automatically, with no hand-off left to do', async () => {
  const level_actions = pointsOf(3).levels.map((l) => ({ level: l.level, label_id: null, staff_id: 1 }));
  const task = ranTask({ level_actions });
  const phone = task.numbers[robotTaskProgress(task).answeredIndexes[0]!]!.phone;
  const { user } = renderApp(undefined, { user: 'admin', url: ALL_ON_ONE_PAGE });
  const row = await rowOfPhone(phone);
  const assigned = `已分配：${staffName(1)}`;
  expect(within(row).getByText(assigned)).toBeInTheDocument();
  expect(within(row).getByText('自动')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: /详\s*情/ }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(phone), SLOW);
  const drawer = screen.getByRole('dialog');
  const computed = (await within(drawer).findByText(/^计算：/, {}, SLOW)).textContent!.slice(3);
  expect(within(drawer).getByText(assigned)).toBeInTheDocument();
  expect(within(drawer).getByText(`按意向等级${computed}自动处理`)).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: /加入CRM|分配给坐席/ })).toBeNull();
  expect(crmDb.customerByPhone(phone)).toMatchObject({ owner_id: 1 });
}, 180_000);
