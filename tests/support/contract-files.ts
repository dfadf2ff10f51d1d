import { File as NodeFile } from 'node:buffer';
import { PDFDocument } from 'pdf-lib';

/** A real PDF of `pages` blank pages, as the bytes a user would pick. */
export async function pdfBytes(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([200, 280]);
  return pdf.save();
}

/**
 * Node's File (the request layer sends it as a Blob of the fetch MSW answers; jsdom's File is not one), of
 * `bytes`, or of `size` zero bytes (for files too big: the size is what counts there).
 */
export const nodeFile = (name: string, type: string, content: Uint8Array | { size: number }) =>
  new NodeFile([content instanceof Uint8Array ? content : new Uint8Array(content.size)], name, {
    type,
  }) as unknown as File;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8];

/** The head of a 1×1 PNG: with colour type 6 (RGBA: may be transparent) or 2 (RGB: opaque). */
export const pngBytes = (alpha: boolean) =>
  new Uint8Array([
    ...PNG_HEAD,
    ...IHDR,
    alpha ? 6 : 2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0x49,
    0x44,
    0x41,
    0x54,
  ]);
