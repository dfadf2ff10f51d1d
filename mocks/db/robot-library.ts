import { createTable } from '../kit/table';
import { seedTime } from '../kit/time';
import { SEEDED_SCRIPTS, type ScriptContent } from './robot-script-content';

/** A knowledge-base question of a robot script (openapi LibraryEntry without its derived fields). */
export interface DemoLibraryEntry {
  id: number;
  sc_id: number;
  name: string;
  similar: string[];
  type: 0 | 1;
  keyWorldList: string[];
  content: string;
  interrupt: 0 | 1;
  updated_at: string;
}

/** CONST-09: question types 0 general, 1 business. */
export const QUESTION_TYPE_NAMES: Record<0 | 1, string> = { 0: '通用问题', 1: '业务问题' };

type Seed = Omit<DemoLibraryEntry, 'id' | 'sc_id' | 'updated_at' | 'interrupt'>;

/**
 * A script's questions: the general ones every script has, answered in its company's name, around the
 * business questions of its industry (./robot-script-content.ts).
 */
function questionsOf(content: ScriptContent): Seed[] {
  const business = content.questions.map((b) => ({ ...b, type: 1 as const }));
  return [
    {
      name: '你们是哪个公司',
      similar: ['你是哪里的', '哪个公司打来的'],
      keyWorldList: ['哪个公司', '什么公司'],
      content: `我们是${content.company}，${content.about}`,
      type: 0,
    },
    {
      name: '你们公司在哪里',
      similar: ['公司地址在哪', '你们在哪个城市'],
      keyWorldList: ['地址', '在哪里'],
      content: content.address,
      type: 0,
    },
    ...business,
    {
      name: '号码是哪来的',
      similar: ['你怎么有我电话', '谁给你的号码'],
      keyWorldList: ['号码&哪', '电话&怎么'],
      content: '您的号码是在我们平台登记过的，如有打扰请您谅解。',
      type: 0,
    },
    {
      name: '你是机器人吗',
      similar: ['你是真人吗', '是不是录音'],
      keyWorldList: ['机器人', '真人'],
      content: '我是智能客服助理，有需要我可以为您转接人工。',
      type: 0,
    },
  ];
}

/** The seeded scripts (ids 1–12) each start with their questions, some scripts with fewer. */
export const libraryTable = createTable<DemoLibraryEntry>({
  name: 'robot/library',
  seed: () => {
    let id = 0;
    return SEEDED_SCRIPTS.map((script, i) => ({
      sc_id: i + 1,
      questions: questionsOf(script.content),
    })).flatMap(({ sc_id, questions }) =>
      questions.slice(0, 4 + (sc_id % 4)).map((q, j) => ({
        ...q,
        id: ++id,
        sc_id,
        interrupt: 1 as const,
        updated_at: seedTime(new Date(Date.UTC(2026, 10, 1 + j, 10))),
      })),
    );
  },
});

export const libraryOf = (sc_id: number) => libraryTable.list((e) => e.sc_id === sc_id);

export function copyLibrary(from: number, to: number): void {
  libraryTable.insertMany(
    libraryOf(from).map(({ id: _id, ...e }) => (id: number) => ({ ...e, id, sc_id: to })),
  );
}

export const dropLibrary = (sc_id: number) => libraryTable.remove(libraryOf(sc_id).map((e) => e.id));
