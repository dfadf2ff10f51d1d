import { screen, waitFor, within } from '@testing-library/react';
import { qualityModelTable, qualityProjectTable } from '@mocks/db/quality';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

it('[ROUTES-QUALITY-05] /monitor/setting/rules_model lists models with weighted rules; deleting one a project uses is refused naming it', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/rules_model' });
  const row = (await screen.findByText('营销合规', {}, SLOW)).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('服务禁语×1');
  await user.click(within(row).getByRole('button', { name: '删除 营销合规' }));
  await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
  expect(
    await screen.findByText('模型“营销合规”正被质检任务“营销合规专项”使用，不能删除', {}, SLOW),
  ).toBeInTheDocument();
  expect(qualityModelTable.get(2)).toBeDefined();
}, 120_000);

it('[ROUTES-QUALITY-05] a model is created from rules with weights', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/rules_model' });
  await screen.findByText('营销合规', {}, SLOW);
  await user.click(screen.getByRole('button', { name: /新\s*建/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建模型' });
  await user.type(within(dialog).getByLabelText('模型名称'), '投诉专项');
  await user.click(within(dialog).getByRole('combobox', { name: '规则1' }));
  await user.click(await screen.findByTitle('客户投诉倾向（-5分）'));
  const weight = within(dialog).getByRole('spinbutton', { name: '权重1' });
  await user.clear(weight);
  await user.type(weight, '2');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() =>
    expect(qualityModelTable.all().find((m) => m.name === '投诉专项')).toMatchObject({
      rules: [{ rule_id: 3, weight: 2 }],
      base_score: 100,
    }),
  );
}, 120_000);

it('[ROUTES-QUALITY-06] /monitor/setting/monitor_setting lists projects; running one inspects its sample', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_setting' });
  const row = (await screen.findByText('营销合规专项', {}, SLOW)).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('未开始');
  await user.click(within(row).getByRole('button', { name: '立即执行 营销合规专项' }));
  expect(await screen.findByText(/^质检完成，共抽检\d+通$/, {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(qualityProjectTable.get(3)).toMatchObject({ status: 2 }));
}, 120_000);

it('[ROUTES-QUALITY-06] a new project needs a model and reviewers', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_setting' });
  await screen.findByText('营销合规专项', {}, SLOW);
  await user.click(screen.getByRole('button', { name: /新\s*建/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建质检任务' });
  await user.type(within(dialog).getByLabelText('任务名称'), '十一月抽检');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请选择质检模型')).toBeInTheDocument();
  expect(within(dialog).getByText('请选择质检员')).toBeInTheDocument();
  expect(qualityProjectTable.all().some((p) => p.name === '十一月抽检')).toBe(false);

  // agents and queues filter agents' calls; a robot-call project has neither to offer
  expect(within(dialog).getByRole('combobox', { name: '队列' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: '机器人通话' }));
  await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: '队列' })).toBeNull());
  expect(within(dialog).queryByRole('combobox', { name: '坐席' })).toBeNull();
  await user.click(within(dialog).getByRole('radio', { name: '坐席通话' }));
  expect(await within(dialog).findByRole('combobox', { name: '队列' })).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-06] a daily project shows its last run with the calls it inspected and its next run; its run time is edited', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_setting' });
  const row = (await screen.findByText('坐席通话抽检', {}, SLOW)).closest('tr') as HTMLElement;
  const seeded = qualityProjectTable.get(1)!;
  expect(row).toHaveTextContent(`${seeded.last_run_at}（抽检${seeded.runs[0]!.inspected}通）`);
  expect(row).toHaveTextContent(/下次执行 \d{4}-\d{2}-\d{2} 01:00:00/);
  await user.click(within(row).getByRole('button', { name: '编辑 坐席通话抽检' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑质检任务' });
  await user.click(within(dialog).getByRole('combobox', { name: '执行时间' }));
  await user.click(await screen.findByTitle('02:30'));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(qualityProjectTable.get(1)).toMatchObject({ run_time: '02:30' }));
  expect(await screen.findByText(/下次执行 \d{4}-\d{2}-\d{2} 02:30:00/, {}, SLOW)).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-06] a project is deleted from its row only after 确定, and the list says so', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_setting' });
  const row = (await screen.findByText('营销合规专项', {}, SLOW)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: '删除 营销合规专项' }));
  await user.click(await screen.findByRole('button', { name: /取\s*消/ }));
  expect(qualityProjectTable.get(3)).toBeDefined();
  await user.click(within(row).getByRole('button', { name: '删除 营销合规专项' }));
  await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(qualityProjectTable.get(3)).toBeUndefined());
  await waitFor(() => expect(screen.queryByText('营销合规专项')).toBeNull());
}, 120_000);
