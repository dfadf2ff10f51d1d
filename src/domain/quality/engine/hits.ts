/**
 * The hits a reviewer sees and decides: one per rule and sentence, named by a key a review refers to.
 */
import type { components } from '@/api/generated/schema';
import type { RuleOutcome } from './types';

type ContractHit = components['schemas']['QualityResultDetail']['hits'][number];

/** A hit as the contract gives it, before a reviewer decides it. */
export type CallHit = Omit<ContractHit, 'decision'>;

/**
 * One hit per rule and sentence (two conditions on one sentence merge their spans); a rule that hit with no
 * sentence to show (it fires on something missing, `!1`) is one hit on the whole call, index -1.
 */
export function callHits(outcomes: readonly RuleOutcome[]): CallHit[] {
  const hits: CallHit[] = [];
  for (const o of outcomes) {
    if (!o.hit) continue;
    const base = { rule_id: o.rule_id, rule_name: o.rule_name, score: o.score };
    if (o.evidence.length === 0) {
      hits.push({ ...base, key: `${o.rule_id}:-1`, role: 1, text: '', index: -1, start_ms: 0, spans: [] });
      continue;
    }
    const byIndex = new Map<number, CallHit>();
    for (const e of o.evidence) {
      const hit = byIndex.get(e.index);
      if (hit) hit.spans.push(...e.spans);
      else
        byIndex.set(e.index, {
          ...base,
          key: `${o.rule_id}:${e.index}`,
          role: e.role,
          text: e.text,
          index: e.index,
          start_ms: e.start_ms,
          spans: [...e.spans],
        });
    }
    hits.push(...byIndex.values());
  }
  return hits.sort((a, b) => a.index - b.index || a.rule_id - b.rule_id);
}
