import type { components } from '@/api/generated/schema';

type Schemas = components['schemas'];
export type FlowNode = Schemas['FlowNode'];
export type FlowLink = Schemas['FlowLink'];
export type Answer = Schemas['Answer'];
export type AnswerList = Schemas['AnswerList'];
export type Scene = Schemas['Scene'];

/** Which module's flow is open: robot scripts and assistant plans share the editor (FLOW, PLAN-36..40). */
export type FlowKind = 'robot' | 'assistant';

/** A flow as the detail call answers it (robot script or assistant plan). */
export interface FlowDetail {
  answerList: AnswerList;
  scene: Scene[];
  /** Robot scripts: whether the flow may be edited depends on these (SCRIPT-16..21). */
  status?: number;
  own?: number;
}

/** A scene being edited: the saved scene plus the ids of saved nodes deleted since (FLOW-06, FLOW-28). */
export interface SceneDraft extends Scene {
  delNodeDataArray: number[];
}

/** FLOW-34/35: jump targets that are not scenes. */
export const JUMP_END_CALL = -2;
export const JUMP_NONE = -99;

export const isBranch = (n: FlowNode) => n.nodeType === 'button';
