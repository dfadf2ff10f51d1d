/** pdf-lib loads when a PDF is first read or made: the demo backend starts with every screen, contracts are rare. */
const pdfLib = () => import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');

/** The pages of a PDF, or null when the bytes are not a PDF pdf-lib can read (a renamed file, a broken one). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  // '%PDF-' first: pdf-lib would otherwise search a whole large non-PDF for a trailer
  const head = new TextDecoder().decode(bytes.slice(0, 5));
  if (head !== '%PDF-') return null;
  try {
    const { PDFDocument } = await pdfLib();
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() || null;
  } catch {
    return null;
  }
}

const A4: [number, number] = [595.28, 841.89];

/**
 * A small A4 PDF of `pages` pages for a seed template: a title and numbered lines in Helvetica (ASCII only: the
 * standard fonts have no Chinese, and embedding a CJK font would make each file megabytes). The demo serves
 * them stored (seed-template-pdfs.ts); their test keeps the stored ones equal to what this draws.
 */
export async function seedTemplatePdf(title: string, pages: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const pdf = await PDFDocument.create();
  // fixed dates: the same seed gives the same bytes
  pdf.setCreationDate(new Date('2026-09-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-09-01T00:00:00Z'));
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage(A4);
    page.drawText(`${title} - page ${n} / ${pages}`, { x: 60, y: 780, size: 16, font });
    for (let line = 0; line < 12; line++)
      page.drawText(`Clause ${n}.${line + 1}  ______________________________`, {
        x: 60,
        y: 720 - line * 40,
        size: 11,
        font,
        color: rgb(0.3, 0.3, 0.3),
      });
  }
  return pdf.save();
}
