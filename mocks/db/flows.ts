import { commit, demoData } from './db';
import { DEFAULT_ANSWERS, type DemoAnswer, type DemoScene, type FlowsData } from './flows-seed';
import { createTable } from '../kit/table';

/** Robot scripts and assistant plans with their flows (scenes, special answers) in the demo data. */

export type Owner = 'robot' | 'assistant';

export const flows = () => demoData().flows;
export const nextId = () => ++flows().seq;

// Scripts and plans keep their place in the flows data (one id sequence with their scenes): tables over it.
const flowsTable = <K extends 'scripts' | 'plans'>(key: K, name: string) =>
  createTable<FlowsData[K][number]>({
    name,
    slot: {
      rows: () => flows()[key],
      save(rows) {
        flows()[key] = rows as FlowsData[K];
        commit();
      },
      nextId,
    },
  });

export const scriptTable = flowsTable('scripts', 'robot/scripts');
export const planTable = flowsTable('plans', 'assistant/plans');

export const strip = ({ owner: _o, sc_id: _s, ...scene }: DemoScene) => scene;

export const scenesOf = (owner: Owner, sc_id: number) =>
  flows()
    .scenes.filter((s) => s.owner === owner && s.sc_id === sc_id)
    .sort((a, b) => a.dmsort - b.dmsort)
    .map(strip);

export const specialAnswers = (owner: Owner, sc_id: number): DemoAnswer[] =>
  flows()
    .answers.filter((a) => a.owner === owner && a.sc_id === sc_id)
    .map(({ owner: _o, sc_id: _s, ...a }) => ({ ...a, is_select: 0 as const }));

export const answerListOf = (owner: Owner, sc_id: number) => ({
  default: DEFAULT_ANSWERS,
  special: specialAnswers(owner, sc_id),
});

/** Copies the scenes and special answers of one owner to another (script or plan copy). */
export function copyFlow(owner: Owner, from: number, to: number): void {
  const f = flows();
  const answerIds = new Map<number, number>();
  for (const a of f.answers.filter((x) => x.owner === owner && x.sc_id === from)) {
    const id = nextId();
    answerIds.set(a.id, id);
    f.answers.push({ ...a, id, sc_id: to });
  }
  for (const s of f.scenes.filter((x) => x.owner === owner && x.sc_id === from)) {
    f.scenes.push({
      ...structuredClone(s),
      id: nextId(),
      sc_id: to,
      nodeDataArray: s.nodeDataArray.map((n) => ({ ...structuredClone(n), id: nextId() })),
    });
  }
}

export function deleteFlow(owner: Owner, sc_id: number): void {
  const f = flows();
  f.scenes = f.scenes.filter((s) => !(s.owner === owner && s.sc_id === sc_id));
  f.answers = f.answers.filter((a) => !(a.owner === owner && a.sc_id === sc_id));
}
