/**
 * @jest-environment node
 */
import '@mocks/handlers';
import { resetDb } from '@mocks/db/db';
import { qualityProjectTable } from '@mocks/db/quality';
import { callIds } from '@mocks/db/quality-calls';
import { clearScoreCache, isScored, modelOf } from '@mocks/db/quality-results';
import { allResults } from '@mocks/db/quality-view';
import { robotTaskProgress, robotTasks } from '@mocks/db/robot-tasks';
import { warmDemoData } from '@mocks/db/warm-up';
import { isWalked } from '@mocks/db/robot-task-walk';
import { isAttemptDayKnown, robotWarmUpBuilds } from '@mocks/db/stats-robot-calls';

type Idle = (deadline: IdleDeadline) => void;

/** What is in the caches now: the calls each project's model has scored, the answered calls each task has walked. */
function cached() {
  const calls = [...callIds(1), ...callIds(2)];
  const scored = new Set(
    qualityProjectTable.all().flatMap((p) => {
      const model = modelOf(p)!;
      return calls.filter((id) => isScored(model, id)).map((id) => `${p.id}.${id}`);
    }),
  );
  const walked = new Set(
    robotTasks.all().flatMap((task) =>
      robotTaskProgress(task)
        .answeredIndexes.filter((i) => isWalked(task, i))
        .map((i) => `${task.id}.${i}`),
    ),
  );
  const dated = robotTasks
    .all()
    .flatMap((task) => robotTaskProgress(task).attempts.map((a) => isAttemptDayKnown(task, a.at)));
  return { scored, walked, dated };
}

describe('what the demo warm-up builds for the reports and the robot screens', () => {
  const queued: Idle[] = [];
  beforeEach(() => {
    queued.length = 0;
    resetDb();
    clearScoreCache();
    globalThis.requestIdleCallback = (cb: Idle) => queued.push(cb);
  });
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  // first: the walks stay cached across a demo reset (the same seed walks the same calls)
  it('without it nothing is scored or walked before the first read', () => {
    const before = cached();
    expect(before.scored.size).toBe(0);
    expect(before.walked.size).toBe(0);
    expect(before.dated.filter(Boolean)).toHaveLength(0);
  });

  it('has scored every call the first quality report reads (the runs due now included), walked every answered robot call and dated every robot attempt for the robot dashboard', async () => {
    const warmed = warmDemoData(robotWarmUpBuilds);
    while (queued.length) queued.shift()!({ didTimeout: false, timeRemaining: () => 50 });
    await warmed;
    const before = cached();

    // what the first reads then use: the due runs recorded, every result of every project, every task's walks
    const results = allResults();
    expect(results.length).toBeGreaterThan(100);
    expect(results.filter((v) => !before.scored.has(`${v.project.id}.${v.call.id}`)).length).toBe(0);
    const answered = robotTasks
      .all()
      .flatMap((task) => robotTaskProgress(task).answeredIndexes.map((i) => `${task.id}.${i}`));
    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter((key) => !before.walked.has(key)).length).toBe(0);
    expect(before.dated.length).toBeGreaterThan(100);
    expect(before.dated.filter((known) => !known)).toHaveLength(0);
  });
});
