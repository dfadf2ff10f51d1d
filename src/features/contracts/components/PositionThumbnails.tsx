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
}

/** The pages, small, beside the page shown: a click shows that page. */
export function PositionThumbnails({ doc, page, counts, onPick }: Props) {
  const { t } = useTranslation('contracts');
  return (
    <nav aria-label={t('position.pages')} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {doc.pages.map((_size, i) => {
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
            <PdfPageCanvas doc={doc} page={n} width={THUMB_WIDTH} label={t('position.pageN', { n })} />
            <span style={{ fontSize: 12 }}>{t('position.pageN', { n })}</span>
          </button>
        );
      })}
    </nav>
  );
}
