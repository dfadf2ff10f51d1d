import { robotTaskProgress, type RobotTaskRow } from './robot-tasks';
import { applyLevelActions } from './robot-level-actions';
import { taskWalks } from './robot-task-walk';

/** The calls of a robot task so far: every number dialled and the answered ones walked through the script. */

/** Walks the answered calls through the script once each and applies the task's intent actions to them. */
function walkAnswered(t: RobotTaskRow, indexes: readonly number[]) {
  const calls = taskWalks(t, indexes);
  applyLevelActions(t, calls);
  return calls;
}

/**
 * The answered calls of a task so far, each walked through the script once; whoever reads them first has
 * the task's intent actions applied to them (no timer in the backend).
 */
export const taskCalls = (t: RobotTaskRow, at = Date.now(), progress = robotTaskProgress(t, at)) =>
  walkAnswered(t, progress.answeredIndexes);

/** Every number of a task dialled so far: its latest outcome and attempts, and its walk when it answered. */
export function taskDials(t: RobotTaskRow, at = Date.now()) {
  const { dials, answeredIndexes } = robotTaskProgress(t, at);
  const walks = new Map(walkAnswered(t, answeredIndexes).map((c) => [c.index, c.walk]));
  return [...dials].map(([index, dial]) => ({ index, dial, walk: walks.get(index) ?? null }));
}
