/**
 * Accessibility of the pages no route visit reaches: axe-core on the login page and on the agent's workbench with
 * the softphone online; no serious or critical violation. Every route of the table is checked as the demo admin
 * in the every-route journey, on the same visit that checks its content.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { USERS, eventually, login, open, withPage, SLOWDOWN } from '../browser.mjs';
import { keepViolations, pageViolations, reportViolations } from '../axe.mjs';
import { badgeOf, chooseStatus } from '../softphone.mjs';

/** Waits for the lazy chunk and first calls, for spinners and skeletons to go, and for antd's motions to end. */
async function settle(page, network) {
  await network.idle({ quietMs: 300 });
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, {
      timeout: 10_000 * SLOWDOWN,
    })
    .catch(() => undefined); // a page that keeps a spinner is still checked as it is
  await network.idle({ quietMs: 300 });
  await page.waitForTimeout(400);
}

export function register() {
  describe('accessibility of the login page and the online workbench', () => {
    it(
      'axe finds no serious or critical violation, and no icon-only button lacks a name, on the login page',
      { timeout: 60_000 * SLOWDOWN },
      withPage(async ({ page, network }) => {
        // no route of the table, and its form is drawn without antd
        await open(page, network, '/login');
        await settle(page, network);
        const violations = await pageViolations(page);
        const found = violations.length ? [{ route: '/login', violations }] : [];
        if (found.length) await keepViolations('a11y-login', found);
        assert.deepEqual(found, [], `serious or critical axe violations:\n${reportViolations(found)}`);
      }),
    );

    it(
      "axe finds no serious or critical violation, and no icon-only button lacks a name, on the agent's workbench with the softphone online",
      { timeout: 120_000 * SLOWDOWN },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await chooseStatus(page, '在线');
        await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
          timeoutMs: 20_000 * SLOWDOWN,
        });
        await settle(page, network);
        const violations = await pageViolations(page);
        const found = violations.length ? [{ route: '/home/index (agent, online)', violations }] : [];
        if (found.length) await keepViolations('a11y-routes-agent', found);
        assert.deepEqual(found, [], `serious or critical axe violations:\n${reportViolations(found)}`);
      }),
    );
  });
}
