import { getTargetScrollBarSize as measureTarget } from '@rc-component/util/es/getScrollBarSize';
import { getTargetScrollBarSize } from '@/lib/antd-slim/scrollbar-size';

jest.mock('@rc-component/util/es/getScrollBarSize', () => ({
  __esModule: true,
  default: jest.fn(() => 15),
  getTargetScrollBarSize: jest.fn(() => ({ width: 15, height: 15 })),
}));

const measure = jest.mocked(measureTarget);
const box = (className = 'ant-table-body', style = '') => {
  const element = document.body.appendChild(document.createElement('div'));
  element.className = className;
  if (style) element.setAttribute('style', style);
  return element;
};

describe("rc-table's scrollbar size, measured once per kind of element", () => {
  it('measures the first table body and answers the next ones from that measurement, reading no style', () => {
    const readStyle = jest.spyOn(window, 'getComputedStyle');
    try {
      expect(getTargetScrollBarSize(box())).toEqual({ width: 15, height: 15 });
      expect(getTargetScrollBarSize(box())).toEqual({ width: 15, height: 15 });
      expect(measure).toHaveBeenCalledTimes(1);
      expect(readStyle).not.toHaveBeenCalled();
    } finally {
      readStyle.mockRestore();
    }
  });

  it('measures again an element of other classes or another inline style', () => {
    measure.mockClear();
    measure.mockReturnValueOnce({ width: 0, height: 0 }).mockReturnValueOnce({ width: 6, height: 6 });
    expect(getTargetScrollBarSize(box('ant-table-container'))).toEqual({ width: 0, height: 0 });
    expect(getTargetScrollBarSize(box('ant-table-body', 'scrollbar-width: thin'))).toEqual({
      width: 6,
      height: 6,
    });
    expect(getTargetScrollBarSize(box('ant-table-container'))).toEqual({ width: 0, height: 0 });
    expect(measure).toHaveBeenCalledTimes(2);
  });

  it('measures again when the zoom changes the scrollbar, and each caller gets its own copy', () => {
    measure.mockClear();
    measure.mockReturnValueOnce({ width: 8, height: 8 });
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    try {
      const size = getTargetScrollBarSize(box());
      expect(size).toEqual({ width: 8, height: 8 });
      size.width = 0;
      expect(getTargetScrollBarSize(box())).toEqual({ width: 8, height: 8 });
      expect(measure).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    }
  });

  it('leaves what is not an element to the util, as it was', () => {
    measure.mockClear();
    getTargetScrollBarSize(null as unknown as HTMLElement);
    expect(measure).toHaveBeenCalledTimes(1);
  });
});
