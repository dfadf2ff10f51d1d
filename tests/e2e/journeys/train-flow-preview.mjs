/**
 * Training's flow preview: the robot's current node is drawn whole and clear of the notice GoJS draws over the
 * top-left of the view when no licence key is configured (the demo build has none), at the opening and after
 * the conversation moves on.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_TIMEOUT_MS, USERS, eventually, login, open, withPage, SLOWDOWN } from '../browser.mjs';
import { canvas } from '../flow-canvas.mjs';

/** Script 1 is a test-status script of the author's own: training is open (demo seed). */
const SCRIPT = 1;
/** GoJS 4.0's evaluation notice: four lines at the view's top-left, about 175 × 70 px at any scale. */
const NOTICE = { width: 180, height: 72 };
const LONG = { timeout: 30_000 * SLOWDOWN };

/** The current node's box on the page, and the canvas's, once the preview has framed it. */
const boxes = (page) =>
  canvas(page).evaluate((el) => {
    const key = el.flowProbe.selected();
    const r = el.getBoundingClientRect();
    return {
      key,
      node: key && el.flowProbe.rect(key),
      canvas: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
    };
  });

function assertFramed({ key, node, canvas: view }) {
  assert.ok(key && node, 'the current node is selected on the preview');
  const inside =
    node.left >= view.left && node.top >= view.top && node.right <= view.right && node.bottom <= view.bottom;
  assert.ok(inside, `node ${key} is whole in the preview: ${JSON.stringify({ node, view })}`);
  const underNotice =
    node.left < view.left + NOTICE.width &&
    node.top < view.top + NOTICE.height &&
    node.right > view.left &&
    node.bottom > view.top;
  assert.ok(!underNotice, `node ${key} is clear of the evaluation notice: ${JSON.stringify({ node, view })}`);
}

export function register() {
  describe('training flow preview', () => {
    it(
      "the current node is shown whole and clear of GoJS's evaluation notice, at the opening and after a turn [ROUTES-ROBOT-07]",
      { timeout: TEST_TIMEOUT_MS * 3 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.author);
        await open(page, network, `/voice/dialogue/train?id=${SCRIPT}`);
        await page.getByRole('textbox', { name: '客户说' }).waitFor(LONG);
        await canvas(page).and(page.locator('[data-drawn]')).waitFor(LONG);
        let first;
        await eventually(async () => assertFramed((first = await boxes(page))), {
          timeoutMs: 10_000 * SLOWDOWN,
        });

        // 好的 takes the 肯定 branch to the next node of the story
        const input = page.getByRole('textbox', { name: '客户说' });
        await input.fill('好的');
        await input.press('Enter');
        await eventually(
          async () => {
            const now = await boxes(page);
            assert.notEqual(now.key, first.key, 'the robot moved on');
            assertFramed(now);
          },
          { timeoutMs: 20_000 * SLOWDOWN },
        );
      }),
    );
  });
}
