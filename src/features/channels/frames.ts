import type { UnknownAction } from '@reduxjs/toolkit';
import type { AgentStatesPush, DialPlateMessage, IncomingCallCustomer, Notice } from '@/api/socket-messages';
import {
  agentStatesPushed,
  dialPlateMessageReceived,
  groupSignInPushed,
  incomingCallPushed,
  noticeReceived,
} from './channel-actions';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** CHAN-08: only `code` 0 with a caller in `data` is an incoming-call push; acks and pongs carry none. */
export function parseCallInFrame(frame: unknown): UnknownAction | null {
  if (!isObject(frame) || frame.code !== 0 || !isObject(frame.data)) return null;
  if (typeof frame.data.phone !== 'string' || !frame.data.phone) return null;
  return incomingCallPushed(frame.data as unknown as IncomingCallCustomer);
}

const SCENES = new Set([2, 3, 4, 5, 6, 7, 8]);

/** CHAN-10..18: a live call message names its scene (2..8) and call; anything else is not one. */
export function parseDialPlateFrame(frame: unknown): UnknownAction | null {
  if (!isObject(frame) || !SCENES.has(frame.scene as number)) return null;
  if (typeof frame.uuid !== 'string' || !frame.uuid || !isObject(frame.data)) return null;
  return dialPlateMessageReceived(frame as unknown as DialPlateMessage);
}

/**
 * CHAN-23/24: only `code` 0 passes; a notice is `data` with scene 1 and a text; scene 9 is agent states, scene 10
 * the user's own group sign-in.
 */
export function parseNoticeFrame(frame: unknown): UnknownAction | null {
  if (!isObject(frame) || frame.code !== 0 || !isObject(frame.data)) return null;
  if (frame.data.scene === 9 && Array.isArray(frame.data.agents))
    return agentStatesPushed(frame.data.agents as AgentStatesPush['agents']);
  if (frame.data.scene === 10) {
    const status = frame.data.current_status;
    return status === 0 || status === 1 ? groupSignInPushed(status) : null;
  }
  if (frame.data.scene !== 1 || typeof frame.data.content !== 'string') return null;
  return noticeReceived(frame.data as unknown as Notice);
}
