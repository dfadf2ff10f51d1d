/**
 * Issue 18 item 4, the softphone from the keyboard alone: after the login, the demo agent only presses keys. Tab
 * reaches the status control and the dial button, the status menu goes online, the number is typed, Enter dials,
 * the call's modal is checked with axe, and the hang-up button is reached with Tab and pressed with Space.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, login, USERS, withPage, SLOWDOWN } from '../browser.mjs';
import { badgeOf, dialog } from '../softphone.mjs';
import { violationsWithin } from '../a11y.mjs';
import { describeViolations } from '../axe.mjs';

const TIMEOUT = 120_000 * SLOWDOWN;

/** What the focused element is called: its aria-label, else its text, else its test id. */
const focusedName = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    return (
      el.getAttribute('aria-label') ||
      el.getAttribute('data-testid') ||
      el.textContent.replace(/\s+/g, '')
    ).trim();
  });

/** Presses `key` (Tab or Shift+Tab) until the focused element's name matches, as a keyboard user would. */
async function tabTo(page, matches, key = 'Tab', max = 150) {
  for (let i = 0; i < max; i++) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press(key);
  }
  assert.fail(`${key} never reached the control (last focus: ${await focusedName(page)})`);
}

async function noSeriousViolations(page, surface, name) {
  const violations = await violationsWithin(page, surface);
  assert.deepEqual(violations, [], `${name}: axe found\n${describeViolations(violations)}`);
}

export function register() {
  describe('accessibility of the softphone', () => {
    it(
      '[CALL-02] [CALL-14] [CALL-16] [CALL-38] the softphone from the keyboard alone: online, type a number, dial with Enter, hang up with Space',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        // from here on only keys: the header's status control is reached with Tab and opens its menu
        await page.locator('body').focus();
        await tabTo(page, (name) => name === 'softphone-status');
        await page.keyboard.press('Enter');
        const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
        await menu.waitFor();
        await eventually(async () =>
          assert.ok(await menu.evaluate((m) => m.contains(document.activeElement)), 'the menu has the focus'),
        );
        // the first item is 在线
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
          timeoutMs: 20_000 * SLOWDOWN,
        });
        await page.getByText('麦克风验证成功').waitFor();
        assert.equal(await focusedName(page), 'softphone-status', 'the focus is back on the status control');

        // the floating dial button, last on the page: Shift+Tab from the top reaches it
        await tabTo(page, (name) => name === '拨号', 'Shift+Tab');
        await page.keyboard.press('Enter');
        const pad = await dialog(page, '拨打电话');
        await noSeriousViolations(page, pad, '拨打电话');
        assert.equal(await focusedName(page), '请输入电话号码', 'the number field has the focus');
        await page.keyboard.type('13800000005');
        assert.equal(await pad.getByPlaceholder('请输入电话号码').inputValue(), '13800000005');
        // the keypad's keys are buttons Tab reaches: 0 appends a digit, Backspace removes it again
        await tabTo(page, (name) => name === '0');
        await page.keyboard.press('Space');
        assert.equal(await pad.getByPlaceholder('请输入电话号码').inputValue(), '138000000050');
        await page.keyboard.press('Shift+Tab');
        await tabTo(page, (name) => name === '请输入电话号码', 'Shift+Tab');
        await page.keyboard.press('End');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Enter');

        const inCall = await dialog(page, '通话中');
        await inCall.locator('[data-phase="talking"]').waitFor({ timeout: 15_000 * SLOWDOWN });
        await noSeriousViolations(page, inCall, '通话中');
        await tabTo(page, (name) => name === '挂断');
        await page.keyboard.press('Space');
        await inCall.waitFor({ state: 'hidden' });
        // the call came from the dial pad, which has closed since: the focus goes back to 拨号, where it began
        await eventually(async () =>
          assert.equal(await focusedName(page), '拨号', 'the focus is back on 拨号'),
        );
        await page.getByText('13800000005').first().waitFor();
      }),
    );
  });
}
