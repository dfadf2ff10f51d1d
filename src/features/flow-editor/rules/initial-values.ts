import type { Scene } from '../types';

/** CONST-10: the editor's current scene before a flow is loaded; loading always replaces it with a real scene. */
export const INITIAL_SCENE_ID = 122;

/** CONST-11: new nodes are numbered from here on (`n9`, `n10`, …). */
export const INITIAL_NODE_KEY = 9;

const NUMBERED = /^n(\d+)$/;

/**
 * The key of the next new node: numbered from INITIAL_NODE_KEY, past every numbered key in the flow's scenes,
 * so a key is never given twice within a script (jump nodes and links find nodes by key).
 */
export function nextNodeKey(scenes: Pick<Scene, 'nodeDataArray'>[]): string {
  let next = INITIAL_NODE_KEY;
  for (const scene of scenes)
    for (const { key } of scene.nodeDataArray) {
      const numbered = NUMBERED.exec(key);
      if (numbered) next = Math.max(next, Number(numbered[1]) + 1);
    }
  return `n${next}`;
}
