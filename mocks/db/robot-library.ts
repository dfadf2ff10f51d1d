import { createTable } from '../kit/table';
import { seedTime } from '../kit/time';

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
const QUESTIONS: Seed[] = [
  {
    name: '你们是哪个公司',
    similar: ['你是哪里的', '哪个公司打来的'],
    keyWorldList: ['哪个公司', '什么公司'],
    content: '我们是安心金融服务有限公司，专门为您提供金融咨询服务。',
    type: 0,
  },
  {
    name: '你们公司在哪里',
    similar: ['公司地址在哪', '你们在哪个城市'],
    keyWorldList: ['地址', '在哪里'],
    content: '我们公司总部在上海市浦东新区，各地都有服务网点。',
    type: 0,
  },
  {
    name: '怎么收费',
    similar: ['要多少钱', '费用是多少'],
    keyWorldList: ['收费', '手续费'],
    content: '具体费用根据您办理的产品而定，前期咨询是完全免费的。',
    type: 1,
  },
  {
    name: '利息怎么算',
    similar: ['利率是多少', '年化多少'],
    keyWorldList: ['利息', '利率'],
    content: '年化利率最低百分之六，具体以审批结果为准。',
    type: 1,
  },
  {
    name: '怎么办理',
    similar: ['怎么申请', '去哪里办'],
    keyWorldList: ['办理&怎么', '申请'],
    content: '您可以通过我们的官方小程序在线申请，也可以由顾问上门办理。',
    type: 1,
  },
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

/** The seeded scripts (ids 1–12) each start with the same questions, some scripts with fewer. */
const SEEDED_SCRIPTS = 12;

export const libraryTable = createTable<DemoLibraryEntry>({
  name: 'robot/library',
  seed: () => {
    let id = 0;
    return Array.from({ length: SEEDED_SCRIPTS }, (_, i) => i + 1).flatMap((sc_id) =>
      QUESTIONS.slice(0, 4 + (sc_id % 4)).map((q, j) => ({
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
