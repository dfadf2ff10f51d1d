import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from '@/lib/use-after-paint';

/** requestAnimationFrame as the test drives it: `frame()` runs the callbacks of the next frame. */
function fakeFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    waiting.set(next, cb);
    return next++;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id));
  return {
    waiting: () => waiting.size,
    frame() {
      const due = [...waiting.values()];
      waiting.clear();
      act(() => due.forEach((cb) => cb(performance.now())));
    },
  };
}

function Part() {
  return <p>{useAfterPaint() ? 'drawn' : 'waiting'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('is false through the first frame and its paint, true in the task after it', () => {
  const frames = fakeFrames();
  render(<Part />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  frames.frame();
  // the frame's callbacks ran, its paint comes after them: still the first drawing
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByText('drawn')).toBeInTheDocument();
});

it('unmounted before its frame or before the task after it, it sets nothing', () => {
  const frames = fakeFrames();
  const early = render(<Part />);
  early.unmount();
  expect(frames.waiting()).toBe(0);

  const late = render(<Part />);
  frames.frame();
  late.unmount();
  expect(jest.getTimerCount()).toBe(0);
});
