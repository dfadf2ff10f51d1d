/** A page's size in PDF points (1/72 inch): pages of one PDF may differ. */
export interface PdfPageSize {
  width: number;
  height: number;
}

/** An opened PDF as the screens use it: its pages' sizes, and a way to draw one page. */
export interface PdfDocumentView {
  pages: PdfPageSize[];
  /** Draws page `page` (from 1) into the canvas, `width` CSS pixels wide (sharp on high-density screens). */
  draw(page: number, canvas: HTMLCanvasElement, width: number): Promise<void>;
  destroy(): void;
}
