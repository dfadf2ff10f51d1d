import type { components } from '@/api/generated/schema';

type MenuItem = components['schemas']['MenuItem'];
type MenuTrees = components['schemas']['MenuTrees'];

let nextId = 1;
/** A permission entry; `hidden` entries are type 1 (pages reached from inside a screen, or actions: never listed). */
const item = (
  name: string,
  display_name: string,
  icon_type = '',
  children: MenuItem[] = [],
  hidden = false,
): MenuItem => ({
  id: nextId++,
  name,
  display_name,
  icon_type,
  type: hidden ? 1 : 0,
  all_childs: children,
});

const sipTree = (): MenuItem[] => [
  item('home', '工作台', 'home', [item('index', '工作台')]),
  item('dashboard', '数据看板', 'dashboard', [
    item('allstatistics', '统计总览'),
    item('allrecords', '通话总览'),
    item('aistatistics', 'AI统计'),
  ]),
  item('call', '呼叫管理', 'phone', [
    item('extension', '分机管理'),
    item('myExtension', '我的分机'),
    item('records', '通话记录'),
  ]),
  item('callcenter', '呼叫中心', 'callcenter', [
    item('task', '群呼任务'),
    item('agent', '坐席监控'),
    item('queue', '坐席组'),
    item('statistics', '呼叫统计'),
  ]),
  item('client', '客户管理', 'team', [
    item('index', '我的客户'),
    item('allot', '客户分配'),
    item('customer', '全部客户'),
    item('today', '今日预约'),
    item('communal', '公海客户'),
    item('product', '产品管理'),
    item('deal', '成交记录'),
    // actions, not pages: the custom-field editor and deleting customers (CustomerList asks for them)
    item('attributes', '自定义字段', '', [], true),
    item('remove', '删除客户', '', [], true),
  ]),
  item('order', '订单管理', 'order', [
    item('manager', '订单管理'),
    item('plan', '回款计划'),
    item('receipt', '回款记录'),
  ]),
  item('mall', '在线商城', 'shop', [item('product', '商品管理'), item('attr', '属性管理')]),
  item('expense', '账户管理', 'wallet', [
    item('index', '账户资料'),
    item('details', '账户明细'),
    item('allot', '账户分配'),
    item('rolemanager', '角色管理'),
    item('divisional', '部门管理'),
    item('staff', '员工管理'),
  ]),
  item('system', '系统设置', 'setting', [
    item('personal', '个人资料'),
    item('modifyPaw', '修改密码'),
    item('log', '登录日志'),
    item('explicitNumber', '外显号码'),
  ]),
  item('contract', '电子合同', 'contract', [
    item('issue', '发起合同'),
    item('contractList', '合同列表'),
    item('contractReview', '合同审核'),
    item('contractTPL', '合同模板', '', [item('list', '模板列表'), item('create', '新建模板', '', [], true)]),
    item('contractEdit', '合同编辑', '', [], true),
    item('contractPosition', '签署位置', '', [], true),
    item('config', '合同配置'),
  ]),
];

const aiTree = (): MenuItem[] => [
  item('taskCenter', '任务中心', 'app'),
  item('callRecord', '通话记录', 'phone'),
  item('dialogue', '话术管理', 'robot', [
    item('stage', '话术流程'),
    item('repository', '知识库', '', [], true),
    item('questionStudy', '问题学习', '', [], true),
    item('record', '录音', '', [], true),
    item('train', '训练', '', [], true),
    item('integral', '积分设置', '', [], true),
  ]),
];

const qualityTree = (): MenuItem[] => [
  item('call', '质检监控', 'audit', [
    item('monitor_plane', '实时监控'),
    item('monitor_detail', '监控详情', '', [], true),
    item('mytask', '我的任务'),
  ]),
  item('setting', '质检设置', 'setting', [
    item('monitor_rule', '质检规则'),
    item('rules_model', '质检模型'),
    item('monitor_setting', '质检设置'),
  ]),
  item('report_center', '报表中心', 'chart', [
    item('monitor_report', '质检报表'),
    item('ai_report', 'AI报表'),
    item('staff_report', '员工报表'),
    item('task_report', '任务报表'),
  ]),
];

const assistantTree = (): MenuItem[] => [
  item('speech', '辅助方案', 'book', [
    item('stage', '方案流程', '', [], true),
    item('repository', '知识库', '', [], true),
    item('tag', '标签管理', '', [], true),
  ]),
  item('token', 'API管理', 'api'),
];

export const AREA_KEYS = ['sip', 'ai', 'quality', 'assistant'] as const;

/** Every permission entry of the platform, built once so each keeps its id (roles store grants by id). */
export const PERMISSION_CATALOGUE: MenuTrees = {
  sip: sipTree(),
  ai: aiTree(),
  quality: qualityTree(),
  assistant: assistantTree(),
};

const walk = (
  items: MenuItem[],
  visit: (entry: MenuItem, ancestors: MenuItem[]) => void,
  up: MenuItem[] = [],
) => {
  for (const entry of items) {
    visit(entry, up);
    walk(entry.all_childs, visit, [...up, entry]);
  }
};

const allEntries = (): MenuItem[] => {
  const entries: MenuItem[] = [];
  for (const area of AREA_KEYS) walk(PERMISSION_CATALOGUE[area], (e) => entries.push(e));
  return entries;
};
export const PERMISSION_IDS: ReadonlySet<number> = new Set(allEntries().map((e) => e.id));
const LEAF_IDS: ReadonlySet<number> = new Set(
  allEntries()
    .filter((e) => e.all_childs.length === 0)
    .map((e) => e.id),
);

/** The entries of a set that have no children: what a role grants, its parents following from them. */
export const leavesOf = (ids: Iterable<number>): number[] => [...ids].filter((id) => LEAF_IDS.has(id));

/** The ids of an area's entries, or of the entries under the named top-level entries of it. */
export function entryIds(area: (typeof AREA_KEYS)[number], topNames?: readonly string[]): number[] {
  const ids: number[] = [];
  const tops = PERMISSION_CATALOGUE[area].filter((e) => !topNames || topNames.includes(e.name));
  walk(tops, (e) => ids.push(e.id));
  return ids;
}

/** The id of the entry at a route key of an area ('client/remove'). */
export function entryIdAt(area: (typeof AREA_KEYS)[number], key: string): number {
  let items = PERMISSION_CATALOGUE[area];
  let found: MenuItem | undefined;
  for (const name of key.split('/')) {
    found = items.find((e) => e.name === name);
    if (!found) throw new Error(`no permission entry ${area}:${key}`);
    items = found.all_childs;
  }
  return found!.id;
}

/**
 * Grants as saved: every granted entry, where a granted parent grants its whole subtree and a parent with some
 * granted children counts as granted too (the tree shows it half-checked; the menu needs it to show the children).
 */
export function normalizeGrants(ids: Iterable<number>): number[] {
  const chosen = new Set(ids);
  const result = new Set<number>();
  for (const area of AREA_KEYS)
    walk(PERMISSION_CATALOGUE[area], (entry, ancestors) => {
      if (chosen.has(entry.id) || ancestors.some((a) => chosen.has(a.id))) {
        result.add(entry.id);
        for (const a of ancestors) result.add(a.id);
      }
    });
  return [...result].sort((a, b) => a - b);
}

/** The catalogue with every entry marked granted or not; `prune` drops areas with no grant at all. */
function marked(grants: ReadonlySet<number>, prune: boolean): MenuTrees {
  const mark = (items: MenuItem[]): MenuItem[] =>
    items.map((e) => ({
      ...e,
      all_childs: mark(e.all_childs),
      permission: { hasPremisson: grants.has(e.id) },
    }));
  const tree = (area: (typeof AREA_KEYS)[number]) => {
    const items = PERMISSION_CATALOGUE[area];
    return prune && !items.some((e) => grants.has(e.id))
      ? []
      : mark(items).filter((e) => !prune || grants.has(e.id));
  };
  return { sip: tree('sip'), ai: tree('ai'), quality: tree('quality'), assistant: tree('assistant') };
}

/**
 * A user's menus from their role's grants: areas and top entries without a grant are left out; below them every
 * entry says whether it is granted, so an ungranted page is refused rather than inherited from its parent.
 */
export const menusOfGrants = (grants: readonly number[]): MenuTrees => marked(new Set(grants), true);

/** The whole catalogue marked with a role's grants, for the permission editor. */
export const permissionTreeOf = (grants: readonly number[]): MenuTrees => marked(new Set(grants), false);

/** The route key ('client/attributes', 'voice/taskCenter') of each entry, as the console checks rights. */
export function grantedKeys(grants: readonly number[]): Set<string> {
  const granted = new Set(grants);
  const keys = new Set<string>();
  const prefix = { sip: '', ai: 'voice', quality: 'monitor', assistant: 'assistant' } as const;
  for (const area of AREA_KEYS)
    walk(PERMISSION_CATALOGUE[area], (entry, ancestors) => {
      if (granted.has(entry.id))
        keys.add([prefix[area], ...ancestors.map((a) => a.name), entry.name].filter(Boolean).join('/'));
    });
  return keys;
}
