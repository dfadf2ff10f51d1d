/**
 * @jest-environment node
 */
import { resetDb } from '@mocks/db/db';
import { buildLiveCall } from '@mocks/sockets/live-call-script';
import { createLiveCalls } from '@mocks/sockets/live-calls';
import { createDemoSocketServer } from '@mocks/sockets/server';

function platform(now: () => number) {
  const server = createDemoSocketServer({ userOfToken: () => ({ username: 'agent' }) });
  const frames: unknown[] = [];
  const liveCalls = createLiveCalls(server, now);
  const connect = () =>
    server.open('dialPlate', 'wss://push.demo.local/dial-plate?api_token=t', {
      send: (text) => frames.push(JSON.parse(text)),
      close: () => undefined,
    });
  return { server, liveCalls, frames, connect };
}

const CALL = { uuid: 'reload-call', phone: '13800138000' };

beforeEach(() => {
  resetDb();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('a call goes on at the platform while the tab reloads: the next page resumes it where it is by now', () => {
  let clock = 1_000_000;
  const before = platform(() => clock);
  before.liveCalls.start('agent', CALL);
  const kept = JSON.parse(JSON.stringify(before.liveCalls.snapshot()));
  expect(kept).toHaveLength(1);

  clock += 30_000; // the reload takes a while; the call does not wait
  const after = platform(() => clock);
  after.connect();
  after.liveCalls.resume(kept);
  const script = buildLiveCall(CALL);
  jest.advanceTimersByTime(120_000);
  const [first, ...rest] = after.frames;
  expect(first).toEqual(script[0]!.message); // which call it is, first
  expect(rest).toEqual(script.filter(({ at }) => at >= 30_000).map(({ message }) => message));
});

it('a call that ended, or whose script has run out, is not resumed', () => {
  let clock = 0;
  const p = platform(() => clock);
  p.liveCalls.start('agent', CALL);
  p.liveCalls.start('agent', { uuid: 'hung-up', phone: '13800138001' });
  p.liveCalls.end('hung-up');
  expect(p.liveCalls.snapshot().map((c) => c.uuid)).toEqual(['reload-call']);
  clock += 200_000;
  expect(p.liveCalls.snapshot()).toEqual([]);
});
