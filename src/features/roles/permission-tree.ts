import type { MenuItem, MenuTrees } from '@/api/generated/roles.gen';

export const AREA_KEYS = ['sip', 'ai', 'quality', 'assistant'] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** What the editor holds: the checked entries of each area's tree, as antd's checkable Tree reports them. */
export type Grants = Record<AreaKey, number[]>;

export interface PermissionNode {
  key: number;
  title: string;
  /** A type 1 entry: an action or a page opened from inside another, never in the menu. */
  action: boolean;
  children: PermissionNode[];
}

export const toNodes = (items: MenuItem[]): PermissionNode[] =>
  items.map((e) => ({
    key: e.id,
    title: e.display_name,
    action: e.type === 1,
    children: toNodes(e.all_childs),
  }));

const walk = (items: MenuItem[], visit: (e: MenuItem) => void) => {
  for (const e of items) {
    visit(e);
    walk(e.all_childs, visit);
  }
};

/**
 * The checked state a role's tree starts with: its granted entries without children. The Tree derives its
 * parents (checked when all their children are, half-checked when some are), so a parent the server counts as
 * granted for one of its pages does not check its whole subtree.
 */
export function grantedLeaves(trees: MenuTrees): Grants {
  const leaves = (items: MenuItem[]) => {
    const ids: number[] = [];
    walk(items, (e) => e.all_childs.length === 0 && e.permission?.hasPremisson && ids.push(e.id));
    return ids;
  };
  return {
    sip: leaves(trees.sip),
    ai: leaves(trees.ai),
    quality: leaves(trees.quality),
    assistant: leaves(trees.assistant),
  };
}

/** Every entry of an area (to check all of it at once). */
export function allIds(items: MenuItem[]): number[] {
  const ids: number[] = [];
  walk(items, (e) => ids.push(e.id));
  return ids;
}

/** The number of entries without children: what "all" means for an area's count. */
export function leafCount(items: MenuItem[]): number {
  let n = 0;
  walk(items, (e) => e.all_childs.length === 0 && n++);
  return n;
}

export const EMPTY_GRANTS: Grants = { sip: [], ai: [], quality: [], assistant: [] };

/** The ids a save sends: every checked entry of every area (a checked parent stands for its subtree). */
export const grantIds = (grants: Grants): number[] => AREA_KEYS.flatMap((k) => grants[k]);
