import { isBranch, JUMP_END_CALL, JUMP_NONE, type Scene } from '../types';

export type ProblemKind =
  'noEntry' | 'noBranch' | 'noContent' | 'branchWithoutTarget' | 'jumpWithoutTarget' | 'unreachable';

export interface Problem {
  kind: ProblemKind;
  /** The node to select when the problem is clicked (absent for scene-wide problems). */
  key?: string;
  /** Name of the node (or of the branch's parent and branch) for the message. */
  name?: string;
}

/**
 * What would make the scene misbehave in a call, found before saving: no entry node, a normal node
 * without content or without a branch, a branch or jump leading nowhere, a node no path reaches.
 */
export function validateScene(
  scene: Pick<Scene, 'nodeDataArray' | 'linkDataArray'>,
  sceneIds: number[],
): Problem[] {
  const nodes = scene.nodeDataArray;
  const problems: Problem[] = [];
  const main = nodes.filter((n) => !isBranch(n));
  if (!main.length) return problems;
  // Indexed once: a scene of a thousand nodes is checked on every edit.
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const outgoing = group(scene.linkDataArray, (l) => l.from);
  const branchesByParent = group(
    nodes.filter((n) => isBranch(n)),
    (n) => n.group ?? '',
  );
  const branchesOf = (key: string) => branchesByParent.get(key) ?? [];

  const entry = main.find((n) => n.start);
  if (!entry) problems.push({ kind: 'noEntry' });
  for (const n of main) {
    if (n.nodeType === 'normal') {
      if (!n.content?.trim()) problems.push({ kind: 'noContent', key: n.key, name: n.text });
      const branches = branchesOf(n.key);
      if (!branches.length) problems.push({ kind: 'noBranch', key: n.key, name: n.text });
      for (const b of branches)
        if (!outgoing.get(b.key)?.length)
          problems.push({ kind: 'branchWithoutTarget', key: n.key, name: `${n.text} / ${b.text}` });
    } else if (n.nodeType === 'jump') {
      const id = n.jumpId;
      const valid = id === JUMP_END_CALL || (id !== undefined && id !== JUMP_NONE && sceneIds.includes(id));
      if (!valid) problems.push({ kind: 'jumpWithoutTarget', key: n.key, name: n.text });
    }
  }
  if (entry) {
    const reached = new Set<string>([entry.key]);
    const queue = [entry.key];
    // the array iterator also visits what is pushed while it runs
    for (const key of queue)
      for (const b of branchesOf(key))
        for (const { to } of outgoing.get(b.key) ?? []) {
          const target = byKey.get(to);
          const parent = target && isBranch(target) ? target.group : to;
          if (parent && !reached.has(parent)) {
            reached.add(parent);
            queue.push(parent);
          }
        }
    for (const n of main)
      if (!reached.has(n.key)) problems.push({ kind: 'unreachable', key: n.key, name: n.text });
  }
  return problems;
}

function group<T>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
