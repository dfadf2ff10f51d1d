import { ws } from 'msw';
import { DEMO_SIP_URL } from './address';
import type { DemoSipServer } from './server';

const decoder = new TextDecoder();
// One link: each link registers its own listener on MSW's shared client channel.
export const sipLink = ws.link(DEMO_SIP_URL);

/** SIP over WebSocket on the softphone's URL: every intercepted socket is one connection of `server`. */
export function sipLinkHandlers(server: DemoSipServer) {
  return [
    sipLink.addEventListener('connection', ({ client }) => {
      const connection = server.open((text) => client.send(text));
      client.addEventListener('message', ({ data }) => {
        if (typeof data === 'string') connection.receive(data);
        else if (data instanceof Blob) void data.text().then((text) => connection.receive(text));
        else connection.receive(decoder.decode(data));
      });
      client.addEventListener('close', () => connection.close());
    }),
  ];
}
