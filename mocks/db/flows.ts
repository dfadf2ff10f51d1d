import {
  DEFAULT_ANSWERS,
  seedFlows,
  type DemoAnswer,
  type DemoPlan,
  type DemoScene,
  type DemoScript,
  type DemoSpecialAnswer,
  type FlowsSeed,
  type Owner,
} from './flows-seed';
import { demoData } from './db';
import { createTable, type Table } from '../kit/table';

/** Robot scripts and assistant plans with their flows (scenes, special answers): kit tables, one part each. */

export type { Owner };

// One seed per data set (the demo reset brings a new one), each table taking its own part: built once for the six
// tables (a few tens of milliseconds each time), and no row shared by two tables or two data sets.
const seeds = new WeakMap<object, FlowsSeed>();
function seeded(): FlowsSeed {
  const data = demoData();
  let seed = seeds.get(data);
  if (!seed) seeds.set(data, (seed = seedFlows()));
  return seed;
}

export const scriptTable = createTable<DemoScript>({ name: 'robot/scripts', seed: () => seeded().scripts });
export const planTable = createTable<DemoPlan>({ name: 'assistant/plans', seed: () => seeded().plans });

// A robot and an assistant scene or answer may have the same id (the seed numbers each owner's special answers
// by its script or plan, and each table counts on its own), so each owner keeps its own. A scene's nodes take
// their ids from their scenes' sequence: they stay unique among the owner's scenes and nodes.
const scenesTable = (owner: Owner) =>
  createTable<DemoScene>({
    name: `${owner}/scenes`,
    seed: () => seeded().scenes[owner],
    partIds: (scene) => scene.nodeDataArray.flatMap((n) => (n.id === null ? [] : [n.id])),
  });
const answersTable = (owner: Owner) =>
  createTable<DemoSpecialAnswer>({ name: `${owner}/answers`, seed: () => seeded().answers[owner] });

export const sceneTables: Record<Owner, Table<DemoScene>> = {
  robot: scenesTable('robot'),
  assistant: scenesTable('assistant'),
};
export const answerTables: Record<Owner, Table<DemoSpecialAnswer>> = {
  robot: answersTable('robot'),
  assistant: answersTable('assistant'),
};

export const strip = ({ sc_id: _s, ...scene }: DemoScene) => scene;

/** The scenes of a script or plan in their order (dmsort), as the endpoints give them. */
export const scenesOf = (owner: Owner, sc_id: number) =>
  sceneTables[owner]
    .list(
      (s) => s.sc_id === sc_id,
      (a, b) => a.dmsort - b.dmsort,
    )
    .map(strip);

export const specialAnswers = (owner: Owner, sc_id: number): DemoAnswer[] =>
  answerTables[owner]
    .list((a) => a.sc_id === sc_id)
    .map(({ sc_id: _s, ...a }) => ({ ...a, is_select: 0 as const }));

export const answerListOf = (owner: Owner, sc_id: number) => ({
  default: DEFAULT_ANSWERS,
  special: specialAnswers(owner, sc_id),
});

/**
 * Copies the scenes and special answers of one script or plan to another (a copy): new ids for the answers, the
 * scenes and their nodes. The nodes' answer lists keep the source's answer ids, as they always have.
 */
export function copyFlow(owner: Owner, from: number, to: number): void {
  const answers = answerTables[owner];
  answers.insertMany(
    answers.list((a) => a.sc_id === from).map((a) => (id: number) => ({ ...a, id, sc_id: to })),
  );
  const scenes = sceneTables[owner];
  scenes.insertMany(
    scenes
      .list((s) => s.sc_id === from)
      .map((s) => (id: number) => ({
        ...s,
        id,
        sc_id: to,
        nodeDataArray: s.nodeDataArray.map((n) => ({ ...structuredClone(n), id: scenes.nextId() })),
        linkDataArray: structuredClone(s.linkDataArray),
      })),
  );
}

export function deleteFlow(owner: Owner, sc_id: number): void {
  sceneTables[owner].remove(sceneTables[owner].list((s) => s.sc_id === sc_id).map((s) => s.id));
  answerTables[owner].remove(answerTables[owner].list((a) => a.sc_id === sc_id).map((a) => a.id));
}
