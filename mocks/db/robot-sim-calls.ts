import {
  respond,
  startCall,
  type CompiledScript,
  type CustomerInput,
  type UnmatchedReason,
} from '@/domain/robot/engine';
import { seedTime } from '../kit/time';

/**
 * Robot calls of the demo: each a real walk of the script by the dialogue engine against a simulated customer
 * whose words are drawn (deterministically, per script and call) from what customers say — some the script
 * answers, some it does not. Question learning collects the words nothing matched.
 */
export const SIM_CALLS_PER_SCRIPT = 40;
const MAX_TURNS = 6;

const SAID = [
  '好的',
  '可以的',
  '是的',
  '不需要',
  '没兴趣',
  '不是',
  '你们公司地址在哪',
  '利息怎么算',
  '你是机器人吗',
  '你们有线下门店吗',
  '有没有线下门店',
  '线下门店在哪里',
  '能发个短信给我吗',
  '发短信给我吧',
  '你们周末上班吗',
  '周末有人上班吗',
  '我考虑一下',
  '我再考虑考虑',
  '嗯嗯',
  '我现在在开车',
];
const MUMBLED = ['呃那个', '喂喂听不清'];

export interface SimTurn {
  robot: string;
  customer: string;
  nodeKey: string;
}

export interface Unmatched {
  call_id: number;
  called_at: string;
  before: string;
  text: string;
  after: string;
  reason: UnmatchedReason;
  node_key: string;
  node_name: string;
  scene_name: string;
}

export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the simulated customer does next. */
export function customerTurn(next: () => number): { input: CustomerInput; text: string } {
  const roll = next();
  if (roll < 0.05) return { input: { kind: 'silence' }, text: '' };
  if (roll < 0.1) {
    const text = MUMBLED[Math.floor(next() * MUMBLED.length)]!;
    return { input: { kind: 'unrecognised' }, text };
  }
  const text = SAID[Math.floor(next() * SAID.length)]!;
  return { input: { kind: 'speech', text }, text };
}

/** The unmatched customer turns of the demo's robot calls of one script. */
export function simulatedUnmatched(script: CompiledScript, sc_id: number): Unmatched[] {
  const out: Unmatched[] = [];
  for (let i = 0; i < SIM_CALLS_PER_SCRIPT; i += 1) {
    const call_id = sc_id * 10_000 + i + 1;
    const called_at = seedTime(new Date(Date.UTC(2026, 10, 20 - (i % 20), 9 + (i % 8), (i * 7) % 60)));
    const next = random(sc_id * 7919 + i);
    let { state, turn } = startCall(script);
    for (let n = 0; n < MAX_TURNS && !state.ended; n += 1) {
      const before = turn.robotText;
      const at = script.nodes.get(state.nodeKey);
      const said = customerTurn(next);
      ({ state, turn } = respond(script, state, said.input));
      if (turn.unmatched)
        out.push({
          call_id,
          called_at,
          before,
          text: said.text,
          after: turn.robotText,
          reason: turn.unmatched,
          node_key: at?.node.key ?? '',
          node_name: at?.node.text ?? '',
          scene_name: at?.scene.name ?? '',
        });
    }
  }
  return out;
}
