/**
 * axe-core in the page for the accessibility journeys: its script is injected (not @axe-core/playwright, which
 * needs a newer Node), and only serious or critical violations count.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ARTIFACTS } from './browser.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page (optionally only within `include` / outside `exclude`, CSS selectors or arrays of them)
 * and returns its serious and critical violations.
 * @returns {Promise<{ id: string, impact: string, help: string, nodes: string[] }[]>}
 */
export async function seriousViolations(page, { include, exclude } = {}) {
  // a full reload drops the injected script; inject again whenever it is missing. Evaluated through the
  // DevTools protocol, not added as a <script>: the console's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const context =
    include || exclude ? normalize({ include: include ?? 'html', exclude: exclude ?? [] }) : null;
  const violations = await page.evaluate(async (ctx) => {
    const result = await window.axe.run(ctx === null ? document : ctx, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => {
        const target = n.target.map(String).join(' >> ');
        // colour contrast: the colours and the ratio axe measured say which token to fix
        const c = n.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
        return c ? `${target} (${c.fgColor} on ${c.bgColor}, ${c.contrastRatio}:1)` : target;
      }),
    }));
  }, context);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** axe takes each selector as its own list entry. */
function normalize({ include, exclude }) {
  const list = (s) => (Array.isArray(s) ? s : [s]).map((x) => (Array.isArray(x) ? x : [x]));
  return { include: list(include), exclude: list(exclude) };
}

/** One line per rule: id, impact, count, the first targets, for assertion messages and inventories. */
export function describeViolations(list, { targets = 3 } = {}) {
  return list
    .map(
      (v) =>
        `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help}\n    ${v.nodes.slice(0, targets).join('\n    ')}` +
        (v.nodes.length > targets ? `\n    … ${v.nodes.length - targets} more` : ''),
    )
    .join('\n');
}

/**
 * Buttons and links a keyboard reaches whose only name is an antd icon's default (its English icon name, such as
 * "edit" or "search"), or none at all: no text, no aria-label, aria-labelledby, title or label of their own.
 * Within `include` (a CSS selector).
 * @returns {Promise<string[]>} a short description of each (tag, classes, icon name)
 */
export async function unnamedIconButtons(page, { include = 'body' } = {}) {
  return page.evaluate((scope) => {
    const ownName = (el) =>
      el.textContent.trim() ||
      el.getAttribute('aria-label')?.trim() ||
      el.getAttribute('aria-labelledby') ||
      el.getAttribute('title')?.trim() ||
      el.labels?.length;
    // an antd icon named by antd: its label is the name in its class (anticon-edit → "edit")
    const defaultIcon = (icon) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`);
    const found = [];
    for (const root of document.querySelectorAll(scope))
      for (const el of root.querySelectorAll('button, a[href], [role="button"], [role="link"]')) {
        if (el.tabIndex < 0 || el.disabled || ownName(el)) continue;
        if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
        const icons = [...el.querySelectorAll('[role="img"][aria-label]')];
        if (icons.length && !icons.every(defaultIcon)) continue;
        found.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> icon ${icons[0]?.getAttribute('aria-label') ?? 'none'}`,
        );
      }
    return found;
  }, include);
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

/**
 * The page's serious and critical axe violations once its motions have ended, and its icon-only buttons named
 * only by antd's English icon names (as a violation of its own).
 */
export async function pageViolations(page) {
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

/** Routes and their violations, for an assertion message. */
export function reportViolations(found) {
  return found
    .map(({ route, violations }) => `${route}\n  ${describeViolations(violations).replaceAll('\n', '\n  ')}`)
    .join('\n');
}

/** Keeps the full list next to the failure screenshot: the assertion message shows only the first targets. */
export async function keepViolations(name, found) {
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(path.join(ARTIFACTS, `${name}.json`), JSON.stringify(found, null, 2));
}
