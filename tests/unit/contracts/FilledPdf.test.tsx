import { render, screen } from '@testing-library/react';
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

it('keeps the room of its known pages while the PDF opens, so the signing pad below does not move', () => {
  const view = render(preview(2));
  const waiting = heights(frames());
  expect(waiting).toHaveLength(2);
  expect(parseFloat(waiting[0]!)).toBeGreaterThan(300); // an A4 page at the narrowest width (240 px)

  opened.doc = twoPages;
  view.rerender(preview(2));
  const pages = screen.getAllByRole('img', { name: /^合同第\d页，共2页$/ });
  expect(heights(pages)).toEqual(waiting);
});

it('shows only a spinner while it opens when the page count is not known', () => {
  render(preview());
  expect(frames()).toHaveLength(1);
  expect(frames()[0]).toHaveClass('ant-spin');
});
