/**
 * @jest-environment node
 */
import { resetDb } from '@mocks/db/db';
import { extensionByNumber } from '@mocks/db/extensions';
import { staffTable } from '@mocks/db/staff';
import { callBackend } from '../../support/backend-call';

beforeEach(() => resetDb());

const api = (op: string, body: Record<string, unknown> = {}, user = 'admin') =>
  callBackend(`/api/callcenter/extension/${op}`, body, user);
const free = async () =>
  (await api('list', { bound: 0, limit: 100 })).data.data[0] as { id: number; number: string };
const staffByName = (username: string) => staffTable.list((s) => s.username === username)[0]!;

describe('[ROUTES-CALLCENTRE-05] demo backend of the extensions', () => {
  it("lists every staff member's extension bound to them, and spare ones free", async () => {
    const all = (await api('list', { limit: 100 })).data.data as {
      number: string;
      staff_id: number | null;
    }[];
    for (const s of staffTable.all())
      expect(all.find((e) => e.number === s.sip_username)?.staff_id).toBe(s.id);
    expect(all.some((e) => e.staff_id === null)).toBe(true);
  });

  it('binds, refuses a second extension naming the one held, unbinds into the staff record', async () => {
    const agent = staffByName('agent');
    const spare = await free();
    expect(await api('bind', { id: spare.id, staff_id: agent.id })).toMatchObject({
      code: 422,
      msg: `${agent.linkman} 已绑定分机 ${agent.sip_username}，请先解绑`,
    });
    const held = extensionByNumber(agent.sip_username)!;
    expect(await api('delete', { id: held.id })).toMatchObject({
      code: 1,
      msg: `分机 ${held.number} 已绑定 ${agent.linkman}，请先解绑再删除`,
    });
    expect((await api('unbind', { id: held.id })).code).toBe(0);
    expect(staffTable.get(agent.id)!.sip_username).toBe('');
    expect((await api('unbind', { id: held.id })).code).toBe(1);
    expect((await api('bind', { id: spare.id, staff_id: agent.id })).data.staff_id).toBe(agent.id);
    expect(staffTable.get(agent.id)!.sip_username).toBe(spare.number);
    const other = staffByName('author');
    expect(await api('bind', { id: spare.id, staff_id: other.id })).toMatchObject({
      code: 422,
      msg: `分机 ${spare.number} 已绑定 ${agent.linkman}，请先解绑`,
    });
    expect((await api('delete', { id: held.id })).code).toBe(0);
  });

  it('creates with a one-time password, refuses a taken number and a bad one, renames a bound extension', async () => {
    const created = await api('add', { number: '8801', remark: '新坐席' });
    expect(created.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await api('add', { number: '8801' })).msg).toBe('分机号 8801 已存在');
    expect((await api('add', { number: '12' })).code).not.toBe(0);
    const agent = staffByName('agent');
    const held = extensionByNumber(agent.sip_username)!;
    expect((await api('update', { id: held.id, number: '8801' })).msg).toBe('分机号 8801 已存在');
    expect((await api('update', { id: held.id, number: '8802', remark: '' })).data.staff_id).toBe(agent.id);
    expect(staffTable.get(agent.id)!.sip_username).toBe('8802');
    expect((await api('update', { id: 9999, number: '8803' })).msg).toBe('分机不存在');
  });

  it('resets the password the softphone then registers with', async () => {
    const admin = staffByName('admin');
    const held = extensionByNumber(admin.sip_username)!;
    const reset = await api('resetPassword', { id: held.id });
    expect(reset.data.password).not.toBe('secret');
    expect((await callBackend('/api/home/sipInfo')).data.password).toBe(reset.data.password);
  });

  it("keeps each agent's call settings and refuses values outside the contract", async () => {
    expect((await api('mine', {}, 'agent')).data.settings).toEqual({
      auto_answer: 0,
      ring_tone: 'classic',
      wrap_up_seconds: 15,
    });
    await api('saveSettings', { auto_answer: 1, ring_tone: 'soft', wrap_up_seconds: 30 }, 'agent');
    expect((await api('mine', {}, 'agent')).data.settings).toEqual({
      auto_answer: 1,
      ring_tone: 'soft',
      wrap_up_seconds: 30,
    });
    expect((await api('mine', {}, 'admin')).data.settings.auto_answer).toBe(0);
    expect(
      (await api('saveSettings', { auto_answer: 1, ring_tone: 'soft', wrap_up_seconds: 601 })).code,
    ).not.toBe(0);
    expect(
      (await api('saveSettings', { auto_answer: 1, ring_tone: 'loud', wrap_up_seconds: 1 })).code,
    ).not.toBe(0);
  });

  it('takes in an extension given on the staff screen', async () => {
    const agent = staffByName('agent');
    staffTable.update(agent.id, { sip_username: '7777' });
    const mine = await api('mine', {}, 'agent');
    expect(mine.data.extension).toMatchObject({ number: '7777', staff_id: agent.id });
  });
});
