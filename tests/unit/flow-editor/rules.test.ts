import { jumpTarget } from '@/features/flow-editor/rules/jump-target';
import { insertionIndex, neighbourAfterDelete } from '@/features/flow-editor/rules/scene-order';
import { validateScene } from '@/features/flow-editor/rules/validate-scene';
import type { FlowNode } from '@/features/flow-editor/types';

const scenes = [
  { id: 3, name: '开场' },
  { id: 4, name: '收尾' },
];

describe('flow rules', () => {
  it('[FLOW-34] jumpId -2 means end call', () => {
    expect(jumpTarget(-2, scenes)).toEqual({ kind: 'end' });
  });

  it('[FLOW-35] [PLAN-40] jumpId -99 means none', () => {
    expect(jumpTarget(-99, scenes)).toEqual({ kind: 'none' });
  });

  it('[FLOW-36] any other jumpId names the target scene', () => {
    expect(jumpTarget(4, scenes)).toEqual({ kind: 'scene', name: '收尾' });
    expect(jumpTarget(9, scenes)).toEqual({ kind: 'missing' });
  });

  it('[FLOW-32] insertion index after the nearest dmsort at or below', () => {
    const list = [{ dmsort: 10 }, { dmsort: 20 }, { dmsort: 20 }, { dmsort: 30 }];
    expect(insertionIndex(list, 20)).toBe(3);
    expect(insertionIndex(list, 0)).toBe(0);
    expect(insertionIndex([], 5)).toBe(0);
  });

  it('[FLOW-33] the neighbour after a delete', () => {
    const list = [{ id: 1 }, { id: 2 }];
    expect(neighbourAfterDelete(list, 0)).toBe(2);
    expect(neighbourAfterDelete(list, 1)).toBe(1);
    expect(neighbourAfterDelete([{ id: 1 }], 0)).toBeNull();
  });
});

const n = (key: string, extra: Partial<FlowNode> = {}): FlowNode => ({
  key,
  text: key,
  type: 'normal',
  nodeType: 'normal',
  content: '话术',
  ...extra,
});
const b = (key: string, group: string): FlowNode => ({
  key,
  group,
  text: key,
  type: 'button',
  nodeType: 'button',
});

describe('validation before saving', () => {
  it('a complete scene has no problem', () => {
    const scene = {
      nodeDataArray: [
        n('a', { start: true }),
        b('a_1', 'a'),
        n('end', { type: 'jump', nodeType: 'jump', jumpId: -2 }),
      ],
      linkDataArray: [{ from: 'a_1', to: 'end' }],
    };
    expect(validateScene(scene, [1])).toEqual([]);
  });

  it('lists no entry, no branch, no content, a branch or jump without target, unreachable nodes', () => {
    const scene = {
      nodeDataArray: [
        n('a'),
        b('a_1', 'a'),
        n('lonely', { content: '' }),
        n('j', { type: 'jump', nodeType: 'jump', jumpId: -99 }),
      ],
      linkDataArray: [],
    };
    const kinds = validateScene(scene, [1]).map((p) => `${p.kind}:${p.key ?? ''}`);
    expect(kinds).toEqual([
      'noEntry:',
      'branchWithoutTarget:a',
      'noContent:lonely',
      'noBranch:lonely',
      'jumpWithoutTarget:j',
    ]);
    const withEntry = {
      ...scene,
      nodeDataArray: scene.nodeDataArray.map((x) => (x.key === 'a' ? { ...x, start: true } : x)),
    };
    expect(
      validateScene(withEntry, [1])
        .filter((p) => p.kind === 'unreachable')
        .map((p) => p.key),
    ).toEqual(['lonely', 'j']);
  });
});
