/**
 * The geometry of the signing-position editor, as fractions of a page (origin top left, openapi
 * SignPosition): a box never leaves its page, and the numeric inputs read and write it in % with two decimals.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box side: 1 % of the page (a mark smaller than that cannot be grabbed or read). */
export const MIN_SIDE = 0.01;

/** Fractions are kept to four decimals: the 0.01 % the inputs show. */
const round4 = (n: number) => Math.round(n * 10000) / 10000;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The box made to fit its page: sides between MIN_SIDE and the page, then moved inside it. */
export function clampBox(box: Box): Box {
  const width = round4(clamp(box.width, MIN_SIDE, 1));
  const height = round4(clamp(box.height, MIN_SIDE, 1));
  return {
    x: round4(clamp(box.x, 0, round4(1 - width))),
    y: round4(clamp(box.y, 0, round4(1 - height))),
    width,
    height,
  };
}

/** Moved by (dx, dy), stopped at the page's edges. */
export const moveBox = (box: Box, dx: number, dy: number): Box =>
  clampBox({ ...box, x: box.x + dx, y: box.y + dy });

/** Its bottom-right corner pulled by (dw, dh): the top-left corner stays, the sides stop at the page's edges. */
export function resizeBox(box: Box, dw: number, dh: number): Box {
  const width = clamp(box.width + dw, MIN_SIDE, round4(1 - box.x));
  const height = clamp(box.height + dh, MIN_SIDE, round4(1 - box.y));
  return clampBox({ ...box, width, height });
}

/** A fraction as the inputs show it: % with two decimals. */
export const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;

/** A % typed into an input as a fraction. */
export const fromPercent = (percent: number) => round4(percent / 100);

/**
 * One side typed in %: a position moves the box (it stops at the page's edge), a size resizes it from its
 * top-left corner (up to the page's edge).
 */
export function withPercent(box: Box, side: keyof Box, percent: number): Box {
  const value = fromPercent(percent);
  if (side === 'x' || side === 'y') return clampBox({ ...box, [side]: value });
  return side === 'width' ? resizeBox(box, value - box.width, 0) : resizeBox(box, 0, value - box.height);
}

/** A box of `size` centred on (cx, cy), kept inside the page. */
export const boxAround = (cx: number, cy: number, size: Pick<Box, 'width' | 'height'>): Box =>
  clampBox({ x: cx - size.width / 2, y: cy - size.height / 2, ...size });

export type MarkKind = 'seal' | 'signature' | 'date' | 'field' | 'riding_seal';

/**
 * A new mark's size on a page of `aspect` (width / height): seals are square on the page, a signature and
 * a date are wide strips, as on paper.
 */
export function markSize(kind: MarkKind, aspect: number): Pick<Box, 'width' | 'height'> {
  if (kind === 'seal') return { width: 0.2, height: round4(0.2 * aspect) };
  if (kind === 'riding_seal') return { width: 0.1, height: round4(0.2 * aspect) };
  if (kind === 'signature') return { width: 0.26, height: 0.07 };
  return { width: kind === 'date' ? 0.22 : 0.3, height: 0.035 };
}

/** A riding seal sits on the right edge of every page: only its height on the page is placed. */
export const onRightEdge = (box: Box): Box => clampBox({ ...box, x: 1 - box.width });
