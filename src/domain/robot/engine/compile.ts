import { bigrams, compileRule, normalize, SPECIAL_TOKENS, WILDCARD, type CompiledRule } from './match-rules';
import { withDefaults } from './points';
import type {
  EngineAnswer,
  EngineInput,
  EngineKbEntry,
  EngineLines,
  EngineNode,
  EngineScene,
  PointsSettings,
} from './types';

export type SpecialEvent = keyof typeof SPECIAL_TOKENS;

export interface CompiledBranch {
  answer: EngineAnswer;
  rules: CompiledRule[];
  /** Its rules hold `*`: the default branch. */
  wildcard: boolean;
  /** The special events (silence, interruption, not recognised) it catches. */
  events: Set<SpecialEvent>;
  /** The node the branch leads to; null when nothing is linked. */
  target: string | null;
}

export interface CompiledNode {
  node: EngineNode;
  scene: EngineScene;
  branches: CompiledBranch[];
}

export interface CompiledKbEntry {
  entry: EngineKbEntry;
  rules: CompiledRule[];
  /** The question and its similar phrasings, as bigram sets. */
  phrasings: { text: string; grams: Set<string> }[];
}

/** A script made ready for walking: built once per version of the script, then every turn only looks up. */
export interface CompiledScript {
  nodes: Map<string, CompiledNode>;
  /** Entry node of the first scene (by dmsort). */
  startKey: string | null;
  /** Entry node of each scene, for jump nodes. */
  sceneStart: Map<number, string>;
  kb: CompiledKbEntry[];
  points: PointsSettings;
  nodePoints: Map<string, number>;
  branchPoints: Map<number, number>;
  lines: EngineLines;
}

const compileRules = (rules: string[]) => rules.map(compileRule).filter((r): r is CompiledRule => r !== null);

function eventsOf(rules: string[]): Set<SpecialEvent> {
  const out = new Set<SpecialEvent>();
  for (const [event, token] of Object.entries(SPECIAL_TOKENS))
    if (rules.includes(token)) out.add(event as SpecialEvent);
  return out;
}

/** The entry of a scene: its start node, or else its first speaking node. */
function entryOf(scene: EngineScene): string | undefined {
  const speaking = scene.nodeDataArray.filter((n) => n.nodeType !== 'button');
  return (speaking.find((n) => n.start) ?? speaking.find((n) => n.nodeType === 'normal'))?.key;
}

export function compileScript(input: EngineInput): CompiledScript {
  const scriptAnswers = new Map<number, EngineAnswer>();
  for (const a of [...(input.answers?.default ?? []), ...(input.answers?.special ?? [])])
    scriptAnswers.set(a.id, a);

  const scenes = [...input.scenes].sort((a, b) => a.dmsort - b.dmsort);
  const nodes = new Map<string, CompiledNode>();
  const sceneStart = new Map<number, string>();
  for (const scene of scenes) {
    const linksFrom = new Map<string, string>();
    for (const l of scene.linkDataArray) if (!linksFrom.has(l.from)) linksFrom.set(l.from, l.to);
    const entry = entryOf(scene);
    if (entry) sceneStart.set(scene.id, entry);
    for (const node of scene.nodeDataArray) {
      if (node.nodeType === 'button') continue;
      const branches = (node.answerList ?? [])
        .filter((a) => a.is_select === 1)
        .map((a): CompiledBranch => {
          // a branch edit changes the script's answer; the node keeps an older copy of its keywords
          const rules = scriptAnswers.get(a.id)?.keyWorldList ?? a.keyWorldList;
          const buttonKey = a.key ?? `${node.key}_${a.id}`;
          return {
            answer: { ...a, keyWorldList: rules },
            rules: compileRules(rules),
            wildcard: rules.some((r) => r.trim() === WILDCARD),
            events: eventsOf(rules.map((r) => r.trim())),
            target: linksFrom.get(buttonKey) ?? linksFrom.get(node.key) ?? null,
          };
        });
      nodes.set(node.key, { node, scene, branches });
    }
  }

  const kb = (input.library ?? []).map((entry) => ({
    entry,
    rules: compileRules(entry.keyWorldList),
    phrasings: [entry.name, ...(entry.similar ?? [])]
      .map((text) => ({ text, grams: bigrams(normalize(text)) }))
      .filter((p) => p.grams.size > 0),
  }));

  const points = withDefaults(input.points);
  const first = scenes.find((s) => sceneStart.has(s.id));
  return {
    nodes,
    startKey: first ? sceneStart.get(first.id)! : null,
    sceneStart,
    kb,
    points,
    nodePoints: new Map(points.node_points.map((p) => [p.node_key, p.points])),
    branchPoints: new Map(points.branch_points.map((p) => [p.answer_id, p.points])),
    lines: input.lines,
  };
}
