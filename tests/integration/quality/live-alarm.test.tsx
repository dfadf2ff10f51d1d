import { screen, waitFor, within } from '@testing-library/react';
import { calls } from '@mocks/db/calls';
import { DEMO_RING_MS } from '@mocks/db/demo-numbers';
import { qualityRuleTable } from '@mocks/db/quality';
import { staffName } from '@mocks/db/staff';
import { keepLiveCallsAcrossReloads, liveCallObserver } from '@mocks/sockets';
import { buildLiveCall } from '@mocks/sockets/live-call-script';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

// a number that answers and talks until hung up (docs/demo.md, Demo softphone)
const CALL = { uuid: 'quality-live-own', phone: '13900139008' };

/**
 * The admin's call as the console has it: placed by the softphone (the call table the board reads, answered
 * after the demo ring) and streaming to the dial plate since `startedAt` (resumed the way a reloaded tab does).
 */
function ownCallStreamingSince(startedAt: number, script: ReturnType<typeof buildLiveCall>) {
  calls.place(
    {
      ...CALL,
      username: 'admin',
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    },
    startedAt - DEMO_RING_MS,
  );
  sessionStorage.setItem(
    'demo-live-calls',
    JSON.stringify([{ ...CALL, username: 'admin', startedAt, endsAt: startedAt + script.at(-1)!.at }]),
  );
  keepLiveCallsAcrossReloads();
}

/**
 * The demo admin's own call, going on for a while: resumed the way a reloaded tab resumes it, answered far
 * enough back that the seat's first line has been said. Returns that line.
 */
function ownCallSaidFirstLine(): string {
  const script = buildLiveCall(CALL);
  const first = script.find(({ message }) => message.scene === 4 && message.data.is_aleg === 'B')!;
  ownCallStreamingSince(Date.now() - first.at - 2_000, script);
  return first.message.scene === 4 ? first.message.data.asr_text : '';
}

/** Four characters said together in the line: the start of its longest phrase. */
const wordOf = (line: string) =>
  line
    .split(/[，。！？、/\s]/)
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .slice(0, 4);

afterEach(() => liveCallObserver.ended(CALL.uuid, 'agent'));

it('[ROUTES-QUALITY-01] the demo user’s own live call shows with its hits; a keyword alarm raises its row and a notice', async () => {
  const line = ownCallSaidFirstLine();
  const word = wordOf(line);
  expect(word).toHaveLength(4);
  qualityRuleTable.insertMany([
    (id) => ({
      id,
      name: '实时告警词',
      conditions: [{ no: 1, kind: 'keyword', side: 1, words: [word], match: 'any' }],
      logic: '1',
      score: -10,
      status: 1,
      remark: '',
      version: 1,
      created_at: '2026-11-01 00:00:00',
      updated_at: '2026-11-01 00:00:00',
    }),
  ]);
  renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_plane' });
  const table = await screen.findByRole('table', {}, SLOW);
  const own = (await within(table).findByText('我的通话', {}, SLOW)).closest('tr') as HTMLElement;
  expect(own).toHaveTextContent(CALL.phone);
  expect(within(own).getByText('实时告警词')).toBeInTheDocument();
  expect(within(own).getByText('告警')).toBeInTheDocument();
  // an alarm row comes first: the own call is the first of the alarms
  expect(within(table).getAllByRole('row')[1]).toBe(own);
  // the notice names the agent and what was said (other calls in progress may raise theirs too)
  const said = await screen.findByText(`实时告警词：${line}`, {}, SLOW);
  expect(said.closest('.ant-notification-notice')).toHaveTextContent(`质检告警：${staffName(1)}`);
}, 120_000);

it('[ROUTES-QUALITY-01] a rule that only adds points raises no alarm on the own call', async () => {
  const line = ownCallSaidFirstLine();
  const word = wordOf(line);
  qualityRuleTable.insertMany([
    (id) => ({
      id,
      name: '加分用语',
      conditions: [{ no: 1, kind: 'keyword', side: 1, words: [word], match: 'any' }],
      logic: '1',
      score: 5,
      status: 1,
      remark: '',
      version: 1,
      created_at: '2026-11-01 00:00:00',
      updated_at: '2026-11-01 00:00:00',
    }),
  ]);
  renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_plane' });
  const table = await screen.findByRole('table', {}, SLOW);
  const own = (await within(table).findByText('我的通话', {}, SLOW)).closest('tr') as HTMLElement;
  expect(within(own).getByText('加分用语')).toBeInTheDocument();
  expect(within(own).queryByText('告警')).toBeNull();
  await waitFor(() => expect(screen.queryByText(/加分用语：/)).toBeNull());
}, 120_000);

describe('a silence going on in a live call', () => {
  // only the clock stands still (timers run): the own call stays at the moment the test puts it
  beforeEach(() =>
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  /**
   * The own call put just before the end of its longest pause between two recognised lines. Returns how long
   * the silence has lasted (ms).
   */
  function ownCallInPause(): number {
    const script = buildLiveCall(CALL);
    const ends = script.filter(({ message }) => message.scene === 4).map(({ at }) => at);
    const gaps = ends.slice(1).map((end, i) => ({ from: ends[i]!, gap: end - ends[i]! }));
    const longest = gaps.reduce((a, b) => (b.gap > a.gap ? b : a));
    const silence = longest.gap - 200;
    ownCallStreamingSince(Date.now() - longest.from - silence, script);
    return silence;
  }

  const silenceRule = (seconds: number) =>
    qualityRuleTable.insertMany([
      (id) => ({
        id,
        name: '实时静音',
        conditions: [{ no: 1, kind: 'silence', side: 0, seconds }],
        logic: '1',
        score: -5,
        status: 1,
        remark: '',
        version: 1,
        created_at: '2026-11-01 00:00:00',
        updated_at: '2026-11-01 00:00:00',
      }),
    ]);

  it('[ROUTES-QUALITY-01] a silence over the rule’s threshold raises the own call’s row and a notice', async () => {
    const silence = ownCallInPause();
    expect(silence).toBeGreaterThan(2_000);
    silenceRule(Math.floor(silence / 1000) - 1);
    renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_plane' });
    const table = await screen.findByRole('table', {}, SLOW);
    const own = (await within(table).findByText('我的通话', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(own).getByText('实时静音')).toBeInTheDocument();
    expect(within(own).getByText('告警')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toBe(own);
    // other calls in progress may be in a silence too: the own call's notice names the demo admin
    await waitFor(() => {
      const notices = screen
        .getAllByText('实时静音：正在静音')
        .map((n) => n.closest('.ant-notification-notice')?.textContent);
      expect(notices).toContain(`质检告警：${staffName(1)}实时静音：正在静音`);
    }, SLOW);
  }, 120_000);

  it('[ROUTES-QUALITY-01] a silence shorter than the rule’s threshold raises nothing', async () => {
    const silence = ownCallInPause();
    silenceRule(Math.ceil(silence / 1000) + 1);
    renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_plane' });
    const table = await screen.findByRole('table', {}, SLOW);
    const own = (await within(table).findByText('我的通话', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(own).queryByText('实时静音')).toBeNull();
    expect(within(own).queryByText('告警')).toBeNull();
    await waitFor(() =>
      expect(
        screen
          .queryAllByText('实时静音：正在静音')
          .map((n) => n.closest('.ant-notification-notice')?.textContent),
      ).not.toContain(`质检告警：${staffName(1)}实时静音：正在静音`),
    );
  }, 120_000);
});
