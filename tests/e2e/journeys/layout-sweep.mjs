/**
 * Nothing cut off, nothing covered (issue 45, item 5): every screen of the route table, signed in as admin, at
 * 1280 × 800 and at 1440 × 900, in one page moving inside the app. On each, scrolled to its top and to its end:
 * no control of the content clipped by the box that holds it (a table's cells it scrolls sideways to are
 * reachable; its fixed columns are not excused), no placeholder cut short, and no control or tag of the content
 * or the side menu under a floating button (dial pad, 今日群呼).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { USERS, login, withPage } from '../browser.mjs';
import { clippedControls, controlsUnderFloatingButtons, cutPlaceholders } from '../layout.mjs';
import { CONTENT, titleOf } from '../route-content.mjs';
import { appRoutes } from '../route-list.mjs';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const JOURNEY_TIMEOUT_MS = 5 * 60_000;
const SCREEN_TIMEOUT_MS = 20_000;

/** Moves the app to `target` the way its links do (history entry + popstate), then waits for its screen. */
async function goInApp(page, route) {
  await page.evaluate(
    (to) => {
      document.title = '';
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    route.path + (CONTENT[route.path]?.search ?? ''),
  );
  await page.waitForFunction(
    (title) =>
      document.title === title && !document.querySelector('[data-testid="company-panel"] .page-fallback'),
    titleOf(route),
    { timeout: SCREEN_TIMEOUT_MS, polling: 100 },
  );
}

/**
 * What is cut or covered on the screen as it is scrolled now. The side menu is looked at scrolled to the end
 * only: the buttons dock at its bottom, and a menu taller than the window reaches them (as it reaches the
 * collapse trigger) until scrolled.
 */
async function findings(page, { atEnd }) {
  const content = page.locator('main');
  return [
    ...(await clippedControls(content, { scrolled: 'reachable' })).map((c) => `clipped: ${c}`),
    ...(await cutPlaceholders(content)).map((p) => `placeholder cut: ${p}`),
    ...(await controlsUnderFloatingButtons(content)).map((c) => `under a floating button: ${c}`),
    ...(atEnd && (await page.locator('.ant-layout-sider').count()) > 0
      ? (await controlsUnderFloatingButtons(page.locator('.ant-layout-sider'))).map(
          (c) => `side menu under a floating button: ${c}`,
        )
      : []),
  ];
}

export function register() {
  describe('layout sweep', () => {
    it(
      'every screen at 1280 × 800 and 1440 × 900: no control clipped, no placeholder cut, nothing under the floating buttons',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const found = [];
        for (const size of SIZES) {
          await page.setViewportSize(size);
          for (const route of appRoutes()) {
            await goInApp(page, route);
            await network.idle({ quietMs: 300 });
            const where = `${size.width}×${size.height} ${route.path}`;
            for (const f of await findings(page, { atEnd: false })) found.push(`${where} (top): ${f}`);
            await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
            for (const f of await findings(page, { atEnd: true })) found.push(`${where} (end): ${f}`);
          }
        }
        assert.deepEqual([...new Set(found)], []);
      }),
    );
  });
}
