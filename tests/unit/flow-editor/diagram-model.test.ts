import { createCanvasMapper } from '@/features/flow-editor/components/diagram-model';
import type { Answer, FlowLink, FlowNode } from '@/features/flow-editor/types';

// A scene's diagram exactly as FLOW-08 and FLOW-13 describe nodes and links, read into what the canvas draws.
const answer = (id: number, name: string, group: string, is_select: 0 | 1, isSystem: boolean): Answer => ({
  id,
  name,
  key: `${group}_${id}`,
  group,
  text: name,
  is_select,
  isSystem,
  keyWorldList: [name],
});
const node = (key: string, text: string, extra: Partial<FlowNode>): FlowNode => ({
  id: null,
  key,
  group: '',
  isGroup: false,
  text,
  type: 'normal',
  nodeType: 'normal',
  content: '',
  answerList: [],
  start: false,
  interrupt: 1,
  jumpId: -99,
  jumpName: '',
  score: 0,
  category: 'normal',
  highColor: '',
  nextType: 0,
  keyWorldList: [],
  loc: '0 0',
  ...extra,
});
const branch = (parent: string, a: Answer): FlowNode =>
  node(a.key!, a.name, { group: parent, type: 'button', nodeType: 'button', category: 'button' });

const yes = answer(1, '肯定', 'n1', 1, true);
const no = answer(2, '否定', 'n1', 1, true);
const price = answer(101, '询问价格', 'n1', 0, false);
const long =
  '您好，这里是演示公司的客服，打扰您一分钟时间，想跟您介绍一下我们最新推出的分期产品，利率优惠，审批快速，额度灵活，还款方式多样，欢迎您了解。';
const nodes: FlowNode[] = [
  node('n1', '开场白', {
    id: 11,
    isGroup: true,
    content: '您好',
    answerList: [yes, no, price],
    start: true,
    score: 20,
    keyWorldList: ['开场'],
    loc: '10 20',
  }),
  branch('n1', yes),
  branch('n1', no),
  node('n2', '产品介绍', { id: 12, isGroup: true, content: long, loc: '10 220' }),
  node('j1', '转收尾', {
    id: 13,
    type: 'jump',
    nodeType: 'jump',
    category: 'jump',
    jumpId: 62,
    jumpName: '收尾',
  }),
  node('j2', '挂机', { id: 14, type: 'jump', nodeType: 'jump', category: 'jump', jumpId: -2 }),
  node('j3', '已删场景', { id: 15, type: 'jump', nodeType: 'jump', category: 'jump', jumpId: 999 }),
];
const links: FlowLink[] = [
  { from: 'n1_1', to: 'n2' },
  { from: 'n1_2', to: 'j1' },
];
const scenes = [
  { id: 61, name: '开场' },
  { id: 62, name: '收尾' },
];

describe('diagram model', () => {
  it('[FLOW-08] nodes become canvas nodes: branch nodes are ports of their group, entry, preview and jump target', () => {
    const { nodes: drawn } = createCanvasMapper()({ nodeDataArray: nodes, linkDataArray: links }, scenes);
    expect(drawn.map((n) => n.key)).toEqual(['n1', 'n2', 'j1', 'j2', 'j3']);
    expect(drawn[0]).toEqual({
      key: 'n1',
      category: 'normal',
      title: '开场白',
      content: '您好',
      start: true,
      jump: null,
      branches: [
        { portId: 'n1_1', text: '肯定' },
        { portId: 'n1_2', text: '否定' },
      ],
      loc: '10 20',
    });
    // long speech text is previewed: 60 characters and an ellipsis
    expect(drawn[1]!.content).toBe(`${long.slice(0, 60)}…`);
    expect(drawn[1]!.start).toBe(false);
    expect(drawn[2]).toMatchObject({ category: 'jump', jump: { kind: 'scene', name: '收尾' } });
    expect(drawn[3]!.jump).toEqual({ kind: 'end' });
    expect(drawn[4]!.jump).toEqual({ kind: 'missing' });
  });

  it('[FLOW-13] a link from a branch key to a node key is drawn from the branch port of its parent', () => {
    const { links: drawn } = createCanvasMapper()({ nodeDataArray: nodes, linkDataArray: links }, scenes);
    expect(drawn).toEqual([
      { key: 'n1_1>n2', from: 'n1', fromPort: 'n1_1', to: 'n2' },
      { key: 'n1_2>j1', from: 'n1', fromPort: 'n1_2', to: 'j1' },
    ]);
  });
});
