/** A node of the platform's trees: industries use `child`, departments `all_childs` (PLAN-22). */
export interface PlatformTreeNode {
  id: number;
  name: string;
  child?: PlatformTreeNode[];
  all_childs?: PlatformTreeNode[];
}

export interface LeafTreeData {
  value: number;
  title: string;
  selectable: boolean;
  children?: LeafTreeData[];
}

const childrenOf = (n: PlatformTreeNode) => n.child ?? n.all_childs ?? [];

/** PLAN-20, SCRIPT-29: only leaves can be picked; a parent only opens and closes. */
export function toLeafTree(nodes: PlatformTreeNode[]): LeafTreeData[] {
  return nodes.map((n) => {
    const kids = childrenOf(n);
    return kids.length
      ? { value: n.id, title: n.name, selectable: false, children: toLeafTree(kids) }
      : { value: n.id, title: n.name, selectable: true };
  });
}

/** The leaf with that id, if any. */
export function findLeaf(nodes: PlatformTreeNode[], id: number): PlatformTreeNode | undefined {
  for (const n of nodes) {
    const kids = childrenOf(n);
    if (!kids.length && n.id === id) return n;
    const found = findLeaf(kids, id);
    if (found) return found;
  }
  return undefined;
}
