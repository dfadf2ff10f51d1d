import { answerKey } from './node-factory';
import { isBranch, type FlowLink, type FlowNode, type SceneDraft } from '../types';

/** Copied nodes with their branch nodes and the links among them. */
export interface Clipboard {
  nodes: FlowNode[];
  links: FlowLink[];
}

const PASTE_OFFSET = 40;

/** What copying these nodes keeps: each with its branch nodes, and the links among all of them. */
export function copyOf(scene: Pick<SceneDraft, 'nodeDataArray' | 'linkDataArray'>, keys: Set<string>) {
  const parents = new Set(
    scene.nodeDataArray.filter((n) => keys.has(n.key) && !isBranch(n)).map((n) => n.key),
  );
  if (!parents.size) return null;
  const nodes = scene.nodeDataArray.filter(
    (n) => parents.has(n.key) || (isBranch(n) && n.group && parents.has(n.group)),
  );
  const inside = new Set(nodes.map((n) => n.key));
  return { nodes, links: scene.linkDataArray.filter((l) => inside.has(l.from) && inside.has(l.to)) };
}

/**
 * The clipboard as new nodes: fresh keys from the seed (branch keys follow their parent's), no ids
 * (they are new to the server), no entry flag, shifted so the copy does not hide the original.
 */
export function pastedCopy(clip: Clipboard, seed: string) {
  const parentKeys = new Map<string, string>();
  clip.nodes.filter((n) => !isBranch(n)).forEach((n, i) => parentKeys.set(n.key, `n${seed}${i}`));
  const rename = (key: string) => {
    const node = clip.nodes.find((n) => n.key === key);
    if (node && isBranch(node) && node.group) {
      const id = node.key.slice(node.group.length + 1);
      return `${parentKeys.get(node.group)}_${id}`;
    }
    return parentKeys.get(key) ?? key;
  };
  const shift = (loc?: string) => {
    const [x, y] = (loc ?? '0 0').split(' ').map(Number);
    return `${(x ?? 0) + PASTE_OFFSET} ${(y ?? 0) + PASTE_OFFSET}`;
  };
  const nodes: FlowNode[] = clip.nodes.map((n) => {
    const key = rename(n.key);
    return {
      ...n,
      id: null,
      key,
      start: false,
      loc: shift(n.loc),
      group: n.group ? parentKeys.get(n.group) : undefined,
      answerList: n.answerList?.map((a) => ({ ...a, group: key, key: answerKey(key, a.id) })),
    };
  });
  const links = clip.links.map((l) => ({ from: rename(l.from), to: rename(l.to) }));
  return { nodes, links, firstKey: parentKeys.values().next().value ?? null };
}
