import type { KeptCall } from './assistant-window.slice';

/** Where the live data of a call waits while the tab is away (one call at a time). */
export const KEPT_CALL_KEY = 'assistantWindow.keptCall';
const VERSION = 1;

const isArray = Array.isArray;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function writeKeptCall(call: KeptCall): void {
  try {
    localStorage.setItem(KEPT_CALL_KEY, JSON.stringify({ version: VERSION, ...call }));
  } catch {
    // quota exceeded or storage disabled: the call simply is not kept
  }
}

export function removeKeptCall(): void {
  try {
    localStorage.removeItem(KEPT_CALL_KEY);
  } catch {
    // storage disabled
  }
}

/** The raw kept value, or null when there is none. */
export function readKeptCallText(): string | null {
  try {
    return localStorage.getItem(KEPT_CALL_KEY);
  } catch {
    return null;
  }
}

/**
 * The kept call of `text`. Throws on anything that is not what writeKeptCall wrote, so a damaged value
 * is reported (ASSIST-21) instead of drawing a broken window.
 */
export function parseKeptCall(text: string): KeptCall {
  const value: unknown = JSON.parse(text);
  if (!isObject(value) || value.version !== VERSION) throw new Error('unknown kept call format');
  const { uuid, status, phone, live } = value;
  if (typeof uuid !== 'string' || !uuid) throw new Error('kept call without uuid');
  if (status !== 'ringing' && status !== 'talking' && status !== 'ended')
    throw new Error('kept call without status');
  if (
    !isObject(live) ||
    !isArray(live.stages) ||
    !isArray(live.tags) ||
    !isArray(live.chat) ||
    !isArray(live.pages) ||
    typeof live.pageIndex !== 'number' ||
    typeof live.chatTotal !== 'number' ||
    typeof live.matchCount !== 'number'
  )
    throw new Error('kept call with damaged live data');
  return {
    uuid,
    status,
    phone: typeof phone === 'string' ? phone : '',
    live: live as unknown as KeptCall['live'],
  };
}
