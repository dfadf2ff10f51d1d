import { useEffect, useRef, type CSSProperties } from 'react';
import type { PdfDocumentView } from './pdf-document';

interface Props {
  doc: PdfDocumentView;
  /** from 1 */
  page: number;
  /** CSS pixels; the height follows the page's own proportions */
  width: number;
  label: string;
  /** told once the page is drawn */
  onDrawn?: () => void;
}

/** One page of an opened PDF drawn on a canvas, redrawn when the width (the zoom) changes. */
export function PdfPageCanvas({ doc, page, width, label, onDrawn }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = doc.pages[page - 1];
  useEffect(() => {
    if (canvas.current) void doc.draw(page, canvas.current, width).then(onDrawn);
  }, [doc, page, width, onDrawn]);
  const style: CSSProperties = {
    display: 'block',
    width,
    height: size ? (width * size.height) / size.width : undefined,
    background: '#fff',
  };
  return <canvas ref={canvas} style={style} role="img" aria-label={label} />;
}
