/**
 * @jest-environment node
 */
import WebSocket from 'ws';
import { client, type Envelope } from './http-client';
import { serverPerFile } from '@tests/support/demo-server';

// The company's clock is the server's: two browsers (two sessions here) read one floor and are told the same.
const server = serverPerFile();

interface Agent {
  staff_id: number;
  username: string | null;
  state: string;
  state_since: number;
}

/** A socket's frames as they arrive. */
async function open(path: string, token: string) {
  const socket = new WebSocket(`${server().url.replace(/^http/, 'ws')}/push/${path}?api_token=${token}`);
  const frames: Envelope[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Envelope));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames };
}

const until = async (check: () => boolean, ms = 8_000) => {
  for (let waited = 0; waited < ms && !check(); waited += 50) await new Promise((r) => setTimeout(r, 50));
  return check();
};

/** The agent pushes a board has been told, in order: the state of `username` in each. */
const statesOf = (frames: Envelope[], username: string) =>
  frames
    .filter((f) => f.data?.scene === 9)
    .flatMap((f) => (f.data.agents as Agent[]).filter((a) => a.username === username).map((a) => a.state));

describe('the agent floor on the shared server’s clock', () => {
  const sockets: WebSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  it('gives two browsers the same floor, moving on together as time passes', async () => {
    const api = client(server().url);
    const [one, two] = await Promise.all([api.signIn('admin', 'admin123'), api.signIn('admin', 'admin123')]);
    const floorOf = async (token: string) => {
      const answer = await api.json('callcenter/agent/list', {}, token);
      return (answer.data.agents as Agent[]).map((a) => `${a.staff_id}:${a.state}:${a.state_since}`);
    };
    // read at the same second: rows only change at whole seconds, so a pair read across one is read again
    const samePair = async () => {
      for (let i = 0; i < 5; i++) {
        const [a, b] = await Promise.all([floorOf(one), floorOf(two)]);
        if (JSON.stringify(a) === JSON.stringify(b)) return a;
      }
      throw new Error('the two browsers never read the same floor');
    };
    const before = await samePair();
    expect(before.length).toBeGreaterThan(3);
    await new Promise((r) => setTimeout(r, 2_500));
    const after = await samePair();
    expect(after.length).toBe(before.length);
  }, 30_000);

  it('tells every board the state an agent chooses in their own browser (忙碌, then 空闲)', async () => {
    const api = client(server().url);
    const [admin, supervisor, agent] = await Promise.all([
      api.signIn('admin', 'admin123'),
      api.signIn('admin', 'admin123'),
      api.signIn('agent', 'agent123'),
    ]);
    const boards = await Promise.all([open('notice', admin), open('notice', supervisor)]);
    sockets.push(...boards.map((b) => b.socket));
    await Promise.all([admin, supervisor].map((t) => api.json('callcenter/agent/list', {}, t)));
    const agentOnBoard = async (token: string) =>
      ((await api.json('callcenter/agent/list', {}, token)).data.agents as Agent[]).find(
        (a) => a.username === 'agent',
      )!.state;
    expect(await agentOnBoard(admin)).toBe('idle');

    // the agent's softphone: 忙碌 signs them out of the call group
    expect(await api.json('home/sipGroupSignIn', { current_status: '0' }, agent)).toMatchObject({ code: 0 });
    for (const board of boards)
      expect(await until(() => statesOf(board.frames, 'agent').includes('busy'))).toBe(true);
    expect(await agentOnBoard(supervisor)).toBe('busy');

    // 在线 signs them in again: 空闲 on every board
    await api.json('home/sipGroupSignIn', { current_status: '1' }, agent);
    for (const board of boards)
      expect(await until(() => statesOf(board.frames, 'agent').at(-1) === 'idle')).toBe(true);
    expect(statesOf(boards[0]!.frames, 'agent')).toEqual(statesOf(boards[1]!.frames, 'agent'));
  }, 30_000);

  it('follows a supervisor’s 签出坐席组 in the agent’s own browser and on the board', async () => {
    const api = client(server().url);
    const [admin, agent] = await Promise.all([
      api.signIn('admin', 'admin123'),
      api.signIn('agent', 'agent123'),
    ]);
    const board = await open('notice', admin);
    const agentsNotices = await open('notice', agent);
    sockets.push(board.socket, agentsNotices.socket);
    const rows = (await api.json('callcenter/agent/list', {}, admin)).data.agents as (Agent & {
      queue_ids: number[];
    })[];
    const mine = rows.find((a) => a.username === 'agent')!;
    expect(mine.queue_ids.length).toBeGreaterThan(0);
    for (const queue of mine.queue_ids)
      await api.json(
        'callcenter/agent/signOut',
        { staff_id: String(mine.staff_id), queue_id: String(queue) },
        admin,
      );

    // the agent's softphone is told it left the call group, and the board sees them 忙碌
    expect(await until(() => agentsNotices.frames.some((f) => f.data?.scene === 10))).toBe(true);
    expect(agentsNotices.frames.find((f) => f.data?.scene === 10)!.data).toEqual({
      scene: 10,
      current_status: 0,
    });
    expect(await until(() => statesOf(board.frames, 'agent').at(-1) === 'busy')).toBe(true);
    expect((await api.json('home/sipStatusInfo', {}, agent)).data).toEqual({ current_status: 0 });
  }, 30_000);
});

describe('an incoming call across browsers', () => {
  it('opens the 来电客户 popup on the called agent’s call-in socket only', async () => {
    const api = client(server().url);
    const [admin, agent] = await Promise.all([
      api.signIn('admin', 'admin123'),
      api.signIn('agent', 'agent123'),
    ]);
    const agentsCallIn = await open('call-in', agent);
    const adminsCallIn = await open('call-in', admin);
    agentsCallIn.socket.send(JSON.stringify({ type: 100 }));
    expect(await until(() => agentsCallIn.frames.length === 1)).toBe(true);

    const rang = await fetch(`${server().url}/demo/incoming-call?api_token=${admin}`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'agent' }),
    });
    const { data } = (await rang.json()) as Envelope;
    expect(await until(() => agentsCallIn.frames.length === 2)).toBe(true);
    expect(agentsCallIn.frames[1]).toMatchObject({
      code: 0,
      data: { phone: data.phone, uuid: data.uuid, customer_id: expect.any(Number), name: expect.any(String) },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(adminsCallIn.frames).toEqual([]);
    agentsCallIn.socket.close();
    adminsCallIn.socket.close();
  }, 30_000);
});
