// Stands in for @rc-component/util's getScrollBarSize module inside the util's own index (webpack.config.ts).
// rc-table asks for its body's scrollbar size each time a table mounts. The util answers by adding a stylesheet
// to the document, laying out a probe element and removing the stylesheet again: two restyles of the whole page
// and a layout, ≈150 ms at 4× CPU on a dashboard with a table. The size depends only on the element's scrollbar
// styles and the zoom, so it is measured once for each of them, by the util's own code.
import getScrollBarSize, {
  getTargetScrollBarSize as measureTarget,
} from '@rc-component/util/es/getScrollBarSize';

type Size = ReturnType<typeof measureTarget>;
const measured = new Map<string, Size>();

export function getTargetScrollBarSize(target: HTMLElement): Size {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measureTarget(target);
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  const key = [
    style.scrollbarColor,
    style.scrollbarWidth,
    webkit.width,
    webkit.height,
    devicePixelRatio,
  ].join();
  let size = measured.get(key);
  if (!size) {
    size = measureTarget(target);
    measured.set(key, size);
  }
  return { ...size };
}

export default getScrollBarSize;
