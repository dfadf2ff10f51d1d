/** @jest-environment node */
import { callRecordObserver, callRecordRows, presentCallRecord } from '@mocks/db/call-records';
import { crmDb } from '@mocks/db/crm';
import { resetDb } from '@mocks/db/db';
import { callTable, calls } from '@mocks/db/calls';
import { staffTable } from '@mocks/db/staff';
import type { SipMessage, SipRequest } from '@mocks/sip/message';
import { INCOMING_RING_TIMEOUT_MS } from '@mocks/sip/server';
import { demoServer, respondTo, testAgent } from '@tests/support/sip-agent';

beforeEach(() => {
  jest.useFakeTimers();
  // before the working day: the generated calls of the company's other agents (09:00–18:00) are all older
  // than the calls these tests place, whatever time the suite runs at (the seed's recent calls follow the clock)
  const early = new Date();
  early.setHours(7, 0, 0, 0);
  jest.setSystemTime(early);
  resetDb();
});
afterEach(() => jest.useRealTimers());

const admin = () => staffTable.all().find((u) => u.username === 'admin')!;
const newest = () => presentCallRecord(callRecordRows(Date.now())[0]!);

/** The demo admin's softphone registered on a demo SIP server that keeps the call records. */
function adminPhone() {
  const { server } = demoServer({ observer: callRecordObserver });
  const agent = testAgent(server, admin().sip_username);
  agent.register();
  agent.take();
  return { server, agent };
}

const inviteOf = (messages: SipMessage[]) => messages.find((m): m is SipRequest => m.kind === 'request')!;

describe('[ROUTES-CALLCENTRE-07] calls to the demo user are call records', () => {
  it('an answered call from a CRM customer: inbound, named as the CRM names them, its talk time and who hung up', async () => {
    const customer = crmDb.customers().find((c) => /^1\d{10}$/.test(c.phone))!;
    const { server, agent } = adminPhone();
    const result = server.placeIncomingCall({ from: customer.phone });
    await jest.advanceTimersByTimeAsync(0);
    const invite = inviteOf(agent.take());
    await jest.advanceTimersByTimeAsync(3000); // it rings 3 s
    respondTo(agent, invite, 200, 'OK', 'v=0\r\no=agent answer\r\n');
    await expect(result).resolves.toBe('answered');
    await jest.advanceTimersByTimeAsync(42_000);
    expect(callRecordRows(Date.now())[0]!.phone).not.toBe(customer.phone); // still going on
    server.hangUpDemoCall();
    expect(newest()).toMatchObject({
      direction: 'in',
      phone: customer.phone,
      caller_id: customer.phone,
      customer_name: customer.name,
      staff_id: admin().id,
      result: 'answered',
      talk_seconds: 42,
      hangup_side: 'customer',
    });
    expect(newest().recording_url).toMatch(/-42\.wav$/);
  });

  it('a call the agent rejects is a rejected record hung up by the agent; one that rings out is unanswered', async () => {
    const { server, agent } = adminPhone();
    const rejected = server.placeIncomingCall({ from: '13700000001' });
    await jest.advanceTimersByTimeAsync(0);
    respondTo(agent, inviteOf(agent.take()), 486, 'Busy Here');
    await expect(rejected).resolves.toBe('rejected');
    expect(newest()).toMatchObject({
      direction: 'in',
      phone: '13700000001',
      customer_name: null, // a number the CRM does not know
      result: 'rejected',
      talk_seconds: 0,
      hangup_side: 'agent',
      recording_url: null,
    });

    const missed = server.placeIncomingCall({ from: '13700000002' });
    await jest.advanceTimersByTimeAsync(0);
    agent.take();
    await jest.advanceTimersByTimeAsync(INCOMING_RING_TIMEOUT_MS);
    await expect(missed).resolves.toBe('unanswered');
    expect(newest()).toMatchObject({ phone: '13700000002', result: 'no_answer', hangup_side: 'customer' });
    expect(callTable.list((c) => c.direction === 'in' && !c.result)).toEqual([]);
  });

  it('a call the agent places and cancels while it rings is closed at once as cancelled by the agent', async () => {
    const { agent } = adminPhone();
    const call = agent.invite('13800000003'); // rings forever
    calls.place({
      uuid: call.callId,
      username: 'admin',
      phone: '13800000003',
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    });
    await jest.advanceTimersByTimeAsync(5000);
    agent.cancel(call);
    expect(newest()).toMatchObject({
      phone: '13800000003',
      direction: 'out',
      result: 'cancelled',
      talk_seconds: 0,
      hangup_side: 'agent',
    });
  });
});
