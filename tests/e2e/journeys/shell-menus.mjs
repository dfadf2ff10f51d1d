/** Header areas and side menus of each demo user, and what a login leaves in cookies and storage. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  bodyRows,
  cookieMap,
  headerAreas,
  login,
  open,
  openArea,
  openSideGroup,
  sideMenuTop,
  withPage,
} from '../browser.mjs';

const SIP_TOP = [
  '工作台',
  '数据看板',
  '呼叫管理',
  '呼叫中心',
  '客户管理',
  '订单管理',
  '在线商城',
  '账户管理',
  '系统设置',
];
const QUALITY_TOP = ['质检监控', '质检设置', '报表中心'];
const AI_TOP = ['任务中心', '通话记录', '话术管理'];
const ASSISTANT_TOP = ['辅助方案', 'API管理'];
const DAY_S = 24 * 60 * 60;

/**
 * Scrolled to its end, the page's boxes (selector) that lie under a floating button at the window's bottom right,
 * and whether the page scrolls at all.
 */
async function underFloatingButtons(page, selector) {
  return page.evaluate((boxes) => {
    window.scrollTo(0, document.scrollingElement.scrollHeight);
    const buttons = [...document.querySelectorAll('.ant-float-btn')].map((b) => b.getBoundingClientRect());
    const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      buttons: buttons.length,
      scrolls: document.scrollingElement.scrollHeight > window.innerHeight,
      covered: [...document.querySelectorAll(boxes)]
        .filter((el) => buttons.some((b) => overlaps(b, el.getBoundingClientRect())))
        .map((el) => el.textContent.slice(0, 40)),
    };
  }, selector);
}

/** The session a login leaves behind (AUTH-01/02/04, CONST-02). */
async function assertStoredSession(page, context, username, areasWithMenus) {
  const now = Date.now() / 1000;
  const cookies = await cookieMap(context);
  assert.ok(cookies.token?.value, 'token cookie is set [AUTH-01]');
  assert.ok(cookies.userInfo?.value, 'userInfo cookie is set [AUTH-02]');
  for (const name of ['token', 'userInfo']) {
    const lifetime = cookies[name].expires - now;
    assert.ok(
      Math.abs(lifetime - DAY_S) < 120,
      `${name} cookie expires one day later [CONST-02], got ${Math.round(lifetime)} s`,
    );
  }
  const cookieUser = JSON.parse(decodeURIComponent(cookies.userInfo.value));
  assert.equal(cookieUser.username, username, 'userInfo cookie names the user [AUTH-02]');

  const stored = await page.evaluate((name) => {
    const read = (key) => {
      const raw = localStorage.getItem(key);
      return raw == null ? null : JSON.parse(raw);
    };
    return { user: read('userInfo'), permissions: read(`permissions_${name}`) };
  }, username);
  assert.equal(stored.user?.username, username, 'userInfo in localStorage [AUTH-02]');
  assert.ok(stored.permissions, `localStorage key permissions_${username} [AUTH-04]`);
  const nonEmpty = Object.entries(stored.permissions)
    .filter(([, entry]) => entry.menu.all_childs.length > 0)
    .map(([key]) => key)
    .sort();
  assert.deepEqual(
    nonEmpty,
    [...areasWithMenus].sort(),
    'stored permission entries with a menu [AUTH-04][SHELL-08]',
  );
}

export function register() {
  describe('shell: header areas and side menus per demo user', () => {
    it(
      'admin sees all four areas and their side menus, type-1 items hidden; the session is stored [SHELL-04][SHELL-05][SHELL-06][SHELL-07][SHELL-08][SHELL-09][SHELL-10][AUTH-01][AUTH-02][AUTH-04][CONST-02]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.admin);
        await page.getByText(/^您好，.+/).waitFor();
        await assertStoredSession(page, context, 'admin', ['sip', 'quality', 'ai', 'assistant']);

        assert.deepEqual(
          await headerAreas(page),
          ['智能外呼', '语音质检', '语音智能', '智能辅助'],
          'header areas [SHELL-09]',
        );
        assert.deepEqual(
          await sideMenuTop(page),
          [...SIP_TOP, '电子合同'],
          'call-centre side menu [SHELL-08]',
        );

        // SHELL-10: 合同编辑, 签署位置 and 新建模板 are type 1.
        const contract = await openSideGroup(page, '电子合同');
        assert.deepEqual(
          contract.labels,
          ['发起合同', '合同列表', '合同审核', '合同模板', '合同配置'],
          '电子合同 group [SHELL-10]',
        );
        const templates = await openSideGroup(page, '合同模板', contract.group);
        assert.deepEqual(templates.labels, ['模板列表'], '合同模板 group [SHELL-10]');
        assert.equal(
          await page.locator('.ant-layout-sider').getByText('新建模板').count(),
          0,
          '新建模板 never listed [SHELL-10]',
        );

        await openArea(page, network, '语音质检', '/monitor/call/monitor_plane');
        assert.deepEqual(await sideMenuTop(page), QUALITY_TOP, 'quality side menu [SHELL-05][SHELL-08]');
        const qualityCall = await openSideGroup(page, '质检监控');
        assert.deepEqual(qualityCall.labels, ['实时监控', '我的任务'], '监控详情 (type 1) hidden [SHELL-10]');

        await openArea(page, network, '语音智能', '/voice/taskCenter');
        assert.deepEqual(await sideMenuTop(page), AI_TOP, 'robot side menu [SHELL-06][SHELL-08]');
        const dialogue = await openSideGroup(page, '话术管理');
        assert.deepEqual(dialogue.labels, ['话术流程'], '话术管理 keeps only its type-0 item [SHELL-10]');

        await openArea(page, network, '智能辅助', '/assistant/speech');
        assert.deepEqual(await sideMenuTop(page), ASSISTANT_TOP, 'assistant side menu [SHELL-07][SHELL-08]');
        assert.equal(
          await page.locator('.ant-layout-sider li.ant-menu-submenu').count(),
          0,
          '辅助方案 has only type-1 children [SHELL-10]',
        );

        await openArea(page, network, '智能外呼', '/home/index');
        assert.deepEqual(
          await sideMenuTop(page),
          [...SIP_TOP, '电子合同'],
          'back in the call-centre area [SHELL-04]',
        );
      }),
    );

    it(
      'agent sees 智能外呼 without 账户管理 and 电子合同 (their role withholds them), and 语音质检 for their own inspections [SHELL-04][SHELL-05][SHELL-08][SHELL-09][AUTH-04]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.agent);
        await page.getByText(/^您好，.+/).waitFor();
        await assertStoredSession(page, context, 'agent', ['sip', 'quality']);
        assert.deepEqual(await headerAreas(page), ['智能外呼', '语音质检'], 'header areas [SHELL-09]');
        assert.deepEqual(
          await sideMenuTop(page),
          SIP_TOP.filter((label) => label !== '账户管理'),
          'call-centre side menu without 账户管理 and 电子合同 [SHELL-08]',
        );
      }),
    );

    it(
      'author sees only 语音智能 and 智能辅助 [SHELL-06][SHELL-07][SHELL-08][SHELL-09][SHELL-10][AUTH-04]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.author);
        await page.getByText(/^您好，.+/).waitFor();
        await assertStoredSession(page, context, 'author', ['ai', 'assistant']);
        assert.deepEqual(await headerAreas(page), ['语音智能', '智能辅助'], 'header areas [SHELL-09]');
        assert.deepEqual(await sideMenuTop(page), [], 'no call-centre menu on the workbench [SHELL-08]');

        await openArea(page, network, '语音智能', '/voice/taskCenter');
        assert.deepEqual(await sideMenuTop(page), AI_TOP, 'robot side menu [SHELL-08]');
        await openArea(page, network, '智能辅助', '/assistant/speech');
        assert.deepEqual(await sideMenuTop(page), ASSISTANT_TOP, 'assistant side menu [SHELL-08]');
      }),
    );

    it(
      'scrolled to its end, no row, figure or pager of a list lies under the floating dial and group-call buttons; the flow editor still fits the window',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/order/manager');
        await bodyRows(page).first().waitFor();
        // the group-call button (above the dial button) shows on order paths
        const list = await underFloatingButtons(page, '.ant-table-row td, .ant-pagination li');
        assert.equal(list.buttons, 2, 'both floating buttons shown');
        assert.ok(list.scrolls, 'the list is taller than the window');
        assert.deepEqual(list.covered, [], 'nothing under the floating buttons');

        await open(page, network, '/assistant/speech/stage');
        await page.getByRole('button', { name: /自动布局/ }).waitFor();
        const editor = await underFloatingButtons(page, 'none');
        assert.equal(editor.scrolls, false, 'the flow editor, sized to the window, does not scroll');
      }),
    );
  });
}
