/**
 * GoJS loads only where it is used: in an area holding a flow editor the user is granted, the shell fetches the
 * canvas while idle and draws it off the page once (removed after); the first flow then opens on it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_TIMEOUT_MS, USERS, eventually, login, openArea, withPage } from '../browser.mjs';
import { canvas } from '../flow-canvas.mjs';

const isCanvasCode = (url) => /\/flow-canvas\.[0-9a-f]+\.chunk\.js$/.test(new URL(url).pathname);

/** Every request of the canvas's code the page makes from now on (the array grows). */
function canvasRequests(page) {
  const seen = [];
  page.on('request', (r) => isCanvasCode(r.url()) && seen.push(r.url()));
  return seen;
}

/** Signs in and waits for the shell's idle work and what it fetched. */
async function signInIdle(page, network, user) {
  await login(page, network, user);
  await afterShellIdle(page);
  await network.idle();
}

/** Resolves after the shell's own idle callbacks (theirs time out within 5 s, this one's after). */
const afterShellIdle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 6_000 })));

/** Elements the warm-up may have left in the page outside the React root: hidden hosts, canvases. */
const leftOver = (page) =>
  page.evaluate(() => ({
    hosts: document.querySelectorAll('body > [aria-hidden="true"][inert]').length,
    canvases: [...document.querySelectorAll('canvas')].filter((c) => !c.closest('#root')).length,
  }));

export function register() {
  describe('idle warm-ups', () => {
    it(
      'an agent, with no flow screen, never loads the canvas code',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const fetched = canvasRequests(page);
        await signInIdle(page, network, USERS.agent);
        assert.deepEqual(fetched, []);
      }),
    );

    it(
      "an author: none on the home page; in the scripts' area warmed up while idle, nothing of it left on the page, and the first flow drawn on it",
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const fetched = canvasRequests(page);
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await signInIdle(page, network, USERS.author);
        assert.deepEqual(fetched, [], 'nothing of it on the home page');

        await openArea(page, network, '语音智能', '/voice/taskCenter');
        await afterShellIdle(page);
        await eventually(() => assert.equal(fetched.length, 1));
        await eventually(async () => assert.deepEqual(await leftOver(page), { hosts: 0, canvases: 0 }));

        // in the same document, as from the menu: the canvas's code is not fetched again
        await page.evaluate(() => {
          window.history.pushState(null, '', '/voice/dialogue/stage');
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        });
        await page.locator('[data-testid="flow-canvas"][data-drawn] canvas').first().waitFor();
        assert.equal(await canvas(page).count(), 1);
        assert.equal(fetched.length, 1);
        assert.deepEqual(errors, []);
      }),
    );
  });
}
