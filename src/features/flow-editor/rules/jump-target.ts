import { JUMP_END_CALL, JUMP_NONE, type Scene } from '../types';

export type JumpTarget =
  { kind: 'end' } | { kind: 'none' } | { kind: 'scene'; name: string } | { kind: 'missing' };

/** FLOW-34..36, PLAN-40: -2 ends the call, -99 goes nowhere, any other id names a scene. */
export function jumpTarget(jumpId: number | undefined, scenes: Pick<Scene, 'id' | 'name'>[]): JumpTarget {
  if (jumpId === JUMP_END_CALL) return { kind: 'end' };
  if (jumpId === undefined || jumpId === null || jumpId === JUMP_NONE) return { kind: 'none' };
  const scene = scenes.find((s) => s.id === jumpId);
  return scene ? { kind: 'scene', name: scene.name } : { kind: 'missing' };
}
