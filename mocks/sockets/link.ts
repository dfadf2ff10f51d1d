import { ws } from 'msw';
import { DEMO_SOCKET_URLS, type DemoChannel } from './address';
import type { DemoSocketServer } from './server';

const decoder = new TextDecoder();
const textOf = async (data: unknown) =>
  typeof data === 'string' ? data : data instanceof Blob ? data.text() : decoder.decode(data as ArrayBuffer);

/** Each channel's URL, intercepted in the page: every socket is one connection of `server`. */
export function socketLinkHandlers(server: DemoSocketServer) {
  return (Object.keys(DEMO_SOCKET_URLS) as DemoChannel[]).map((channel) =>
    ws.link(DEMO_SOCKET_URLS[channel]).addEventListener('connection', ({ client }) => {
      const connection = server.open(channel, client.url.toString(), {
        send: (text) => client.send(text),
        close: (code, reason) => client.close(code, reason),
      });
      if (!connection) return;
      client.addEventListener('message', ({ data }) => void textOf(data).then(connection.receive));
      client.addEventListener('close', () => connection.close());
    }),
  );
}
