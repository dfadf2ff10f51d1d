import { withQuietWorkerUpdates } from '@mocks/kit/worker-update';

/** A registration whose update fails, as Chromium's does when the worker's script is gone from the server. */
class FailingRegistration {
  update(): Promise<unknown> {
    return Promise.reject(
      new TypeError('Failed to update a ServiceWorker for scope (/) with script (/w.js): Not found'),
    );
  }
}

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => {
  // jsdom has no service workers: the browser's interface, as msw finds it
  Object.assign(globalThis, { ServiceWorkerRegistration: FailingRegistration });
  process.on('unhandledRejection', record);
});
afterAll(() => {
  process.off('unhandledRejection', record);
  delete (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration;
});
beforeEach(() => (unhandled.length = 0));

describe("the demo worker's start", () => {
  it('an update the starting code drops (msw does) fails without an uncaught error', async () => {
    const started = await withQuietWorkerUpdates(async () => {
      void new FailingRegistration().update();
      return 'started';
    });
    await settle();
    expect(started).toBe('started');
    expect(unhandled).toEqual([]);
  });

  it('a caller that waits for an update still gets its failure', async () => {
    await withQuietWorkerUpdates(() =>
      expect(new FailingRegistration().update()).rejects.toThrow('Not found'),
    );
  });

  it('after the start, update is the browser’s own again', async () => {
    const { update } = FailingRegistration.prototype;
    await withQuietWorkerUpdates(async () => {
      expect(FailingRegistration.prototype.update).not.toBe(update);
    });
    expect(FailingRegistration.prototype.update).toBe(update);
  });
});
