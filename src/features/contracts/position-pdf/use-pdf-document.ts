import { useEffect, useState } from 'react';
import type { PdfDocumentView } from './pdf-document';

export type { PdfDocumentView, PdfPageSize } from './pdf-document';

const loadPdfjs = () => import(/* webpackChunkName: "pdfjs" */ './pdfjs');

/** Starts fetching PDF.js (a screen calls it while it asks for the PDF's url, so both travel at once). */
export const preloadPdfjs = () => void loadPdfjs().catch(() => undefined);

/**
 * The PDF at `url`, opened with PDF.js, which loads (with its worker) only when a screen first opens a PDF.
 * Screen tests replace this hook: PDF.js does not run in jsdom.
 */
export function usePdfDocument(url: string | undefined): { doc?: PdfDocumentView; failed: boolean } {
  const [state, setState] = useState<{ url?: string; doc?: PdfDocumentView; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let gone = false;
    let opened: PdfDocumentView | undefined;
    loadPdfjs()
      .then(({ openPdf }) => openPdf(url))
      .then(
        (doc) => {
          opened = doc;
          if (gone) doc.destroy();
          else setState({ url, doc, failed: false });
        },
        () => !gone && setState({ url, failed: true }),
      );
    return () => {
      gone = true;
      opened?.destroy();
    };
  }, [url]);
  // a document of another url is not shown while the new one opens
  return state.url === url ? { doc: state.doc, failed: state.failed } : { failed: false };
}
