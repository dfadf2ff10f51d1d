/**
 * @jest-environment node
 */
import { callRecordRows } from '@mocks/db/call-records';
import { historyCalls } from '@mocks/db/call-records-history';
import { callTable, calls } from '@mocks/db/calls';
import { resetDb } from '@mocks/db/db';
import { staffIdOf, staffTable, visibleStaffIds } from '@mocks/db/staff';
import { callBackend } from '../../support/backend-call';

beforeEach(() => resetDb());

const list = (body: Record<string, unknown> = {}, user = 'admin') =>
  callBackend('/api/callcenter/record/list', { limit: 1000, ...body }, user);
type Row = {
  id: number;
  uuid: string;
  staff_id: number;
  started_at: string;
  direction: string;
  result: string;
  talk_seconds: number;
  phone: string;
  caller_id: string;
  hangup_side: string;
  recording_url: string | null;
};

describe('[ROUTES-CALLCENTRE-07] demo backend of the call records', () => {
  it('generates sixty days of history for the whole company, the same on every call', () => {
    const now = Date.now();
    const month = historyCalls(now);
    expect(month.length).toBeGreaterThan(10_000);
    expect(month.length).toBeLessThan(60_000);
    expect(historyCalls(now)).toEqual(month);
    expect(new Set(month.map((c) => c.staff_id)).size).toBe(staffTable.all().length);
    expect(Math.min(...month.map((c) => c.started_at))).toBeGreaterThan(now - 61 * 24 * 3600_000);
    // the demo accounts' stored week is not counted twice
    const rows = callRecordRows(now);
    const adminId = staffIdOf('admin')!;
    const firstStored = Math.min(...calls.of('admin').map((c) => c.started_at));
    expect(
      rows
        .filter((r) => r.staff_id === adminId && r.started_at >= firstStored)
        .every((r) => !r.uuid.startsWith('h')),
    ).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(rows.length);
  });

  it('lists newest first with a recording for each answered call and none for the others', async () => {
    const answer = await list();
    const rows: Row[] = answer.data.data;
    expect(answer.data.total).toBeGreaterThan(2000);
    expect(rows.map((r) => r.started_at)).toEqual([...rows.map((r) => r.started_at)].sort().reverse());
    for (const r of rows) {
      if (r.result === 'answered' && r.talk_seconds > 0)
        expect(r.recording_url).toBe(`/demo-files/recordings/call/${r.uuid}-${r.talk_seconds}.wav`);
      else expect(r.recording_url).toBeNull();
      if (r.direction === 'in') expect(r.caller_id).toBe(r.phone);
      expect(r.caller_id).toMatch(/^\d{11}$/);
    }
  });

  it('honours every filter', async () => {
    const all: Row[] = (await list({ limit: 1000 })).data.data;
    const agent = all[0]!.staff_id;
    (await list({ staff_id: agent })).data.data.forEach((r: Row) => expect(r.staff_id).toBe(agent));
    (await list({ direction: 'in' })).data.data.forEach((r: Row) => expect(r.direction).toBe('in'));
    (await list({ result: 'busy' })).data.data.forEach((r: Row) => expect(r.result).toBe('busy'));
    const long: Row[] = (await list({ min_seconds: 60, max_seconds: 120 })).data.data;
    expect(long.length).toBeGreaterThan(0);
    long.forEach((r) => expect(r.talk_seconds >= 60 && r.talk_seconds <= 120).toBe(true));
    const day = all[0]!.started_at.slice(0, 10);
    const ofDay: Row[] = (await list({ start_date: day, end_date: day })).data.data;
    expect(ofDay.length).toBeGreaterThan(0);
    ofDay.forEach((r) => expect(r.started_at.slice(0, 10)).toBe(day));
    const phone = all[5]!.phone.slice(3, 9);
    (await list({ phone })).data.data.forEach((r: Row) =>
      expect(r.phone.includes(phone) || r.caller_id.includes(phone)).toBe(true),
    );
  });

  it('refuses reversed ranges and values outside the contract', async () => {
    expect(await list({ start_date: '2026-11-20', end_date: '2026-11-01' })).toMatchObject({
      code: 1,
      msg: '开始日期不能晚于结束日期',
    });
    expect(await list({ min_seconds: 90, max_seconds: 30 })).toMatchObject({
      code: 1,
      msg: '最短通话时长不能大于最长通话时长',
    });
    expect((await list({ direction: 'sideways' })).code).not.toBe(0);
    expect((await list({ result: 'maybe' })).code).not.toBe(0);
    expect((await list({ min_seconds: -1 })).code).not.toBe(0);
  });

  it('shows an agent only the calls of their data scope', async () => {
    const agent = staffTable.list((s) => s.username === 'agent')[0]!;
    const scope = visibleStaffIds(agent);
    expect(scope).not.toBeNull();
    const rows: Row[] = (await list({}, 'agent')).data.data;
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((r) => expect(scope!.has(r.staff_id)).toBe(true));
    const admin: Row[] = (await list({}, 'admin')).data.data;
    expect(new Set(admin.map((r) => r.staff_id)).size).toBeGreaterThan(
      new Set(rows.map((r) => r.staff_id)).size,
    );
  });

  it('puts a call the demo user just made at the top, with its recording once answered', async () => {
    const uuid = '7d4f2f0e-1c2b-4b8a-9c1d-1234567890ab';
    await callBackend('/api/home/call', { phone: '13800138005', uuid, call_type: 'sip' });
    // still going on: not a record yet
    const own = { limit: 5, staff_id: staffIdOf('admin') };
    expect((await list(own)).data.data.map((r: Row) => r.uuid)).not.toContain(uuid);
    const placed = calls.byUuid(uuid)!;
    callTable.update(placed.id, { started_at: placed.started_at - 20_000 }); // it rang 2 s and talked 18 s
    await callBackend('/api/home/hangup', { uuid });
    const call = calls.byUuid(uuid)!;
    // among the demo user's own calls: the rest of the floor goes on calling, and a call of the last 20 s may
    // have started after this backdated one
    const top: Row = (await list(own)).data.data[0];
    expect(top).toMatchObject({ uuid, result: 'answered', phone: '13800138005', hangup_side: 'agent' });
    // at least the 18 s it was backdated by (more when the machine is slow between the calls)
    expect(top.talk_seconds).toBe(call.result!.talk_seconds);
    expect(top.talk_seconds).toBeGreaterThanOrEqual(18);
    expect(top.recording_url).toBe(`/demo-files/recordings/call/${uuid}-${top.talk_seconds}.wav`);
  });

  it('exports every match of the filters', async () => {
    const answer = await callBackend('/api/callcenter/record/export', { result: 'rejected' });
    expect(answer.data.total).toBe(answer.data.data.length);
    answer.data.data.forEach((r: Row) => expect(r.result).toBe('rejected'));
    expect(
      await callBackend('/api/callcenter/record/export', { min_seconds: 9, max_seconds: 1 }),
    ).toMatchObject({ code: 1 });
  });
});
