import { useRef, type CSSProperties, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBox, resizeBox, type Box } from '../position-geometry';
import type { Mark, MarkTemplate } from '../position-marks';
import { PdfPageCanvas } from '../position-pdf/PdfPageCanvas';
import type { PdfDocumentView } from '../position-pdf/use-pdf-document';
import { MARK_DRAG_TYPE } from './PositionPalette';

const COLORS: Record<Mark['kind'], string> = {
  seal: '#cf1322',
  riding_seal: '#cf1322',
  signature: '#1677ff',
  date: '#08979c',
  field: '#d48806',
};
/** Arrow keys move the selected mark 0.5 % of the page, 5 % with Shift. */
const STEP = 0.005;
const BIG_STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Props {
  doc: PdfDocumentView;
  page: number;
  /** CSS pixels: the zoom */
  width: number;
  /** the marks drawn on this page (a riding seal on every page) */
  marks: readonly Mark[];
  selected: number | null;
  /** what a mark shows: its kind, or its field's name */
  nameOf: (mark: Mark) => string;
  onSelect: (key: number | null) => void;
  onPlace: (key: number, box: Box) => void;
  onRemove: (key: number) => void;
  /** told when the page is drawn (the thumbnails wait for it) */
  onDrawn: () => void;
  /** a palette item dropped at (cx, cy), fractions of the page */
  onDropMark: (what: MarkTemplate, cx: number, cy: number) => void;
}

interface Dragging {
  key: number;
  resize: boolean;
  x: number;
  y: number;
  box: Box;
  /** the page's size on screen when the drag began */
  w: number;
  h: number;
}

/**
 * One page and its marks, placed in % of the page so they stay put at any zoom. A mark is moved by dragging it
 * and resized by its corner (pointer events: mouse, pen or touch), or moved with the arrow keys; it stops at
 * the page's edges.
 */
export function PositionSheet(props: Props) {
  const { doc, page, width, marks, selected, nameOf, onSelect, onPlace, onRemove, onDrawn, onDropMark } =
    props;
  const { t } = useTranslation('contracts');
  const sheet = useRef<HTMLDivElement>(null);
  const dragging = useRef<Dragging | null>(null);

  const grab = (e: PointerEvent<HTMLElement>, mark: Mark, resize: boolean) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const rect = sheet.current!.getBoundingClientRect();
    dragging.current = {
      key: mark.key,
      resize,
      x: e.clientX,
      y: e.clientY,
      box: mark,
      w: rect.width,
      h: rect.height,
    };
    onSelect(mark.key);
  };
  const drag = (e: PointerEvent<HTMLElement>) => {
    const d = dragging.current;
    if (!d || !d.w || !d.h) return;
    const dx = (e.clientX - d.x) / d.w;
    const dy = (e.clientY - d.y) / d.h;
    onPlace(d.key, d.resize ? resizeBox(d.box, dx, dy) : moveBox(d.box, dx, dy));
  };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    const data = e.dataTransfer.getData(MARK_DRAG_TYPE);
    if (!data) return;
    e.preventDefault();
    const rect = e.currentTarget.getBoundingClientRect();
    onDropMark(
      JSON.parse(data) as MarkTemplate,
      (e.clientX - rect.left) / rect.width,
      (e.clientY - rect.top) / rect.height,
    );
  };
  const keys = (e: KeyboardEvent<HTMLElement>, mark: Mark) => {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const step = e.shiftKey ? BIG_STEP : STEP;
      onPlace(mark.key, moveBox(mark, arrow[0] * step, arrow[1] * step));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove(mark.key);
    }
  };

  return (
    <div
      ref={sheet}
      data-testid="position-sheet"
      style={{ position: 'relative', width, boxShadow: '0 1px 6px rgba(0,0,0,.2)', touchAction: 'none' }}
      onPointerDown={() => onSelect(null)}
      onDragOver={(e) => e.dataTransfer.types.includes(MARK_DRAG_TYPE) && e.preventDefault()}
      onDrop={drop}
    >
      <PdfPageCanvas
        doc={doc}
        page={page}
        width={width}
        label={t('position.pageView', { n: page, total: doc.pages.length })}
        onDrawn={onDrawn}
      />
      {marks.map((mark) => {
        const on = mark.key === selected;
        const color = COLORS[mark.kind];
        const name = nameOf(mark);
        const label =
          mark.kind === 'riding_seal'
            ? t('position.ridingMark', { label: name })
            : t('position.markOnPage', { label: name, page: mark.page });
        const style: CSSProperties = {
          position: 'absolute',
          left: `${mark.x * 100}%`,
          top: `${mark.y * 100}%`,
          width: `${mark.width * 100}%`,
          height: `${mark.height * 100}%`,
          border: `2px ${on ? 'solid' : 'dashed'} ${color}`,
          background: `${color}1f`,
          color,
          fontSize: 12,
          overflow: 'hidden',
          cursor: 'move',
          userSelect: 'none',
          outlineOffset: 2,
        };
        return (
          <div
            key={mark.key}
            role="button"
            tabIndex={0}
            aria-pressed={on}
            aria-label={label}
            style={style}
            onPointerDown={(e) => grab(e, mark, false)}
            onPointerMove={drag}
            onPointerUp={() => (dragging.current = null)}
            onPointerCancel={() => (dragging.current = null)}
            onFocus={() => onSelect(mark.key)}
            onKeyDown={(e) => keys(e, mark)}
          >
            <span style={{ padding: 2, whiteSpace: 'nowrap' }}>{name}</span>
            {on && (
              <span
                aria-label={t('position.resize')}
                onPointerDown={(e) => grab(e, mark, true)}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 10,
                  height: 10,
                  background: color,
                  cursor: 'nwse-resize',
                }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
