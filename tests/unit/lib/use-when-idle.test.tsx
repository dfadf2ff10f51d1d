import { act, render } from '@testing-library/react';
import { useWhenIdle, type IdleTask } from '@/lib/use-when-idle';

/** requestIdleCallback as the test drives it: `idle()` runs what is waiting. */
function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  window.requestIdleCallback = (cb) => {
    waiting.set(next, cb);
    return next++;
  };
  window.cancelIdleCallback = (id) => void waiting.delete(id);
  return {
    waiting: () => waiting.size,
    async idle() {
      const due = [...waiting.values()];
      waiting.clear();
      await act(async () => {
        for (const cb of due) cb({ didTimeout: false, timeRemaining: () => 50 });
        await Promise.resolve();
      });
    },
  };
}

function Warm({ task }: { task: IdleTask | null }) {
  useWhenIdle(task, 1_000);
  return null;
}

afterEach(() => {
  // jsdom has none: the hook then does nothing
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

it('runs the task once idle, and its undo when unmounted', async () => {
  const page = fakeIdle();
  const undo = jest.fn();
  const task = jest.fn(() => Promise.resolve(undo));
  const { unmount } = render(<Warm task={task} />);
  expect(task).not.toHaveBeenCalled();
  await page.idle();
  expect(task).toHaveBeenCalledTimes(1);
  expect(undo).not.toHaveBeenCalled();
  unmount();
  expect(undo).toHaveBeenCalledTimes(1);
});

it('unmounted before idle: the task never runs', async () => {
  const page = fakeIdle();
  const task = jest.fn(() => Promise.resolve());
  const { unmount } = render(<Warm task={task} />);
  unmount();
  expect(page.waiting()).toBe(0);
  await page.idle();
  expect(task).not.toHaveBeenCalled();
});

it('unmounted while the task runs: its undo runs as soon as it answers', async () => {
  const page = fakeIdle();
  const undo = jest.fn();
  let answer: (u: () => void) => void = () => undefined;
  const task = () => new Promise<() => void>((resolve) => (answer = resolve));
  const { unmount } = render(<Warm task={task} />);
  await page.idle();
  unmount();
  await act(async () => answer(undo));
  expect(undo).toHaveBeenCalledTimes(1);
});

it('a null task waits, and runs once given', async () => {
  const page = fakeIdle();
  const task = jest.fn(() => Promise.resolve());
  const { rerender } = render(<Warm task={null} />);
  expect(page.waiting()).toBe(0);
  rerender(<Warm task={task} />);
  await page.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

it('a failed task (offline) is dropped quietly', async () => {
  const page = fakeIdle();
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    let failed = false;
    const task = () => Promise.reject(new Error('chunk failed')).finally(() => (failed = true));
    render(<Warm task={task} />);
    await page.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed).toBe(true);
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

it('without requestIdleCallback nothing runs', () => {
  const task = jest.fn(() => Promise.resolve());
  render(<Warm task={task} />);
  expect(task).not.toHaveBeenCalled();
});
