import type { Sentence } from '@/domain/quality/engine';
import { createTable } from '../kit/table';
import { transcriptOf } from './quality-calls';

/**
 * Calls whose recognizer put the agent and the customer on the wrong sides, by the call's id, as a reviewer
 * corrected them (交换左右角色). Kept per call, not per result: every project inspecting the call reads the
 * same roles.
 */
export const qualityRoleSwapTable = createTable<{ id: number }>({
  name: 'quality/role-swaps',
  seed: () => [],
});

export const rolesSwapped = (callId: number) => qualityRoleSwapTable.get(callId) !== undefined;

/** Swaps the call's sides, or swaps them back. */
export function toggleRoles(callId: number) {
  if (rolesSwapped(callId)) qualityRoleSwapTable.remove(callId);
  else qualityRoleSwapTable.insert(() => ({ id: callId }));
}

/** The call's transcript as inspected and shown: the recognizer's, with the sides corrected where a reviewer did. */
export function inspectedTranscript(callId: number): Sentence[] {
  const lines = transcriptOf(callId);
  if (!rolesSwapped(callId)) return lines;
  return lines.map((line) => ({ ...line, role: line.role === 1 ? 2 : 1 }));
}
