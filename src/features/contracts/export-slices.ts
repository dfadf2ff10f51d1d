/** CONTRACT-09: an A4 page in PDF points. */
export const A4_WIDTH_PT = 595.28;
export const A4_HEIGHT_PT = 841.89;

/** One page of the export: which band of the canvas (pixels) it shows, and where on the page (points). */
export interface PageSlice {
  /** top of the band in canvas pixels */
  sourceY: number;
  sourceHeight: number;
  /** the band's height on the page, in points */
  height: number;
}

/**
 * CONTRACT-11: a canvas of `width` × `height` pixels drawn at the A4 page's width, cut into as many A4-high
 * bands as it needs; the last band is only as high as what is left.
 */
export function pageSlices(width: number, height: number): PageSlice[] {
  if (width <= 0 || height <= 0) return [];
  const pxPerPt = width / A4_WIDTH_PT;
  const pageHeightPx = A4_HEIGHT_PT * pxPerPt;
  const slices: PageSlice[] = [];
  for (let top = 0; top < height - 0.5; top += pageHeightPx) {
    const sourceHeight = Math.min(pageHeightPx, height - top);
    slices.push({ sourceY: top, sourceHeight, height: sourceHeight / pxPerPt });
  }
  return slices;
}

/** Canvas pixels per CSS pixel of the export: sharp on paper. */
export const EXPORT_SCALE = 2;
/** Chromium allocates no canvas over 32 767 px high (the export would be blank): a long contract is drawn smaller. */
export const MAX_CANVAS_HEIGHT = 32_000;

/** The scale an element `height` CSS pixels high is drawn at: EXPORT_SCALE, less when the canvas would be too tall. */
export function exportScale(height: number): number {
  return Math.min(EXPORT_SCALE, MAX_CANVAS_HEIGHT / Math.max(height, 1));
}

/** What the export needs of jsPDF (a mock in the unit test). */
export interface PdfWriter {
  addPage(format: [number, number], orientation: 'p'): unknown;
  addImage(data: string, format: 'JPEG', x: number, y: number, width: number, height: number): unknown;
}

/**
 * CONTRACT-09/10/11: the canvas written onto A4 pages as JPEG images, one band per page; `onPage` reports
 * each page written (the progress shown).
 */
export function writePages(
  pdf: PdfWriter,
  canvas: HTMLCanvasElement,
  band: (slice: PageSlice) => string,
  onPage?: (done: number, total: number) => void,
): number {
  const slices = pageSlices(canvas.width, canvas.height);
  slices.forEach((slice, i) => {
    if (i > 0) pdf.addPage([A4_WIDTH_PT, A4_HEIGHT_PT], 'p');
    pdf.addImage(band(slice), 'JPEG', 0, 0, A4_WIDTH_PT, slice.height);
    onPage?.(i + 1, slices.length);
  });
  return slices.length;
}

/** One band of the canvas as a JPEG data url. */
function bandOf(canvas: HTMLCanvasElement, slice: PageSlice): string {
  const part = document.createElement('canvas');
  part.width = canvas.width;
  part.height = Math.ceil(slice.sourceHeight);
  const ctx = part.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, part.width, part.height);
  ctx.drawImage(
    canvas,
    0,
    slice.sourceY,
    canvas.width,
    slice.sourceHeight,
    0,
    0,
    canvas.width,
    slice.sourceHeight,
  );
  return part.toDataURL('image/jpeg', 0.92);
}

/**
 * Spec section 9: the element (the contract preview) exported as an A4 PDF saved as `fileName`. jspdf and
 * html2canvas load only when used. `progress` goes from 0 to 100: drawing is the first 30.
 */
export async function exportPdf(element: HTMLElement, fileName: string, progress: (pct: number) => void) {
  progress(0);
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([
    import(/* webpackChunkName: "pdf-export" */ 'jspdf'),
    import(/* webpackChunkName: "pdf-export" */ 'html2canvas'),
  ]);
  const canvas = await html2canvas(element, {
    scale: exportScale(element.scrollHeight),
    backgroundColor: '#ffffff',
    useCORS: true,
  });
  progress(30);
  const pdf = new jsPDF({ unit: 'pt', format: [A4_WIDTH_PT, A4_HEIGHT_PT], orientation: 'p' });
  writePages(
    pdf,
    canvas,
    (slice) => bandOf(canvas, slice),
    (done, total) => progress(30 + Math.round((done / total) * 70)),
  );
  pdf.save(fileName);
}
