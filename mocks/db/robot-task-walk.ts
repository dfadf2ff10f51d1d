import {
  compileScript,
  finishCall,
  respond,
  startCall,
  type CompiledScript,
  type Turn,
} from '@/domain/robot/engine';
import { customerTurn, random } from './robot-sim-calls';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from './robot-tasks';
import { robotEngineInput } from './robot-engine-input';

/** What the robot says when it did not hear, and when it gives up: the same lines as question learning. */
const LINES = { pardon: '不好意思，我没听清楚，您能再说一遍吗？', goodbye: '那我稍后再联系您，再见！' };
const MAX_TURNS = 6;
/** Seconds a robot line and a customer's answer take on the line (for the transcript's offsets). */
const ROBOT_S = 6;
const CUSTOMER_S = 3;
/** How long the robot waits for an answer before it takes the customer's silence (and repeats its line). */
export const SILENCE_S = 5;

export interface RobotCallLine {
  role: 'robot' | 'customer';
  text: string;
  /** what produced a robot line: a node of the flow or an entry of the knowledge base */
  source: { kind: 'node' | 'kb'; name: string } | null;
  at_s: number;
  /** a customer turn with nothing said: how long the line stayed silent before the robot went on; else null */
  silence_s: number | null;
}

export interface RobotCallWalk {
  lines: RobotCallLine[];
  /** node names in the order the call reached them */
  path: string[];
  rounds: number;
  points: number;
  level: string;
  duration: number;
}

export const compiledScriptOf = (sc_id: number) => compileScript(robotEngineInput(sc_id, LINES));

// a task's walks by number, kept while its script reads the same (the list and dashboards ask every few seconds)
const walkCache = new Map<
  number,
  { version: string; script?: CompiledScript; walks: Map<number, RobotCallWalk> }
>();

/** The walks of a task's answered numbers, each made once per version of the script. */
export function taskWalks(
  task: RobotTaskRow,
  indexes: readonly number[],
): { index: number; walk: RobotCallWalk }[] {
  if (!indexes.length) return [];
  const input = robotEngineInput(task.sc_id, LINES);
  const version = `${task.sc_id}|${JSON.stringify(input)}`;
  let entry = walkCache.get(task.id);
  if (entry?.version !== version) walkCache.set(task.id, (entry = { version, walks: new Map() }));
  const cached = entry;
  return indexes.map((index) => {
    let walk = cached.walks.get(index);
    if (!walk) {
      cached.script ??= compileScript(input);
      walk = walkTaskCall(cached.script, task, index);
      cached.walks.set(index, walk);
    }
    return { index, walk };
  });
}

/** Whether the task's answered call `index` has a walk in the cache (the warm-up's test reads it). */
export const isWalked = (task: RobotTaskRow, index: number) =>
  walkCache.get(task.id)?.walks.has(index) ?? false;

/**
 * Warm-up steps (db/warm-up.ts), one task each: its answered calls so far walked into the cache, as a platform
 * has its finished calls' transcripts and levels stored. Nothing else changes: the task's intent actions still
 * run when its calls are first read.
 */
export const taskWalkBuilds = (): (() => void)[] =>
  robotTasks.list().map((task) => () => taskWalks(task, robotTaskProgress(task).answeredIndexes));

const robotLine = (turn: Turn, at_s: number): RobotCallLine => ({
  role: 'robot',
  text: turn.robotText,
  source:
    turn.match.kind === 'kb'
      ? { kind: 'kb', name: turn.match.name ?? '' }
      : { kind: 'node', name: turn.nodeName },
  at_s,
  silence_s: null,
});

/**
 * One answered call of a task: a real walk of the script by the dialogue engine against a simulated customer
 * drawn from the task and the number (the same call every time it is looked at).
 */
export function walkTaskCall(script: CompiledScript, task: RobotTaskRow, index: number): RobotCallWalk {
  const next = random(task.id * 100_003 + index);
  let { state, turn } = startCall(script);
  let at = 0;
  const lines: RobotCallLine[] = [robotLine(turn, at)];
  for (let n = 0; n < MAX_TURNS && !state.ended; n += 1) {
    at += ROBOT_S;
    const said = customerTurn(next);
    // a silence is a turn of the transcript too: without it the robot's repeated line reads as a stutter
    if (said.input.kind === 'silence') {
      lines.push({ role: 'customer', text: '', source: null, at_s: at, silence_s: SILENCE_S });
      at += SILENCE_S;
    } else {
      if (said.text)
        lines.push({ role: 'customer', text: said.text, source: null, at_s: at, silence_s: null });
      at += CUSTOMER_S;
    }
    ({ state, turn } = respond(script, state, said.input));
    lines.push(robotLine(turn, at));
  }
  const duration = at + ROBOT_S;
  const { total, level } = finishCall(script, state, { durationSec: duration });
  const names = new Map([...script.nodes.values()].map((n) => [n.node.key, n.node.text]));
  return {
    lines,
    path: state.path.map((key) => names.get(key) ?? key),
    rounds: state.turns,
    points: total,
    level,
    duration,
  };
}
