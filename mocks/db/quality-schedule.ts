import { dayOf, formatTime } from '../kit/time';
import { qualityModelTable, qualityProjectTable, type QualityProjectRow, type QualityRun } from './quality';
import { modelOf, projectPool, scoreOf, timeOf } from './quality-results';

/**
 * The daily scheduler of inspection projects, derived from the time rather than run by a timer (as
 * ./callcenter-task-progress.ts derives a dialler): whenever the projects or their results are read, each
 * daily project's run times that have come since its last run are run then, each over the calls since the
 * run before, and recorded as if the scheduler had run at those times.
 */
const DAY = 86_400_000;
/** A month of daily runs: the demo's calls go back 30 days, so older runs would inspect nothing. */
export const KEPT_RUNS = 31;

/** The project's run time on the day of `ms`. */
function runTimeOn(project: QualityProjectRow, ms: number) {
  const d = new Date(ms);
  d.setHours(Number(project.run_time.slice(0, 2)), Number(project.run_time.slice(3, 5)), 0, 0);
  return d.getTime();
}

const nextDay = (ms: number) => {
  const d = new Date(ms);
  d.setDate(d.getDate() + 1);
  return d.getTime();
};

/** Whether a run at `t` still has days of the project's range to inspect (the day before it, at the latest). */
const inRange = (project: QualityProjectRow, t: number) => dayOf(t - DAY) <= project.end_date;

/** The first scheduled time after `after`, or null when the project does not run on a schedule any more. */
function scheduledAfter(project: QualityProjectRow, after: number): number | null {
  if (project.schedule !== 'daily' || project.status === 3) return null;
  let t = runTimeOn(project, after);
  if (t <= after) t = nextDay(t);
  return inRange(project, t) ? t : null;
}

/** Scheduled times that have come by `at` since the last run (or the project's creation), oldest first. */
export function dueRuns(project: QualityProjectRow, at: number): number[] {
  const since = Math.max(timeOf(project.last_run_at ?? project.created_at), at - KEPT_RUNS * DAY);
  const times: number[] = [];
  for (let t = scheduledAfter(project, since); t !== null && t <= at; t = scheduledAfter(project, t))
    times.push(t);
  return times;
}

/** When the project runs next by its schedule. */
export function nextRunAt(project: QualityProjectRow, at = Date.now()): string | null {
  const t = scheduledAfter(project, Math.max(at, timeOf(project.last_run_at ?? project.created_at)));
  return t === null ? null : formatTime(t);
}

/**
 * Runs a project at each of `times` (oldest first): each run inspects the sampled calls since the run before;
 * the project keeps its latest runs, and stays running while its schedule has more to do.
 */
export function recordRuns(project: QualityProjectRow, times: number[]): QualityProjectRow {
  const pool = projectPool(project);
  let previous = project.last_run_at === null ? -Infinity : timeOf(project.last_run_at);
  const runs: QualityRun[] = times.map((t) => {
    const from = previous;
    previous = t;
    const inspected = pool.filter((c) => c.started_at >= from && c.started_at < t).length;
    return { at: formatTime(t), inspected };
  });
  const last = times.at(-1)!;
  return qualityProjectTable.update(project.id, {
    last_run_at: formatTime(last),
    runs: [...runs.reverse(), ...project.runs].slice(0, KEPT_RUNS),
    status: scheduledAfter(project, last) === null ? 2 : 1,
  })!;
}

/** Runs what the schedules owe by `at`; a project whose model is missing or disabled waits for it. */
export function runDueProjects(at = Date.now()) {
  for (const project of qualityProjectTable.all()) {
    const times = dueRuns(project, at);
    if (!times.length) continue;
    if (qualityModelTable.get(project.model_id)?.status !== 1) continue;
    recordRuns(project, times);
  }
}

/** When a call was inspected: by the first run after it started. */
export function inspectedAt(project: QualityProjectRow, startedAt: number): string | null {
  for (let i = project.runs.length - 1; i >= 0; i -= 1)
    if (timeOf(project.runs[i]!.at) > startedAt) return project.runs[i]!.at;
  return project.last_run_at;
}

/** Calls a warm-up step scores: an idle period is not cut, so a step stays short. */
const SCORED_PER_STEP = 100;

/**
 * Warm-up steps (warm-up.ts): the calls each project has inspected, or will have once the runs due now are
 * recorded, scored by its model a hundred at a time, as a platform has its results stored: the reports' first
 * look reads the cache. Nothing is recorded here; the due runs still happen on the first read.
 */
export function qualityScoreBuilds(at = Date.now()): (() => void)[] {
  return qualityProjectTable.all().flatMap((project) => {
    const model = modelOf(project);
    const due = dueRuns(project, at).at(-1);
    const lastRun = due ?? (project.last_run_at === null ? null : timeOf(project.last_run_at));
    if (!model || lastRun === null) return [];
    const calls = projectPool(project).filter((c) => c.started_at < lastRun);
    return Array.from({ length: Math.ceil(calls.length / SCORED_PER_STEP) }, (_v, step) => () => {
      for (const call of calls.slice(step * SCORED_PER_STEP, (step + 1) * SCORED_PER_STEP))
        scoreOf(model, call.id);
    });
  });
}
