/**
 * What each screen of the route table shows as its main content, for the every-route journey and the routes
 * bench: the screen is there when its title is set (RoutePage names it after its menu entry) and its content
 * is drawn with data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const locale = (name) =>
  JSON.parse(
    readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../src/i18n/locales/zh-CN/${name}.json`),
      'utf8',
    ),
  );
/** The screens' names as the console titles them (RoutePage: `<menu name> - <app title>`). */
export const MENU = locale('menu');
export const APP_TITLE = locale('common').appTitle;

/**
 * What each screen's main content is, checked inside the company panel: `rows` table rows, `chart` a drawn
 * chart (an SVG wider than an icon with shapes in it), `flow` the flow editor's canvas with its scene drawn
 * (GoJS draws in an animation frame after the canvas element exists: the canvas marks the scene it drew),
 * `picks` an owner list's entries (their select buttons), `fields` form fields, `tree`, `details` description
 * items, `stats` statistic figures, `list` list items, `cards`. Each holds at least the given number. Routes
 * that need an id are opened with one from the seed (`search`). `id`: the requirement naming the path.
 */
export const CONTENT = {
  '/home/index': { id: 'ROUTES-CALLCENTRE-01', stats: 4, rows: 1 },
  '/dashboard/allstatistics': { id: 'ROUTES-CALLCENTRE-02', stats: 4, chart: 2 },
  '/dashboard/allrecords': { id: 'ROUTES-CALLCENTRE-03', stats: 4, chart: 2 },
  '/dashboard/aistatistics': { id: 'ROUTES-CALLCENTRE-04', stats: 4, chart: 2 },
  '/call/extension': { id: 'ROUTES-CALLCENTRE-05', rows: 1 },
  '/call/myExtension': { id: 'ROUTES-CALLCENTRE-06', details: 3 },
  '/call/records': { id: 'ROUTES-CALLCENTRE-07', rows: 1 },
  '/callcenter/task': { id: 'ROUTES-CALLCENTRE-08', rows: 1 },
  '/callcenter/agent': { id: 'ROUTES-CALLCENTRE-09', rows: 1 },
  '/callcenter/queue': { id: 'ROUTES-CALLCENTRE-10', rows: 1 },
  '/callcenter/statistics': { id: 'ROUTES-CALLCENTRE-11', rows: 1, chart: 1 },
  '/client/index': { id: 'ROUTES-CALLCENTRE-12', rows: 1 },
  '/client/allot': { id: 'ROUTES-CALLCENTRE-13', rows: 1 },
  '/client/customer': { id: 'ROUTES-CALLCENTRE-14', rows: 1 },
  '/client/today': { id: 'ROUTES-CALLCENTRE-15', rows: 1 },
  '/client/communal': { id: 'ROUTES-CALLCENTRE-16', rows: 1 },
  '/client/product': { id: 'ROUTES-CALLCENTRE-17', rows: 1 },
  '/client/deal': { id: 'ROUTES-CALLCENTRE-18', rows: 1 },
  '/order/manager': { id: 'ROUTES-CALLCENTRE-19', rows: 1 },
  '/order/plan': { id: 'ROUTES-CALLCENTRE-20', rows: 1 },
  '/order/receipt': { id: 'ROUTES-CALLCENTRE-21', rows: 1 },
  '/mall/product': { id: 'ROUTES-CALLCENTRE-22', rows: 1 },
  '/mall/attr': { id: 'ROUTES-CALLCENTRE-23', cards: 1, rows: 1 },
  '/expense/index': { id: 'ROUTES-CALLCENTRE-24', stats: 4, chart: 1, rows: 1 },
  '/expense/details': { id: 'ROUTES-CALLCENTRE-25', rows: 1 },
  '/expense/allot': { id: 'ROUTES-CALLCENTRE-26', stats: 3, rows: 1 },
  '/expense/rolemanager': { id: 'ROUTES-CALLCENTRE-27', rows: 1 },
  '/expense/divisional': { id: 'ROUTES-CALLCENTRE-28', tree: 2 },
  '/expense/staff': { id: 'ROUTES-CALLCENTRE-29', rows: 1 },
  '/system/modifyPaw': { id: 'ROUTES-CALLCENTRE-30', fields: 3 },
  '/system/log': { id: 'ROUTES-CALLCENTRE-31', rows: 1 },
  '/system/personal': { id: 'ROUTES-CALLCENTRE-32', details: 3 },
  '/system/explicitNumber': { id: 'ROUTES-CALLCENTRE-33', rows: 1 },
  '/contract/issue': { id: 'ROUTES-CALLCENTRE-34', fields: 4 },
  '/contract/contractEdit': { id: 'ROUTES-CALLCENTRE-35', fields: 4 },
  '/contract/contractPosition': { id: 'ROUTES-CALLCENTRE-36', search: '?id=1', sheet: 1 },
  '/contract/contractList': { id: 'ROUTES-CALLCENTRE-37', rows: 1 },
  '/contract/contractReview': { id: 'ROUTES-CALLCENTRE-38', rows: 1 },
  '/contract/contractTPL/list': { id: 'ROUTES-CALLCENTRE-39', rows: 1 },
  '/contract/contractTPL/create': { id: 'ROUTES-CALLCENTRE-40', fields: 1 },
  '/contract/config': { id: 'ROUTES-CALLCENTRE-41', list: 1 },
  '/voice/taskCenter': { id: 'ROUTES-ROBOT-01', rows: 1 },
  '/voice/callRecord': { id: 'ROUTES-ROBOT-02', rows: 1 },
  '/voice/dialogue/stage': { id: 'ROUTES-ROBOT-03', picks: 1, flow: 1 },
  '/voice/dialogue/repository': { id: 'ROUTES-ROBOT-04', picks: 1, rows: 1 },
  '/voice/dialogue/questionStudy': { id: 'ROUTES-ROBOT-05', picks: 1, rows: 1 },
  '/voice/dialogue/record': { id: 'ROUTES-ROBOT-06', picks: 1, rows: 1 },
  '/voice/dialogue/train': { id: 'ROUTES-ROBOT-07', picks: 1, log: 1, fields: 1 },
  '/voice/dialogue/integral': { id: 'ROUTES-ROBOT-08', picks: 1, rows: 1 },
  // live calls follow the call records' working week: at night and at weekends the table may rightly be empty
  '/monitor/call/monitor_plane': { id: 'ROUTES-QUALITY-01', cards: 1 },
  '/monitor/call/monitor_detail': { id: 'ROUTES-QUALITY-02', rows: 1 },
  '/monitor/call/mytask': { id: 'ROUTES-QUALITY-03', rows: 1 },
  '/monitor/setting/monitor_rule': { id: 'ROUTES-QUALITY-04', rows: 1 },
  '/monitor/setting/rules_model': { id: 'ROUTES-QUALITY-05', rows: 1 },
  '/monitor/setting/monitor_setting': { id: 'ROUTES-QUALITY-06', rows: 1 },
  '/monitor/report_center/monitor_report': { id: 'ROUTES-QUALITY-07', stats: 4, chart: 1, rows: 1 },
  '/monitor/report_center/ai_report': { id: 'ROUTES-QUALITY-08', chart: 1, rows: 1 },
  '/monitor/report_center/staff_report': { id: 'ROUTES-QUALITY-09', chart: 1, rows: 1 },
  '/monitor/report_center/task_report': { id: 'ROUTES-QUALITY-10', chart: 1, rows: 1 },
  '/assistant/speech': { id: 'ROUTES-ASSISTANT-05', picks: 1, details: 3 },
  '/assistant/speech/stage': { id: 'ROUTES-ASSISTANT-01', flow: 1 },
  '/assistant/speech/repository': { id: 'ROUTES-ASSISTANT-02', rows: 1 },
  '/assistant/speech/tag': { id: 'ROUTES-ASSISTANT-03', rows: 1 },
  '/assistant/token': { id: 'ROUTES-ASSISTANT-04', rows: 1 },
};

/** In the page: how many of each kind of content the company panel shows (laid out, not hidden). */
export function countContent(quick = false, only = null) {
  const panel = document.querySelector('[data-testid="company-panel"]');
  if (!panel) return {};
  const shown = (el) => {
    if (quick) return true;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const count = (selector, keep = () => true) =>
    [...panel.querySelectorAll(selector)].filter((el) => shown(el) && keep(el)).length;
  const kinds = {
    rows: () => count('.ant-table-row'),
    chart: () =>
      count('svg', (svg) => svg.getBoundingClientRect().width > 100 && !!svg.querySelector('path, rect')),
    flow: () => count('[data-testid="flow-canvas"][data-drawn] canvas'),
    picks: () => count('button[aria-current]'),
    fields: () =>
      count('input:not([type="hidden"]):not([readonly]), textarea, [role="switch"]', (el) => !el.disabled),
    tree: () => count('.ant-tree-treenode'),
    details: () => count('.ant-descriptions-item-content', (el) => el.textContent.trim() !== ''),
    stats: () => count('.ant-statistic'),
    list: () => count('.ant-list-item'),
    cards: () => count('.ant-card'),
    log: () => count('[role="log"]'),
    sheet: () => count('[data-testid="position-sheet"]'),
  };
  // `only` (kind names) counts just those, as the routes bench does every frame so as not to slow what it times.
  const seen = { fallback: count('.page-fallback') };
  for (const [kind, of] of Object.entries(kinds)) if (!only || only.includes(kind)) seen[kind] = of();
  if (!quick && !only) seen.text = panel.innerText.trim();
  return seen;
}

/** The document title of a route's screen. */
export const titleOf = (route) => `${MENU[route.name]} - ${APP_TITLE}`;

/** The kinds of content a route expects, each with its least count. */
export const expectedKinds = (expected) =>
  Object.entries(expected).filter(([kind]) => kind !== 'id' && kind !== 'search');
