import { screen, waitFor } from '@testing-library/react';
import { appRoutes } from '@/app/route-table';
import { qualityApi } from '@/features/quality/api';
import { robotApi } from '@/features/robot/api';
import { FIRST_SCRIPTS } from '@/features/robot/dialogue-prefetch';
import type { Script } from '@/features/robot/dialogue.slice';
import { contractTable } from '@mocks/db/contracts';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);

slowSuite();

/** The list pages that send their first requests ahead (their module exports `prefetch`). */
const PREFETCHING = [
  '/assistant/speech',
  '/assistant/speech/repository',
  '/assistant/speech/stage',
  '/assistant/speech/tag',
  '/assistant/token',
  '/call/extension',
  '/call/myExtension',
  '/call/records',
  '/callcenter/queue',
  '/callcenter/statistics',
  '/callcenter/task',
  '/client/allot',
  '/client/communal',
  '/client/customer',
  '/client/deal',
  '/client/index',
  '/client/product',
  '/client/today',
  '/contract/config',
  '/contract/contractEdit',
  '/contract/contractList',
  '/contract/contractReview',
  '/contract/contractTPL/list',
  '/contract/issue',
  '/dashboard/aistatistics',
  '/dashboard/allrecords',
  '/dashboard/allstatistics',
  '/expense/allot',
  '/expense/details',
  '/expense/index',
  '/expense/rolemanager',
  '/expense/staff',
  '/home/index',
  '/mall/attr',
  '/mall/product',
  '/monitor/call/monitor_detail',
  '/monitor/call/mytask',
  '/monitor/report_center/ai_report',
  '/monitor/report_center/monitor_report',
  '/monitor/report_center/staff_report',
  '/monitor/report_center/task_report',
  '/monitor/setting/monitor_rule',
  '/monitor/setting/monitor_setting',
  '/monitor/setting/rules_model',
  '/order/manager',
  '/order/plan',
  '/order/receipt',
  '/system/explicitNumber',
  '/system/log',
  '/voice/callRecord',
  '/voice/dialogue/integral',
  '/voice/dialogue/questionStudy',
  '/voice/dialogue/record',
  '/voice/dialogue/repository',
  '/voice/dialogue/stage',
  '/voice/dialogue/train',
  '/voice/taskCenter',
];

/** What shows a page drawn (its requests after that are its own) and its content with data. */
/** What shows a page drawn and its rows come, the calls it must send ahead, and how many first pages of each. */
interface Markers {
  drawn: string;
  rows: string;
  tabCalls: string[];
  firstRequests?: Record<string, number>;
}
const LIST: Markers = { drawn: '.ant-pro-table', rows: '.ant-pro-table tr.ant-table-row', tabCalls: [] };
// the selected script's tab, inside the dialogue screens' frame; its own calls must be among those ahead
const dialogueTab = (tabCalls: string[], content = 'tr.ant-table-row') => ({
  drawn: 'section[aria-label] > *',
  rows: `section[aria-label] ${content}`,
  tabCalls,
});
// the flow editor's canvas with the flow's nodes
const flowEditor = (drawn: string, detailCall: string) => ({
  drawn,
  rows: '[data-testid="flow-canvas"] li',
  tabCalls: [detailCall],
});
// a dashboard's figures: its KPI cards come with its data
const dashboard = (call: string) => ({
  drawn: '[data-testid="dashboard"]',
  rows: '[data-testid="dashboard"] .ant-card',
  tabCalls: [call],
});
// a quality report: its range picker, then its table
const report = (call: string) => ({ drawn: '.ant-picker-range', rows: 'tr.ant-table-row', tabCalls: [call] });
// a report on the list kit asks two views of the same search: its page, and every row for the chart and export
const pagedReport = (call: string) => ({ ...report(call), firstRequests: { [call]: 2 } });
// the contract form: its spinner until the settings are in, then its fields
const contractForm = {
  drawn: '.ant-spin, form',
  rows: 'form .ant-form-item',
  tabCalls: ['contracts/settings/get', 'contracts/template/options', 'contracts/seal/list'],
};
const MARKERS: Record<string, Markers> = {
  '/expense/index': {
    drawn: '.ant-table',
    rows: 'tr.ant-table-row',
    tabCalls: ['fees/summary/info', 'fees/daily/spend', 'fees/record/list'],
  },
  '/monitor/call/mytask': { ...LIST, drawn: '.ant-tabs', tabCalls: ['quality/result/list'] },
  '/monitor/report_center/ai_report': report('quality/report/ai'),
  '/monitor/report_center/monitor_report': report('quality/report/monitor'),
  '/monitor/report_center/staff_report': pagedReport('quality/report/staff'),
  '/monitor/report_center/task_report': pagedReport('quality/report/task'),
  '/callcenter/statistics': {
    drawn: '.ant-segmented',
    rows: 'tr.ant-table-row',
    tabCalls: ['callcenter/statistics'],
  },
  '/dashboard/aistatistics': dashboard('dashboard/aiStatistics'),
  '/dashboard/allrecords': dashboard('dashboard/allRecords'),
  '/dashboard/allstatistics': dashboard('dashboard/allStatistics'),
  // the plan list (an owner list inside its loading spinner)
  '/assistant/speech': {
    drawn: '.ant-spin-container > ul[aria-label]',
    rows: '.ant-spin-container > ul[aria-label] > li',
    tabCalls: ['assistant/speech/list'],
  },
  '/call/myExtension': {
    drawn: '.ant-steps',
    rows: '.ant-descriptions-item',
    tabCalls: ['callcenter/extension/mine'],
  },
  '/contract/config': {
    drawn: '.ant-list',
    rows: '.ant-list-item',
    tabCalls: ['contracts/seal/list', 'contracts/settings/get'],
  },
  '/contract/contractEdit': contractForm,
  '/contract/issue': contractForm,
  // the workbench: its quick dial at once, its recent calls with data
  '/home/index': {
    drawn: 'input[aria-label="快速拨号"]',
    rows: 'tr.ant-table-row',
    tabCalls: ['home/statistics', 'home/appointmentList', 'home/callRecordList'],
  },
  '/mall/attr': {
    drawn: '.ant-card-extra .anticon-plus',
    rows: 'tr.ant-table-row',
    tabCalls: ['mall/attr/group/list'],
  },
  '/assistant/speech/repository': {
    ...LIST,
    tabCalls: ['assistant/speech/list', 'assistant/category/list', 'assistant/library/list'],
  },
  '/assistant/speech/stage': flowEditor('.ant-card-head .anticon-arrow-left', 'assistant/speech/detail'),
  '/voice/dialogue/stage': flowEditor('section[aria-label] > *', 'robot/script/detail'),
  '/voice/dialogue/integral': dialogueTab(['robot/points/detail', 'robot/script/detail']),
  '/voice/dialogue/questionStudy': dialogueTab(['robot/study/list']),
  '/voice/dialogue/record': dialogueTab(['robot/recording/list']),
  '/voice/dialogue/repository': { ...LIST, tabCalls: ['robot/library/list'] },
  // the robot's first line in the conversation
  '/voice/dialogue/train': dialogueTab(
    [
      'robot/script/detail',
      'robot/library/list',
      'robot/points/detail',
      'robot/recording/list',
      'robot/trainCase/list',
    ],
    '.ant-timeline-item',
  ),
};

it('the pages that export a prefetch are the ones checked here', async () => {
  const pages = await Promise.all(appRoutes.map(async (route) => ({ route, page: await route.page() })));
  const prefetching = pages.filter(({ page }) => page.prefetch).map(({ route }) => route.path);
  expect(prefetching.sort()).toEqual(PREFETCHING);
});

const isFirstPage = (body: Record<string, string>) => !('page' in body) || body.page === '1';

it.each(PREFETCHING)(
  '%s opened sends its first requests before it is drawn, and each once: the page asks the same',
  async (path) => {
    const { drawn, rows, tabCalls, firstRequests } = MARKERS[path] ?? LIST;
    const { router } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
    await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
    const drawnAtRequest = new Map<string, boolean>();
    const calls = recordRequests({
      onCall: (call) =>
        drawnAtRequest.has(call.path) ||
        drawnAtRequest.set(call.path, document.querySelector(drawn) !== null),
    });

    void router.navigate(path);
    // rows with data (not the header, the measuring row or the empty placeholder)
    await waitFor(() => expect(document.querySelectorAll(rows).length).toBeGreaterThan(0), SLOW);

    const ahead = [...drawnAtRequest].filter(([, wasDrawn]) => !wasDrawn).map(([p]) => p);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead).toEqual(expect.arrayContaining(tabCalls));
    for (const p of ahead)
      expect([p, calls.bodies(p).filter(isFirstPage).length]).toEqual([p, firstRequests?.[p] ?? 1]);
  },
);

it('a list opened at an address that names its view (back, a link) is asked that view once, never the first view', async () => {
  const { router } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
  await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
  const calls = recordRequests();

  void router.navigate('/order/manager?page=2');
  await waitFor(
    () => expect(document.querySelectorAll('.ant-pro-table tr.ant-table-row').length).toBeGreaterThan(0),
    SLOW,
  );

  expect(calls.bodies('orders/list').map((b) => b.page)).toEqual(['2']);
});

it("a dialogue tab opened for a chosen script (?id=) sends that script's requests ahead, not the first script's", async () => {
  const { router, store } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
  await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
  const scripts = await store.dispatch(robotApi.endpoints.robotScriptList.initiate(FIRST_SCRIPTS));
  const [first, second] = scripts.data!.data.data as Script[];
  const tabDrawn = new Map<string, boolean>();
  const calls = recordRequests({
    onCall: ({ path, body }) =>
      path === 'robot/study/list' &&
      tabDrawn.set(body.sc_id!, document.querySelector('section[aria-label] > *') !== null),
  });

  void router.navigate(`/voice/dialogue/questionStudy?id=${second!.id}`);
  await waitFor(
    () => expect(document.querySelectorAll('section[aria-label] tr.ant-table-row').length).toBeGreaterThan(0),
    SLOW,
  );

  expect(calls.bodies('robot/study/list').map((b) => b.sc_id)).toEqual([String(second!.id)]);
  expect(tabDrawn.get(String(second!.id))).toBe(false);
  expect(tabDrawn.has(String(first!.id))).toBe(false);
});

it('[SHELL-13] a page the user may not open sends none of its requests: it shows 无权限', async () => {
  const { router } = renderApp(undefined, { user: 'agent', url: '/system/personal' });
  await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
  const calls = recordRequests();

  void router.navigate('/expense/staff');
  await screen.findByText('无权限', {}, SLOW);

  expect(calls.bodies('staff/list')).toEqual([]);
});

it("an inspected call opened by its address (?id=) has its detail asked ahead, once, and not the list's first page", async () => {
  const { router, store } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
  await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
  const results = await store.dispatch(
    qualityApi.endpoints.qualityResultList.initiate({ body: { page: 1, limit: 1 } }),
  );
  const id = results.data!.data.data[0]!.id;
  const backDrawn = new Map<string, boolean>();
  const calls = recordRequests({
    onCall: ({ path }) =>
      backDrawn.has(path) || backDrawn.set(path, screen.queryByRole('button', { name: '返回列表' }) !== null),
  });

  void router.navigate(`/monitor/call/monitor_detail?id=${id}`);
  await waitFor(() => expect(calls.bodies('quality/result/detail')).toHaveLength(1), SLOW);
  await screen.findByRole('button', { name: '返回列表' }, SLOW);

  expect(calls.bodies('quality/result/detail')).toEqual([{ id: String(id) }]);
  expect(backDrawn.get('quality/result/detail')).toBe(false);
  expect(calls.bodies('quality/result/list')).toEqual([]);
});

it('a draft contract opened by its address (/contract/contractEdit?id=) has its detail asked ahead, once', async () => {
  const { router } = renderApp(undefined, { user: 'admin', url: '/system/personal' });
  await screen.findByText('个人资料', { selector: '.ant-card-head-title' }, SLOW);
  const draft = contractTable.all().find((c) => c.status === 0)!;
  const formDrawn = new Map<string, boolean>();
  const calls = recordRequests({
    onCall: ({ path }) =>
      formDrawn.has(path) || formDrawn.set(path, document.querySelector('.ant-spin, form') !== null),
  });

  void router.navigate(`/contract/contractEdit?id=${draft.id}`);
  await screen.findByDisplayValue(draft.contract_name, {}, SLOW);

  expect(calls.bodies('contracts/detail')).toEqual([{ id: String(draft.id) }]);
  expect(formDrawn.get('contracts/detail')).toBe(false);
});
