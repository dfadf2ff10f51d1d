import type { EngineAnswer, EngineInput, EngineNode, EngineScene } from '@/domain/robot/engine';

export const LINES = { pardon: 'PARDON', goodbye: 'BYE' };

export const YES: EngineAnswer = {
  id: 1,
  name: '肯定',
  is_select: 1,
  isSystem: true,
  keyWorldList: ['是的', '可以', '好的'],
};
export const NO: EngineAnswer = {
  id: 2,
  name: '否定',
  is_select: 1,
  isSystem: true,
  keyWorldList: ['不是', '不行'],
};
export const REFUSE: EngineAnswer = {
  id: 3,
  name: '拒绝',
  is_select: 1,
  isSystem: true,
  keyWorldList: ['不需要', '没兴趣'],
};
export const DEFAULT: EngineAnswer = {
  id: 4,
  name: '默认',
  is_select: 1,
  isSystem: true,
  keyWorldList: ['*'],
};
export const PRICE: EngineAnswer = {
  id: 101,
  name: '询问价格',
  is_select: 1,
  isSystem: false,
  keyWorldList: ['多少钱', '价格&贵'],
};
export const SILENT: EngineAnswer = {
  id: 102,
  name: '静音',
  is_select: 1,
  isSystem: false,
  keyWorldList: ['@silence'],
};

/** A speaking node with its branches, each linked (through its branch node) to the given target. */
export function speaking(
  key: string,
  content: string,
  branches: [EngineAnswer, string | null][],
  extra: Partial<EngineNode> = {},
): { nodes: EngineNode[]; links: { from: string; to: string }[] } {
  const answerList = branches.map(([a]) => ({ ...a, key: `${key}_${a.id}` }));
  const nodes: EngineNode[] = [
    { key, text: key, nodeType: 'normal', content, answerList, ...extra },
    ...answerList.map((a) => ({ key: a.key, group: key, text: a.name, nodeType: 'button' as const })),
  ];
  const links = branches.flatMap(([a, to]) => (to ? [{ from: `${key}_${a.id}`, to }] : []));
  return { nodes, links };
}

export function scene(
  id: number,
  name: string,
  dmsort: number,
  parts: ReturnType<typeof speaking>[],
  more: EngineNode[] = [],
): EngineScene {
  return {
    id,
    name,
    dmsort,
    nodeDataArray: [...parts.flatMap((p) => p.nodes), ...more],
    linkDataArray: parts.flatMap((p) => p.links),
  };
}

/**
 * Two scenes: 开场 (open → ask → end) jumping to 产品 (pitch) when the customer asks about the price; dmsort puts
 * 开场 first although it is listed second.
 */
export function twoScenes(): EngineInput {
  const open = speaking(
    'open',
    '您好，请问是张先生吗？',
    [
      [YES, 'ask'],
      [NO, 'end'],
      [PRICE, 'toPitch'],
      [DEFAULT, 'ask'],
    ],
    { start: true, score: 10, interrupt: 1 },
  );
  const ask = speaking(
    'ask',
    '您最近有贷款需求吗？',
    [
      [YES, 'end'],
      [REFUSE, 'end'],
      [SILENT, 'end'],
    ],
    { score: 30, interrupt: 0 },
  );
  const jumps: EngineNode[] = [
    { key: 'end', text: '结束', nodeType: 'jump', content: '再见', jumpId: -2 },
    { key: 'toPitch', text: '去产品', nodeType: 'jump', jumpId: 20 },
  ];
  const pitch = speaking('pitch', '我们的年费是零元。', [[YES, 'end']], { start: true, score: 40 });
  return {
    scenes: [
      scene(20, '产品', 20, [pitch], [{ key: 'end2', text: '结束', nodeType: 'jump', jumpId: -2 }]),
      scene(10, '开场', 10, [open, ask], jumps),
    ],
    library: [
      {
        id: 501,
        name: '你们公司在哪里',
        similar: ['公司地址在哪'],
        keyWorldList: ['地址'],
        content: '我们在上海。',
        type: 0,
      },
      { id: 502, name: '利息怎么算', keyWorldList: ['利息&多少'], content: '年化百分之六。', type: 1 },
    ],
    lines: LINES,
  };
}

/** One scene of `size` speaking nodes in a chain, each with 20 keyword branches; for the speed checks. */
export function bigScene(size: number): EngineInput {
  const parts = Array.from({ length: size }, (_, i) => {
    const next = i + 1 < size ? `n${i + 1}` : 'end';
    const branches: [EngineAnswer, string | null][] = Array.from({ length: 20 }, (_, j) => [
      {
        id: 1000 + j,
        name: `b${j}`,
        is_select: 1 as const,
        keyWorldList: [`关键词${j}甲`, `关键词${j}乙`, `/编号${j}号/`],
      },
      next,
    ]);
    return speaking(`n${i}`, `第${i}个节点`, [...branches, [DEFAULT, next]], { start: i === 0, score: 1 });
  });
  const library = Array.from({ length: 300 }, (_, i) => ({
    id: 5000 + i,
    name: `常见问题第${i}条怎么处理`,
    similar: [`第${i}条问题如何办理`, `请问第${i}条`],
    keyWorldList: [`问题${i}号`],
    content: `答案${i}`,
    type: (i % 2) as 0 | 1,
  }));
  return {
    scenes: [scene(1, 'big', 1, parts, [{ key: 'end', text: 'end', nodeType: 'jump', jumpId: -2 }])],
    library,
    lines: LINES,
  };
}
