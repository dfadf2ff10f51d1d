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
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const outgoing = new Map<string, string[]>();
  for (const l of scene.linkDataArray) outgoing.set(l.from, [...(outgoing.get(l.from) ?? []), l.to]);
  const branchesOf = (key: string) => nodes.filter((n) => isBranch(n) && n.group === key);

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
    while (queue.length) {
      const key = queue.shift()!;
      for (const b of branchesOf(key))
        for (const to of outgoing.get(b.key) ?? []) {
          const target = byKey.get(to);
          const parent = target && isBranch(target) ? target.group : to;
          if (parent && !reached.has(parent)) {
            reached.add(parent);
            queue.push(parent);
          }
        }
    }
    for (const n of main)
      if (!reached.has(n.key)) problems.push({ kind: 'unreachable', key: n.key, name: n.text });
  }
  return problems;
}
