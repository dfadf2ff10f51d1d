import { assistantFlowApi, robotFlowApi } from './api';
import { forgetPrefetched, takePrefetched } from './flow-handover';
import { unwrap, type Reply, type Result } from './flow-reply';
import type { Answer, FlowDetail, FlowKind, FlowLink, FlowNode, Scene } from './types';

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

const backendOf = (kind: FlowKind, t: Triggers): FlowBackend => {
  // a write makes any detail fetched ahead older than the flow
  const write = <T>(reply: Reply<T>) => (forgetPrefetched(kind), unwrap(reply));
  return {
    load: async (sc_id) => {
      const ahead = await takePrefetched(kind, sc_id);
      // a detail fetched ahead that failed said nothing (nobody waited for it): the editor asks and is told
      return ahead && 'data' in ahead ? ahead : unwrap(t.detail({ body: { sc_id } }, false));
    },
    addScene: (body) => write(t.addScene({ body })),
    updateScene: (body) => write(t.updateScene({ body })),
    deleteScene: (id) => write(t.deleteScene({ body: { id } })),
    saveScene: (body) => write(t.saveScene({ body })),
    addBranch: (body) => write(t.addBranch({ body })),
    updateBranch: (body) => write(t.updateBranch({ body })),
    deleteBranch: (id) => write(t.deleteBranch({ body: { id } })),
  };
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
  return kind === 'robot'
    ? backendOf(kind, {
        detail: robotDetail,
        addScene: robotAdd,
        updateScene: robotUpdate,
        deleteScene: robotDelete,
        saveScene: robotSave,
        addBranch: robotBranchAdd,
        updateBranch: robotBranchUpdate,
        deleteBranch: robotBranchDelete,
      })
    : backendOf(kind, {
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
