export { compileScript, type CompiledScript } from './compile';
export { startCall, respond, finishCall, JUMP_END, JUMP_NONE, MAX_SILENCES } from './walk';
export { matchBranch, matchKb, KB_SIMILARITY_MIN } from './match';
export { normalize, bigrams, similarity, SPECIAL_TOKENS, WILDCARD } from './match-rules';
export {
  DEFAULT_POINTS,
  POINTS_MAX,
  POINTS_MIN,
  levelOf,
  callRulePoints,
  clampPoints,
  withDefaults,
} from './points';
export type * from './types';
