import type { components } from '@/api/generated/schema';

type MenuItem = components['schemas']['MenuItem'];
type MenuTrees = components['schemas']['MenuTrees'];

let nextId = 1;
/** A menu entry; `hidden` entries are type 1 (pages reached from inside a screen, never listed). */
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
const granted = (entry: MenuItem): MenuItem => ({ ...entry, permission: { hasPremisson: true } });

const sipTree = (withContracts: boolean): MenuItem[] =>
  [
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
    ...(withContracts
      ? [
          item('contract', '电子合同', 'contract', [
            item('issue', '发起合同'),
            item('contractList', '合同列表'),
            item('contractReview', '合同审核'),
            item('contractTPL', '合同模板', '', [
              item('list', '模板列表'),
              item('create', '新建模板', '', [], true),
            ]),
            item('contractEdit', '合同编辑', '', [], true),
            item('contractPosition', '签署位置', '', [], true),
            item('config', '合同配置'),
          ]),
        ]
      : []),
  ].map(granted);

const aiTree = (): MenuItem[] =>
  [
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
  ].map(granted);

const qualityTree = (): MenuItem[] =>
  [
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
  ].map(granted);

const assistantTree = (): MenuItem[] =>
  [
    item('speech', '辅助方案', 'book', [
      item('stage', '方案流程', '', [], true),
      item('repository', '知识库', '', [], true),
      item('tag', '标签管理', '', [], true),
    ]),
    item('token', 'API管理', 'api'),
  ].map(granted);

export type DemoRole = 'admin' | 'agent' | 'author';

/** The permission trees of the three demo roles (see README). */
export function menusFor(role: DemoRole): MenuTrees {
  switch (role) {
    case 'admin':
      return { sip: sipTree(true), ai: aiTree(), quality: qualityTree(), assistant: assistantTree() };
    case 'agent':
      return { sip: sipTree(false), ai: [], quality: [], assistant: [] };
    case 'author':
      return { sip: [], ai: aiTree(), quality: [], assistant: assistantTree() };
  }
}
