import type { CompiledBranch, CompiledScript, SpecialEvent } from './compile';
import { defaultBranch, matchBranch, matchKb } from './match';
import { normalize } from './match-rules';
import { callRulePoints, clampPoints, levelOf } from './points';
import type { CallState, CustomerInput, Turn, TurnMatch, UnmatchedReason } from './types';

/** A jump node ending the call; -99 (no target) ends it too, as there is nowhere to go. */
export const JUMP_END = -2;
export const JUMP_NONE = -99;
/** Silences in a row after which the robot says goodbye. */
export const MAX_SILENCES = 2;
/** Jumps followed at most in one turn: a loop of jump nodes must not hang the call. */
const MAX_HOPS = 20;

interface Arrival {
  key: string;
  text: string;
  recordingUrl: string | null;
  points: number;
  ended: boolean;
  reached: string[];
}

/** Arrives at a node: follows jump nodes to their scene's entry, adds the node points, says the node's line. */
function arrive(script: CompiledScript, key: string | null, from: string): Arrival {
  const texts: string[] = [];
  const reached: string[] = [];
  let points = 0;
  let current = key;
  let recordingUrl: string | null = null;
  for (let hop = 0; hop < MAX_HOPS && current; hop += 1) {
    const at = script.nodes.get(current);
    if (!at) break;
    const { node } = at;
    reached.push(node.key);
    points += script.nodePoints.get(node.key) ?? (script.points.node_score ? (node.score ?? 0) : 0);
    if (node.content) texts.push(node.content);
    recordingUrl = node.recording_url ?? recordingUrl;
    if (node.nodeType === 'jump') {
      const target =
        node.jumpId === undefined || node.jumpId === JUMP_END || node.jumpId === JUMP_NONE
          ? undefined
          : script.sceneStart.get(node.jumpId);
      if (!target) return { key: node.key, text: texts.join(''), recordingUrl, points, ended: true, reached };
      current = target;
      continue;
    }
    // a speaking node without branches has nothing to wait for: the call ends after its line
    const ended = at.branches.length === 0;
    return {
      key: node.key,
      text: texts.join(''),
      recordingUrl: texts.length > 1 ? null : recordingUrl,
      points,
      ended,
      reached,
    };
  }
  return { key: from, text: texts.join(''), recordingUrl: null, points, ended: true, reached };
}

function turnOf(
  script: CompiledScript,
  state: CallState,
  arrival: Pick<Arrival, 'key' | 'text' | 'recordingUrl' | 'ended'>,
  match: TurnMatch,
  points: number,
  unmatched?: UnmatchedReason,
): Turn {
  const at = script.nodes.get(arrival.key);
  const total = clampPoints(state.points);
  return {
    robotText: arrival.text,
    recordingUrl: arrival.recordingUrl,
    nodeKey: arrival.key,
    nodeName: at?.node.text ?? '',
    sceneId: at?.scene.id ?? 0,
    sceneName: at?.scene.name ?? '',
    match,
    points,
    total,
    level: levelOf(script.points.levels, total),
    ended: arrival.ended,
    ...(unmatched ? { unmatched } : {}),
  };
}

/** Opens a call: the robot says the entry node of the first scene. */
export function startCall(script: CompiledScript): { state: CallState; turn: Turn } {
  const arrival = arrive(script, script.startKey, script.startKey ?? '');
  const state: CallState = {
    nodeKey: arrival.key,
    points: clampPoints(arrival.points),
    turns: 0,
    silences: 0,
    ended: arrival.ended || !script.startKey,
    path: arrival.reached,
  };
  return {
    state,
    turn: turnOf(
      script,
      state,
      { ...arrival, ended: state.ended },
      { kind: 'start', score: 0 },
      arrival.points,
    ),
  };
}

/** One customer turn: the robot's answer and the new state (the given state is not changed). */
export function respond(
  script: CompiledScript,
  previous: CallState,
  input: CustomerInput,
): { state: CallState; turn: Turn } {
  const state: CallState = { ...previous, path: [...previous.path], turns: previous.turns + 1 };
  const here = script.nodes.get(state.nodeKey);
  const stay = (text: string, ended = false) => ({
    key: state.nodeKey,
    text,
    recordingUrl: text === here?.node.content ? (here?.node.recording_url ?? null) : null,
    ended,
  });
  if (previous.ended || !here) {
    state.ended = true;
    return { state, turn: turnOf(script, state, stay('', true), { kind: 'none', score: 0 }, 0) };
  }

  const follow = (branch: CompiledBranch, match: TurnMatch, unmatched?: UnmatchedReason) => {
    const arrival = arrive(script, branch.target, state.nodeKey);
    const points = (script.branchPoints.get(branch.answer.id) ?? 0) + arrival.points;
    state.points = clampPoints(state.points + points);
    state.nodeKey = arrival.key;
    state.path.push(...arrival.reached);
    state.ended = arrival.ended || branch.target === null;
    state.silences = 0;
    return {
      state,
      turn: turnOf(script, state, { ...arrival, ended: state.ended }, match, points, unmatched),
    };
  };
  const special = (event: SpecialEvent) => here.branches.find((b) => b.events.has(event));
  const followSpecial = (branch: CompiledBranch) =>
    follow(branch, { kind: 'special', id: branch.answer.id, name: branch.answer.name, score: 100 });
  const pardon = (reason: UnmatchedReason) => {
    state.silences = 0;
    return {
      state,
      turn: turnOf(script, state, stay(script.lines.pardon), { kind: 'none', score: 0 }, 0, reason),
    };
  };

  if (input.kind === 'silence') {
    const branch = special('silence');
    if (branch) return followSpecial(branch);
    state.silences += 1;
    if (state.silences >= MAX_SILENCES) {
      state.ended = true;
      return {
        state,
        turn: turnOf(script, state, stay(script.lines.goodbye, true), { kind: 'repeat', score: 0 }, 0),
      };
    }
    return {
      state,
      turn: turnOf(script, state, stay(here.node.content ?? ''), { kind: 'repeat', score: 0 }, 0),
    };
  }
  if (input.kind === 'unrecognised') {
    const branch = special('unrecognised');
    return branch ? followSpecial(branch) : pardon('notRecognised');
  }
  if (input.kind === 'interrupt') {
    // interrupt 1: the robot finishes its line whatever the customer says
    if (here.node.interrupt !== 0)
      return { state, turn: turnOf(script, state, stay(''), { kind: 'ignored', score: 0 }, 0) };
    const branch = special('interrupt');
    if (branch) return followSpecial(branch);
  }

  const text = normalize(input.text);
  if (!text) {
    const branch = special('unrecognised');
    return branch ? followSpecial(branch) : pardon('notRecognised');
  }
  const hit = matchBranch(here, text);
  if (hit)
    return follow(hit.item, {
      kind: 'branch',
      id: hit.item.answer.id,
      name: hit.item.answer.name,
      score: hit.score,
      rule: hit.rule,
    });
  const kb = matchKb(script, text);
  if (kb) {
    const points = script.points.kb_points;
    state.points = clampPoints(state.points + points);
    state.silences = 0;
    const { entry } = kb.item;
    return {
      state,
      turn: turnOf(
        script,
        state,
        { key: state.nodeKey, text: entry.content, recordingUrl: entry.recording_url ?? null, ended: false },
        { kind: 'kb', id: entry.id, name: entry.name, score: kb.score, rule: kb.rule },
        points,
      ),
    };
  }
  const fallback = defaultBranch(here);
  if (fallback)
    return follow(
      fallback,
      { kind: 'default', id: fallback.answer.id, name: fallback.answer.name, score: 0, rule: '*' },
      'offTopic',
    );
  return pardon('noAnswer');
}

/** The call's final points (with the call-level rules) and its intent level. */
export function finishCall(
  script: CompiledScript,
  state: CallState,
  call: { durationSec: number },
): { total: number; level: string } {
  const total = clampPoints(
    state.points +
      callRulePoints(script.points.call_rules, { durationSec: call.durationSec, turns: state.turns }),
  );
  return { total, level: levelOf(script.points.levels, total) };
}
