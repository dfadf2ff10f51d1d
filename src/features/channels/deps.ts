import { getConsoleConfig } from '@/lib/runtime-config';
import { openWebSocket, type OpenSocket } from '@/lib/socket';
import type { ChannelName } from './channel-spec';

/** Everything the channel sagas need from the world; tests pass fakes. */
export interface ChannelDeps {
  openSocket: OpenSocket;
  /** The channel's socket URL from config.js; '' leaves the channel off. */
  urlOf(name: ChannelName): string;
  /** Calls `listener` each time the tab becomes visible again; returns the unsubscribe. */
  onTabVisible(listener: () => void): () => void;
  /** Where a dropped push frame is reported (CHAN-28). */
  logError(message: string): void;
}

export const browserChannelDeps: ChannelDeps = {
  openSocket: openWebSocket,
  urlOf: (name) => getConsoleConfig().sockets[name],
  onTabVisible: (listener) => {
    const onChange = () => document.visibilityState === 'visible' && listener();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  // The spec asks for a log line, not a message to the user.
  logError: (message) => console.error(message),
};
