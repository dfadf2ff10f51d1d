import type { SceneDraft } from '../types';

/**
 * FLOW-32: where a new scene goes: right after the scene whose dmsort is the nearest at or below its
 * own (after the last of equals), or first when every scene sorts after it.
 */
export function insertionIndex(scenes: Pick<SceneDraft, 'dmsort'>[], dmsort: number): number {
  let index = 0;
  scenes.forEach((s, i) => {
    if (s.dmsort <= dmsort) index = i + 1;
  });
  return index;
}

/** FLOW-33: the scene to show after deleting the one at `index`: the next one, else the previous. */
export function neighbourAfterDelete<T extends { id: number }>(scenes: T[], index: number): number | null {
  return scenes[index + 1]?.id ?? scenes[index - 1]?.id ?? null;
}

/** FLOW-07: scenes in dmsort order (stable for equal numbers). */
export const byDmsort = <T extends { dmsort: number }>(scenes: T[]): T[] =>
  [...scenes].sort((a, b) => a.dmsort - b.dmsort);
