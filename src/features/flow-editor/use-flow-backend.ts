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

type Reply<T> = PromiseLike<{ data?: { data: T }; error?: unknown }>;
type Write<B, T> = (arg: { body: B }) => Reply<T>;

/** One module's query and mutation triggers, typed against the editor's calls so both modules are checked. */
interface Triggers {
  detail(arg: { body: { sc_id: number } }, preferCacheValue: boolean): Reply<FlowDetail>;
  addScene: Write<Parameters<FlowBackend['addScene']>[0], Scene>;
  updateScene: Write<Parameters<FlowBackend['updateScene']>[0], Scene>;
  deleteScene: Write<{ id: number }, unknown>;
  saveScene: Write<Parameters<FlowBackend['saveScene']>[0], Scene>;
  addBranch: Write<Parameters<FlowBackend['addBranch']>[0], Answer>;
  updateBranch: Write<Parameters<FlowBackend['updateBranch']>[0], Answer>;
  deleteBranch: Write<{ id: number }, unknown>;
}

const unwrap = async <T>(call: Reply<T>): Promise<Result<T>> => {
  const r = await call;
  return r.data ? { data: r.data.data } : { error: r.error ?? 'failed' };
};

const backendOf = (t: Triggers): FlowBackend => ({
  load: (sc_id) => unwrap(t.detail({ body: { sc_id } }, false)),
  addScene: (body) => unwrap(t.addScene({ body })),
  updateScene: (body) => unwrap(t.updateScene({ body })),
  deleteScene: (id) => unwrap(t.deleteScene({ body: { id } })),
  saveScene: (body) => unwrap(t.saveScene({ body })),
  addBranch: (body) => unwrap(t.addBranch({ body })),
  updateBranch: (body) => unwrap(t.updateBranch({ body })),
  deleteBranch: (id) => unwrap(t.deleteBranch({ body: { id } })),
});

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
  return kind === 'robot'
    ? backendOf({
        detail: robotDetail,
        addScene: robotAdd,
        updateScene: robotUpdate,
        deleteScene: robotDelete,
        saveScene: robotSave,
        addBranch: robotBranchAdd,
        updateBranch: robotBranchUpdate,
        deleteBranch: robotBranchDelete,
      })
    : backendOf({
        detail: planDetail,
        addScene: planAdd,
        updateScene: planUpdate,
        deleteScene: planDelete,
        saveScene: planSave,
        addBranch: planBranchAdd,
        updateBranch: planBranchUpdate,
        deleteBranch: planBranchDelete,
      });
}
