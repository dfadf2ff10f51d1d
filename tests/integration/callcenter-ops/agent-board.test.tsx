import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { board, presentAgent } from '@mocks/db/callcenter-board';
import { callQueues, queueSignOuts } from '@mocks/db/callcenter-queues';
import { db } from '@mocks/db/db';
import { demoSockets } from '@mocks/sockets';
import { agentStatesPushed } from '@/features/channels';
import { softphoneActions } from '@/features/softphone';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

afterEach(() => demoSockets.stopAgentStates());

/** The column of the time in the state. */
const IN_STATE = 2;
const cellOf = (row: HTMLElement, column: number) => within(row).getAllByRole('cell')[column]!;
const section = (name: string) => screen.findByRole('table', { name }, SLOW);
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;

it("[ROUTES-CALLCENTRE-09] /callcenter/agent shows every agent by queue with their state; the demo user's own row follows their softphone", async () => {
  const { store, user } = renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const presales = await section('售前一组');
  await section('未分组');
  const floor = board();
  expect(await screen.findByText(`共 ${floor.length} 名坐席`, {}, SLOW)).toBeInTheDocument();
  const member = floor.find((a) => a.queue_ids.includes(1) && a.staff_id > 3)!;
  expect(rowOf(presales, member.name)).toBeInTheDocument();

  // the admin (staff 1) is in no seed queue: their row is in 未分组, offline until the softphone goes online
  const unassigned = await section('未分组');
  const admin = floor.find((a) => a.staff_id === 1)!;
  expect(within(rowOf(unassigned, admin.name)).getByText('离线')).toBeInTheDocument();
  act(() => {
    store.dispatch(softphoneActions.statusChosen('online'));
  });
  expect(within(rowOf(unassigned, admin.name)).getByText('在线')).toBeInTheDocument();
  expect(cellOf(rowOf(unassigned, admin.name), IN_STATE)).toHaveTextContent(/^00:0\d$/);

  await user.click(screen.getByRole('combobox', { name: '坐席组' }));
  await user.click(await screen.findByTitle('大客户组'));
  await section('大客户组');
  await waitFor(() => expect(screen.queryByRole('table', { name: '售前一组' })).toBeNull());
}, 120_000);

it('[ROUTES-CALLCENTRE-09] queues known after the agents: the sections are drawn at once, in queue order, 未分组 last', async () => {
  // the demo backend answers after the delay; the agents' answer comes first
  overrideApi('callcenter/queue/list', async () => void (await delay(800)));
  renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const first = await screen.findAllByRole('table', {}, SLOW);
  expect(first.map((t) => t.getAttribute('aria-label'))).toEqual(
    expect.arrayContaining(['售前一组', '大客户组', '未分组']),
  );
  expect(first[0]).toHaveAccessibleName('售前一组');
  expect(first.at(-1)).toHaveAccessibleName('未分组');
}, 60_000);

it('[ROUTES-CALLCENTRE-09] a pushed state change updates that agent, and the time in the state counts from the change', async () => {
  const { store } = renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const presales = await section('售前一组');
  const agent = presentAgent(board().find((a) => a.queue_ids.includes(1) && a.staff_id > 3)!);
  act(() => {
    store.dispatch(
      agentStatesPushed([
        {
          ...agent,
          state: 'busy',
          break_reason: '培训',
          state_since: Date.now() - 65_000,
          customer: null,
          call_since: null,
        },
      ]),
    );
  });
  const row = rowOf(presales, agent.name);
  expect(within(row).getByText('忙碌（培训）')).toBeInTheDocument();
  // the board's one clock ticks whole seconds: within a second or two of 1:05
  const seconds = () => Number(cellOf(row, IN_STATE).textContent!.slice(3));
  expect(cellOf(row, IN_STATE)).toHaveTextContent(/^01:0[3-6]$/);
  const first = seconds();
  await waitFor(() => expect(seconds()).toBeGreaterThan(first), SLOW);

  act(() => {
    store.dispatch(
      agentStatesPushed([
        {
          ...agent,
          state: 'talking',
          break_reason: null,
          state_since: Date.now(),
          customer: '杭州云杉科技',
          call_since: Date.now() - 3_000,
        },
      ]),
    );
  });
  expect(within(row).getByText('通话中')).toBeInTheDocument();
  expect(within(row).getByText('杭州云杉科技')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-09] the supervisor signs an agent out of a queue and sends a notice to their notification channel', async () => {
  const sent = jest.spyOn(demoSockets, 'sendNotice');
  const { user } = renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const presales = await section('售前一组');
  const agent = board().find((a) => a.queue_ids.includes(1) && a.staff_id > 3 && a.staff_id < 100)!;
  const row = rowOf(presales, agent.name);

  await user.click(within(row).getByRole('button', { name: /签出坐席组/ }));
  const confirm = (await screen.findAllByText(`确定将 ${agent.name} 签出 售前一组 吗？`))[0]!.closest(
    '.ant-modal',
  ) as HTMLElement;
  await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('已签出坐席组', {}, SLOW)).toBeInTheDocument();
  expect(queueSignOuts.all()).toMatchObject([{ staff_id: agent.staff_id, queue_id: 1 }]);
  expect(board().find((a) => a.staff_id === agent.staff_id)!.queue_ids).not.toContain(1);
  // the board reads the floor again: the agent left the queue's section for the agents in none
  await waitFor(() => expect(within(presales).queryByRole('cell', { name: agent.name })).toBeNull(), SLOW);
  const moved = rowOf(await section('未分组'), agent.name);

  await user.click(within(moved).getByRole('button', { name: /发送通知/ }));
  const dialog = await screen.findByRole('dialog', { name: `通知 ${agent.name}` });
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请输入通知内容')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('通知内容'), '请尽快回到坐席');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('通知已发送', {}, SLOW)).toBeInTheDocument();
  expect(sent).toHaveBeenCalledWith(
    expect.any(String),
    expect.objectContaining({ scene: 1, content: '请尽快回到坐席' }),
  );
}, 120_000);

it('[ROUTES-CALLCENTRE-09] the demo agent signed out of their group leaves it, 忙碌, also after a reload; their softphone is told', async () => {
  const pushed = jest.spyOn(demoSockets, 'pushGroupSignIn');
  const agent = board().find((a) => a.staff_id === db.findUser('agent')!.id)!;
  const queue = callQueues.get(agent.queue_ids[0]!)!.name;
  const first = renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const group = await section(queue);
  const row = rowOf(group, agent.name);
  expect(within(row).getByText('在线')).toBeInTheDocument();

  await first.user.click(within(row).getByRole('button', { name: /签出坐席组/ }));
  const confirm = (await screen.findAllByText(`确定将 ${agent.name} 签出 ${queue} 吗？`))[0]!.closest(
    '.ant-modal',
  ) as HTMLElement;
  await first.user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('已签出坐席组', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(group).queryByRole('cell', { name: agent.name })).toBeNull(), SLOW);
  expect(within(rowOf(await section('未分组'), agent.name)).getByText('忙碌')).toBeInTheDocument();
  expect(pushed).toHaveBeenCalledWith('agent', 0);
  expect(db.findUser('agent')!.sip_group).toBe(0);

  // a reload reads the same floor from the demo backend
  first.unmount();
  renderApp(undefined, { user: 'admin', url: '/callcenter/agent' });
  const unassigned = await section('未分组');
  expect(within(rowOf(unassigned, agent.name)).getByText('忙碌')).toBeInTheDocument();
  expect(within(await section(queue)).queryByRole('cell', { name: agent.name })).toBeNull();
  pushed.mockRestore();
}, 120_000);
