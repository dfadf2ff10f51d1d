/** @jest-environment node */
import { CLOSE_RESTART, CLOSE_UNAUTHORIZED, createDemoSocketServer } from '@mocks/sockets/server';
import { DEMO_SOCKET_URLS } from '@mocks/sockets/address';
import type { CustomerTagMessage, ScriptBasicsMessage } from '@/api/socket-messages';

const users: Record<string, string> = { 'tok-agent': 'agent', 'tok-admin': 'admin' };

function setup() {
  const server = createDemoSocketServer({
    userOfToken: (token) => (token && users[token] ? { username: users[token] } : undefined),
  });
  const connect = (channel: keyof typeof DEMO_SOCKET_URLS, token: string) => {
    const peer = { frames: [] as unknown[], closed: null as null | { code: number; reason: string } };
    const connection = server.open(channel, `${DEMO_SOCKET_URLS[channel]}?api_token=${token}`, {
      send: (text) => peer.frames.push(JSON.parse(text)),
      close: (code, reason) => (peer.closed = { code, reason }),
    });
    return { peer, connection };
  };
  return { server, connect };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('closes a socket whose api_token is no live session (4001)', () => {
  const { connect } = setup();
  const { peer, connection } = connect('callIn', 'forged');
  expect(connection).toBeNull();
  expect(peer.closed).toEqual({ code: CLOSE_UNAUTHORIZED, reason: 'unauthorized' });
});

it('acknowledges requestPermission and answers pings; frames it cannot read are dropped', () => {
  const { connect } = setup();
  const { peer, connection } = connect('callIn', 'tok-agent');
  connection!.receive(JSON.stringify({ type: 100, action: 'requestPermission' }));
  connection!.receive(JSON.stringify({ type: 0 }));
  connection!.receive('garbage');
  expect(peer.frames).toEqual([
    { code: 0, msg: 'permission granted', data: null },
    { code: 0, msg: 'pong', data: null },
  ]);
});

it('pushes an incoming call and a notice only to the sockets of the user they are for', () => {
  const { server, connect } = setup();
  const agent = connect('callIn', 'tok-agent');
  const admin = connect('callIn', 'tok-admin');
  const agentNotices = connect('notice', 'tok-agent');
  server.pushIncomingCall('agent', { phone: '13800138000' });
  server.sendNotice('agent', { scene: 1, content: 'hi' });
  expect(agent.peer.frames).toEqual([{ code: 0, msg: '', data: { phone: '13800138000' } }]);
  expect(admin.peer.frames).toEqual([]);
  expect(agentNotices.peer.frames).toEqual([{ code: 0, msg: '', data: { scene: 1, content: 'hi' } }]);
});

it('streams a live call at its times; ending it early sends the rest nowhere and says the call ended', () => {
  const { server, connect } = setup();
  const { peer } = connect('dialPlate', 'tok-agent');
  const line = (at: number) => ({
    at,
    message: { scene: 4 as const, uuid: 'u1', data: { asr_text: `t${at}`, is_aleg: 'A' as const } },
  });
  server.startLiveCall('agent', 'u1', [line(0), line(1000), line(5000)]);
  jest.advanceTimersByTime(1000);
  expect(peer.frames).toHaveLength(2);
  server.endLiveCall('u1');
  jest.advanceTimersByTime(10_000);
  expect(peer.frames).toEqual([
    line(0).message,
    line(1000).message,
    { scene: 2, uuid: 'u1', data: { status: 'ended' } },
  ]);
});

it('drops every socket of a channel on a restart (1012); closed sockets get nothing more', () => {
  const { server, connect } = setup();
  const calls = connect('callIn', 'tok-agent');
  const notices = connect('notice', 'tok-agent');
  server.dropAll('notice');
  expect(notices.peer.closed).toEqual({ code: CLOSE_RESTART, reason: 'service restart' });
  expect(calls.peer.closed).toBeNull();
  server.sendNotice('agent', { scene: 1, content: 'late' });
  expect(notices.peer.frames).toEqual([]);
  expect(server.count('callIn')).toBe(1);
});

it('tells a dial-plate socket that connects mid-call which call its user is in', () => {
  const { server, connect } = setup();
  const talking = { scene: 2 as const, uuid: 'u2', data: { status: 'talking' as const } };
  server.startLiveCall('agent', 'u2', [{ at: 0, message: talking }]);
  expect(connect('dialPlate', 'tok-agent').peer.frames).toEqual([talking]);
  expect(connect('dialPlate', 'tok-admin').peer.frames).toEqual([]);
});

it('sends a socket that reconnects mid-call the call basics and tags it missed, not the lines again', () => {
  const { server, connect } = setup();
  const talking = { scene: 2 as const, uuid: 'u3', data: { status: 'talking' as const } };
  const basics: ScriptBasicsMessage = {
    scene: 3,
    uuid: 'u3',
    data: {
      speech_name: '催收',
      customer: { name: '王女士', contact_name: '王女士', contact_phone: '13800000005' },
      speech_stages: [],
    },
  };
  const line = { scene: 4 as const, uuid: 'u3', data: { asr_text: '您好', is_aleg: 'A' as const } };
  const tag: CustomerTagMessage = { scene: 7, uuid: 'u3', data: { id: 1, name: '意向' } };
  server.startLiveCall('agent', 'u3', [
    { at: 0, message: talking },
    { at: 100, message: basics },
    { at: 200, message: line },
    { at: 300, message: tag },
  ]);
  // the console's socket was down while the call began
  jest.advanceTimersByTime(400);
  expect(connect('dialPlate', 'tok-agent').peer.frames).toEqual([talking, basics, tag]);
});
