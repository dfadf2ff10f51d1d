/**
 * A line of text as a PNG, drawn with the browser's own fonts: pdf-lib's standard fonts write WinAnsi only, and
 * embedding a Chinese font would put megabytes into the demo. Drawn 4× for print sharpness. Where there is no
 * canvas (Node, jsdom) the answer is undefined and the PDF leaves the text out.
 */
const SCALE = 4;
const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

export async function textPng(text: string, heightPt: number): Promise<Uint8Array | undefined> {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const px = Math.max(8, Math.round(heightPt * SCALE));
  const probe = new OffscreenCanvas(1, 1).getContext('2d');
  if (!probe) return undefined;
  probe.font = `${px}px ${FONT}`;
  const width = Math.max(1, Math.ceil(probe.measureText(text).width));
  const canvas = new OffscreenCanvas(width, Math.ceil(px * 1.3));
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.font = `${px}px ${FONT}`;
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, canvas.height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}
