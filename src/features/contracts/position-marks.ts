import type { SignPosition } from './api';
import { boxAround, clampBox, markSize, onRightEdge, type Box, type MarkKind } from './position-geometry';

/** A mark on the editor's pages: a SignPosition and a key that stays while it is moved. */
export interface Mark extends SignPosition {
  key: number;
}

/** What the palette offers: a kind, and for a fill-in field its name. */
export interface MarkTemplate {
  kind: MarkKind;
  field_name?: string;
}

let nextKey = 1;
const keyed = (p: SignPosition): Mark => ({ ...p, key: nextKey++ });

/** The template's positions as marks; a riding seal is drawn on the right edge whatever x it was saved with. */
export const marksOf = (positions: readonly SignPosition[]): Mark[] =>
  positions.map((p) => keyed(p.kind === 'riding_seal' ? { ...p, ...onRightEdge(p) } : p));

/** A new mark of `what` centred on (cx, cy) of `page`, whose width / height is `aspect`. */
export function newMark(what: MarkTemplate, page: number, aspect: number, cx = 0.5, cy = 0.5): Mark {
  const box = boxAround(cx, cy, markSize(what.kind, aspect));
  if (what.kind === 'riding_seal') return keyed({ kind: what.kind, page: 1, ...onRightEdge(box) });
  return keyed({ ...what, page, ...box });
}

/** The mark given a new box: a riding seal stays on the right edge. */
export const placed = (mark: Mark, box: Box): Mark => ({
  ...mark,
  ...(mark.kind === 'riding_seal' ? onRightEdge(box) : clampBox(box)),
});

/** The positions the save sends (without the editor's keys). */
export const positionsOf = (marks: readonly Mark[]): SignPosition[] =>
  marks.map(({ key: _key, ...position }) => position);

/** Whether two lists of positions say the same (the unsaved-changes check). */
export const samePositions = (a: readonly SignPosition[], b: readonly SignPosition[]) =>
  JSON.stringify(a) === JSON.stringify(b);
