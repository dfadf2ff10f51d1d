import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from '@/components/data-table';
import { callRecordRows } from '@mocks/db/call-records';
import { formatTime } from '@mocks/kit/time';
import { calls } from '@mocks/db/calls';
import { staffTable, visibleStaffIds } from '@mocks/db/staff';
import { holdClock } from '@tests/support/clock';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW } from '@tests/support/slow';

const rows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const totalShown = () => Number(/总共 (\d+) 条/.exec(document.body.textContent ?? '')?.[1]);

/** A call the admin made through the softphone a minute ago: rang 2 s, talked 45 s, hung up by them. */
function madeCall(phone = '13912340005') {
  const uuid = '0c9a3e52-6a1f-4c1e-8f7a-5b2d9e4c7a10';
  const started = Date.now() - 60_000;
  const call = calls.place(
    {
      uuid,
      username: 'admin',
      phone,
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    },
    started,
  );
  calls.hangUp(call, started + 47_000);
  return uuid;
}

/** A call the admin made two minutes ago to a demo customer who never answers, given up after 10 s of ringing. */
function unansweredCall() {
  const started = Date.now() - 120_000;
  const call = calls.place(
    {
      uuid: '5d0e7b21-3c4a-4f8e-9a61-2b7c8d9e0f13',
      username: 'admin',
      phone: '13912340003',
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    },
    started,
  );
  calls.hangUp(call, started + 10_000);
}

it('[ROUTES-CALLCENTRE-07] /call/records exists (call records): every call of the company, newest first', async () => {
  // the floor calls on: the newest call of the page's answer must still be the newest when the test looks
  holdClock();
  renderApp(undefined, { user: 'admin', url: '/call/records' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  expect(document.querySelector('.ant-pro-table-list-toolbar-title')).toHaveTextContent('通话记录');
  expect(totalShown()).toBe(callRecordRows().length);
  const newest = callRecordRows()[0]!;
  expect(within(rows()[0]!).getAllByText(newest.phone).length).toBeGreaterThan(0);
  expect(within(rows()[0]!).getByText(formatTime(newest.started_at))).toBeInTheDocument();
  for (const header of ['呼叫时间', '呼叫方向', '坐席', '客户', '客户号码', '通话时长', '通话结果', '挂断方'])
    expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  // at 1280 px the list fits without it: the column settings show it
  expect(screen.queryByRole('columnheader', { name: '主叫显示' })).toBeNull();
}, 240_000);

it('[ROUTES-CALLCENTRE-07] the call the demo user just made is on top of their records; its recording opens in the player', async () => {
  unansweredCall();
  const uuid = madeCall();
  // the other agents of the company may have called since, during working hours
  const admin = staffTable.all().find((s) => s.username === 'admin')!;
  renderApp(undefined, { user: 'admin', url: `/call/records?staff_id=${admin.id}` });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  const top = rows()[0]!;
  expect(within(top).getByText('13912340005')).toBeInTheDocument();
  expect(within(top).getByText('0:45')).toBeInTheDocument();
  expect(within(top).getByText('已接通')).toBeInTheDocument();
  expect(within(top).getByText('坐席挂断')).toBeInTheDocument();
  fireEvent.click(within(top).getByRole('button', { name: /播放录音/ }));
  const drawer = await screen.findByRole('dialog', {}, SLOW);
  expect(within(drawer).getByText('通话录音')).toBeInTheDocument();
  const player = await within(drawer).findByTestId('recording-player', {}, SLOW);
  expect(player.querySelector('audio')).toHaveAttribute(
    'src',
    expect.stringContaining(`/demo-files/recordings/call/${uuid}-45.wav`),
  );
  expect(within(drawer).getByRole('slider', { name: '播放进度' })).toHaveAttribute(
    'aria-valuetext',
    '00:00 / 00:45',
  );
  fireEvent.click(within(drawer).getByRole('button', { name: '前进10秒' }));
  expect(within(drawer).getByRole('slider', { name: '播放进度' })).toHaveAttribute(
    'aria-valuetext',
    '00:10 / 00:45',
  );
  // a call that was not answered has no recording to play
  const unanswered = rows().find((r) => within(r).queryByText('13912340003'));
  expect(unanswered).toBeDefined();
  expect(within(unanswered!).getByText('主叫取消')).toBeInTheDocument();
  expect(within(unanswered!).getByText('无录音')).toBeInTheDocument();
}, 240_000);

it('[ROUTES-CALLCENTRE-07] filters by direction, result, agent and talk time (kept in the URL)', async () => {
  const requests = recordRequests();
  const agent = callRecordRows().find((r) => r.direction === 'in' && r.result === 'answered')!;
  const url = `/call/records?direction=in&result=answered&staff_id=${agent.staff_id}&min_seconds=10&max_seconds=900`;
  renderApp(undefined, { user: 'admin', url });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  expect(Object.fromEntries(requests.forms('callcenter/record/list')[0]!)).toMatchObject({
    direction: 'in',
    result: 'answered',
    staff_id: String(agent.staff_id),
    min_seconds: '10',
    max_seconds: '900',
  });
  const expected = callRecordRows().filter(
    (r) =>
      r.direction === 'in' &&
      r.result === 'answered' &&
      r.staff_id === agent.staff_id &&
      r.talk_seconds >= 10 &&
      r.talk_seconds <= 900,
  );
  expect(totalShown()).toBe(expected.length);
  rows().forEach((r) => {
    expect(within(r).getByText('呼入')).toBeInTheDocument();
    expect(within(r).getByText('已接通')).toBeInTheDocument();
  });
}, 240_000);

it('[ROUTES-CALLCENTRE-07] a reversed talk-time range in a link is refused with the reason alone, without a call', async () => {
  const requests = recordRequests();
  renderApp(undefined, { user: 'admin', url: '/call/records?min_seconds=90&max_seconds=30' });
  expect(await screen.findByText('最短通话时长不能大于最长通话时长', {}, SLOW)).toBeInTheDocument();
  await searchFormDrawn();
  expect(requests.bodies('callcenter/record/list')).toEqual([]);
  expect(screen.queryByText('数据加载失败，显示的是上一次的结果')).toBeNull();
}, 240_000);

it('[ROUTES-CALLCENTRE-07] a reversed talk-time range in the search form is refused at the field; the rows shown stay, no failed load', async () => {
  const requests = recordRequests();
  const { user } = renderApp(undefined, { user: 'admin', url: '/call/records' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  await searchFormDrawn();
  const form = within(searchForm());
  await user.type(form.getByRole('spinbutton', { name: '最短时长(秒)' }), '90');
  await user.type(form.getByRole('spinbutton', { name: '最长时长(秒)' }), '30');
  await user.click(form.getByRole('button', { name: /查\s*询/ }));
  expect(await form.findByText('最短通话时长不能大于最长通话时长', {}, SLOW)).toBeInTheDocument();
  expect(requests.bodies('callcenter/record/list').filter((b) => b.min_seconds)).toEqual([]);
  expect(rows()).toHaveLength(10);
  expect(screen.queryByText('数据加载失败，显示的是上一次的结果')).toBeNull();

  // a range put right is searched
  await user.clear(form.getByRole('spinbutton', { name: '最长时长(秒)' }));
  await user.type(form.getByRole('spinbutton', { name: '最长时长(秒)' }), '120');
  await user.click(form.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() =>
    expect(requests.bodies('callcenter/record/list')).toContainEqual(
      expect.objectContaining({ min_seconds: '90', max_seconds: '120' }),
    ),
  );
  expect(form.queryByText('最短通话时长不能大于最长通话时长')).toBeNull();
}, 240_000);

it('[ROUTES-CALLCENTRE-07] an agent sees only the calls of their data scope', async () => {
  const agent = staffTable.list((s) => s.username === 'agent')[0]!;
  const scope = visibleStaffIds(agent)!;
  renderApp(undefined, { user: 'agent', url: '/call/records' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  expect(totalShown()).toBe(callRecordRows().filter((r) => scope.has(r.staff_id)).length);
  expect(totalShown()).toBeLessThan(callRecordRows().length);
}, 240_000);

it('[ROUTES-CALLCENTRE-07] exports the filtered calls to Excel', async () => {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const expected = callRecordRows().filter((r) => r.result === 'busy');
  const user = userEvent.setup();
  renderApp(undefined, { user: 'admin', url: '/call/records?result=busy' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();
  const sheet = await readSheet(files[0]!);
  expect(sheet.rows).toHaveLength(expected.length);
  sheet.rows.forEach((r) => expect(r.values['通话结果']).toBe('忙线'));
  expect(sheet.rows[0]!.values['客户号码']).toBe(expected[0]!.phone);
}, 240_000);
