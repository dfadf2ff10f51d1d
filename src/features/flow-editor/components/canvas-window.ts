import type { CanvasLink, CanvasNode } from './diagram-model';

/** Above this many nodes the canvas draws only what is in and near the view. */
export const WINDOWED_MIN_NODES = 200;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// What a node occupies before GoJS has measured it; generous, so a node is drawn before it scrolls in.
const NODE_WIDTH = 240;
const HEADER_HEIGHT = 44;
const CONTENT_LINE_HEIGHT = 18;
const CONTENT_CHARS_PER_LINE = 15;
const BRANCH_HEIGHT = 26;

export function parseLoc(loc: string): { x: number; y: number } {
  const [x = 0, y = 0] = loc.split(' ').map(Number);
  return { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
}

/** Where a node will be drawn, estimated from its data (its location is its top-left corner). */
export function estimateBox(node: CanvasNode): Box {
  const { x, y } = parseLoc(node.loc);
  const contentLines = Math.ceil(node.content.length / CONTENT_CHARS_PER_LINE);
  return {
    x,
    y,
    width: NODE_WIDTH,
    height:
      HEADER_HEIGHT +
      contentLines * CONTENT_LINE_HEIGHT +
      node.branches.length * BRANCH_HEIGHT +
      (node.jump ? CONTENT_LINE_HEIGHT : 0),
  };
}

export function intersects(a: Box, b: Box) {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

export function union(boxes: Iterable<Box>): Box | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const b of boxes) {
    left = Math.min(left, b.x);
    top = Math.min(top, b.y);
    right = Math.max(right, b.x + b.width);
    bottom = Math.max(bottom, b.y + b.height);
  }
  return left === Infinity ? null : { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * What a windowed canvas holds for a view: the nodes whose box meets it, every link whose span
 * meets it (with both of its nodes, so a long link crossing the view is still drawn) and the nodes
 * that must stay (the selection), with their links to nodes already held.
 */
export function windowOf(
  nodes: readonly CanvasNode[],
  links: readonly CanvasLink[],
  boxes: ReadonlyMap<string, Box>,
  view: Box,
  keep: ReadonlySet<string>,
) {
  const held = new Set<string>();
  for (const n of nodes) if (keep.has(n.key) || intersects(boxes.get(n.key)!, view)) held.add(n.key);
  const heldLinks: CanvasLink[] = [];
  for (const l of links) {
    const from = boxes.get(l.from);
    const to = boxes.get(l.to);
    if (!from || !to) continue;
    if (held.has(l.from) && held.has(l.to)) heldLinks.push(l);
    else if (intersects(union([from, to])!, view)) {
      held.add(l.from);
      held.add(l.to);
      heldLinks.push(l);
    }
  }
  return { nodes: nodes.filter((n) => held.has(n.key)), links: heldLinks };
}
