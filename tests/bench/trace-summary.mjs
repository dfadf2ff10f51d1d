/**
 * BENCH_TRACE=1 with the routes scenario: the browser's timeline of each timed click, as the main thread's own
 * time per kind of work (script, style, layout, paint, garbage collection…), each event's time without the
 * events inside it: a forced layout inside a script counts as layout.
 */
import { writeFileSync } from 'node:fs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];
/** The script stack of each forced style and layout (BENCH_TRACE=forced). */
const STACKS = 'disabled-by-default-devtools.timeline.stack';

export async function startTrace(cdp, { stacks = false } = {}) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: stacks ? [...CATEGORIES, STACKS] : CATEGORIES },
  });
  return events;
}

/** The complete events of the page's main thread. */
function mainThread(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
}

/** The main thread's events in order, each with the events it runs inside (outermost first; read at once). */
function* nested(events) {
  const open = [];
  for (const e of mainThread(events).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    yield [e, open];
    open.push(e);
  }
}

export async function printTrace(cdp, events, label) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  // BENCH_TRACE_SAVE=file keeps the events (JSON), in every mode, to look into a task's own events
  if (process.env.BENCH_TRACE_SAVE) writeFileSync(process.env.BENCH_TRACE_SAVE, JSON.stringify(events));
  // an event's own time: its duration less that of the events directly inside it
  const self = new Map();
  for (const [e, open] of nested(events)) {
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
    const parent = open.at(-1);
    if (parent) self.set(parent.name, self.get(parent.name) - e.dur);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`  main thread of ${label}: ${(total / 1000).toFixed(0)} ms busy, own time per event`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`      ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

/**
 * BENCH_TRACE=tasks: the main thread's tasks over 15 ms in order (ms from the first of them, about the click),
 * each with what took most of it, and the time taken by the short tasks between them.
 */
export function printTasks(events) {
  const own = mainThread(events);
  const all = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const tasks = all.filter((e) => e.dur > 15_000);
  const t0 = tasks[0]?.ts ?? 0;
  let after = t0;
  for (const task of tasks) {
    const short = all.filter((e) => e.ts >= after && e.ts < task.ts && e.dur <= 15_000);
    const busy = short.reduce((n, e) => n + e.dur, 0);
    if (busy > 10_000)
      console.log(
        `             ${short.length} short tasks, ${(busy / 1000).toFixed(0)} ms busy of ${((task.ts - after) / 1000).toFixed(0)}`,
      );
    after = task.ts + task.dur;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const by = new Map();
    for (const e of inside) {
      const what =
        e.name === 'FunctionCall' || e.name === 'EvaluateScript'
          ? `${e.name}(${e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || ''})`
          : e.name;
      by.set(what, Math.max(by.get(what) ?? 0, e.dur));
    }
    const top = [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, d]) => `${k} ${(d / 1000).toFixed(0)}`)
      .join(', ');
    console.log(
      `      ${((task.ts - t0) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)}  ${top}`,
    );
  }
}

/** The events in which a script runs: style or layout inside one was forced by it. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'v8.callFunction',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
]);
const frameName = (f) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;

/**
 * BENCH_TRACE=forced: the style and layout work a script forced before its frame (reading a size or a computed
 * style after the page changed), over 2 ms each, in order, with the script frames that asked for it. Work forced
 * in the middle of drawing is often done twice: again for the frame, after the rest of the drawing.
 */
export function printForced(events) {
  let t0;
  let forced = 0;
  for (const [e, open] of nested(events)) {
    if (e.name === 'RunTask') t0 ??= e.ts;
    const restyle = e.name === 'Layout' || e.name === 'UpdateLayoutTree';
    if (restyle && open.some((o) => SCRIPT_EVENTS.has(o.name))) {
      forced += e.dur;
      const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
      const where = stack.slice(0, 3).map(frameName).join(' < ');
      const at = `${((e.ts - t0) / 1000).toFixed(0).padStart(6)} +${(e.dur / 1000).toFixed(0).padStart(4)}`;
      if (e.dur > 2000) console.log(`      ${at}  ${e.name}  ${where}`);
    }
  }
  console.log(`  forced style and layout: ${(forced / 1000).toFixed(0)} ms`);
}
