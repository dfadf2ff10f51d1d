/**
 * @jest-environment node
 */
import { board } from '@mocks/db/callcenter-board';
import { DEFAULT_FLOOR, momentOf, offShift, setFloorSize, SLOT_S } from '@mocks/db/callcenter-floor';
import { createAgentStates } from '@mocks/sockets/agent-states';
import type { DemoSocketServer } from '@mocks/sockets/server';
import { demoSockets } from '@mocks/sockets';
import { staffTable } from '@mocks/db/staff';
import { callBackend as call } from '@tests/support/backend-call';
import { expectSchema } from '@tests/support/contract';

afterEach(() => {
  demoSockets.stopAgentStates();
  setFloorSize(DEFAULT_FLOOR);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The floor is the staff (their call records): generated seats only when the bench grows it. */
const floor = () => staffTable.all().filter((s) => s.status === 1).length;

describe('the simulated floor', () => {
  it('has the staff in every state of the board, the same at the same moment', () => {
    const at = new Date(2026, 10, 23, 10).getTime();
    const rows = board(at);
    expect(rows).toHaveLength(floor());
    // over ten minutes every state of the board shows
    const states = new Set(
      Array.from({ length: 10 }, (_v, m) => board(at + m * 60_000).map((r) => r.state)).flat(),
    );
    for (const s of ['idle', 'talking', 'after_call', 'busy', 'offline']) expect(states).toContain(s);
    expect(board(at)).toEqual(rows);
    expect(rows.find((r) => r.state === 'busy')!.break_reason).toBeTruthy();
    expect(rows.filter((r) => r.staff_id > 3).every((r) => r.today_calls > 0 || r.state === 'offline')).toBe(
      true,
    );
  });

  it('keeps a night desk on the floor at night and a weekend duty at weekends, as a 24-hour centre does', () => {
    const onFloor = (at: Date) => board(at.getTime()).filter((r) => r.staff_id > 3 && r.state !== 'offline');
    // a Tuesday at 03:00 and at 22:00, a Sunday afternoon and a Saturday night
    for (const at of [
      new Date(2026, 10, 24, 3, 0),
      new Date(2026, 10, 24, 22, 0),
      new Date(2026, 10, 29, 15, 0),
      new Date(2026, 10, 28, 23, 30),
    ])
      expect(onFloor(at).length).toBeGreaterThan(0);
    // a few at night, not the day's floor
    expect(onFloor(new Date(2026, 10, 24, 3, 0)).length).toBeLessThanOrEqual(3);
    expect(onFloor(new Date(2026, 10, 24, 10, 0)).length).toBeGreaterThan(8);
  });

  it('moves an agent through ringing, talking and after-call work within a slot, each state since its start', () => {
    const id = board().find((r) => r.staff_id > 3 && !offShift(r.staff_id))!.staff_id;
    const start = new Date(2026, 10, 23, 10).getTime();
    const seen = new Map<string, number>();
    for (let t = start; t < start + SLOT_S * 3000; t += 1000) {
      const m = momentOf(id, t);
      expect(m.since).toBeLessThanOrEqual(t);
      if (!seen.has(m.state)) seen.set(m.state, m.since);
    }
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['idle', 'ringing', 'talking', 'after_call']));
  });
});

describe('agent board endpoints', () => {
  it('lists the floor as the contract says, with the server clock', async () => {
    const asked = Date.now();
    const { data } = await call('/api/callcenter/agent/list');
    // the moment of the answer (the contract check after it takes its own time on a loaded machine)
    expect(data.now).toBeGreaterThanOrEqual(asked);
    expect(data.now).toBeLessThanOrEqual(Date.now());
    expect(data.agents).toHaveLength(floor());
  });

  it('refuses to sign out an unknown agent, or one not in the queue', async () => {
    expect((await call('/api/callcenter/agent/signOut', { staff_id: 99999 })).msg).toBe('坐席不存在');
    const outside = board().find((r) => r.staff_id > 3 && !r.queue_ids.includes(1))!;
    expect(
      (await call('/api/callcenter/agent/signOut', { staff_id: outside.staff_id, queue_id: 1 })).msg,
    ).toBe('该坐席不在坐席组中');
  });

  it('sends a notice to the agent’s notification channel; a seat without an account cannot receive one', async () => {
    const sent = jest.spyOn(demoSockets, 'sendNotice');
    const answer = await call('/api/callcenter/agent/notice', { staff_id: 2, content: '请接听排队电话' });
    expect(answer.msg).toBe('通知已发送');
    expect(sent).toHaveBeenCalledWith(
      'agent',
      expect.objectContaining({ scene: 1, content: '请接听排队电话' }),
    );
    setFloorSize(60); // the bench's generated seats have no account
    const seat = board().find((r) => r.staff_id > 9000)!;
    expect((await call('/api/callcenter/agent/notice', { staff_id: seat.staff_id, content: 'x' })).msg).toBe(
      '该坐席没有登录账号，无法接收通知',
    );
    expect((await call('/api/callcenter/agent/notice', { staff_id: 2, content: '' })).code).not.toBe(0);
  });
});

describe('agent-state pushes', () => {
  it('pushes only the agents that changed, each second, as AgentStatesPush frames', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 10).getTime() });
    const frames: { data: { scene: number; agents: { staff_id: number }[] } }[] = [];
    const server = {
      sendRaw: (_c: string, _u: string | undefined, frame: (typeof frames)[number]) => frames.push(frame),
      count: () => 1,
    } as unknown as DemoSocketServer;
    const states = createAgentStates(server);
    states.watch('admin');
    jest.advanceTimersByTime(60_000);
    states.stop();
    expect(frames.length).toBeGreaterThan(3);
    for (const f of frames) {
      await expectSchema('AgentStatesPush', f.data);
      expect(f.data.agents.length).toBeLessThan(floor() / 2);
    }
  });

  it('grows the floor to 200 seats for the bench and pushes them at once', () => {
    // a stopped clock: with the real one the floor may move between watch and grow (a loaded CI saw 152)
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 10).getTime() });
    const frames: { data: { agents: unknown[] } }[] = [];
    const server = {
      sendRaw: (_c: string, _u: string | undefined, frame: (typeof frames)[number]) => frames.push(frame),
      count: () => 1,
    } as unknown as DemoSocketServer;
    const states = createAgentStates(server);
    states.watch('admin');
    states.growFloor(200);
    states.stop();
    expect(board()).toHaveLength(200);
    expect(frames[0]!.data.agents).toHaveLength(200 - floor());
  });
});
