import { act, render } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import EChart from '@/components/charts/EChart';
import type { ChartOption } from '@/components/charts';

/** The observers the chart started, so a test can report a new size the way the browser does after layout. */
const observers: { callback: ResizeObserverCallback; observer: ResizeObserver }[] = [];
class RecordingResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observers.push({ callback, observer: this as unknown as ResizeObserver });
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observers.splice(
      observers.findIndex((o) => o.observer === (this as unknown as ResizeObserver)),
      1,
    );
  }
}
const realResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  globalThis.ResizeObserver = RecordingResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = realResizeObserver;
});

const bars = (data: number[]): ChartOption => ({
  aria: { enabled: true, label: { description: 'calls per day' } },
  xAxis: { type: 'category', data: data.map((_n, i) => `d${i}`) },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data }],
});

const boxOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const sizeBox = (box: HTMLElement, width: number, height: number) => {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: height });
};

it('draws its option into one echarts instance and draws a new option into the same one', () => {
  const { container, rerender } = render(<EChart option={bars([1, 2, 3])} height={200} />);
  const chart = getInstanceByDom(boxOf(container))!;
  expect(chart.getOption()).toMatchObject({ series: [{ data: [1, 2, 3] }] });
  expect(boxOf(container).querySelector('svg')).not.toBeNull();
  expect(boxOf(container)).toHaveAttribute('aria-label', expect.stringContaining('calls per day'));

  rerender(<EChart option={bars([4, 5])} height={200} />);
  expect(getInstanceByDom(boxOf(container))).toBe(chart);
  expect(chart.getOption()).toMatchObject({ series: [{ data: [4, 5] }] });
});

it('takes the size of its box when drawn and follows it when the box is resized', () => {
  const { container, unmount } = render(<EChart option={bars([1, 2])} height={200} />);
  const box = boxOf(container);
  expect(box.style.height).toBe('200px');
  const chart = getInstanceByDom(box)!;
  expect(observers).toHaveLength(1);

  sizeBox(box, 640, 200);
  act(() => observers[0]!.callback([], observers[0]!.observer));
  expect([chart.getWidth(), chart.getHeight()]).toEqual([640, 200]);

  // the same size reported again draws nothing again
  const resize = jest.spyOn(chart, 'resize');
  act(() => observers[0]!.callback([], observers[0]!.observer));
  expect(resize).not.toHaveBeenCalled();

  unmount();
  expect(observers).toHaveLength(0);
  expect(chart.isDisposed()).toBe(true);
  expect(getInstanceByDom(box)).toBeUndefined();
});
