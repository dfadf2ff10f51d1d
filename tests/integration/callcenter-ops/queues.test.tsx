import { screen, waitFor, within } from '@testing-library/react';
import { board, queueFigures } from '@mocks/db/callcenter-board';
import { callQueues } from '@mocks/db/callcenter-queues';
import { callTasks } from '@mocks/db/callcenter-tasks';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, SLOW)).closest('tr') as HTMLElement;
const ok = /确\s*定/;

it('[ROUTES-CALLCENTRE-10] /callcenter/queue shows the agent groups with strategy, overflow and live figures', async () => {
  renderApp(undefined, { user: 'admin', url: '/callcenter/queue' });
  const row = await rowOf('售前一组');
  expect(within(row).getByText('最长空闲优先')).toBeInTheDocument();
  expect(within(row).getByText('转坐席组：售后服务组')).toBeInTheDocument();
  expect(within(row).getByText(`${callQueues.get(1)!.staff_ids.length}人`)).toBeInTheDocument();
  // members off shift or signed out of the softphone do not count as online (stable over the test's seconds)
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const online = queueFigures(callQueues.get(1)!, board()).online_count;
  expect(within(row).getAllByRole('cell')[headers.indexOf('在线')]).toHaveTextContent(String(online));
  expect(headers).toEqual(expect.arrayContaining(['空闲', '排队', '最长等待']));
}, 120_000);

it('[ROUTES-CALLCENTRE-10] a queue is created with members picked in the multi-select and an overflow queue; a duplicate name is refused and the form keeps what was typed', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/queue' });
  await rowOf('售前一组');
  await user.click(screen.getByRole('button', { name: /新建坐席组/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建坐席组' });
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入坐席组名称')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('坐席组名称'), '售前一组');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('坐席组“售前一组”已存在', {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('坐席组名称')).toHaveValue('售前一组');

  const name = within(dialog).getByLabelText('坐席组名称');
  await user.clear(name);
  await user.type(name, '夜班组');
  await user.click(within(dialog).getByRole('combobox', { name: '溢出方式' }));
  await user.click(await screen.findByTitle('转坐席组'));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请选择溢出坐席组')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox', { name: '溢出坐席组' }));
  await user.click(await screen.findByTitle('大客户组'));

  const member = staffTable.get(5)!.linkman;
  await user.click(within(dialog).getByRole('combobox', { name: '坐席' }));
  await user.click(await screen.findByTitle(member, {}, SLOW));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();

  expect(callQueues.all().find((q) => q.name === '夜班组')).toMatchObject({
    staff_ids: [5],
    overflow: 'queue',
    overflow_queue_id: 3,
  });
  const row = await rowOf('夜班组');
  expect(within(row).getByText('转坐席组：大客户组')).toBeInTheDocument();
}, 180_000);

it('[ROUTES-CALLCENTRE-10] deleting a queue a call task uses is refused naming the task; an unused one is deleted', async () => {
  const queue = callQueues.insert({ ...callQueues.get(3)!, name: '临时组', staff_ids: [] });
  callTasks.insert({
    name: '春季回访',
    status: 'pending',
    source: 'import',
    queue_id: 3,
    staff_ids: [],
    windows: ['09:00-18:00'],
    concurrency: 1,
    retry_times: 0,
    retry_interval: 10,
    retry_on: [],
    earlier: [],
    numbers: [{ phone: '13800000000', name: '', contact: '' }],
    dialled_ms: 0,
    running_since: null,
    runs: [],
    created_at: '2026-01-01 00:00:00',
    started_at: null,
    run_day: null,
  });
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/queue' });
  const used = await rowOf('大客户组');
  expect(within(used).getByText('春季回访')).toBeInTheDocument();
  await user.click(within(used).getByRole('button', { name: '删除 大客户组' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: ok }));
  expect(
    await screen.findByText('坐席组“大客户组”正被呼叫任务“春季回访”使用，不能删除', {}, SLOW),
  ).toBeInTheDocument();
  expect(callQueues.get(3)).toBeDefined();

  await user.click(within(await rowOf('临时组')).getByRole('button', { name: '删除 临时组' }));
  await user.click((await screen.findAllByRole('button', { name: ok })).at(-1)!);
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(callQueues.get(queue.id)).toBeUndefined());
}, 120_000);
