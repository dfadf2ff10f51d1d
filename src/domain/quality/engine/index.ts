export type * from './types';
export { parseLogic, evaluateLogic, positiveRefs, defaultLogic, type LogicNode } from './logic';
export { compileRegex } from './regex';
export { conditionHits } from './conditions';
export { checkRule, prepareRule, runPrepared, runRule, type PreparedRule } from './rule';
export { prepareModel, scoreCall, type EngineModel, type CallScore, type PreparedModel } from './score';
export { toCondition, toEngineRule, type ContractCondition } from './contract';
export { callHits, type CallHit } from './hits';
export {
  scoreByRule,
  type HitDecision,
  type RuleScore,
  type RuleScoredCall,
  type ScoreInput,
} from './rule-scores';
