import { assistantFlowApi, robotFlowApi } from './api';
import type { Answer, AnswerList, FlowKind, FlowLink, FlowNode, Scene } from './types';

type Result<T> = { data: T } | { error: unknown };

export interface FlowDetail {
  answerList: AnswerList;
  scene: Scene[];
  /** Robot scripts: whether the flow may be edited depends on these (SCRIPT-16..21). */
  status?: number;
  own?: number;
}

/** The editor's calls, the same for robot scripts and assistant plans (spec 7: same payloads, other paths). */
export interface FlowBackend {
  load(ownerId: number): Promise<Result<FlowDetail>>;
  addScene(body: { sc_id: number; name: string; dmsort: number }): Promise<Result<Scene>>;
  updateScene(body: { id: number; name: string; dmsort: number }): Promise<Result<Scene>>;
  deleteScene(id: number): Promise<Result<unknown>>;
  saveScene(body: {
    sc_id: number;
    id: number;
    nodeDataArray: FlowNode[];
    linkDataArray: FlowLink[];
    delNodeDataArray: number[];
  }): Promise<Result<Scene>>;
  addBranch(body: { sc_id: number; name: string; keyWorldList: string[] }): Promise<Result<Answer>>;
  updateBranch(body: { id: number; name: string; keyWorldList: string[] }): Promise<Result<Answer>>;
  deleteBranch(id: number): Promise<Result<unknown>>;
}

const unwrap = async <T>(call: Promise<{ data?: { data: T }; error?: unknown }>): Promise<Result<T>> => {
  const r = await call;
  return r.data ? { data: r.data.data } : { error: r.error ?? 'failed' };
};

/** Calls of one module; both sets of hooks are created so the hook order never depends on `kind`. */
export function useFlowBackend(kind: FlowKind): FlowBackend {
  const [robotDetail] = robotFlowApi.useLazyRobotScriptDetailQuery();
  const [robotAdd] = robotFlowApi.useRobotStageAddMutation();
  const [robotUpdate] = robotFlowApi.useRobotStageUpdateMutation();
  const [robotDelete] = robotFlowApi.useRobotStageDeleteMutation();
  const [robotSave] = robotFlowApi.useRobotStageSaveMutation();
  const [robotBranchAdd] = robotFlowApi.useRobotBranchAddMutation();
  const [robotBranchUpdate] = robotFlowApi.useRobotBranchUpdateMutation();
  const [robotBranchDelete] = robotFlowApi.useRobotBranchDeleteMutation();
  const [planDetail] = assistantFlowApi.useLazyAssistantSpeechDetailQuery();
  const [planAdd] = assistantFlowApi.useAssistantStageAddMutation();
  const [planUpdate] = assistantFlowApi.useAssistantStageUpdateMutation();
  const [planDelete] = assistantFlowApi.useAssistantStageDeleteMutation();
  const [planSave] = assistantFlowApi.useAssistantStageSaveMutation();
  const [planBranchAdd] = assistantFlowApi.useAssistantBranchAddMutation();
  const [planBranchUpdate] = assistantFlowApi.useAssistantBranchUpdateMutation();
  const [planBranchDelete] = assistantFlowApi.useAssistantBranchDeleteMutation();
  const robot = kind === 'robot';
  return {
    load: (sc_id) => unwrap((robot ? robotDetail : planDetail)({ body: { sc_id } }, false) as never),
    addScene: (body) => unwrap((robot ? robotAdd : planAdd)({ body }) as never),
    updateScene: (body) => unwrap((robot ? robotUpdate : planUpdate)({ body }) as never),
    deleteScene: (id) => unwrap((robot ? robotDelete : planDelete)({ body: { id } }) as never),
    saveScene: (body) => unwrap((robot ? robotSave : planSave)({ body }) as never),
    addBranch: (body) => unwrap((robot ? robotBranchAdd : planBranchAdd)({ body }) as never),
    updateBranch: (body) => unwrap((robot ? robotBranchUpdate : planBranchUpdate)({ body }) as never),
    deleteBranch: (id) => unwrap((robot ? robotBranchDelete : planBranchDelete)({ body: { id } }) as never),
  };
}
