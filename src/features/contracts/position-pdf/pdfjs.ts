import {
  GlobalWorkerOptions,
  RenderingCancelledException,
  getDocument,
  type PDFPageProxy,
  type RenderTask,
} from 'pdfjs-dist';
import { fetchFile } from '@/api/file';
import type { PdfDocumentView } from './pdf-document';

// The worker is a file of its own that webpack emits beside the chunks (new URL(…, import.meta.url)): it is
// fetched when a PDF is first opened, never with the console.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

/** Opens the PDF at `url` with PDF.js (this module is its own lazy chunk: see use-pdf-document.ts). */
export async function openPdf(url: string): Promise<PdfDocumentView> {
  const bytes = await (await fetchFile(url)).arrayBuffer();
  // isEvalSupported false: PDF.js would otherwise probe `new Function` (and compile fonts with it), which the
  // console's Content-Security-Policy refuses and reports
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: PDFPageProxy[] = await Promise.all(
    Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)),
  );
  // one drawing per canvas: a new zoom cancels the one under way
  const drawing = new WeakMap<HTMLCanvasElement, RenderTask>();
  return {
    pages: pages.map((p) => {
      const { width, height } = p.getViewport({ scale: 1 });
      return { width, height };
    }),
    async draw(page, canvas, width) {
      const proxy = pages[page - 1];
      if (!proxy) return;
      drawing.get(canvas)?.cancel();
      const dpr = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: (width / proxy.getViewport({ scale: 1 }).width) * dpr });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      const task = proxy.render({ canvas, viewport });
      drawing.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        if (!(error instanceof RenderingCancelledException)) throw error;
      }
    },
    destroy: () => void pdf.destroy(),
  };
}
