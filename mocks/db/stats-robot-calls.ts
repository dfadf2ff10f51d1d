import { wallTimeOf } from './callcenter-task-progress';
import { callIdOf, robotCallMarks } from './robot-task-calls';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from './robot-tasks';
import { dayKey } from './stats-random';
import { taskWalkBuilds } from './robot-task-walk';
import { taskCalls } from './robot-task-dials';

/**
 * The robot (AI) calls of /dashboard/aistatistics are the task centre's own: every attempt of every task, on
 * the day its task's runs put it, with the outcome the dialler gave it; an answered call's intent level is its
 * walk through the script (./robot-task-walk.ts), and it converted when it was handed to the CRM or an agent
 * (by hand or by the task's intent actions). The same calls /voice/callRecord lists.
 */
export const INTENT_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const ROBOT_OUTCOMES = ['answered', 'no_answer', 'busy', 'failed'] as const;
type RobotOutcome = (typeof ROBOT_OUTCOMES)[number];

/** Levels a conversation counts as effective, and as showing intent (the default A–F grades). */
const EFFECTIVE = new Set(['A', 'B', 'C', 'D']);
const INTENT = new Set(['A', 'B']);

export interface RobotFigures {
  called: number;
  answered: number;
  effective: number;
  intent: number;
  converted: number;
  /** talk seconds of the answered calls */
  talkSeconds: number;
  outcomes: Record<RobotOutcome, number>;
  /** by level name: A–F, or a script's own names */
  intents: Map<string, number>;
}

export const noRobotFigures = (): RobotFigures => ({
  called: 0,
  answered: 0,
  effective: 0,
  intent: 0,
  converted: 0,
  talkSeconds: 0,
  outcomes: { answered: 0, no_answer: 0, busy: 0, failed: 0 },
  intents: new Map(),
});

// The day each attempt of a task fell on, by its dialling time: a row is replaced, never changed in place, on
// update, so the row and the time name the day (its wall time walks the task's runs and windows, for every
// attempt of every task on each dashboard request).
const attemptDays = new WeakMap<RobotTaskRow, Map<number, string>>();
function dayOfAttempt(task: RobotTaskRow, at: number): string {
  let days = attemptDays.get(task);
  if (!days) attemptDays.set(task, (days = new Map()));
  let day = days.get(at);
  if (day === undefined) days.set(at, (day = dayKey(new Date(wallTimeOf(task, at)))));
  return day;
}

/** The calls handed to the CRM or an agent, by call id: read once per request, not once per task. */
export const handedCalls = () => new Set(robotCallMarks.list((m) => m.handled != null).map((m) => m.call_id));

/** A task's calls on each day of `days` (local YYYY-MM-DD), as of `now`. */
export function robotTaskDays(
  task: RobotTaskRow,
  days: readonly string[],
  now: number,
  handed: ReadonlySet<number>,
) {
  const byDay = new Map(days.map((d) => [d, noRobotFigures()]));
  const progress = robotTaskProgress(task, now);
  const walks = new Map(taskCalls(task, now, progress).map((c) => [c.index, c.walk]));
  for (const attempt of progress.attempts) {
    const figures = byDay.get(dayOfAttempt(task, attempt.at));
    if (!figures) continue;
    figures.called += 1;
    figures.outcomes[attempt.outcome] += 1;
    if (attempt.outcome !== 'answered') continue;
    figures.answered += 1;
    const walk = walks.get(attempt.index);
    figures.talkSeconds += walk?.duration ?? 0;
    const level = walk?.level ?? '';
    figures.intents.set(level, (figures.intents.get(level) ?? 0) + 1);
    if (EFFECTIVE.has(level)) figures.effective += 1;
    if (INTENT.has(level)) figures.intent += 1;
    if (handed.has(callIdOf(task.id, attempt.index))) figures.converted += 1;
  }
  return byDay;
}

/** Whether the day of a task's attempt at `at` is known (the warm-up's test reads it). */
export const isAttemptDayKnown = (task: RobotTaskRow, at: number) => attemptDays.get(task)?.has(at) ?? false;

/**
 * The robot screens' warm-up steps (db/warm-up.ts), one task each: its answered calls' walks, then the days its
 * attempts so far fell on, which the robot dashboard would otherwise work out on its first request.
 */
export const robotWarmUpBuilds = (): (() => void)[] => [
  ...taskWalkBuilds(),
  ...robotTasks.list().map((task) => () => {
    for (const attempt of robotTaskProgress(task).attempts) dayOfAttempt(task, attempt.at);
  }),
];

export function addRobotFigures(into: RobotFigures, add: RobotFigures): RobotFigures {
  into.called += add.called;
  into.answered += add.answered;
  into.effective += add.effective;
  into.intent += add.intent;
  into.converted += add.converted;
  into.talkSeconds += add.talkSeconds;
  for (const o of ROBOT_OUTCOMES) into.outcomes[o] += add.outcomes[o];
  for (const [level, n] of add.intents) into.intents.set(level, (into.intents.get(level) ?? 0) + n);
  return into;
}

/** Every robot task's calls on the days of `days`, summed: what the robot dialled, whoever made the task. */
export function allRobotFigures(days: readonly string[], now = Date.now()): RobotFigures {
  const handed = handedCalls();
  const total = noRobotFigures();
  for (const task of robotTasks.list())
    for (const figures of robotTaskDays(task, days, now, handed).values()) addRobotFigures(total, figures);
  return total;
}
