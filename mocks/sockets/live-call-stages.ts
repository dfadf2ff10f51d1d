import type { RepositoryEntry, SpeechNode, SpeechStage } from '../../src/api/socket-messages';
import type { DemoEntry } from '../db/assistant-library-seed';
import type { DemoNode, DemoScene } from '../db/flows-seed';

/** A node of a live call's script with where its answers lead (keys of the flow editor's nodes). */
export interface WalkNode {
  stageId: number;
  node: SpeechNode;
  /** Answer name → the node it leads to, null for the end of the call. */
  next: Map<string, number | null>;
}

const isStep = (n: DemoNode) => n.nodeType === 'normal' && n.id !== null;
const isJump = (n: DemoNode) => n.nodeType === 'jump' && n.id !== null;

/**
 * The stage tree of a live call (scene 3) from a robot script's scenes as the flow editor stores them: one
 * stage per scene in dmsort order, its normal and jump nodes, each node's selected answers as branches
 * leading to the linked node. Jump nodes carry their jump target as `t_sc_s_id`, so the assistant window
 * leaves them out of the tree (ASSIST-07) while branches still show where they lead.
 */
export function stagesOf(scenes: DemoScene[]): {
  stages: SpeechStage[];
  nodes: Map<number, WalkNode>;
  /** Each stage's entry node (the flow editor's start node, else its first step), in stage order. */
  entries: number[];
} {
  const nodes = new Map<number, WalkNode>();
  const entries: number[] = [];
  const stages = [...scenes]
    .sort((a, b) => a.dmsort - b.dmsort)
    .map((scene) => {
      const byKey = new Map(scene.nodeDataArray.map((n) => [n.key, n]));
      const target = (buttonKey: string) => {
        const link = scene.linkDataArray.find((l) => l.from === buttonKey);
        return link ? byKey.get(link.to) : undefined;
      };
      const speechNodes = scene.nodeDataArray
        .filter((n) => isStep(n) || isJump(n))
        .map((n): SpeechNode => {
          const buttons = scene.nodeDataArray.filter((b) => b.nodeType === 'button' && b.group === n.key);
          const next = new Map<string, number | null>();
          const branches = buttons.map((b) => {
            const to = target(b.key);
            next.set(b.text, to?.id ?? null);
            return {
              id: b.id ?? 0,
              speech_branch: { name: b.text },
              next_speech_node: to && to.id !== null ? { id: to.id, content: to.content ?? '' } : null,
            };
          });
          const node: SpeechNode = {
            id: n.id!,
            name: n.text,
            content: n.content ?? '',
            t_sc_s_id: isJump(n) ? (n.jumpId ?? -1) : 0,
            speech_node_branches: branches,
          };
          nodes.set(node.id, { stageId: scene.id, node, next });
          return node;
        });
      const entry = scene.nodeDataArray.find((n) => isStep(n) && n.start) ?? scene.nodeDataArray.find(isStep);
      if (entry) entries.push(entry.id!);
      return { id: scene.id, name: scene.name, speech_nodes: speechNodes };
    });
  return { stages, nodes, entries };
}

/** The assistant's knowledge base as repository pages (scene 6): each entry with its titled answers. */
export function repositoryPages(entries: DemoEntry[]): RepositoryEntry[] {
  return entries
    .filter((e) => e.content.length > 0)
    .map((e) => ({
      id: e.id,
      name: e.name,
      content: e.content.map(({ title, content }) => ({ title, content })),
    }));
}
