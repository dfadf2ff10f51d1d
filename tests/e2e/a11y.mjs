/**
 * Helpers of the dialog and keyboard accessibility journeys: open a dialog from a control, run axe on it alone,
 * close it with Esc and check that the focus is back on the control.
 */
import assert from 'node:assert/strict';
import { eventually, SLOWDOWN } from './browser.mjs';
import { describeViolations, seriousViolations } from './axe.mjs';

/** What a dialog is in the page: an antd modal's wrap, a drawer, a non-modal window. */
const SURFACES = '.ant-modal-wrap, .ant-drawer, [role="dialog"][aria-modal="false"]';

/**
 * Serious or critical axe violations inside `include`, without colour contrast: contrast comes from the theme's
 * tokens and is checked on the route journey after the theme (a dialog's texts use the same tokens).
 */
export async function dialogViolations(page, include) {
  const list = await seriousViolations(page, { include });
  return list.filter((v) => v.id !== 'color-contrast');
}

/** The serious violations inside the dialog that `locator` is in or is (its modal wrap, drawer or window). */
export async function violationsWithin(page, locator) {
  await page.evaluate(() =>
    document.querySelectorAll('[data-a11y-open]').forEach((el) => el.removeAttribute('data-a11y-open')),
  );
  await locator.evaluate(
    (el, selector) => (el.closest(selector) ?? el).setAttribute('data-a11y-open', ''),
    SURFACES,
  );
  return dialogViolations(page, '[data-a11y-open]');
}

/**
 * In the page: whether a surface is on screen. A drawer rendered ahead of time (forceRender) keeps its root in the
 * page while closed, without the -open class: only an open one counts.
 */
function surfaceShown(el) {
  const box = (el.matches('.ant-modal-wrap') ? el.querySelector('.ant-modal') : el)?.getBoundingClientRect();
  const open = !el.matches('.ant-drawer') || el.classList.contains('ant-drawer-open');
  return !!box && box.width > 0 && box.height > 0 && open;
}

/**
 * In the page: `before` marks the surfaces already on screen (a page's own inline panel, say); `open` marks the
 * newest one on screen that was not, the dialog the trigger opened. Answers whether one was found.
 */
function markInPage(selector, mode, shown) {
  const mark = mode === 'before' ? 'data-a11y-before' : 'data-a11y-open';
  document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
  const found = [...document.querySelectorAll(selector)].filter(
    (el) => shown(el) && (mode === 'before' || !el.hasAttribute('data-a11y-before')),
  );
  if (mode === 'before') found.forEach((el) => el.setAttribute(mark, ''));
  else found.at(-1)?.setAttribute(mark, '');
  return found.length > 0;
}
// passed as source text: the console's CSP forbids turning text into a function inside the page
const markSurfaces = (page, mode) =>
  page.evaluate(`(${markInPage})(${JSON.stringify(SURFACES)}, ${JSON.stringify(mode)}, ${surfaceShown})`);

/** Resolves once the surface `selector` marks is gone or closed (polled from here: see markSurfaces). */
const surfaceClosed = (page, selector) =>
  eventually(
    async () =>
      assert.ok(
        await page.evaluate(
          `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !el || !(${surfaceShown})(el); })()`,
        ),
        'the dialog or drawer closes',
      ),
    { timeoutMs: 10_000 * SLOWDOWN },
  );

/** Marks the newest visible dialog or drawer that was not on screen before the trigger, and returns its selector. */
async function markOpenSurface(page) {
  await eventually(async () => assert.ok(await markSurfaces(page, 'open'), 'a dialog or drawer is shown'));
  // the opening animation moves the content: axe reads a settled dialog
  await page.waitForTimeout(350);
  return '[data-a11y-open]';
}

/** Marks `trigger`, notes the surfaces already shown, and opens the dialog from it: Enter on it, or `openWith`. */
async function openFrom(page, trigger, openWith) {
  await trigger.waitFor();
  await trigger.evaluate((el) => el.setAttribute('data-a11y-trigger', ''));
  await markSurfaces(page, 'before');
  if (openWith) await openWith();
  else {
    // the marked element itself: the locator may resolve to another one by now (a list that grew above it)
    await page.locator('[data-a11y-trigger]').focus();
    await page.keyboard.press('Enter');
  }
}

/** Esc closes the dialog `surface` marks, and the focus is back on the marked trigger. */
async function escapeGivesFocusBack(page, name, surface) {
  await page.keyboard.press('Escape');
  await surfaceClosed(page, surface);
  await eventually(async () =>
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.hasAttribute('data-a11y-trigger')),
      `${name}: the focus goes back to its control (it is on ${await page.evaluate(
        () => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing',
      )})`,
    ),
  );
  await page.evaluate(() =>
    document.querySelector('[data-a11y-trigger]')?.removeAttribute('data-a11y-trigger'),
  );
}

/**
 * The journey of one dialog: `trigger` gets the focus and Enter opens the dialog (or `openWith` does, for a
 * control in a menu), axe finds nothing serious in it, Esc closes it and the focus is back on `trigger`.
 */
export async function checkDialog(page, { name, trigger, openWith }) {
  await openFrom(page, trigger, openWith);
  const surface = await markOpenSurface(page);
  const violations = await dialogViolations(page, surface);
  assert.ok(violations.length === 0, `${name}: axe found\n${describeViolations(violations)}`);
  await escapeGivesFocusBack(page, name, surface);
}

/** A dialog's or drawer's parts while they move in (rc-motion's classes): it is still sliding in. */
const OPENING =
  '[class*="-appear-start"], [class*="-appear-active"], [class*="-enter-start"], [class*="-enter-active"]';

/**
 * A keyboard user who opens a dialog and thinks better of it at once: Enter on `trigger`, Esc while the dialog
 * still slides in (checked, frame by frame), and the focus is back on `trigger` once it has gone.
 */
export async function focusBackOnClose(page, { name, trigger }) {
  await openFrom(page, trigger);
  await page
    .waitForFunction(
      `(${markInPage})(${JSON.stringify(SURFACES)}, 'open', ${surfaceShown}) &&
        !!document.querySelector('[data-a11y-open]').querySelector(${JSON.stringify(OPENING)})`,
      undefined,
      {
        polling: 'raf',
        timeout: 10_000 * SLOWDOWN,
      },
    )
    .catch(() => assert.fail(`${name}: the dialog is seen while it slides in`));
  await escapeGivesFocusBack(page, name, '[data-a11y-open]');
}
