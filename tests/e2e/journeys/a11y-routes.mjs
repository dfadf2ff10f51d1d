/**
 * Accessibility of every route: axe-core on each path of the route table as the demo admin (one context, moving
 * with the router as the menu does), and on the agent's workbench with the softphone online; no serious or
 * critical violation anywhere.
 */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  ARTIFACTS,
  USERS,
  eventually,
  login,
  open,
  submitLogin,
  waitForPath,
  withPage,
} from '../browser.mjs';
import { describeViolations, seriousViolations, unnamedIconButtons } from '../axe.mjs';
import { appRoutes } from '../route-list.mjs';
import { badgeOf, chooseStatus } from '../softphone.mjs';

/** Moves the single-page app to `pathname` the way its links do, without reloading the bundle. */
async function go(page, network, pathname) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await settle(page, network);
}

/** Waits for the lazy chunk and first calls, for spinners and skeletons to go, and for antd's motions to end. */
async function settle(page, network) {
  await network.idle({ quietMs: 300 });
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined); // a page that keeps a spinner is still checked as it is
  await network.idle({ quietMs: 300 });
  await page.waitForTimeout(400);
}

/**
 * Until no finite animation runs: a notice that arrives meanwhile (the demo sends some) fades in, and axe would
 * measure its text half-transparent. Endless ones (a spinner, the online badge's pulse) do not count.
 */
async function motionsEnded(page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** axe's serious and critical violations, and icon-only buttons named only by antd's English icon names. */
async function check(page) {
  await motionsEnded(page);
  const violations = await seriousViolations(page);
  const unnamed = await unnamedIconButtons(page);
  if (unnamed.length)
    violations.push({
      id: 'icon-button-name',
      impact: 'serious',
      help: 'icon-only button without a name of its own',
      nodes: unnamed,
    });
  return violations;
}

function report(found) {
  return found
    .map(({ route, violations }) => `${route}\n  ${describeViolations(violations).replaceAll('\n', '\n  ')}`)
    .join('\n');
}

/** Keeps the full list next to the failure screenshot: the assertion message shows only the first targets. */
async function keep(name, found) {
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(path.join(ARTIFACTS, `${name}.json`), JSON.stringify(found, null, 2));
}

export function register() {
  describe('accessibility of every route', () => {
    it(
      'axe finds no serious or critical violation, and no icon-only button lacks a name, on the login page and on every route of the route table (admin)',
      { timeout: 10 * 60_000 },
      withPage(async ({ page, network }) => {
        const found = [];
        // the login page first: it is no route of the table, and its form is drawn without antd
        await open(page, network, '/login');
        await settle(page, network);
        const atLogin = await check(page);
        if (atLogin.length) found.push({ route: '/login', violations: atLogin });
        await submitLogin(page, network, USERS.admin);
        await waitForPath(page, '/home/index');
        for (const route of appRoutes()) {
          await go(page, network, route.path);
          const violations = await check(page);
          if (violations.length) found.push({ route: route.path, violations });
        }
        if (found.length) await keep('a11y-routes-admin', found);
        assert.deepEqual(found, [], `serious or critical axe violations:\n${report(found)}`);
      }),
    );

    it(
      "axe finds no serious or critical violation, and no icon-only button lacks a name, on the agent's workbench with the softphone online",
      { timeout: 120_000 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await chooseStatus(page, '在线');
        await eventually(async () => assert.equal(await badgeOf(page), 'processing'), { timeoutMs: 20_000 });
        await settle(page, network);
        const violations = await check(page);
        const found = violations.length ? [{ route: '/home/index (agent, online)', violations }] : [];
        if (found.length) await keep('a11y-routes-agent', found);
        assert.deepEqual(found, [], `serious or critical axe violations:\n${report(found)}`);
      }),
    );
  });
}
