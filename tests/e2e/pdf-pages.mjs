/**
 * Reading a downloaded PDF's pages with pdf-lib: the contract journeys check where images are painted (the signed
 * file's stamps, the export's JPEG bands) without rendering the file.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFName } from 'pdf-lib';

export const A4 = [595.28, 841.89];

/** The content streams of a PDF page, decoded and joined. */
function contentOf(page) {
  const { context } = page.doc;
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      const bytes = Buffer.from(stream.getContents());
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      return (flate ? inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
}

/** m × ctm, both [a b c d e f] */
const times = ([a, b, c, d, e, f], [A, B, C, D, E, F]) => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
];

const TOKEN = /(-?\d*\.?\d+)|\/([^\s/[\]()<>{}%]+)|([A-Za-z'"][\w*'"]*)/g;

/**
 * The images a page paints (`/Name Do`), each where the transformation in force puts it: x, y (its bottom left,
 * in points from the page's bottom left) and width, height (drawn, in points), with its pixel size, filter
 * (`/DCTDecode` for JPEG) and first bytes. jsPDF writes one `cm` per image, pdf-lib a translation then a scale.
 */
export function imagesOn(page) {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = new Map();
  for (const [name, ref] of xobjects?.entries() ?? []) {
    const stream = page.doc.context.lookup(ref);
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key) => stream.dict.lookup(PDFName.of(key)).asNumber();
    images.set(name.decodeText(), {
      filter: String(stream.dict.get(PDFName.of('Filter'))),
      head: Buffer.from(stream.getContents().subarray(0, 3)).toString('hex'),
      pixelWidth: size('Width'),
      pixelHeight: size('Height'),
    });
  }
  const painted = [];
  const saved = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  let operands = [];
  for (const [, number, name, operator] of contentOf(page).matchAll(TOKEN)) {
    if (number !== undefined) operands.push(Number(number));
    else if (name !== undefined) operands.push(name);
    else {
      if (operator === 'q') saved.push(ctm);
      else if (operator === 'Q') ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (operator === 'cm') ctm = times(operands.slice(-6), ctm);
      else if (operator === 'Do' && images.has(operands.at(-1))) {
        const [a, , , d, e, f] = ctm;
        painted.push({
          name: operands.at(-1),
          x: e,
          y: f,
          width: a,
          height: d,
          ...images.get(operands.at(-1)),
        });
      }
      operands = [];
    }
  }
  return painted;
}
