/**
 * The role loop (issue 12): an administrator makes a role that grants only 客户管理, gives it to a new staff
 * member, and that person signs in to exactly that menu, with 无权限 everywhere else.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  headerAreas,
  login,
  open,
  openSideGroup,
  openUserMenu,
  sideMenuTop,
  submitLogin,
  waitForPath,
  withPage,
  openList,
  messageAfter,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 3 * TEST_TIMEOUT_MS;
const SAVE = /确\s*[定认]|提\s*交/;

async function createRole(page, network, name) {
  await open(page, network, '/expense/rolemanager');
  await page.getByRole('button', { name: /新建角色/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新建角色' });
  await drawer.getByLabel('角色名称').fill(name);
  const tree = drawer.getByRole('tree', { name: '智能外呼' });
  await tree.getByText('客户管理', { exact: true }).click();
  await messageAfter(page, '添加成功', () => drawer.getByRole('button', { name: SAVE }).click());
  await network.idle();
}

/** Chooses `title` in a select of the form, once its drop-down has settled (it ignores clicks while it opens). */
async function pick(page, form, label, title) {
  const field = form.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  const dropdown = openList(page);
  await eventually(async () => {
    if (!(await dropdown.count())) await form.getByLabel(label, { exact: true }).click();
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 1000 });
    await eventually(async () => assert.match(await field.innerText(), new RegExp(title)), {
      timeoutMs: 1000,
    });
  });
}

async function hire(page, network, { username, name, phone, role }) {
  await open(page, network, '/expense/staff');
  await page.getByRole('button', { name: /新增员工/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增员工' });
  await drawer.getByLabel('账号').fill(username);
  await drawer.getByLabel('密码', { exact: true }).fill('kefu123');
  await drawer.getByLabel('姓名').fill(name);
  await drawer.getByLabel('手机号码').fill(phone);
  await pick(page, drawer, '所属部门', '销售一部');
  await pick(page, drawer, '角色', role);
  await messageAfter(page, '添加成功', () => drawer.getByRole('button', { name: SAVE }).click());
  await network.idle();
}

async function logout(page, network) {
  const menu = await openUserMenu(page);
  await menu.getByText('安全退出').click();
  await waitForPath(page, '/login');
  await network.idle();
}

export function register() {
  describe('roles', () => {
    it(
      '[ROUTES-CALLCENTRE-27] [ROUTES-CALLCENTRE-29] a role with only 客户管理, given to a new staff member, is exactly their menu; the rest says 无权限 [AUTH-04][SHELL-08][SHELL-20][SHELL-23]',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const stamp = String(Date.now() % 100000).padStart(5, '0');
        const role = `客户专员${stamp}`;
        const username = `kefu${stamp}`;
        await login(page, network, USERS.admin);
        await createRole(page, network, role);
        await hire(page, network, { username, name: '林小客', phone: `138${stamp}000`, role });
        await logout(page, network);

        await submitLogin(page, network, { username, password: 'kefu123' });
        // a sign-in after a safe logout starts at the workbench, not on the admin's last page
        await waitForPath(page, '/home/index');
        await network.idle();
        assert.deepEqual(await headerAreas(page), ['智能外呼'], 'only the call-centre area');
        assert.deepEqual(await sideMenuTop(page), ['客户管理'], 'only 客户管理 in the side menu');
        assert.deepEqual(
          (await openSideGroup(page, '客户管理')).labels,
          ['我的客户', '客户分配', '全部客户', '今日预约', '公海客户', '产品管理', '成交记录'],
          'every page of 客户管理, and no action entries',
        );
        await open(page, network, '/client/customer');
        await page.locator('.ant-table-tbody').waitFor();
        await page.getByRole('button', { name: /自定义字段/ }).waitFor();

        for (const path of ['/expense/staff', '/call/records', '/system/log']) {
          await open(page, network, path);
          await waitForPath(page, '/403');
          const panel = page.locator('[data-testid="company-panel"]');
          await eventually(async () => assert.equal((await panel.innerText()).trim(), '无权限', path));
        }
      }),
    );
  });
}
