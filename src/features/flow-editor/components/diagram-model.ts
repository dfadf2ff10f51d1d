import { jumpTarget, type JumpTarget } from '../rules/jump-target';
import { isBranch, type FlowLink, type FlowNode, type Scene } from '../types';

/** What the canvas draws for a node: the node with its branches as ports (FLOW-27). */
export interface CanvasNode {
  key: string;
  category: 'normal' | 'jump';
  title: string;
  content: string;
  start: boolean;
  jump: JumpTarget | null;
  branches: { portId: string; text: string }[];
  loc: string;
}

/** A link of the canvas: drawn from the branch port of its parent node. */
export interface CanvasLink {
  key: string;
  from: string;
  fromPort: string;
  to: string;
}

const PREVIEW = 60;

/**
 * The slice's scene as canvas data. Unchanged nodes keep their object, so GoJS's merge (reference
 * equality) only touches what changed: a 1 000-node scene stays cheap to update.
 */
export function createCanvasMapper() {
  const nodeCache = new WeakMap<FlowNode, { sig: string; data: CanvasNode }>();
  const linkCache = new WeakMap<FlowLink, CanvasLink>();

  return function toCanvas(
    scene: Pick<Scene, 'nodeDataArray' | 'linkDataArray'>,
    scenes: Pick<Scene, 'id' | 'name'>[],
  ) {
    const branches = new Map<string, FlowNode[]>();
    const parentOf = new Map<string, string>();
    for (const n of scene.nodeDataArray)
      if (isBranch(n) && n.group) {
        branches.set(n.group, [...(branches.get(n.group) ?? []), n]);
        parentOf.set(n.key, n.group);
      }
    const nodes: CanvasNode[] = [];
    for (const n of scene.nodeDataArray) {
      if (isBranch(n)) continue;
      const own = branches.get(n.key) ?? [];
      const jump = n.nodeType === 'jump' ? jumpTarget(n.jumpId, scenes) : null;
      const sig = `${own.map((b) => `${b.key}:${b.text}`).join('|')}#${JSON.stringify(jump)}`;
      const cached = nodeCache.get(n);
      if (cached && cached.sig === sig) {
        nodes.push(cached.data);
        continue;
      }
      const content = n.content ?? '';
      const data: CanvasNode = {
        key: n.key,
        category: n.nodeType === 'jump' ? 'jump' : 'normal',
        title: n.text,
        content: content.length > PREVIEW ? `${content.slice(0, PREVIEW)}…` : content,
        start: !!n.start,
        jump,
        branches: own.map((b) => ({ portId: b.key, text: b.text })),
        loc: n.loc ?? '0 0',
      };
      nodeCache.set(n, { sig, data });
      nodes.push(data);
    }
    const links: CanvasLink[] = [];
    for (const l of scene.linkDataArray) {
      const parent = parentOf.get(l.from);
      if (!parent) continue;
      let data = linkCache.get(l);
      if (!data) {
        data = { key: `${l.from}>${l.to}`, from: parent, fromPort: l.from, to: l.to };
        linkCache.set(l, data);
      }
      links.push(data);
    }
    return { nodes, links };
  };
}
