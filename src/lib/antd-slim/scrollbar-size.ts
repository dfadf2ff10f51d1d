// Stands in for @rc-component/util's getScrollBarSize module inside the util's own index (webpack.config.ts).
// rc-table asks for its body's scrollbar size each time a table mounts. The util answers by adding a stylesheet
// to the document, laying out a probe element and removing the stylesheet again: two restyles of the whole page
// and a layout, ≈150 ms at 4× CPU on a dashboard with a table. Here it is measured once for each kind of element
// and zoom, by the util's own code.
//
// The kind is read from the element's own attributes, not its computed style: reading a style in the middle of a
// table's mount restyled the whole page there, and the page was restyled again for its frame after the rest of
// the mount (≈110 ms of style at 4× CPU on /voice/dialogue/integral). The console styles no scrollbar itself and
// antd sets the table's scrollbar colour on the table, so a table body's scrollbar depends only on its classes,
// its inline style and the zoom.
import getScrollBarSize, {
  getTargetScrollBarSize as measureTarget,
} from '@rc-component/util/es/getScrollBarSize';

type Size = ReturnType<typeof measureTarget>;
const measured = new Map<string, Size>();

export function getTargetScrollBarSize(target: HTMLElement): Size {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measureTarget(target);
  const key = [target.className, target.getAttribute('style') ?? '', devicePixelRatio].join('|');
  let size = measured.get(key);
  if (!size) {
    size = measureTarget(target);
    measured.set(key, size);
  }
  return { ...size };
}

export default getScrollBarSize;
