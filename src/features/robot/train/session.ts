import {
  respond,
  startCall,
  type CallState,
  type CompiledScript,
  type CustomerInput,
  type Turn,
} from '@/domain/robot/engine';

export interface ChatLine {
  id: number;
  who: 'robot' | 'customer';
  text: string;
  /** The customer's action when it was not plain speech (silence, interruption, not recognised). */
  kind?: Exclude<CustomerInput['kind'], 'speech'>;
  /** The robot's turn: node, match, points. */
  turn?: Turn;
}

/** A training conversation: what was said, where the robot is, and what a saved case replays. */
export interface Session {
  lines: ChatLine[];
  state: CallState;
  inputs: CustomerInput[];
  turns: Turn[];
}

/** What a saved case remembers of a turn: where the robot went and what matched. */
export const signature = (turn: Turn) => `${turn.nodeKey}|${turn.match.kind}|${turn.match.id ?? ''}`;

export function startSession(script: CompiledScript): Session {
  const { state, turn } = startCall(script);
  return { lines: [{ id: 0, who: 'robot', text: turn.robotText, turn }], state, inputs: [], turns: [turn] };
}

export function sessionRespond(script: CompiledScript, session: Session, input: CustomerInput): Session {
  const { state, turn } = respond(script, session.state, input);
  const id = session.lines.length;
  const said: ChatLine = {
    id,
    who: 'customer',
    text: 'text' in input ? input.text : '',
    ...(input.kind === 'speech' ? {} : { kind: input.kind }),
  };
  return {
    lines: [...session.lines, said, { id: id + 1, who: 'robot', text: turn.robotText, turn }],
    state,
    inputs: [...session.inputs, input],
    turns: [...session.turns, turn],
  };
}

export interface ReplayResult {
  /** The first turn (0 = the opening) that now takes another path; null when the case still walks the same. */
  changedAt: number | null;
  now: string[];
}

/** Plays a saved case again on the current script and compares the path turn by turn. */
export function replay(script: CompiledScript, inputs: CustomerInput[], expected: string[]): ReplayResult {
  let session = startSession(script);
  for (const input of inputs) session = sessionRespond(script, session, input);
  const now = session.turns.map(signature);
  const length = Math.max(now.length, expected.length);
  for (let i = 0; i < length; i += 1) if (now[i] !== expected[i]) return { changedAt: i, now };
  return { changedAt: null, now };
}
