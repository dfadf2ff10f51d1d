/**
 * @jest-environment node
 */
import type { DialPlateMessage } from '@/api/socket-messages';
import { resetDb } from '@mocks/db/db';
import { buildLiveCall } from '@mocks/sockets/live-call-script';
import { expectSchema } from '@tests/support/contract';

const UUIDS = ['9f1c2d3e-0000-4000-8000-000000000001', 'call-2', 'demo-42', 'b7e4-a1'];
const calls = () => UUIDS.map((uuid) => ({ uuid, call: buildLiveCall({ uuid, phone: '13800138000' }) }));
const ofScene = <S extends DialPlateMessage['scene']>(messages: DialPlateMessage[], scene: S) =>
  messages.filter((m): m is Extract<DialPlateMessage, { scene: S }> => m.scene === scene);

beforeEach(() => resetDb());

it('[CHAN-12] [CHAN-13] [CHAN-14] [CHAN-15] [CHAN-16] [CHAN-17] [CHAN-18] every generated message is a DialPlateMessage of the contract', async () => {
  for (const { call } of calls())
    for (const { message } of call) await expectSchema('DialPlateMessage', message);
});

it('is one 60–90 s call of its uuid: answered first, ended last, in time order, every scene', () => {
  for (const { uuid, call } of calls()) {
    const messages = call.map((c) => c.message);
    expect(messages.every((m) => m.uuid === uuid)).toBe(true);
    expect(call[0]).toEqual({
      at: 0,
      message: { scene: 2, uuid, data: { status: 'talking', phone: '13800138000' } },
    });
    expect(call.at(-1)!.message).toEqual({ scene: 2, uuid, data: { status: 'ended', phone: '13800138000' } });
    expect(call.at(-1)!.at).toBeGreaterThanOrEqual(60_000);
    expect(call.at(-1)!.at).toBeLessThanOrEqual(90_000);
    expect(call.map((c) => c.at)).toEqual([...call.map((c) => c.at)].sort((a, b) => a - b));
    expect(new Set(messages.map((m) => m.scene))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    expect(ofScene(messages, 3)).toHaveLength(1);
    expect(ofScene(messages, 6).length).toBeGreaterThanOrEqual(2);
  }
});

it('the same uuid gives the same call; another uuid another one', () => {
  const once = buildLiveCall({ uuid: 'call-2', phone: '13800138000' });
  expect(buildLiveCall({ uuid: 'call-2', phone: '13800138000' })).toEqual(once);
  expect(buildLiveCall({ uuid: 'call-3', phone: '13800138000' })).not.toEqual(once);
});

it('builds the stage tree from a demo robot script and walks it with node matches', () => {
  for (const { call } of calls()) {
    const messages = call.map((c) => c.message);
    const [basics] = ofScene(messages, 3);
    const shown = basics!.data.speech_stages.flatMap((s) =>
      s.speech_nodes.filter((n) => !n.t_sc_s_id).map((n) => n.id),
    );
    const matched = ofScene(messages, 5).map((m) => m.data.speech_node_id);
    expect(matched.length).toBeGreaterThanOrEqual(4);
    // every match is a node the assistant window shows (ASSIST-07 leaves jump nodes out)
    expect(matched.every((id) => shown.includes(id))).toBe(true);
    // the script's end is a jump node: in the data, out of the tree
    expect(basics!.data.speech_stages.some((s) => s.speech_nodes.some((n) => n.t_sc_s_id))).toBe(true);
    // branches lead somewhere real
    const branches = basics!.data.speech_stages.flatMap((s) =>
      s.speech_nodes.flatMap((n) => n.speech_node_branches),
    );
    expect(branches.some((b) => b.speech_branch.name === '肯定' && b.next_speech_node?.content)).toBe(true);
  }
});

it('the customer and the seat take turns; the customer details are the given ones when given', () => {
  const call = buildLiveCall({
    uuid: 'x',
    phone: '13911112222',
    customerName: '测试公司',
    contactName: '周六',
  });
  const messages = call.map((c) => c.message);
  expect(ofScene(messages, 3)[0]!.data.customer).toEqual({
    name: '测试公司',
    contact_name: '周六',
    contact_phone: '13911112222',
  });
  const lines = ofScene(messages, 4).map((m) => m.data);
  expect(lines.length).toBeGreaterThanOrEqual(12);
  expect(lines.filter((l) => l.is_aleg === 'A').length).toBeGreaterThanOrEqual(5);
  expect(lines.filter((l) => l.is_aleg === 'B').length).toBeGreaterThanOrEqual(5);
  expect(lines.every((l) => /^\d{2}:\d{2}:\d{2}$/.test(l.time!))).toBe(true);
  // tags from the assistant's tag table arrive once each
  const tags = ofScene(messages, 7).map((m) => m.data.name);
  expect(tags.length).toBeGreaterThanOrEqual(1);
  expect(new Set(tags).size).toBe(tags.length);
});
