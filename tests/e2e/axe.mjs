/**
 * axe-core in the page for the accessibility journeys: its script is injected (not @axe-core/playwright, which
 * needs a newer Node), and only serious or critical violations count.
 */
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe on the page (optionally only within `include` / outside `exclude`, CSS selectors or arrays of them)
 * and returns its serious and critical violations.
 * @returns {Promise<{ id: string, impact: string, help: string, nodes: string[] }[]>}
 */
export async function seriousViolations(page, { include, exclude } = {}) {
  // a full reload drops the injected script; inject again whenever it is missing
  if (!(await page.evaluate(() => typeof window.axe === 'object')))
    await page.addScriptTag({ path: axePath });
  const context =
    include || exclude ? normalize({ include: include ?? 'html', exclude: exclude ?? [] }) : null;
  const violations = await page.evaluate(async (ctx) => {
    const result = await window.axe.run(ctx === null ? document : ctx, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.map(String).join(' >> ')),
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
