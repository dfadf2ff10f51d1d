import type { Answer, AnswerList, FlowKind, FlowNode } from '../types';
import { JUMP_NONE } from '../types';

/** Template names of the node types of each module (FLOW-10, PLAN-38/39). */
export const NODE_TYPES: Record<FlowKind, { normal: string; jump: string }> = {
  robot: { normal: 'normal', jump: 'jump' },
  assistant: { normal: 'assistantNormal', jump: 'assistantJump' },
};

export const answerKey = (nodeKey: string, answerId: number) => `${nodeKey}_${answerId}`;

/**
 * FLOW-25/26: a node's own copy of the script's answers, each tagged with the node (group) and a key;
 * default answers start selected (is_select 1), special ones not (0).
 */
export function nodeAnswers(nodeKey: string, answers: AnswerList): Answer[] {
  const own = (a: Answer, is_select: 0 | 1): Answer => ({
    ...a,
    group: nodeKey,
    key: answerKey(nodeKey, a.id),
    text: a.name,
    is_select,
  });
  return [...answers.default.map((a) => own(a, 1)), ...answers.special.map((a) => own(a, 0))];
}

/** FLOW-27: the branch (button) node that stands for one selected answer inside its parent. */
export function branchNode(parent: FlowNode, answer: Answer, index: number): FlowNode {
  const [x, y] = (parent.loc ?? '0 0').split(' ').map(Number);
  return {
    id: null,
    key: answer.key ?? answerKey(parent.key, answer.id),
    group: parent.key,
    text: answer.name,
    type: 'button',
    nodeType: 'button',
    category: 'button',
    loc: `${x ?? 0} ${(y ?? 0) + 120 + index * 36}`,
  };
}

export interface NewNode {
  key: string;
  nodeType: 'normal' | 'jump';
  text: string;
  loc: string;
}

/** A new node with the defaults of spec section 5: allow-interrupt 1 (FLOW-46), no jump target (-99). */
export function makeNode(kind: FlowKind, spec: NewNode, answers: AnswerList): FlowNode {
  const base = { id: null, key: spec.key, text: spec.text, loc: spec.loc, start: false };
  if (spec.nodeType === 'jump')
    return {
      ...base,
      type: NODE_TYPES[kind].jump,
      nodeType: 'jump',
      content: '',
      jumpId: JUMP_NONE,
      jumpName: '',
    };
  return {
    ...base,
    type: NODE_TYPES[kind].normal,
    nodeType: 'normal',
    isGroup: true,
    content: '',
    answerList: nodeAnswers(spec.key, answers),
    interrupt: 1,
    score: 0,
    keyWorldList: [],
    jumpId: JUMP_NONE,
  };
}
