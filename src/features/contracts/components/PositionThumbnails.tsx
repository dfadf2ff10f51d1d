import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from '../position-pdf/PdfPageCanvas';
import type { PdfDocumentView } from '../position-pdf/use-pdf-document';

const THUMB_WIDTH = 96;

interface Props {
  doc: PdfDocumentView;
  page: number;
  /** marks on each page, from page 1 */
  counts: readonly number[];
  onPick: (page: number) => void;
  /** false until the page shown is drawn: PDF.js draws one page at a time, the one read comes first */
  drawn: boolean;
}

/** The pages, small, beside the page shown: a click shows that page. */
export function PositionThumbnails({ doc, page, counts, onPick, drawn }: Props) {
  const { t } = useTranslation('contracts');
  return (
    <nav aria-label={t('position.pages')} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {doc.pages.map((size, i) => {
        const n = i + 1;
        return (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('position.pageMarks', { n, count: counts[i] ?? 0 })}
            onClick={() => onPick(n)}
            style={{
              padding: 4,
              cursor: 'pointer',
              background: 'transparent',
              border: `2px solid ${n === page ? '#1677ff' : 'transparent'}`,
              borderRadius: 4,
            }}
          >
            {drawn ? (
              <PdfPageCanvas doc={doc} page={n} width={THUMB_WIDTH} label={t('position.pageN', { n })} />
            ) : (
              <div style={{ width: THUMB_WIDTH, height: (THUMB_WIDTH * size.height) / size.width }} />
            )}
            <span style={{ fontSize: 12 }}>{t('position.pageN', { n })}</span>
          </button>
        );
      })}
    </nav>
  );
}
