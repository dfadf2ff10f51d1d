/**
 * BENCH_PROFILE=1 with the routes scenario: a CPU profile of each timed click, printed as the time spent in each
 * package, module and function. Module names need a build that keeps them:
 *   DEMO=1 npx webpack --mode production --no-optimization-minimize --output-pathinfo
 * then BENCH_SKIP_BUILD=1; on a minified build the figures are per file.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const SAMPLE_US = 250;

export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  await cdp.send('Profiler.start');
}

/** webpack's path-info comments (`!*** ./node_modules/x/y.js ***!`) by line, per served file. */
const markers = new Map();
function moduleAt(url, line) {
  const file = new URL(url).pathname;
  if (!markers.has(file)) {
    const marks = [];
    try {
      readFileSync(`dist${file}`, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const m = /^\s*!\*\*\* (.*?) \*\*\*!/.exec(text);
          if (m) marks.push([i, m[1]]);
        });
    } catch {
      // not a file of dist/ (an inline script): per file it is
    }
    markers.set(file, marks);
  }
  let found = file;
  for (const [at, name] of markers.get(file)) {
    if (at > line) break;
    found = name;
  }
  return found.replace(/^\.\/node_modules\//, '').replace(/ \+ \d+ modules$/, '');
}

const packageOf = (module) =>
  /^[(./]/.test(module)
    ? module.split('/').slice(0, 3).join('/')
    : module
        .split('/')
        .slice(0, module.startsWith('@') ? 2 : 1)
        .join('/');

export async function printProfile(cdp, label) {
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.BENCH_PROFILE_SAVE) writeFileSync(process.env.BENCH_PROFILE_SAVE, JSON.stringify(profile));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const sums = { packages: new Map(), modules: new Map(), functions: new Map() };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    const ms = profile.timeDeltas[i] / 1000;
    const module = frame.url ? moduleAt(frame.url, frame.lineNumber) : `(${frame.functionName})`;
    add(sums.packages, packageOf(module), ms);
    add(sums.modules, module, ms);
    add(sums.functions, `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber}`, ms);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `      ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  console.log(`  CPU profile of ${label} ((program): the browser's own work and the throttle's pauses)`);
  for (const [kind, map] of Object.entries(sums))
    console.log(`    ${kind}\n${top(map, Number(process.env.BENCH_PROFILE_TOP ?? 20)).join('\n')}`);
  if (CALLERS) printCallers(profile, nodes);
  if (INCLUSIVE) printInclusive(profile, nodes);
  if (TIMELINE) printTimeline(profile, nodes);
}

/**
 * BENCH_PROFILE_INCLUSIVE=1: the functions whose calls (with all they call) took most time, i.e. which
 * components' subtrees cost most to draw. BENCH_PROFILE_UNDER=name: the same within the calls of that function
 * only, e.g. performSyncWorkOnRoot for what React drew again right after a commit (a layout effect's setState).
 */
const UNDER = process.env.BENCH_PROFILE_UNDER;
const INCLUSIVE = process.env.BENCH_PROFILE_INCLUSIVE === '1' || Boolean(UNDER);
function printInclusive(profile, nodes) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const chain = [];
    for (let at = id; at !== undefined; at = parent.get(at)) chain.push(at);
    const cut = UNDER
      ? chain.findIndex((at) => nodes.get(at).callFrame.functionName === UNDER)
      : chain.length;
    if (cut < 0) return;
    const seen = new Set();
    for (const at of chain.slice(0, cut)) {
      const { functionName, url, lineNumber } = nodes.get(at).callFrame;
      if (!url) continue;
      const key = `${functionName || '(anonymous)'} ${moduleAt(url, lineNumber)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
    }
  });
  console.log(UNDER ? `    inclusive, within ${UNDER}` : '    inclusive');
  for (const [key, ms] of [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 20)))
    console.log(`      ${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

/**
 * BENCH_PROFILE_CALLERS=name: the time inside the functions of that name (themselves and what they call), by
 * the chain of their nearest callers (BENCH_PROFILE_DEPTH of them, 4 unless said), to find which component keeps
 * calling a costly helper.
 */
const CALLERS = process.env.BENCH_PROFILE_CALLERS;
const DEPTH = Number(process.env.BENCH_PROFILE_DEPTH ?? 4);
function printCallers(profile, nodes) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const chains = new Map();
  profile.samples.forEach((id, i) => {
    let at = id;
    while (at !== undefined && nodes.get(at).callFrame.functionName !== CALLERS) at = parent.get(at);
    if (at === undefined) return;
    const names = [];
    for (let up = parent.get(at); up !== undefined && names.length < DEPTH; up = parent.get(up)) {
      const { functionName, url, lineNumber } = nodes.get(up).callFrame;
      names.push(`${functionName || '(anonymous)'}${url ? ` ${moduleAt(url, lineNumber)}` : ''}`);
    }
    const key = names.join(' ← ');
    chains.set(key, (chains.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const rows = [...chains].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`    callers of ${CALLERS}`);
  for (const [chain, ms] of rows) console.log(`      ${ms.toFixed(0).padStart(6)} ms  ${chain}`);
}

/**
 * BENCH_PROFILE_TIMELINE=1: the profile in 50 ms steps from its start (the click), each step's samples by what
 * they were inside (React's synchronous or time-sliced render, its commit, its passive effects, the demo backend),
 * to see when the page was drawn and whether a time-sliced draw was thrown away and started again.
 */
const TIMELINE = process.env.BENCH_PROFILE_TIMELINE === '1';
const STEP_MS = 50;
const KINDS = [
  ['renderRootSync', 'sync'],
  ['renderRootConcurrent', 'sliced'],
  ['commitRoot', 'commit'],
  ['flushMutationEffects', 'commit'],
  ['flushLayoutEffects', 'layout effects'],
  ['flushSpawnedWork', 'commit'],
  ['flushPassiveEffects', 'effects'],
];
function printTimeline(profile, nodes) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kindOf = (id) => {
    const frame = nodes.get(id).callFrame;
    if (!frame.url)
      return frame.functionName === '(program)' || frame.functionName === '(idle)' ? null : 'native';
    let kind = 'js';
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = nodes.get(at).callFrame;
      const found = KINDS.find(([name]) => name === functionName);
      if (found) kind = found[1];
      else if (url && /mocks\/|\/msw\//.test(moduleAt(url, lineNumber)) && kind === 'js') kind = 'backend';
    }
    return kind;
  };
  const steps = [];
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] / 1000;
    const kind = kindOf(id);
    if (!kind) return;
    const step = Math.floor(t / STEP_MS);
    steps[step] ??= {};
    steps[step][kind] = (steps[step][kind] ?? 0) + profile.timeDeltas[i] / 1000;
  });
  console.log('    timeline (ms from the profile start: ms of samples by kind)');
  steps.forEach((kinds, step) => {
    if (!kinds) return;
    const parts = Object.entries(kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    console.log(`      ${String(step * STEP_MS).padStart(5)}  ${parts.join(', ')}`);
  });
}
