import {
  boxAround,
  clampBox,
  fromPercent,
  markSize,
  moveBox,
  onRightEdge,
  resizeBox,
  toPercent,
  withPercent,
} from '@/features/contracts/position-geometry';
import { positionsThatFit } from '@mocks/db/contract-positions';

const box = { x: 0.5, y: 0.5, width: 0.2, height: 0.1 };
const inside = (b: typeof box) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= 1 + 1e-9 && b.y + b.height <= 1 + 1e-9;

describe('[ROUTES-CALLCENTRE-36] signing-position geometry (fractions of the page)', () => {
  it('a box moved past any edge stops at it: it never leaves the page', () => {
    expect(moveBox(box, 0.6, 0)).toEqual({ ...box, x: 0.8 });
    expect(moveBox(box, 0, 0.6)).toEqual({ ...box, y: 0.9 });
    expect(moveBox(box, -0.9, -0.9)).toEqual({ ...box, x: 0, y: 0 });
    expect(moveBox(box, 0.1, -0.2)).toEqual({ ...box, x: 0.6, y: 0.3 });
    for (const [dx, dy] of [
      [0.33333, 0.77777],
      [-0.123456, 0.49999],
      [0.299999, 0.399999],
    ])
      expect(inside(moveBox(box, dx!, dy!))).toBe(true);
  });

  it('a resize keeps the top-left corner, stops at the page edges and never goes below 1 %', () => {
    expect(resizeBox(box, 0.1, 0.1)).toEqual({ ...box, width: 0.3, height: 0.2 });
    expect(resizeBox(box, 0.9, 0.9)).toEqual({ ...box, width: 0.5, height: 0.5 });
    expect(resizeBox(box, -1, -1)).toEqual({ ...box, width: 0.01, height: 0.01 });
  });

  it('clamps a box larger than the page to the page, and rounds to 0.01 %', () => {
    expect(clampBox({ x: -0.2, y: 0.3, width: 1.4, height: 0.123456 })).toEqual({
      x: 0,
      y: 0.3,
      width: 1,
      height: 0.1235,
    });
  });

  it('% with two decimals ↔ fractions', () => {
    expect(toPercent(0.12345)).toBe(12.35);
    expect(toPercent(0.1)).toBe(10);
    expect(fromPercent(12.34)).toBe(0.1234);
    expect(fromPercent(toPercent(0.4567))).toBe(0.4567);
  });

  it('a typed X or Y moves the box up to the edge; a typed width or height resizes it up to the edge', () => {
    expect(withPercent(box, 'x', 25.5)).toEqual({ ...box, x: 0.255 });
    expect(withPercent(box, 'x', 95)).toEqual({ ...box, x: 0.8 });
    expect(withPercent(box, 'y', 100)).toEqual({ ...box, y: 0.9 });
    expect(withPercent(box, 'width', 30)).toEqual({ ...box, width: 0.3 });
    expect(withPercent(box, 'width', 80)).toEqual({ ...box, width: 0.5 });
    expect(withPercent(box, 'height', 0)).toEqual({ ...box, height: 0.01 });
  });

  it('a new mark is centred where it is dropped, pushed inside near an edge; seals are square on the page', () => {
    expect(boxAround(0.5, 0.5, { width: 0.2, height: 0.1 })).toEqual({
      x: 0.4,
      y: 0.45,
      width: 0.2,
      height: 0.1,
    });
    expect(boxAround(0.99, 0.01, { width: 0.2, height: 0.1 })).toEqual({
      x: 0.8,
      y: 0,
      width: 0.2,
      height: 0.1,
    });
    const a4 = 595.28 / 841.89;
    const seal = markSize('seal', a4);
    // square in points: width × page width = height × page height
    expect(seal.width * 595.28).toBeCloseTo(seal.height * 841.89, 0);
    expect(markSize('field', a4).width).toBeGreaterThan(markSize('field', a4).height);
  });

  it('a riding seal sits on the right edge of the page', () => {
    expect(onRightEdge({ x: 0.2, y: 0.4, width: 0.1, height: 0.14 })).toEqual({
      x: 0.9,
      y: 0.4,
      width: 0.1,
      height: 0.14,
    });
  });
});

describe('[ROUTES-CALLCENTRE-40] positions kept when a template’s PDF or fields change', () => {
  const at = (kind: 'seal' | 'field' | 'riding_seal', page: number, field_name?: string) => ({
    kind,
    page,
    x: 0,
    y: 0,
    width: 0.1,
    height: 0.1,
    ...(field_name ? { field_name } : {}),
  });

  it('drops marks beyond the new page count and fields no longer there; keeps the riding seal', () => {
    const positions = [
      at('seal', 1),
      at('seal', 3),
      at('field', 2, '金额'),
      at('field', 1, '电话'),
      at('riding_seal', 5),
    ];
    expect(positionsThatFit(positions, 2, ['金额'])).toEqual([
      at('seal', 1),
      at('field', 2, '金额'),
      at('riding_seal', 5),
    ]);
    expect(positionsThatFit(positions, 5, ['金额', '电话'])).toEqual(positions);
  });
});
