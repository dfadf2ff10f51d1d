/**
 * The scoring model, per rule per call (as Aliyun SCA and Amazon Contact Lens score): a rule's points count
 * once in a call however many sentences it hit, and a review takes them back only when every one of its hits
 * is overturned, since one standing hit is enough to show the rule was broken. Overturning some of the hits
 * lowers the rule's standing hit count, not the score. The demo backend scores, reviews and reports with this
 * function, and the screens preview a review with it, so every figure follows the same model.
 */
import type { components } from '@/api/generated/schema';
import type { CallHit } from './hits';

type ResultDetail = components['schemas']['QualityResultDetail'];

export type HitDecision = ResultDetail['hits'][number]['decision'];

/** A rule's standing in a call, as the contract gives it. */
export type RuleScore = ResultDetail['rules'][number];

export interface ScoreInput {
  base_score: number;
  hits: readonly Pick<CallHit, 'key' | 'rule_id' | 'rule_name' | 'score'>[];
  decisions?: Readonly<Record<string, HitDecision | undefined>>;
  /** A reviewer's own deductions, each taking its points. */
  deductions?: readonly { points: number }[];
}

export interface RuleScoredCall {
  /** Base score plus each rule's counted points, less the deductions; never below 0. */
  score: number;
  /** Each rule that hit, once, in the order of its first hit. */
  rules: RuleScore[];
}

export function scoreByRule({
  base_score,
  hits,
  decisions = {},
  deductions = [],
}: ScoreInput): RuleScoredCall {
  const byRule = new Map<number, RuleScore>();
  for (const h of hits) {
    let rule = byRule.get(h.rule_id);
    if (!rule) {
      rule = {
        rule_id: h.rule_id,
        rule_name: h.rule_name,
        points: h.score,
        hit_count: 0,
        overturned_count: 0,
        counted: 0,
      };
      byRule.set(h.rule_id, rule);
    }
    rule.hit_count += 1;
    if (decisions[h.key] === 'overturned') rule.overturned_count += 1;
  }
  const rules = [...byRule.values()].map((r) => ({
    ...r,
    counted: r.overturned_count < r.hit_count ? r.points : 0,
  }));
  const counted = rules.reduce((sum, r) => sum + r.counted, 0);
  const deducted = deductions.reduce((sum, d) => sum + d.points, 0);
  return { score: Math.max(0, base_score + counted - deducted), rules };
}
