/**
 * The hits a reviewer sees and decides: one per rule and sentence, named by a key a review refers to.
 */
import type { RuleOutcome } from './types';

export interface CallHit {
  /** `rule_id:index`: names the hit in a review's decisions. */
  key: string;
  rule_id: number;
  rule_name: string;
  /** The rule's points (weight applied), which the call counts once however many hits the rule has. */
  score: number;
  role: 1 | 2;
  text: string;
  /** The sentence's place in the transcript; -1 for a hit on the whole call. */
  index: number;
  start_ms: number;
  spans: { start: number; end: number }[];
}

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
