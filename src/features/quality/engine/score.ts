/**
 * A model scores a call: base score plus each hit rule's points times its weight, never below 0, and passed
 * when the total reaches the pass mark.
 */
import { prepareRule, runPrepared, type PreparedRule } from './rule';
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
  const score = Math.max(0, model.base_score + outcomes.reduce((sum, o) => sum + o.score, 0));
  return { score, passed: score >= model.pass_score, outcomes };
}
