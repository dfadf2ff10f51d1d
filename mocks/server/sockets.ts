import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { DemoChannel } from '../sockets/address';
import { acceptSocket } from '../sockets';
import { originAllowed } from './cors';

/** The channels' paths on the server (config.js `sockets` points at them, through the dev server's proxy). */
export const SOCKET_PATHS: Readonly<Record<string, DemoChannel>> = {
  '/push/call-in': 'callIn',
  '/push/dial-plate': 'dialPlate',
  '/push/notice': 'notice',
};

/**
 * The three live channels as real WebSockets on the HTTP server, each socket one connection of the demo socket
 * server that the handlers push to (mocks/sockets): the api_token checks (4001), pings and pushes are the
 * page's, and a push reaches the user's sockets in every browser. Another origin's page is refused (403), and
 * a client without Origin let in, by the same rule as HTTP (cors.ts originAllowed).
 */
export function attachSockets(server: Server, origins: readonly string[]) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const allowed = new Set(origins);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://server');
    const channel = SOCKET_PATHS[url.pathname];
    if (!channel || !originAllowed(request.headers.origin, allowed)) {
      socket.end(`HTTP/1.1 ${channel ? '403 Forbidden' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = acceptSocket(channel, url.toString(), {
        send: (text) => ws.send(text),
        close: (code, reason) => ws.close(code, reason),
      });
      if (!connection) return;
      ws.on('message', (data) => connection.receive(String(data)));
      ws.on('close', () => connection.close());
      ws.on('error', () => ws.terminate());
    });
  });
  return { close: () => wss.clients.forEach((ws) => ws.terminate()) };
}
