import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractFieldValue, SignPosition } from '../api';
import { printedValue } from '../field-text';
import { PdfPageCanvas } from '../position-pdf/PdfPageCanvas';
import { usePdfDocument } from '../position-pdf/use-pdf-document';
import { onRightEdge } from '../position-geometry';

export interface FilledPdfProps {
  /** the template's (or the contract's own) PDF */
  url: string;
  positions: readonly SignPosition[];
  /** the template's fill-in fields with their values as typed */
  fields: readonly ContractFieldValue[];
  /** the company seal's picture once the company has sealed; a marked box until then */
  sealImage?: string;
  signedAt?: string | null;
  /** the pages the PDF has, when known: their room is kept while it opens, so what follows does not move */
  pageCount?: number;
  /**
   * told whether every page is drawn at the width shown (or the PDF could not be opened): an export of the
   * preview before then would have blank pages
   */
  onDrawnChange?: (drawn: boolean) => void;
}

/** A4's height over its width: the room a page is given before its real size is known. */
const A4_RATIO = 841.89 / 595.28;

const box = (mark: SignPosition): CSSProperties => {
  // a riding seal spans the right edge of every page, whatever x it was saved with
  const p = mark.kind === 'riding_seal' ? { ...mark, ...onRightEdge(mark) } : mark;
  return {
    position: 'absolute',
    left: `${p.x * 100}%`,
    top: `${p.y * 100}%`,
    width: `${p.width * 100}%`,
    height: `${p.height * 100}%`,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
  };
};
const pageFrame = (width: number): CSSProperties => ({
  position: 'relative',
  width,
  marginBottom: 12,
  boxShadow: '0 1px 6px rgba(0,0,0,.2)',
});
const pending: CSSProperties = {
  border: '1px dashed #1677ff',
  background: 'rgba(22,119,255,.06)',
  color: '#1677ff',
};

/**
 * The contract as the customer will get it: the PDF's pages drawn with PDF.js and, at the template's positions,
 * the fields' values as typed, the seal, the signature and the date (or where they will go). Follows the form.
 */
export function FilledPdf({
  url,
  positions,
  fields,
  sealImage,
  signedAt,
  pageCount,
  onDrawnChange,
}: FilledPdfProps) {
  const { t } = useTranslation('contracts');
  const { t: tf } = useTranslation('contractFlow');
  const values = new Map(
    fields.map((f) => [f.name, printedValue(f, (y) => tf('preview.amount', { yuan: y }))]),
  );
  const { doc, failed } = usePdfDocument(url);
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.max(240, Math.floor(el.clientWidth)));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  // one drawing per document and width; a page drawn for an earlier one (or cancelled by this one) counts for none
  const drawing = useMemo(() => ({ doc, width, pages: new Set<number>() }), [doc, width]);
  const [drawn, setDrawn] = useState<typeof drawing | null>(null);
  const onPageDrawn = useMemo(
    () =>
      drawing.doc?.pages.map((_size, i) => () => {
        drawing.pages.add(i);
        if (drawing.pages.size === drawing.doc?.pages.length) setDrawn(drawing);
      }) ?? [],
    [drawing],
  );
  const allDrawn = failed || (!!doc && width > 0 && drawn === drawing);
  useEffect(() => {
    onDrawnChange?.(allDrawn);
  }, [allDrawn, onDrawnChange]);

  const mark = (p: SignPosition, i: number) => {
    const fontSize = `${Math.max(8, Math.min(16, p.height * width * 0.6))}px`;
    if (p.kind === 'field') {
      const value = values.get(p.field_name ?? '');
      return (
        <div
          key={i}
          style={{ ...box(p), ...(value ? { color: '#000', fontSize } : { ...pending, fontSize }) }}
        >
          {value || p.field_name}
        </div>
      );
    }
    if ((p.kind === 'seal' || p.kind === 'riding_seal') && sealImage) {
      return (
        <img
          key={i}
          src={sealImage}
          alt={t(`position.kinds.${p.kind}`)}
          style={{ ...box(p), objectFit: 'contain' }}
        />
      );
    }
    if (p.kind === 'date' && signedAt) {
      return (
        <div key={i} style={{ ...box(p), color: '#000', fontSize }}>
          {signedAt.slice(0, 10)}
        </div>
      );
    }
    return (
      <div key={i} style={{ ...box(p), ...pending, justifyContent: 'center', fontSize }}>
        {t(`position.kinds.${p.kind}`)}
      </div>
    );
  };

  return (
    <div ref={frame} data-testid="filled-pdf">
      {failed && <Alert type="error" showIcon title={t('preview.pdfFailed')} />}
      {!doc &&
        !failed &&
        (pageCount && width > 0 ? (
          Array.from({ length: pageCount }, (_, i) => (
            <div key={i} style={{ ...pageFrame(width), height: width * A4_RATIO }}>
              {i === 0 && <Spin style={{ display: 'block', paddingTop: 48 }} />}
            </div>
          ))
        ) : (
          <Spin />
        ))}
      {doc &&
        width > 0 &&
        doc.pages.map((_size, i) => {
          const page = i + 1;
          const label = t('preview.pdfPage', { page, pages: doc.pages.length });
          return (
            <div key={page} style={pageFrame(width)}>
              <PdfPageCanvas doc={doc} page={page} width={width} label={label} onDrawn={onPageDrawn[i]} />
              {positions.filter((p) => p.kind === 'riding_seal' || p.page === page).map(mark)}
            </div>
          );
        })}
    </div>
  );
}
