import { estimateBox, windowOf, type Box } from '@/features/flow-editor/components/canvas-window';
import type { CanvasLink, CanvasNode } from '@/features/flow-editor/components/diagram-model';

const node = (key: string, x: number, y: number): CanvasNode => ({
  key,
  category: 'normal',
  title: key,
  content: '您好',
  start: false,
  jump: null,
  branches: [{ portId: `${key}_1`, text: '肯定' }],
  loc: `${x} ${y}`,
});
const link = (from: string, to: string): CanvasLink => ({
  key: `${from}_1>${to}`,
  from,
  fromPort: `${from}_1`,
  to,
});

// a row of nodes 1 000 apart, and a view over the first one only
const nodes = [node('a', 0, 0), node('b', 1000, 0), node('c', 2000, 0), node('d', 5000, 5000)];
const boxes = new Map(nodes.map((n) => [n.key, estimateBox(n)]));
const view: Box = { x: -50, y: -50, width: 600, height: 400 };
const keys = (w: { nodes: CanvasNode[] }) => w.nodes.map((n) => n.key);

describe('windowed canvas', () => {
  it('holds only the nodes whose box meets the view', () => {
    expect(keys(windowOf(nodes, [], boxes, view, new Set()))).toEqual(['a']);
  });

  it('holds a link that crosses the view with both of its nodes, even when neither is in view', () => {
    const crossing = link('b', 'd');
    const wide: Box = { x: 1500, y: 1000, width: 400, height: 400 };
    const w = windowOf(nodes, [crossing, link('a', 'c')], boxes, wide, new Set());
    expect(keys(w)).toEqual(['b', 'd']);
    expect(w.links).toEqual([crossing]);
  });

  it('keeps the selection however far it is, and a link between two held nodes', () => {
    const w = windowOf(nodes, [link('a', 'b'), link('c', 'd')], boxes, view, new Set(['d']));
    expect(keys(w)).toEqual(['a', 'b', 'd']);
    expect(w.links.map((l) => l.key)).toEqual(['a_1>b']);
  });

  it('estimates a taller box for more content and more branches', () => {
    const small = estimateBox(node('s', 0, 0));
    const big = estimateBox({
      ...node('t', 10, 20),
      content: '很长的话术内容'.repeat(8),
      branches: [1, 2, 3].map((i) => ({ portId: `t_${i}`, text: `分支${i}` })),
    });
    expect(big).toMatchObject({ x: 10, y: 20 });
    expect(big.height).toBeGreaterThan(small.height);
  });
});
