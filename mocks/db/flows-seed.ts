import { seedTime } from '../kit/time';
import { SEEDED_SCRIPTS } from './robot-script-content';

/** Shapes of the flow editor's data as the platform stores them (openapi/schemas/flow.yaml). */
export interface DemoAnswer {
  id: number;
  name: string;
  key?: string;
  text?: string;
  is_select: 0 | 1;
  group?: string;
  isSystem: boolean;
  keyWorldList: string[];
}

export interface DemoNode {
  id: number | null;
  key: string;
  group?: string;
  isGroup?: boolean;
  text: string;
  type: string;
  nodeType: 'normal' | 'jump' | 'button';
  content?: string;
  answerList?: DemoAnswer[];
  start?: boolean;
  interrupt?: 0 | 1;
  jumpId?: number;
  jumpName?: string;
  score?: number;
  category?: string;
  highColor?: string;
  nextType?: number;
  keyWorldList?: string[];
  loc?: string;
}

export interface DemoLink {
  from: string;
  to: string;
}

export type Owner = 'robot' | 'assistant';

/** A scene of a robot script (in the robot's scenes) or of an assistant plan (in the assistant's). */
export interface DemoScene {
  id: number;
  sc_id: number;
  name: string;
  dmsort: number;
  nodeDataArray: DemoNode[];
  linkDataArray: DemoLink[];
}

export interface DemoScript {
  id: number;
  name: string;
  industry_id: number;
  label_ids: number[];
  speechcraft_desc: string;
  status: 0 | 1 | 2 | 3 | 4;
  own: 0 | 1;
  updated_at: string;
}

export interface DemoPlan {
  id: number;
  name: string;
  remark: string;
  status: 0 | 1;
  speech_type: 1 | 2;
  depart_ids: number[];
  node_ids: number[];
  updated_at: string;
}

export interface DemoTree {
  id: number;
  name: string;
  child?: DemoTree[];
}

/** A special answer of a script or plan; the default answers are the same for every owner. */
export type DemoSpecialAnswer = DemoAnswer & { sc_id: number };

/**
 * The seeded scripts and plans with their flows, per owner: one id sequence gives the scenes' nodes of both (as
 * on the platform), the scenes are numbered across both owners and the special answers by their script or plan.
 */
export interface FlowsSeed {
  scripts: DemoScript[];
  plans: DemoPlan[];
  scenes: Record<Owner, DemoScene[]>;
  answers: Record<Owner, DemoSpecialAnswer[]>;
}

/** System answers every node offers (answerList.default); ids below 100 never clash with special ones. */
export const DEFAULT_ANSWERS: DemoAnswer[] = [
  { id: 1, name: '肯定', is_select: 1, isSystem: true, keyWorldList: ['是的', '可以', '好的', '没问题'] },
  { id: 2, name: '否定', is_select: 1, isSystem: true, keyWorldList: ['不是', '不行', '不可以'] },
  { id: 3, name: '拒绝', is_select: 1, isSystem: true, keyWorldList: ['不需要', '别打了', '没兴趣'] },
  { id: 4, name: '默认', is_select: 1, isSystem: true, keyWorldList: ['*'] },
];

export const SPECIAL = [
  { name: '询问价格', keyWorldList: ['多少钱', '价格', '收费'] },
  { name: '在忙', keyWorldList: ['在忙', '开会', '开车'] },
  { name: '询问来源', keyWorldList: ['哪里来的号码', '你是谁', '怎么知道'] },
];

const INDUSTRIES: [string, string[]][] = [
  ['金融', ['信用卡', '消费贷款', '保险']],
  ['教育', ['职业培训', '少儿英语', '学历提升']],
  ['房产', ['新房销售', '二手房']],
  ['电商', ['售后回访', '会员营销']],
];

const LABELS = ['高意向', '催收', '邀约', '回访', '老客户', '新客户', '满意度'];

/** The industry tree (two levels): fixed, never changed by the console. */
export const INDUSTRY_TREE: readonly DemoTree[] = INDUSTRIES.map(([name, leaves], i) => ({
  id: i + 1,
  name,
  child: leaves.map((leaf, j) => ({ id: (i + 1) * 100 + j + 1, name: leaf })),
}));

const LEAVES = INDUSTRY_TREE.flatMap((i) => i.child ?? []);

/** Each industry leaf's labels: fixed, never changed by the console. */
export const INDUSTRY_LABELS: readonly { id: number; industry_id: number; label: string }[] = LEAVES.flatMap(
  (leaf, i) =>
    LABELS.slice(i % 3, (i % 3) + 4).map((label, j) => ({
      id: leaf.id * 10 + j,
      industry_id: leaf.id,
      label,
    })),
);

/** Node texts of a seeded scene: name, speech, and which of the next nodes each default answer leads to. */
export const STORY: { text: string; content: string }[] = [
  { text: '开场白', content: '您好，我是{company}的客服小王，请问您是{name}先生/女士吗？' },
  { text: '产品介绍', content: '我们最近推出了一项专属优惠，办理后可以享受首年免费，您看了解一下吗？' },
  { text: '需求确认', content: '请问您最近有这方面的需求吗？我可以帮您详细介绍一下。' },
  { text: '邀约', content: '那我稍后让专属顾问加您微信，把资料发给您，您看方便吗？' },
  { text: '异议处理', content: '理解您的顾虑，我们的服务是完全透明的，不会产生额外费用。' },
];

/** Answers of a node: every default answer selected, every special answer offered but not selected. */
export function nodeAnswers(key: string, special: DemoAnswer[]): DemoAnswer[] {
  return [
    ...DEFAULT_ANSWERS.map((a) => ({
      ...a,
      group: key,
      key: `${key}_${a.id}`,
      text: a.name,
      is_select: 1 as const,
    })),
    ...special.map((a) => ({ ...a, group: key, key: `${key}_${a.id}`, text: a.name, is_select: 0 as const })),
  ];
}

/** A scene in which every selected answer of a node leads to a later node or to a jump that ends the call. */
export function storyScene(
  id: number,
  owner: Owner,
  sc_id: number,
  name: string,
  dmsort: number,
  special: DemoAnswer[],
  nextId: () => number,
  /** the story's lines in the script's own words (a robot script's industry); else STORY's general ones */
  lines?: readonly string[],
): DemoScene {
  const prefix = `${owner[0]}${sc_id}s${id}`;
  const nodeType = owner === 'robot' ? 'normal' : 'assistantNormal';
  const nodes: DemoNode[] = [];
  const links: DemoLink[] = [];
  const steps = STORY.slice(0, 3 + (id % 3));
  const endKey = `${prefix}n_end`;
  steps.forEach((step, i) => {
    const key = `${prefix}n${i}`;
    const answers = nodeAnswers(key, special);
    nodes.push({
      id: nextId(),
      key,
      isGroup: true,
      text: step.text,
      type: nodeType,
      nodeType: 'normal',
      content: lines?.[i] ?? step.content.replace('{company}', '安心').replace('{name}', '张'),
      answerList: answers,
      start: i === 0,
      interrupt: 1,
      score: 10 * (i + 1),
      keyWorldList: [step.text],
      loc: `${i * 320} 0`,
    });
    answers
      .filter((a) => a.is_select === 1)
      .forEach((a, j) => {
        nodes.push({
          id: nextId(),
          key: a.key!,
          group: key,
          text: a.name,
          type: 'button',
          nodeType: 'button',
          category: 'button',
          loc: `${i * 320} ${120 + j * 36}`,
        });
        const to = a.id === 1 && i + 1 < steps.length ? `${prefix}n${i + 1}` : endKey;
        links.push({ from: a.key!, to });
      });
  });
  nodes.push({
    id: nextId(),
    key: endKey,
    text: '结束通话',
    type: owner === 'robot' ? 'jump' : 'assistantJump',
    nodeType: 'jump',
    content: '好的，感谢您的接听，祝您生活愉快，再见！',
    jumpId: -2,
    jumpName: '挂断',
    loc: `${steps.length * 320} 200`,
  });
  return { id, sc_id, name, dmsort, nodeDataArray: nodes, linkDataArray: links };
}

/** When each seeded plan was last changed: fixed, so the list's order does not depend on any generator. */
const PLAN_UPDATED_AT = [
  '2026-11-14 17:07:24',
  '2026-10-11 16:50:53',
  '2026-09-27 15:21:04',
  '2026-11-04 18:56:54',
];

/** Scripts in every status and own flag, plans, and their scenes and special answers. */
export function seedFlows(): FlowsSeed {
  let seq = 1000;
  const nextId = () => ++seq;

  const statuses: [DemoScript['status'], DemoScript['own']][] = [
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 0],
    [4, 1],
    [0, 1],
    [2, 1],
    [0, 1],
    [3, 1],
    [0, 1],
    [2, 0],
  ];
  const scripts: DemoScript[] = statuses.map(([status, own], i) => {
    const { name, leafId } = SEEDED_SCRIPTS[i]!;
    const leaf = LEAVES.find((l) => l.id === leafId)!;
    return {
      id: i + 1,
      name,
      industry_id: leaf.id,
      label_ids: INDUSTRY_LABELS.filter((l) => l.industry_id === leaf.id)
        .slice(0, 2)
        .map((l) => l.id),
      speechcraft_desc: `${leaf.name}场景的外呼话术`,
      status,
      own,
      // in id order, a day apart: the list's order (and so page 1) does not depend on the faker stream
      updated_at: seedTime(new Date(Date.UTC(2026, 10, 20, 9) - i * 86_400_000)),
    };
  });

  const answers: FlowsSeed['answers'] = { robot: [], assistant: [] };
  const scenes: FlowsSeed['scenes'] = { robot: [], assistant: [] };
  let sceneId = 0;
  const withFlow = (owner: Owner, sc_id: number, lines?: readonly string[]) => {
    const special = SPECIAL.slice(0, 2).map((s, i) => ({
      id: 100 + sc_id * 10 + i,
      name: s.name,
      is_select: 0 as const,
      isSystem: false,
      keyWorldList: s.keyWorldList,
    }));
    answers[owner].push(...special.map((a) => ({ ...a, sc_id })));
    ['开场', '产品推荐', '收尾'].forEach((name, i) => {
      scenes[owner].push(storyScene(++sceneId, owner, sc_id, name, (i + 1) * 10, special, nextId, lines));
    });
  };
  scripts.forEach((s) => withFlow('robot', s.id, SEEDED_SCRIPTS[s.id - 1]!.content.lines));

  const plans: DemoPlan[] = ['新客户首呼辅助', '老客户续费辅助', '投诉安抚辅助', '高意向跟进'].map(
    (name, i) => ({
      id: i + 1,
      name,
      remark: i % 2 ? '' : '坐席通话时的实时提示',
      status: i === 2 ? 0 : 1,
      speech_type: i === 3 ? 2 : 1,
      depart_ids: i === 0 ? [0] : [4, 5],
      node_ids: i === 0 ? [0] : [1, 2],
      updated_at: PLAN_UPDATED_AT[i]!,
    }),
  );
  plans.forEach((p) => withFlow('assistant', p.id));

  return { scripts, plans, scenes, answers };
}
