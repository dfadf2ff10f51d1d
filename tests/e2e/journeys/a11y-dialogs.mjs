/**
 * Issue 18 item 4, dialogs: every main dialog and drawer, opened from its control by the keyboard, has no serious
 * or critical axe violation within it (contrast aside: it comes from the theme's tokens and is checked on the
 * route journey after the theme), closes with Esc, and gives the focus back to its control.
 * One context for the admin visits them all.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { login, open, USERS, withPage, SLOWDOWN } from '../browser.mjs';
import { checkDialog, focusBackOnClose } from '../a11y.mjs';

/** A button by its text; an antd icon's label ("plus") may come first in its accessible name. */
const button = (page, text) => page.getByRole('button', { name: new RegExp(`(^|\\s)${text}$`) }).first();

/** [route, dialog name, its control]: each opens from the page as it loads. */
const DIALOGS = [
  ['/client/index', '新建客户', (p) => button(p, '新建客户')],
  ['/client/index', '标签管理', (p) => button(p, '标签管理')],
  ['/client/index', '自定义字段', (p) => button(p, '自定义字段')],
  ['/client/index', '导入客户', (p) => button(p, '导\\s*入')],
  ['/client/deal', '新建成交', (p) => button(p, '新建成交')],
  ['/order/manager', '新建订单', (p) => button(p, '新建订单')],
  ['/order/receipt', '登记回款', (p) => button(p, '登记回款')],
  ['/contract/config', '上传印章', (p) => button(p, '上传印章')],
  ['/expense/staff', '新增员工', (p) => button(p, '新增员工')],
  ['/expense/rolemanager', '新建角色', (p) => button(p, '新建角色')],
  ['/callcenter/task', '新建群呼任务', (p) => button(p, '新建任务')],
  ['/callcenter/queue', '新建坐席组', (p) => button(p, '新建坐席组')],
  ['/callcenter/agent', '发送通知', (p) => p.getByRole('button', { name: /^发送通知 / }).first()],
  ['/call/extension', '新建分机', (p) => button(p, '新建分机')],
  ['/call/records', '播放录音', (p) => button(p, '播放录音')],
  ['/voice/taskCenter', '新建机器人任务', (p) => button(p, '新建任务')],
  ['/monitor/setting/monitor_setting', '新建质检任务', (p) => button(p, '新\\s*建')],
  ['/monitor/setting/monitor_rule', '新建规则', (p) => button(p, '新\\s*建')],
  ['/monitor/setting/rules_model', '新建模型', (p) => button(p, '新\\s*建')],
  ['/assistant/token', '新建令牌', (p) => button(p, '新建令牌')],
  ['/assistant/speech/stage', '新增场景', (p) => button(p, '新增场景')],
  ['/mall/product', '新增商品', (p) => button(p, '新增商品')],
  ['/system/personal', '编辑资料', (p) => button(p, '编辑资料')],
  ['/system/explicitNumber', '添加号码', (p) => button(p, '添加号码')],
];

/**
 * Runs `check` on each [route, dialog name, its control] in turn, from that route, and answers the failures: every
 * dialog is tried and they are told together (a failed one is closed with Esc before the next).
 */
async function tryEach(page, network, dialogs, check) {
  const failures = [];
  for (const [route, name, control] of dialogs) {
    if (new URL(page.url()).pathname !== route) await open(page, network, route);
    await check(page, { name, trigger: control(page) }).catch((e) => {
      failures.push(`${route} ${e.message}`);
      return page.keyboard.press('Escape');
    });
  }
  return failures;
}

export function register() {
  describe('accessibility of the dialogs', () => {
    it(
      'every main dialog and drawer: no serious axe violation, Esc closes it, the focus goes back to its control',
      { timeout: 420_000 * SLOWDOWN },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const failures = await tryEach(page, network, DIALOGS, checkDialog);
        assert.deepEqual(failures, [], failures.join('\n\n'));
      }),
    );

    it(
      'a dialog or drawer closed with Esc while it still slides in gives the focus back to its control',
      { timeout: 120_000 * SLOWDOWN },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const failures = await tryEach(
          page,
          network,
          [
            // a drawer of its own, one of the form-dialog kit, and a form modal
            ['/call/records', '播放录音', (p) => button(p, '播放录音')],
            ['/monitor/setting/monitor_rule', '新建规则', (p) => button(p, '新\\s*建')],
            ['/order/manager', '新建订单', (p) => button(p, '新建订单')],
          ],
          focusBackOnClose,
        );
        assert.deepEqual(failures, [], failures.join('\n\n'));
      }),
    );

    it(
      "the knowledge-base entry drawers and the flow editor's details drawer close with Esc and give the focus back",
      { timeout: 120_000 * SLOWDOWN },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const failures = await tryEach(
          page,
          network,
          [
            ['/voice/dialogue/repository', '新增问题', (p) => button(p, '新增问题')],
            ['/assistant/speech/repository', '新增知识', (p) => button(p, '新增知识')],
          ],
          checkDialog,
        );
        // the flow editor's details drawer (node and line forms) closes with Esc and the toggle has the focus again
        await open(page, network, '/assistant/speech/stage');
        const details = button(page, '(隐藏|显示)详情');
        if ((await details.textContent()).includes('隐藏')) await details.click();
        await checkDialog(page, { name: '流程详情', trigger: button(page, '显示详情') }).catch((e) =>
          failures.push(e.message),
        );
        assert.deepEqual(failures, [], failures.join('\n\n'));
      }),
    );
  });
}
