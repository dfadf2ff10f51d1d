import type { UnknownAction } from '@reduxjs/toolkit';
import type { CallInRequest, NoticeRequest } from '@/api/socket-messages';
import { parseCallInFrame, parseDialPlateFrame, parseNoticeFrame } from './frames';

export type ChannelName = 'callIn' | 'dialPlate' | 'notice';

/** How one channel talks and recovers. Times in ms. */
export interface ChannelSpec {
  name: ChannelName;
  /** Sent once each time the socket opens. */
  greeting?: (token: string) => CallInRequest;
  ping: { everyMs: number; frame: CallInRequest | NoticeRequest };
  /** A reconnect is asked for this long after the socket closes, or after it fails (the close that follows a failure asks nothing more). */
  reconnectAfterCloseMs: number;
  reconnectAfterErrorMs: number;
  /** Asks for a reconnect run this long after the last of them (a trailing debounce). */
  reconnectDebounceMs: number;
  /** Reconnects at once when the tab becomes visible again. */
  reconnectWhenVisible: boolean;
  /** Frames that are not JSON are ignored; for the push channels they are also logged (CHAN-27/28). */
  logsInvalidFrames: boolean;
  /** One JSON frame → the action it stands for, or null for frames that carry nothing for the console. */
  toAction(frame: unknown): UnknownAction | null;
}

export const PING_EVERY_MS = 15_000;
const ping = { everyMs: PING_EVERY_MS, frame: { type: 0 } as const };

/** CHAN-02..08: requestPermission on open, pings, 2 s after close, 5 s after error, debounce 2.5 s. */
export const callInChannel: ChannelSpec = {
  name: 'callIn',
  greeting: (token) => ({ type: 100, action: 'requestPermission', api_token: token }),
  ping,
  reconnectAfterCloseMs: 2_000,
  reconnectAfterErrorMs: 5_000,
  reconnectDebounceMs: 2_500,
  reconnectWhenVisible: false,
  logsInvalidFrames: true,
  toAction: parseCallInFrame,
};

/**
 * CHAN-09..18: the live call messages. The spec gives only the 5 s debounce; a close or failure asks
 * for a reconnect at once, so the channel is back 5 s after it dropped. It pings like the others so
 * that proxies do not close it between calls.
 */
export const dialPlateChannel: ChannelSpec = {
  name: 'dialPlate',
  ping,
  reconnectAfterCloseMs: 0,
  reconnectAfterErrorMs: 0,
  reconnectDebounceMs: 5_000,
  reconnectWhenVisible: false,
  logsInvalidFrames: false,
  toAction: parseDialPlateFrame,
};

/**
 * CHAN-19..26: pings, reconnects on error and when the tab is visible again. The spec gives no delays
 * here; the call-in channel's 2 s after a close and 5 s after an error serve, without a debounce.
 */
export const noticeChannel: ChannelSpec = {
  name: 'notice',
  ping,
  reconnectAfterCloseMs: 2_000,
  reconnectAfterErrorMs: 5_000,
  reconnectDebounceMs: 0,
  reconnectWhenVisible: true,
  logsInvalidFrames: true,
  toAction: parseNoticeFrame,
};
