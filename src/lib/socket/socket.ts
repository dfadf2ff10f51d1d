import { backendReady, isBackendReady } from '@/lib/backend-ready';

/** What a socket reports, in the order the browser reports it. */
export type SocketEvent =
  { type: 'open' } | { type: 'message'; data: string } | { type: 'error' } | { type: 'close'; code: number };

/** One connection; after `close()` it reports nothing more. */
export interface SocketConnection {
  send(text: string): void;
  close(): void;
}

/** Opens a socket to `url`; every event goes to `onEvent`. Tests pass a fake. */
export type OpenSocket = (url: string, onEvent: (event: SocketEvent) => void) => SocketConnection;

/**
 * The browser's WebSocket behind `OpenSocket`. Binary frames are not part of any channel: dropped.
 * Until the backend is ready the socket is not created (nothing could answer it); `send` before the
 * open is dropped either way.
 */
export const openWebSocket: OpenSocket = (url, onEvent) => {
  let socket: WebSocket | undefined;
  let closedByUs = false;
  const connect = () => {
    if (closedByUs) return;
    const ws = new WebSocket(url);
    ws.onopen = () => onEvent({ type: 'open' });
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') onEvent({ type: 'message', data: event.data });
    };
    ws.onerror = () => !closedByUs && onEvent({ type: 'error' });
    ws.onclose = (event) => !closedByUs && onEvent({ type: 'close', code: event.code });
    socket = ws;
  };
  if (isBackendReady()) connect();
  else void backendReady().then(connect);
  return {
    send: (text) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => {
      closedByUs = true;
      if (socket?.readyState === WebSocket.CONNECTING || socket?.readyState === WebSocket.OPEN)
        socket.close();
    },
  };
};

/** `url` with `api_token` added to its query (CHAN-02, CHAN-09). */
export function withToken(url: string, token: string): string {
  // A path alone ("/ws/notice") means this origin, over ws: or wss: as the page is http: or https:.
  const origin = typeof location === 'undefined' ? 'ws://localhost/' : location.href.replace(/^http/, 'ws');
  const next = new URL(url, origin);
  next.searchParams.set('api_token', token);
  return next.toString();
}

/** A frame's JSON, or undefined for anything that is not JSON (CHAN-27). */
export function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
