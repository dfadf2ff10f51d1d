/** Helpers of the softphone journeys: the header status, the call modals by title, the agent's number. */
import { SLOWDOWN } from './browser.mjs';

/** The badge look of the header status: processing, warning or error. */
export const badgeOf = (page) => page.getByTestId('softphone-status').getAttribute('data-badge');

export const statusText = async (page) =>
  (await page.getByTestId('softphone-status').locator('.ant-badge-status-text').textContent()).trim();

/**
 * Right after sign-in the page's main thread is busy with the shell's idle-time warm-ups (the list kit, the demo's
 * data): on a loaded machine (E2E_CPU=4) a click on the header waits its turn longer than the action timeout.
 */
const BUSY_PAGE_TIMEOUT_MS = 30_000 * SLOWDOWN;

/** Picks `label` in the header status menu (a status, 就绪检查, or a demo control such as 模拟来电). */
export async function chooseStatus(page, label) {
  await page.getByTestId('softphone-status').click({ timeout: BUSY_PAGE_TIMEOUT_MS });
  // an item's accessible name may start with its icon's label ("phone 模拟来电")
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) })
    .click();
}

/** The shown antd modal whose title is `title` (waited for up to `timeout` ms, the action timeout unless told). */
export async function dialog(page, title, { timeout } = {}) {
  const modal = page.locator('.ant-modal-wrap:visible .ant-modal').filter({
    has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }),
  });
  await modal.waitFor({ timeout });
  return modal;
}

/**
 * How long an answered call may take to show its 通话中 window: the answer sets up the microphone, the peer
 * connection and ICE over loopback, seconds on a machine whose cores other browsers share.
 */
export const ANSWER_TIMEOUT_MS = 30_000 * SLOWDOWN;

export const hangUpIn = (modal) => modal.getByRole('button', { name: /挂\s*断/ }).click();

/** The agent's sip number, read from the workbench's caller identity (平台虚拟号 1082). */
export async function agentSipNumber(page) {
  const text = await page
    .getByText(/^平台虚拟号 \d+$/)
    .first()
    .textContent({ timeout: 20_000 * SLOWDOWN });
  return text.replace(/\D/g, '');
}

/** Dials `number` from the floating dial pad. */
export async function dial(page, number) {
  await page.getByRole('button', { name: '拨号', exact: true }).click();
  const pad = await dialog(page, '拨打电话');
  await pad.getByPlaceholder('请输入电话号码').fill(number);
  await pad.getByRole('button', { name: /呼\s*叫/ }).click();
}
