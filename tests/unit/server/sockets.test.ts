/**
 * @jest-environment node
 */
import WebSocket from 'ws';
import { client } from './http-client';
import { serverPerFile } from '@tests/support/demo-server';

// the real server answers here, not Jest's in-process interception of fetch
const server = serverPerFile();

const socketUrl = (path: string, token: string) =>
  `${server().url.replace(/^http/, 'ws')}/push/${path}?api_token=${token}`;

/** A socket's frames as they arrive, and its close. */
function open(path: string, token: string) {
  const socket = new WebSocket(socketUrl(path, token));
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, closed, opened };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('the live channels as real WebSockets of the shared server', () => {
  it('delivers a notice sent from 坐席监控 by the admin to the agent’s socket in another browser', async () => {
    const api = client(server().url);
    const [admin, agent] = await Promise.all([
      api.signIn('admin', 'admin123'),
      api.signIn('agent', 'agent123'),
    ]);
    const notices = open('notice', agent);
    await notices.opened;

    // the console's ping is answered
    notices.socket.send(JSON.stringify({ type: 0 }));
    await until(() => notices.frames.length > 0);
    expect(notices.frames[0]).toEqual({ code: 0, msg: 'pong', data: null });

    const sent = await api.json(
      'callcenter/agent/notice',
      { staff_id: '2', content: '请尽快回访张先生' },
      admin,
    );
    expect(sent).toMatchObject({ code: 0, msg: '通知已发送' });
    await until(() => notices.frames.length > 1);
    expect(notices.frames[1]).toMatchObject({
      code: 0,
      data: { scene: 1, title: expect.stringMatching(/^来自.+的通知$/), content: '请尽快回访张先生' },
    });
    notices.socket.close();
  }, 30_000);

  it('lets in a console origin’s socket and one without Origin (not a page), refuses another origin’s (403), as HTTP does', async () => {
    const token = await client(server().url).signIn('agent', 'agent123');
    const handshake = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(socketUrl('notice', token), origin ? { origin } : {});
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      });
    expect(await handshake('http://localhost:8080')).toBe(101);
    expect(await handshake()).toBe(101);
    expect(await handshake('http://elsewhere.test')).toBe(403);
  });

  it('closes a socket whose api_token is not a live session (4001)', async () => {
    const stranger = open('call-in', 'not-a-token');
    expect(await stranger.closed).toBe(4001);
    expect(stranger.frames).toEqual([]);
  });
});
