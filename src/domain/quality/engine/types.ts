/**
 * Shapes the rule engine works on. Plain data only, so the demo backend and the screens share one engine
 * and a rule stored as JSON can be run as-is.
 */

/** 1 agent, 2 customer — the numbering of the contract's transcript lines. */
export type Role = 1 | 2;
/** A condition's side: 0 both, 1 agent, 2 customer. */
export type Side = 0 | Role;

export interface Sentence {
  role: Role;
  text: string;
  start_ms: number;
  end_ms: number;
  /** Emotion tag from the recogniser, where the transcript carries one (e.g. 'angry', 'calm'). */
  emotion?: string;
}

/** Limits a condition to part of the call; sentence counts are of the condition's side. */
export type Range =
  | { kind: 'all' }
  | { kind: 'first'; n: number }
  | { kind: 'last'; n: number }
  /** Within n sentences (of the whole call) of any hit of condition `of`. */
  | { kind: 'around'; of: number; n: number };

interface ConditionBase {
  /** The number the logic expression refers to (1-based). */
  no: number;
  side: Side;
  range?: Range;
}

export interface KeywordCondition extends ConditionBase {
  kind: 'keyword';
  words: string[];
  /** any: one of the words in a sentence; all: every word in the same sentence. */
  match: 'any' | 'all';
  /** Optional: a matched word must be within `distance` characters of one of these words in the same sentence. */
  near?: { words: string[]; distance: number };
}

export interface RegexCondition extends ConditionBase {
  kind: 'regex';
  pattern: string;
  /** Only i is honoured; the engine adds g itself. */
  ignoreCase?: boolean;
}

export interface SpeechRateCondition extends ConditionBase {
  kind: 'speechRate';
  op: 'above' | 'below';
  /** Characters per minute. */
  cpm: number;
  /** Sentences shorter than this many characters are too short to judge a rate by. */
  minChars?: number;
}

export interface SilenceCondition extends ConditionBase {
  kind: 'silence';
  /** A gap longer than this before a sentence of the side is a hit. */
  seconds: number;
}

export interface InterruptionCondition extends ConditionBase {
  kind: 'interruption';
  /** The side talks over the other side at least this many times. */
  times: number;
}

export interface EmotionCondition extends ConditionBase {
  kind: 'emotion';
  tags: string[];
}

export type Condition =
  | KeywordCondition
  | RegexCondition
  | SpeechRateCondition
  | SilenceCondition
  | InterruptionCondition
  | EmotionCondition;

export type ConditionKind = Condition['kind'];

export interface EngineRule {
  id: number;
  name: string;
  conditions: Condition[];
  /** e.g. `1&&2||!3`; empty means all conditions joined by &&. */
  logic: string;
  /** Points added on a hit; negative deducts. */
  score: number;
}

/** Character range [start, end) of a sentence's text that made it a hit, for highlighting. */
export interface Span {
  start: number;
  end: number;
}

export interface Evidence {
  /** Condition that produced this evidence. */
  condition: number;
  /** Index of the sentence in the transcript. */
  index: number;
  role: Role;
  start_ms: number;
  text: string;
  spans: Span[];
}

export interface RuleOutcome {
  rule_id: number;
  rule_name: string;
  hit: boolean;
  /** Points this rule contributes to the call (0 when not hit). */
  score: number;
  evidence: Evidence[];
}

/** A problem in a rule, found before it runs; `position` is a 0-based character index where one applies. */
export interface RuleProblem {
  code:
    | 'logicEmpty'
    | 'logicUnexpectedChar'
    | 'logicUnexpectedEnd'
    | 'logicUnexpectedToken'
    | 'logicUnknownCondition'
    | 'regexInvalid'
    | 'regexEmpty'
    | 'wordsEmpty'
    | 'aroundUnknown'
    | 'aroundCycle'
    | 'duplicateNumber'
    | 'noConditions';
  /** Number of the condition concerned, where one is. */
  condition?: number;
  position?: number;
  /** Engine's own words for a regular-expression error (the browser's wording). */
  detail?: string;
}
