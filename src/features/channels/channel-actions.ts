import { createAction } from '@reduxjs/toolkit';
import type { DialPlateMessage, IncomingCallCustomer, Notice } from '@/api/socket-messages';

/**
 * What the three socket channels hand to the rest of the console. The channel sagas only parse,
 * validate and dispatch these; the features that show them (assistant window, customer popup,
 * notices) reduce or react to them, so neither side knows about sockets.
 */
export const dialPlateMessageReceived = createAction<DialPlateMessage>('channels/dialPlateMessageReceived');
export const incomingCallPushed = createAction<IncomingCallCustomer>('channels/incomingCallPushed');
export const noticeReceived = createAction<Notice>('channels/noticeReceived');
