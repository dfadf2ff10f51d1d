/**
 * The shapes the dialogue engine reads. They are structural subsets of the contract's scenes, answers and
 * knowledge-base entries, so the screens (generated types) and the demo backend (its stored rows) both pass
 * their own data without converting it.
 */
export interface EngineAnswer {
  id: number;
  name: string;
  is_select: 0 | 1;
  isSystem?: boolean;
  keyWorldList: string[];
  key?: string;
}

export interface EngineNode {
  key: string;
  group?: string;
  text: string;
  nodeType: 'normal' | 'jump' | 'button';
  content?: string;
  answerList?: EngineAnswer[];
  start?: boolean;
  interrupt?: 0 | 1;
  jumpId?: number;
  score?: number;
  recording_url?: string | null;
}

export interface EngineScene {
  id: number;
  name: string;
  dmsort: number;
  nodeDataArray: EngineNode[];
  linkDataArray: { from: string; to: string }[];
}

export interface EngineKbEntry {
  id: number;
  name: string;
  similar?: string[];
  keyWorldList: string[];
  content: string;
  type: 0 | 1;
  recording_url?: string | null;
}

/** Points settings of a script (openapi RobotPoints); every part optional so a script without them still runs. */
export interface PointsSettings {
  /** Intent levels by the lowest total that reaches them, e.g. A 80, B 60 … F 0. */
  levels: { level: string; min: number }[];
  /** 1: reaching a node adds its own intent score (the node's score field). */
  node_score: 0 | 1;
  /** Points for reaching a node, by node key; replaces the node's own score. */
  node_points: { node_key: string; points: number }[];
  /** Points for taking a branch, by answer id (negative for refusals). */
  branch_points: { answer_id: number; points: number }[];
  /** Points for each knowledge-base hit. */
  kb_points: number;
  /** Call-level rules: a call lasting at least `min` seconds, or with at least `min` customer turns. */
  call_rules: { kind: 'duration' | 'turns'; min: number; points: number }[];
}

/** What the robot says when the script itself has no line for the moment (texts come from the caller). */
export interface EngineLines {
  /** Nothing matched and the node has no default branch. */
  pardon: string;
  /** The call ends after too many silences. */
  goodbye: string;
}

export interface EngineInput {
  scenes: EngineScene[];
  /** The script's answers: their keywords win over the copies stored on the nodes (a branch edit changes only these). */
  answers?: { default: EngineAnswer[]; special: EngineAnswer[] };
  library?: EngineKbEntry[];
  points?: Partial<PointsSettings>;
  lines: EngineLines;
}

/** What the customer did in one turn. */
export type CustomerInput =
  | { kind: 'speech'; text: string }
  | { kind: 'silence' }
  | { kind: 'interrupt'; text: string }
  | { kind: 'unrecognised' };

export type MatchKind = 'branch' | 'kb' | 'default' | 'special' | 'none' | 'repeat' | 'ignored' | 'start';

/** Why an utterance counts for question learning: nothing answered it, only the default branch did, or ASR failed. */
export type UnmatchedReason = 'noAnswer' | 'offTopic' | 'notRecognised';

export interface TurnMatch {
  kind: MatchKind;
  /** Answer id (branch, default, special) or KB entry id. */
  id?: number;
  name?: string;
  /** 0–100: how much of the utterance the match covers (keywords) or how alike it is (similar questions). */
  score: number;
  /** The rule or similar question that matched. */
  rule?: string;
}

export interface Turn {
  robotText: string;
  recordingUrl: string | null;
  /** The node the robot is at after the turn (for a KB answer, the node it returns to). */
  nodeKey: string;
  nodeName: string;
  sceneId: number;
  sceneName: string;
  match: TurnMatch;
  /** Points this turn added (may be negative) and the running total, 0–100. */
  points: number;
  total: number;
  level: string;
  ended: boolean;
  unmatched?: UnmatchedReason;
}

export interface CallState {
  nodeKey: string;
  /** Running total, kept within 0–100 after every turn (a refusal cannot dig a hole later turns must fill). */
  points: number;
  turns: number;
  silences: number;
  ended: boolean;
  /** Every node reached, in order (the walk of the call). */
  path: string[];
}
