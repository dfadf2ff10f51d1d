import {
  A4_HEIGHT_PT,
  A4_WIDTH_PT,
  exportScale,
  MAX_CANVAS_HEIGHT,
  pageSlices,
  writePages,
  type PdfWriter,
} from '@/features/contracts/export-slices';

/** A jsPDF stand-in recording what the export writes. */
function mockPdf() {
  const calls: { addPage: unknown[][]; addImage: unknown[][] } = { addPage: [], addImage: [] };
  const pdf: PdfWriter = {
    addPage: (...args) => calls.addPage.push(args),
    addImage: (...args) => calls.addImage.push(args),
  };
  return { pdf, calls };
}

const canvas = (width: number, height: number) => ({ width, height }) as HTMLCanvasElement;

describe('PDF export of the contract preview', () => {
  it('[CONTRACT-09] uses A4 pages of 595.28 by 841.89 points, the content drawn at the page width', () => {
    const { pdf, calls } = mockPdf();
    writePages(pdf, canvas(1190.56, 3000), () => 'data:image/jpeg;base64,x');
    expect(A4_WIDTH_PT).toBe(595.28);
    expect(A4_HEIGHT_PT).toBe(841.89);
    for (const args of calls.addPage) expect(args).toEqual([[595.28, 841.89], 'p']);
    for (const args of calls.addImage) expect(args[4]).toBe(595.28);
  });

  it('[CONTRACT-10] puts the content in as JPEG images', () => {
    const { pdf, calls } = mockPdf();
    const bands: number[] = [];
    writePages(pdf, canvas(595.28, 2000), (s) => {
      bands.push(s.sourceY);
      return `data:image/jpeg;base64,${bands.length}`;
    });
    expect(calls.addImage.map((a) => a[1])).toEqual(['JPEG', 'JPEG', 'JPEG']);
    expect(calls.addImage.map((a) => a[0])).toEqual([
      'data:image/jpeg;base64,1',
      'data:image/jpeg;base64,2',
      'data:image/jpeg;base64,3',
    ]);
  });

  it('[CONTRACT-11] slices the content over as many pages as it needs, the last one only as high as what is left', () => {
    // at 2 px per point a page is 1683.78 px high: 4000 px make three pages
    const slices = pageSlices(1190.56, 4000);
    expect(slices).toHaveLength(3);
    expect(slices[0]).toMatchObject({ sourceY: 0, height: 841.89 });
    expect(slices[1]!.sourceY).toBeCloseTo(1683.78);
    expect(slices[2]!.sourceHeight).toBeCloseTo(4000 - 2 * 1683.78);
    expect(slices[2]!.height).toBeCloseTo((4000 - 2 * 1683.78) / 2);
    // one page exactly: no empty second page; nothing to draw: no page
    expect(pageSlices(595.28, 841.89)).toHaveLength(1);
    expect(pageSlices(0, 100)).toEqual([]);
    const { pdf, calls } = mockPdf();
    const progress: string[] = [];
    expect(
      writePages(
        pdf,
        canvas(1190.56, 4000),
        () => 'j',
        (d, t) => progress.push(`${d}/${t}`),
      ),
    ).toBe(3);
    // the first page is the document's own: two added
    expect(calls.addPage).toHaveLength(2);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('draws a preview at twice its CSS pixels, and a long one no taller than a canvas Chromium draws', () => {
    expect(exportScale(9000)).toBe(2);
    // a 30-page contract in the drawer: about 26 000 CSS px
    expect(exportScale(26_000) * 26_000).toBe(MAX_CANVAS_HEIGHT);
    expect(MAX_CANVAS_HEIGHT).toBeLessThanOrEqual(32_767);
    expect(exportScale(0)).toBe(2);
  });
});
