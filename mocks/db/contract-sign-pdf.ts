import type { SignPositionRow } from './contracts';
import { textPng } from './contract-text-png';

/** pdf-lib loads when a PDF is first made (as in ./contract-pdf.ts): signing is rare. */
const pdfLib = () => import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');

export interface SignedPdfParts {
  /** the contract PDF */
  pdf: Uint8Array;
  /** the company seal, a PNG (absent: the company has no seal) */
  seal?: Uint8Array;
  /** the customer's drawn signature, a PNG (absent: signed before the demo kept signatures) */
  signature?: Uint8Array;
  /** the signing date, YYYY-MM-DD */
  date: string;
  /** the template's positions; none: the defaults below */
  positions: readonly SignPositionRow[];
  /** the fill-in fields' values by name */
  values: Readonly<Record<string, string>>;
}

/**
 * Where the marks go on a template without positions: on the last page, the seal bottom right, the
 * signature bottom left with the date under it (fractions of the page, origin top left).
 */
export function defaultPositions(pages: number): SignPositionRow[] {
  return [
    { kind: 'seal', page: pages, x: 0.6, y: 0.72, width: 0.25, height: 0.18 },
    { kind: 'signature', page: pages, x: 0.1, y: 0.76, width: 0.3, height: 0.1 },
    { kind: 'date', page: pages, x: 0.1, y: 0.88, width: 0.3, height: 0.03 },
  ];
}

/** A position's box in PDF points (origin bottom left) on a page of `width` × `height` points. */
export function boxOf(
  p: Pick<SignPositionRow, 'x' | 'y' | 'width' | 'height'>,
  width: number,
  height: number,
) {
  return {
    x: p.x * width,
    y: height - (p.y + p.height) * height,
    width: p.width * width,
    height: p.height * height,
  };
}

// The standard fonts write WinAnsi only: other text (Chinese) goes in as a picture of itself.
const WIN_ANSI = /^[\x20-\x7e]*$/;

/**
 * The signed contract: the seal and the signature stamped at the template's positions (kept in proportion
 * inside their boxes), the date and the plain-text field values written at theirs, and a riding seal (骑缝章)
 * cut into one slice per page along the right edge.
 */
export async function stampSignedPdf(parts: SignedPdfParts): Promise<Uint8Array> {
  const lib = await pdfLib();
  const doc = await lib.PDFDocument.load(parts.pdf, { ignoreEncryption: true });
  const pages = doc.getPages();
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const seal = parts.seal && (await doc.embedPng(parts.seal));
  const signature = parts.signature && (await doc.embedPng(parts.signature));
  const positions = parts.positions.some((p) => p.kind === 'seal' || p.kind === 'signature')
    ? parts.positions
    : [...parts.positions, ...defaultPositions(pages.length)];

  for (const p of positions) {
    if (p.kind === 'riding_seal') continue;
    const page = pages[p.page - 1];
    if (!page) continue;
    const box = boxOf(p, page.getWidth(), page.getHeight());
    const image = p.kind === 'seal' ? seal : p.kind === 'signature' ? signature : undefined;
    if (image) {
      const fit = image.scaleToFit(box.width, box.height);
      page.drawImage(image, {
        x: box.x + (box.width - fit.width) / 2,
        y: box.y + (box.height - fit.height) / 2,
        ...fit,
      });
      continue;
    }
    const text =
      p.kind === 'date' ? parts.date : p.kind === 'field' ? (parts.values[p.field_name ?? ''] ?? '') : '';
    const size = Math.min(12, box.height * 0.8);
    if (text && WIN_ANSI.test(text))
      page.drawText(text, { x: box.x, y: box.y + box.height * 0.2, size, font });
    else if (text) {
      const png = await textPng(text, size);
      if (png) {
        const picture = await doc.embedPng(png);
        const fit = picture.scaleToFit(box.width, size * 1.3);
        page.drawImage(picture, { x: box.x, y: box.y + (box.height - fit.height) / 2, ...fit });
      }
    }
  }

  const riding = positions.find((p) => p.kind === 'riding_seal');
  if (riding && seal && pages.length > 1) {
    pages.forEach((page, k) => {
      const { y, height } = boxOf(riding, page.getWidth(), page.getHeight());
      const size = height;
      const slice = size / pages.length;
      const right = page.getWidth();
      // the whole seal drawn so that its k-th slice lies in a strip at the right edge, clipped to the strip
      page.pushOperators(
        lib.pushGraphicsState(),
        lib.rectangle(right - slice, y, slice, size),
        lib.clip(),
        lib.endPath(),
      );
      page.drawImage(seal, { x: right - slice - k * slice, y, width: size, height: size });
      page.pushOperators(lib.popGraphicsState());
    });
  }
  return doc.save();
}

/** The bytes of a PNG data url (the signature pad's), or undefined when it is not one. */
export function pngOfDataUrl(url: string): Uint8Array | undefined {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(url.trim());
  if (!match) return undefined;
  try {
    const bytes = Uint8Array.from(atob(match[1]!), (ch) => ch.charCodeAt(0));
    return bytes[0] === 0x89 && bytes[1] === 0x50 ? bytes : undefined;
  } catch {
    return undefined;
  }
}
