import type {
  AssistantCustomer,
  CustomerTag,
  ImMessage,
  RepositoryEntry,
  SpeakStatus,
  SpeechStage,
} from '@/api/socket-messages';

/** Chat lines kept per call: a long call must not grow memory without end (the popup shows these). */
export const CHAT_LIMIT = 500;
/** Knowledge-base pages kept in the back/forward history. */
export const PAGE_HISTORY_LIMIT = 50;

/** A chat line with its running number, a stable key however many older lines were dropped. */
export interface ChatLine extends ImMessage {
  seq: number;
}

/** What the live call messages (scenes 3 to 8) have told about the current call. */
export interface LiveData {
  speechName: string;
  customer: AssistantCustomer | null;
  tags: CustomerTag[];
  stages: SpeechStage[];
  currentNodeId: number | null;
  /** Increments on every node match, so the view can flash the script even when the node repeats. */
  matchCount: number;
  chat: ChatLine[];
  /** Lines received in this call, including those dropped past CHAT_LIMIT. */
  chatTotal: number;
  pages: RepositoryEntry[];
  pageIndex: number;
  speak: SpeakStatus | null;
}

export const emptyLiveData = (): LiveData => ({
  speechName: '',
  customer: null,
  tags: [],
  stages: [],
  currentNodeId: null,
  matchCount: 0,
  chat: [],
  chatTotal: 0,
  pages: [],
  pageIndex: -1,
  speak: null,
});

/** ASSIST-07: only nodes without `t_sc_s_id` or with 0 belong to the stage tree. */
export const keptStages = (stages: SpeechStage[]): SpeechStage[] =>
  stages.map((stage) => ({
    ...stage,
    speech_nodes: stage.speech_nodes.filter((node) => !node.t_sc_s_id),
  }));
