import { act, render, screen } from '@testing-library/react';
import '@/i18n/signed-in';
import { FilledPdf } from '@/features/contracts/components/FilledPdf';

// PDF.js does not run in jsdom: the test opens the document itself
const A4 = { width: 595.28, height: 841.89 };
const opened = { doc: undefined as unknown, failed: false };
jest.mock('@/features/contracts/position-pdf/use-pdf-document', () => ({
  usePdfDocument: () => opened,
}));
const twoPages = { pages: [A4, A4], draw: () => Promise.resolve(), destroy: () => undefined };

const heights = (els: HTMLElement[]) => els.map((el) => el.style.height);
const frames = () => Array.from(screen.getByTestId('filled-pdf').children) as HTMLElement[];
const preview = (pageCount?: number) => (
  <FilledPdf url="/demo-files/contracts/1.pdf" positions={[]} fields={[]} pageCount={pageCount} />
);

beforeEach(() => void (opened.doc = undefined));

it('keeps the room of its known pages while the PDF opens, so the signing pad below does not move', async () => {
  const view = render(preview(2));
  const waiting = heights(frames());
  expect(waiting).toHaveLength(2);
  expect(parseFloat(waiting[0]!)).toBeGreaterThan(300); // an A4 page at the narrowest width (240 px)

  opened.doc = twoPages;
  view.rerender(preview(2));
  await act(async () => undefined); // the pages drawn
  const pages = screen.getAllByRole('img', { name: /^合同第\d页，共2页$/ });
  expect(heights(pages)).toEqual(waiting);
});

it('shows only a spinner while it opens when the page count is not known', () => {
  render(preview());
  expect(frames()).toHaveLength(1);
  expect(frames()[0]).toHaveClass('ant-spin');
});

it('tells when every page is drawn, and again when it is no longer (another PDF): the export waits for it', async () => {
  const finish: Array<() => void> = [];
  const drawing = {
    pages: [A4, A4],
    draw: () => new Promise<void>((resolve) => finish.push(resolve)),
    destroy: () => undefined,
  };
  opened.doc = drawing;
  const told: boolean[] = [];
  const onDrawnChange = (drawn: boolean) => told.push(drawn);
  const view = render(
    <FilledPdf url="/demo-files/contracts/1.pdf" positions={[]} fields={[]} onDrawnChange={onDrawnChange} />,
  );
  expect(told).toEqual([false]);
  expect(finish).toHaveLength(2);
  await act(async () => finish[0]!());
  expect(told).toEqual([false]);
  await act(async () => finish[1]!());
  expect(told).toEqual([false, true]);

  opened.doc = undefined;
  view.rerender(
    <FilledPdf url="/demo-files/contracts/2.pdf" positions={[]} fields={[]} onDrawnChange={onDrawnChange} />,
  );
  expect(told).toEqual([false, true, false]);
});

it('tells the PDF that could not be opened as drawn: what is shown is exported', () => {
  const told: boolean[] = [];
  opened.failed = true;
  try {
    render(
      <FilledPdf
        url="/demo-files/contracts/1.pdf"
        positions={[]}
        fields={[]}
        onDrawnChange={(drawn) => told.push(drawn)}
      />,
    );
  } finally {
    opened.failed = false;
  }
  expect(told).toEqual([true]);
});
