import { createAction, prepareAutoBatched } from '@reduxjs/toolkit';
import type {
  AgentStatesPush,
  DialPlateMessage,
  GroupSignInPush,
  IncomingCallCustomer,
  Notice,
} from '@/api/socket-messages';

/**
 * What the three socket channels hand to the rest of the console. The channel sagas only parse,
 * validate and dispatch these; the features that show them (assistant window, customer popup,
 * notices) reduce or react to them, so neither side knows about sockets.
 */
/**
 * Live call messages come up to 100 a second, each in its own socket task: auto-batched, so the store tells
 * its subscribers (and React renders) once a frame, not once a message.
 */
export const dialPlateMessageReceived = createAction(
  'channels/dialPlateMessageReceived',
  prepareAutoBatched<DialPlateMessage>(),
);
export const incomingCallPushed = createAction<IncomingCallCustomer>('channels/incomingCallPushed');
export const noticeReceived = createAction<Notice>('channels/noticeReceived');
/** Agents whose state changed, for the agent board (which reduces them; nothing else listens). */
export const agentStatesPushed = createAction<AgentStatesPush['agents']>('channels/agentStatesPushed');
/** The user's call-group sign-in changed without them (a supervisor signed them out): the softphone follows. */
export const groupSignInPushed = createAction<GroupSignInPush['current_status']>(
  'channels/groupSignInPushed',
);
