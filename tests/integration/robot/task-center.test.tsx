import { screen, waitFor, within } from '@testing-library/react';
import { crmDb, crmLabels } from '@mocks/db/crm';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from '@mocks/db/robot-tasks';
import { scriptTable } from '@mocks/db/flows';
import { clockAt } from '@tests/support/clock';
import { renderApp } from '@tests/support/render-app';
import { chooseOption } from '@tests/support/select-option';
import { SLOW } from '@tests/support/slow';

// these tests make their own tasks: the seeded month of tasks would only be in the way
beforeEach(() => robotTasks.remove(robotTasks.all().map((t) => t.id)));

const ok = /确\s*定/;

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, SLOW)).closest('tr') as HTMLElement;
const caller = () => explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone;
/** Picks `option` of the select named `name` in the dialog. */
async function pick(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  name: string,
  option: string,
) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name }), option);
}

const task = (fields: Partial<RobotTaskRow>): RobotTaskRow =>
  robotTasks.insert({
    name: '续保提醒',
    sc_id: 3,
    caller: caller(),
    source: 'import',
    windows: ['09:00-12:00', '14:00-18:00'],
    concurrency: 5,
    retry_times: 0,
    retry_interval: 30,
    retry_on: [],
    level_actions: [],
    numbers: Array.from({ length: 120 }, (_v, i) => ({
      phone: `135${String(i).padStart(8, '0')}`,
      name: '',
      customer_id: null,
    })),
    status: 'pending',
    dialled_ms: 0,
    running_since: null,
    runs: [],
    creator_id: 1,
    created_at: '2026-01-01 00:00:00',
    started_at: null,
    ...fields,
  });

it('[ROUTES-ROBOT-01] /voice/taskCenter creates a task over CRM customers with an approved script, a caller line and intent actions', async () => {
  const customer = crmDb.customers().find((c) => c.discarded_at == null && c.owner_id != null)!;
  const label = crmLabels.all()[0]!;
  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/taskCenter' });
  await user.click(await screen.findByRole('button', { name: /新建任务/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '新建任务' });
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入任务名称')).toBeInTheDocument();
  expect(within(dialog).getByText('请选择审核通过的话术')).toBeInTheDocument();
  expect(within(dialog).getByText('请选择主叫号码')).toBeInTheDocument();
  expect(within(dialog).getByText('请先选择话术')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('任务名称'), '车险客户');
  await user.type(within(dialog).getByLabelText('关键词'), customer.phone);
  // only approved scripts are offered
  await user.click(within(dialog).getByRole('combobox', { name: '话术' }));
  expect(await screen.findByTitle('车险续保提醒', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByTitle('信用卡分期推广')).toBeNull();
  await user.click(screen.getByTitle('车险续保提醒'));
  await pick(user, dialog, '主叫号码', caller());
  await pick(user, dialog, 'A级 加入CRM（标签）', label.name);
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('任务已创建', {}, SLOW)).toBeInTheDocument();

  expect(robotTasks.all()[0]).toMatchObject({
    name: '车险客户',
    sc_id: 3,
    caller: caller(),
    source: 'filter',
    level_actions: [{ level: 'A', label_id: label.id, staff_id: null }],
    numbers: [{ phone: customer.phone, name: customer.name, customer_id: customer.id }],
  });
  const row = await rowOf('车险客户');
  expect(within(row).getByText('未开始')).toBeInTheDocument();
  expect(within(row).getByText('首呼 0 / 1，重呼 0 次，接通 0')).toBeInTheDocument();
  expect(within(row).getByText('剩余 1：待首呼 1，待重呼 0')).toBeInTheDocument();
}, 180_000);

it('[ROUTES-ROBOT-01] a task is started, paused, resumed and stopped; progress and the intent distribution advance with the time', async () => {
  clockAt(10);
  task({});
  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/taskCenter' });
  let row = await rowOf('续保提醒');
  expect(within(row).getByText('A：0')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: /启\s*动/ }));
  expect(await screen.findByText('任务已启动', {}, SLOW)).toBeInTheDocument();
  row = await rowOf('续保提醒');
  await waitFor(() => expect(within(row).getByText('进行中')).toBeInTheDocument(), SLOW);

  clockAt(10, 1); // a minute on: 10 rounds of 5 lines, the screen re-reads the progress by itself
  await waitFor(() => expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument(), SLOW);
  const answered = Number(/接通 (\d+)/.exec(within(row).getByText(/^首呼 50/).textContent!)![1]);
  expect(answered).toBeGreaterThan(0);
  const graded = within(row)
    .getAllByText(/^[A-F]：\d+$/)
    .reduce((n, tag) => n + Number(tag.textContent!.split('：')[1]), 0);
  expect(graded).toBe(answered);

  await user.click(within(row).getByRole('button', { name: /暂\s*停/ }));
  await waitFor(() => expect(within(row).getByText('已暂停')).toBeInTheDocument(), SLOW);
  clockAt(11);
  await user.click(within(row).getByRole('button', { name: /继\s*续/ }));
  await waitFor(() => expect(within(row).getByText('进行中')).toBeInTheDocument(), SLOW);
  expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: /停\s*止/ }));
  await user.click(await screen.findByRole('button', { name: ok }));
  await waitFor(() => expect(within(row).getByText('已停止')).toBeInTheDocument(), SLOW);
  expect(within(row).queryByRole('button', { name: /启\s*动/ })).toBeNull();
}, 180_000);

it('[ROUTES-ROBOT-01] a task row names first dials and redials apart, and what is left adds up: numbers not dialled and numbers waiting for a redial', async () => {
  // 20 numbers on 5 lines are all dialled once in the first 24 s; busy and unanswered ones come due again a
  // minute later, so at 66 s the first of them have been redialled and the others wait
  const t = task({
    numbers: Array.from({ length: 20 }, (_v, i) => ({
      phone: `136${String(i).padStart(8, '0')}`,
      name: '',
      customer_id: null,
    })),
    retry_times: 1,
    retry_interval: 1,
    retry_on: ['busy', 'no_answer'],
    status: 'stopped',
    dialled_ms: 66_000,
  });
  const { dials, answered } = robotTaskProgress(t);
  const redials = [...dials.values()].reduce((n, d) => n + d.attempts - 1, 0);
  const waiting = [...dials.values()].filter(
    (d) => (d.outcome === 'busy' || d.outcome === 'no_answer') && d.attempts === 1,
  ).length;
  expect(dials.size).toBe(20);
  expect(redials).toBeGreaterThan(0);
  expect(waiting).toBeGreaterThan(0);

  renderApp(undefined, { user: 'admin', url: '/voice/taskCenter' });
  const row = await rowOf('续保提醒');
  expect(within(row).getByText(`首呼 20 / 20，重呼 ${redials} 次，接通 ${answered}`)).toBeInTheDocument();
  expect(within(row).getByText(`剩余 ${waiting}：待首呼 0，待重呼 ${waiting}`)).toBeInTheDocument();
}, 180_000);

it('[ROUTES-ROBOT-01] a task whose script is no longer approved is refused at start; outside the windows it waits', async () => {
  clockAt(12, 30);
  task({});
  task({ name: '旧话术任务', sc_id: 8 });
  scriptTable.update(8, { status: 0 });
  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/taskCenter' });
  await user.click(within(await rowOf('旧话术任务')).getByRole('button', { name: /启\s*动/ }));
  expect(await screen.findByText('话术已不是审核通过状态，无法启动', {}, SLOW)).toBeInTheDocument();

  const row = await rowOf('续保提醒');
  await user.click(within(row).getByRole('button', { name: /启\s*动/ }));
  expect(
    await screen.findByText('任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫', {}, SLOW),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText('等待呼叫时段')).toBeInTheDocument(), SLOW);
  expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
}, 180_000);

it('[ROUTES-ROBOT-01] a task is made from an imported CSV file; refused rows are reported with their row numbers', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/voice/taskCenter' });
  await user.click(await screen.findByRole('button', { name: /新建任务/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '新建任务' });
  await user.type(within(dialog).getByLabelText('任务名称'), '导入任务');
  await pick(user, dialog, '话术', '车险续保提醒');
  await pick(user, dialog, '主叫号码', caller());
  await user.click(within(dialog).getByRole('radio', { name: '导入号码' }));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请选择号码文件')).toBeInTheDocument();

  const csv = '号码,名称\n13800001111,张三\nabc,李四\n13800001111,重复\n';
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, new File([csv], 'numbers.csv', { type: 'text/csv' }));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('导入1个号码，2行失败', {}, SLOW)).toBeInTheDocument();
  const report = (await screen.findAllByText('以下行未导入'))[0]!.closest('.ant-modal') as HTMLElement;
  expect(within(report).getByText('号码“abc”格式不正确')).toBeInTheDocument();
  expect(within(report).getByText('号码与第2行重复')).toBeInTheDocument();
  expect(robotTasks.all()[0]).toMatchObject({
    name: '导入任务',
    source: 'import',
    numbers: [{ phone: '13800001111', name: '张三' }],
  });
}, 180_000);
