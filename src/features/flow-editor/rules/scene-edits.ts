import { answerKey, branchNode } from './node-factory';
import { isBranch, type FlowNode, type SceneDraft } from '../types';

/** FLOW-27: the branch nodes of a parent follow its selected answers, keeping the links of those that stay. */
export function syncBranches(scene: SceneDraft, parent: FlowNode): void {
  const selected = (parent.answerList ?? []).filter((a) => a.is_select === 1);
  const wanted = new Set(selected.map((a) => a.key ?? answerKey(parent.key, a.id)));
  const existing = scene.nodeDataArray.filter((n) => isBranch(n) && n.group === parent.key);
  const gone = existing.filter((n) => !wanted.has(n.key));
  if (gone.length) removeNodes(scene, new Set(gone.map((n) => n.key)));
  const have = new Set(existing.map((n) => n.key));
  selected.forEach((a, i) => {
    const key = a.key ?? answerKey(parent.key, a.id);
    if (!have.has(key)) scene.nodeDataArray.push(branchNode(parent, { ...a, key }, i));
    else {
      const branch = scene.nodeDataArray.find((n) => n.key === key);
      if (branch) branch.text = a.name;
    }
  });
}

/** FLOW-28/29: drops nodes, keeps the ids of saved ones as pending deletions, and drops their links. */
export function removeNodes(scene: SceneDraft, keys: Set<string>): void {
  for (const n of scene.nodeDataArray)
    if (keys.has(n.key) && typeof n.id === 'number' && !scene.delNodeDataArray.includes(n.id))
      scene.delNodeDataArray.push(n.id);
  scene.nodeDataArray = scene.nodeDataArray.filter((n) => !keys.has(n.key));
  scene.linkDataArray = scene.linkDataArray.filter((l) => !keys.has(l.from) && !keys.has(l.to));
}

/** FLOW-22: one entry per flow: every other non-branch node loses its start flag. */
export function makeEntry(scene: SceneDraft, key: string): void {
  for (const n of scene.nodeDataArray) if (!isBranch(n)) n.start = n.key === key;
}
