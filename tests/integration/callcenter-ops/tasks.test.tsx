import { screen, waitFor, within } from '@testing-library/react';
import { callTasks, taskProgress, type TaskRow } from '@mocks/db/callcenter-tasks';
import { crmDb } from '@mocks/db/crm';
import { clockAt } from '@tests/support/clock';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const ok = /确\s*定/;

/** The demo starts with seeded tasks: a task is found by its name. */
const byName = (name: string) => callTasks.all().find((t) => t.name === name);

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, SLOW)).closest('tr') as HTMLElement;

const task = (fields: Partial<TaskRow>): TaskRow =>
  callTasks.insert({
    name: '回访任务',
    status: 'pending',
    source: 'import',
    queue_id: 1,
    staff_ids: [],
    windows: ['09:00-12:00', '14:00-18:00'],
    concurrency: 5,
    retry_times: 0,
    retry_interval: 30,
    retry_on: [],
    earlier: [],
    numbers: Array.from({ length: 120 }, (_v, i) => ({
      phone: `135${String(i).padStart(8, '0')}`,
      name: '',
      contact: '',
    })),
    dialled_ms: 0,
    running_since: null,
    runs: [],
    created_at: '2026-01-01 00:00:00',
    started_at: null,
    run_day: null,
    ...fields,
  });

it('[ROUTES-CALLCENTRE-08] /callcenter/task creates a task from a CRM filter; its name is required and a bad calling window is refused', async () => {
  const customer = crmDb.customers().find((c) => c.discarded_at == null && c.owner_id != null)!;
  const seeded = callTasks.all().length;
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/task' });
  await user.click(await screen.findByRole('button', { name: /新建任务/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '新建任务' });
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入任务名称')).toBeInTheDocument();
  expect(within(dialog).getByText('请选择坐席组')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('任务名称'), '老客户回访');
  await user.type(within(dialog).getByLabelText('关键词'), customer.phone);
  await user.click(within(dialog).getByRole('combobox', { name: '坐席组' }));
  await user.click(await screen.findByTitle('售后服务组', {}, SLOW));
  await user.type(within(dialog).getByRole('combobox', { name: '呼叫时段' }), '19:00{Enter}');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('呼叫时段“19:00”格式不正确，应为 09:00-12:00')).toBeInTheDocument();
  expect(callTasks.all()).toHaveLength(seeded);
  // the bad window's own remove button (a Backspace into the select raced the save under load)
  const bad = within(dialog).getByText('19:00', { selector: '.ant-select-selection-item-content' });
  await user.click(within(bad.closest<HTMLElement>('.ant-select-selection-item')!).getByLabelText('close'));
  await waitFor(
    () =>
      expect(
        [...dialog.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent),
      ).toEqual(['09:00-12:00', '14:00-18:00']),
    SLOW,
  );
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('任务已创建', {}, SLOW)).toBeInTheDocument();

  expect(callTasks.all()).toHaveLength(seeded + 1);
  expect(byName('老客户回访')).toMatchObject({
    source: 'filter',
    queue_id: 2,
    windows: ['09:00-12:00', '14:00-18:00'],
    numbers: [{ phone: customer.phone, name: customer.name, contact: customer.contact_name }],
  });
  const row = await rowOf('老客户回访');
  expect(within(row).getByText('未开始')).toBeInTheDocument();
  expect(within(row).getByText('首呼 0 / 1，重呼 0 次，接通 0')).toBeInTheDocument();
  expect(within(row).getByText('剩余 1：待首呼 1，待重呼 0')).toBeInTheDocument();
}, 180_000);

it('[ROUTES-CALLCENTRE-08] a task is started, paused, resumed and stopped; its progress advances with the time it runs', async () => {
  clockAt(10);
  task({});
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/task' });
  let row = await rowOf('回访任务');
  await user.click(within(row).getByRole('button', { name: /启\s*动/ }));
  expect(await screen.findByText('任务已启动', {}, SLOW)).toBeInTheDocument();
  row = await rowOf('回访任务');
  await waitFor(() => expect(within(row).getByText('进行中')).toBeInTheDocument(), SLOW);

  clockAt(10, 1); // a minute on: 10 rounds of 5 lines, the screen re-reads the progress by itself
  await waitFor(() => expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument(), SLOW);

  await user.click(within(row).getByRole('button', { name: /暂\s*停/ }));
  await waitFor(() => expect(within(row).getByText('已暂停')).toBeInTheDocument(), SLOW);
  clockAt(11); // paused: nothing is dialled
  await user.click(within(row).getByRole('button', { name: /继\s*续/ }));
  await waitFor(() => expect(within(row).getByText('进行中')).toBeInTheDocument(), SLOW);
  expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: /停\s*止/ }));
  await user.click(await screen.findByRole('button', { name: ok }));
  await waitFor(() => expect(within(row).getByText('已停止')).toBeInTheDocument(), SLOW);
  expect(within(row).queryByRole('button', { name: /启\s*动/ })).toBeNull();
  expect(byName('回访任务')!.status).toBe('stopped');
}, 180_000);

it('[ROUTES-CALLCENTRE-08] starting outside the calling windows waits for them; a task without numbers or agents is refused', async () => {
  clockAt(12, 30);
  task({});
  task({ name: '空任务', numbers: [] });
  task({ name: '无人任务', queue_id: null, staff_ids: [] });
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/task' });

  await user.click(within(await rowOf('空任务')).getByRole('button', { name: /启\s*动/ }));
  expect(await screen.findByText('任务没有可呼叫的号码，无法启动', {}, SLOW)).toBeInTheDocument();
  await user.click(within(await rowOf('无人任务')).getByRole('button', { name: /启\s*动/ }));
  expect(await screen.findByText('任务没有可接听的坐席，无法启动', {}, SLOW)).toBeInTheDocument();

  const row = await rowOf('回访任务');
  await user.click(within(row).getByRole('button', { name: /启\s*动/ }));
  expect(
    await screen.findByText('任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫', {}, SLOW),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText('等待呼叫时段')).toBeInTheDocument(), SLOW);
  expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
}, 180_000);

it('[ROUTES-CALLCENTRE-08] a task is made from an imported CSV file; refused rows are reported with their row numbers', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/task' });
  await user.click(await screen.findByRole('button', { name: /新建任务/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '新建任务' });
  await user.type(within(dialog).getByLabelText('任务名称'), '导入任务');
  await user.click(within(dialog).getByRole('radio', { name: '导入号码' }));
  await user.click(within(dialog).getByRole('radio', { name: '指定坐席' }));
  await user.click(within(dialog).getByRole('combobox', { name: '坐席' }));
  await user.click(
    (await screen.findAllByTitle(/./, {}, SLOW)).find((o) => o.closest('.ant-select-dropdown'))!,
  );
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
  expect(within(report).getByText('第3行')).toBeInTheDocument();
  expect(byName('导入任务')).toMatchObject({
    source: 'import',
    numbers: [{ phone: '13800001111', name: '张三' }],
  });
}, 180_000);

it('[ROUTES-CALLCENTRE-08] a paused task is edited without its numbers: the new concurrency dials from then on, a running one offers no edit', async () => {
  clockAt(10);
  task({
    name: '改设置任务',
    status: 'running',
    running_since: Date.now(),
    started_at: '2026-01-01 10:00:00',
  });
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/task' });
  let row = await rowOf('改设置任务');
  expect(within(row).queryByRole('button', { name: /修\s*改/ })).toBeNull();
  clockAt(10, 1);
  await user.click(within(row).getByRole('button', { name: /暂\s*停/ }));
  await waitFor(() => expect(within(row).getByText('已暂停')).toBeInTheDocument(), SLOW);
  expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: /修\s*改/ }));
  const dialog = await screen.findByRole('dialog', { name: '修改任务' });
  expect(within(dialog).getByLabelText('任务名称')).toHaveValue('改设置任务');
  expect(within(dialog).getByLabelText('并发数')).toHaveValue('5');
  expect(within(dialog).queryByRole('radio', { name: '导入号码' })).toBeNull();
  expect(within(dialog).getByText(/号码不变/)).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('任务名称'));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入任务名称')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('任务名称'), '改后任务');
  await user.clear(within(dialog).getByLabelText('并发数'));
  await user.type(within(dialog).getByLabelText('并发数'), '2');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('修改成功', {}, SLOW)).toBeInTheDocument();
  row = await rowOf('改后任务');
  expect(within(row).getByText(/^首呼 50 \/ 120/)).toBeInTheDocument();
  expect(byName('改后任务')).toMatchObject({ concurrency: 2, numbers: expect.any(Array) });

  await user.click(within(row).getByRole('button', { name: /继\s*续/ }));
  await waitFor(() => expect(within(row).getByText('进行中')).toBeInTheDocument(), SLOW);
  clockAt(10, 3); // under two more minutes on 2 lines: under 50 more, where 5 lines would have called all 120
  await waitFor(
    () => expect(within(row).getByText(/^首呼 (5[2-9]|[6-9]\d) \/ 120/)).toBeInTheDocument(),
    SLOW,
  );
}, 180_000);

it('[ROUTES-CALLCENTRE-08] a task row names first dials and redials apart, as the robot tasks do, and what is left adds up: numbers not dialled and numbers waiting for a redial', async () => {
  // 20 numbers on 5 lines are all dialled once in the first 24 s; busy and unanswered ones come due again a
  // minute later, so at 66 s the first of them have been redialled and the others wait
  const t = task({
    name: '重呼回访',
    numbers: Array.from({ length: 20 }, (_v, i) => ({
      phone: `137${String(i).padStart(8, '0')}`,
      name: '',
      contact: '',
    })),
    retry_times: 1,
    retry_interval: 1,
    retry_on: ['busy', 'no_answer'],
    status: 'stopped',
    dialled_ms: 66_000,
  });
  const { dials, answered } = taskProgress(t);
  const redials = [...dials.values()].reduce((n, d) => n + d.attempts - 1, 0);
  const waiting = [...dials.values()].filter(
    (d) => (d.outcome === 'busy' || d.outcome === 'no_answer') && d.attempts === 1,
  ).length;
  expect(dials.size).toBe(20);
  expect(redials).toBeGreaterThan(0);
  expect(waiting).toBeGreaterThan(0);

  renderApp(undefined, { user: 'admin', url: '/callcenter/task' });
  const row = await rowOf('重呼回访');
  expect(within(row).getByText(`首呼 20 / 20，重呼 ${redials} 次，接通 ${answered}`)).toBeInTheDocument();
  expect(within(row).getByText(`剩余 ${waiting}：待首呼 0，待重呼 ${waiting}`)).toBeInTheDocument();
}, 180_000);
