import type { TFunction } from 'i18next';
import type { RuleProblem } from '@/domain/quality/engine';

/** A problem the engine found, in the editor's words (positions counted from 1, as people count). */
export function problemText(t: TFunction<'quality'>, p: RuleProblem): string {
  return t(`problem.${p.code}`, {
    pos: (p.position ?? 0) + 1,
    no: p.condition ?? '',
    detail: p.detail ?? '',
  });
}
