/**
 * A model scores a call: each rule's points times its weight, counted once per call by the scoring model
 * (`scoreByRule`), and passed when the total reaches the pass mark.
 */
import { callHits, type CallHit } from './hits';
import { prepareRule, runPrepared, type PreparedRule } from './rule';
import { scoreByRule } from './rule-scores';
import type { EngineRule, RuleOutcome, Sentence } from './types';

export interface EngineModel {
  base_score: number;
  pass_score: number;
  rules: { rule: EngineRule; weight: number }[];
}

export interface CallScore {
  score: number;
  passed: boolean;
  outcomes: (RuleOutcome & { weight: number })[];
  hits: CallHit[];
}

export interface PreparedModel {
  base_score: number;
  pass_score: number;
  rules: { prepared: PreparedRule; weight: number }[];
}

/** Rules with problems are left out of the model rather than failing every call (the editor refuses them). */
export function prepareModel(model: EngineModel): PreparedModel {
  const rules: PreparedModel['rules'] = [];
  for (const { rule, weight } of model.rules) {
    const prepared = prepareRule(rule);
    if (prepared.ok) rules.push({ prepared: prepared.prepared, weight });
  }
  return { base_score: model.base_score, pass_score: model.pass_score, rules };
}

export function scoreCall(model: PreparedModel, sentences: readonly Sentence[]): CallScore {
  const outcomes = model.rules.map(({ prepared, weight }) => {
    const outcome = runPrepared(prepared, sentences);
    return { ...outcome, score: Math.round(outcome.score * weight), weight };
  });
  const hits = callHits(outcomes);
  const { score } = scoreByRule({ base_score: model.base_score, hits });
  return { score, passed: score >= model.pass_score, outcomes, hits };
}
