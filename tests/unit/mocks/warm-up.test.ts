/**
 * @jest-environment node
 */
import '@mocks/handlers';
import { demoData, resetDb } from '@mocks/db/db';
import { orderTable } from '@mocks/db/orders';
import { robotTasks } from '@mocks/db/robot-tasks';
import { warmDemoData } from '@mocks/db/warm-up';
import { taskWalkBuilds } from '@mocks/db/robot-task-walk';
import { allTables } from '@mocks/kit/table';

type Idle = (deadline: IdleDeadline) => void;

/** The saved data set, part by part (a failure names the part that changed). */
const snapshot = () =>
  Object.fromEntries(Object.entries(demoData()).map(([key, value]) => [key, JSON.stringify(value).length]));

describe('the demo backend warm-up', () => {
  const queued: Idle[] = [];
  beforeEach(() => {
    queued.length = 0;
    resetDb();
    globalThis.requestIdleCallback = (cb: Idle) => queued.push(cb);
  });
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("builds the seeded tables in idle periods, one at a time when the period is short, then the robot tasks' walks, leaving the saved data set as it was, and then settles", async () => {
    const saved = snapshot();
    let warmed = false;
    const walks = jest.fn(taskWalkBuilds);
    void warmDemoData(walks).then(() => (warmed = true));
    const short = { didTimeout: false, timeRemaining: () => 0 };
    queued.shift()!(short);
    await Promise.resolve();
    expect(warmed).toBe(false);
    let periods = 1;
    while (queued.length && periods < 1_000) {
      queued.shift()!(short);
      periods++;
    }
    expect(walks).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(warmed).toBe(true);
    expect(snapshot()).toEqual(saved);
    // the CRM, every table, then the dashboards' history in periods of its own, then a task's walks in each
    expect(periods).toBeGreaterThan(allTables().length + robotTasks.all().length);
    // a first request now finds the orders built: their first use stores them
    expect(orderTable.all().length).toBeGreaterThan(0);
    expect(demoData().tables?.orders?.rows).toBe(orderTable.all());
  });

  it('without requestIdleCallback (a test, an old browser) does nothing and settles at once', async () => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    const saved = snapshot();
    await expect(warmDemoData(taskWalkBuilds)).resolves.toBeUndefined();
    expect(queued).toHaveLength(0);
    expect(snapshot()).toEqual(saved);
  });
});
