/**
 * @jest-environment node
 */
import { resetDb } from '@mocks/db/db';
import { robotTaskProgress, robotTasks } from '@mocks/db/robot-tasks';

beforeEach(() => resetDb());

describe("a robot task's dialler replay", () => {
  const stopped = () => robotTasks.all().find((t) => t.running_since === null && t.dialled_ms > 0)!;

  it('is made once for a row and a dialling time: the list, the records and the dashboards share it', () => {
    const task = stopped();
    const first = robotTaskProgress(task);
    expect(first.attempts.length).toBeGreaterThan(0);
    // a stopped task dials no more: later reads are the same replay
    expect(robotTaskProgress(task, Date.now() + 3_600_000).attempts).toBe(first.attempts);
  });

  it('is made again for a changed row (an update replaces the row) and for another dialling time', () => {
    const task = stopped();
    const before = robotTaskProgress(task);
    const changed = robotTasks.update(task.id, { concurrency: task.concurrency + 1 })!;
    const after = robotTaskProgress(changed);
    expect(after.attempts).not.toBe(before.attempts);
    const shorter = robotTasks.update(task.id, { dialled_ms: Math.floor(changed.dialled_ms / 2) })!;
    expect(robotTaskProgress(shorter).attempts.length).toBeLessThan(after.attempts.length);
  });
});
