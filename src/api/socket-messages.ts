import type { components } from './generated/schema';

/** The socket channels' messages (openapi/schemas/sockets.yaml), named for the code that handles them. */
type Schemas = components['schemas'];

export type CallInRequest = Schemas['CallInRequest'];
export type CallInPush = Schemas['CallInPush'];
export type IncomingCallCustomer = Schemas['IncomingCallCustomer'];

export type DialPlateMessage = Schemas['DialPlateMessage'];
export type CallStateMessage = Schemas['CallStateMessage'];
export type ScriptBasicsMessage = Schemas['ScriptBasicsMessage'];
export type ChatLineMessage = Schemas['ChatLineMessage'];
export type NodeMatchMessage = Schemas['NodeMatchMessage'];
export type RepositoryMatchMessage = Schemas['RepositoryMatchMessage'];
export type CustomerTagMessage = Schemas['CustomerTagMessage'];
export type SpeakStatusMessage = Schemas['SpeakStatusMessage'];
export type AssistantCustomer = Schemas['AssistantCustomer'];
export type CustomerTag = Schemas['CustomerTag'];
export type SpeechStage = Schemas['SpeechStage'];
export type SpeechNode = Schemas['SpeechNode'];
export type SpeechNodeBranch = Schemas['SpeechNodeBranch'];
export type ImMessage = Schemas['ImMessage'];
export type RepositoryEntry = Schemas['RepositoryEntry'];
export type SpeakStatus = Schemas['SpeakStatus'];

export type NoticeRequest = Schemas['NoticeRequest'];
export type NoticeMessage = Schemas['NoticeMessage'];
export type Notice = Schemas['Notice'];
export type AgentStatesPush = Schemas['AgentStatesPush'];
export type GroupSignInPush = Schemas['GroupSignInPush'];
