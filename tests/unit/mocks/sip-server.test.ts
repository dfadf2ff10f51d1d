/** @jest-environment node */
import { headerValue, headerValues, parseNameAddr, type SipMessage } from '@mocks/sip/message';
import { INCOMING_RING_TIMEOUT_MS, RECONNECT_GRACE_MS } from '@mocks/sip/server';
import { demoServer, OFFER_SDP, respondTo, status, testAgent, toTagOf } from '@tests/support/sip-agent';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const statuses = (messages: SipMessage[]) => messages.map(status);
const only = (messages: SipMessage[]) => {
  expect(messages).toHaveLength(1);
  return messages[0]!;
};
const asRequest = (m: SipMessage) => {
  if (m.kind !== 'request') throw new Error(`expected a request, got ${status(m)}`);
  return m;
};

function registered(user = '1001') {
  const { server, opened } = demoServer();
  const agent = testAgent(server, user);
  agent.register();
  agent.take();
  return { server, opened, agent };
}

/** Dials `number` and lets it ring into an answered, acknowledged call. */
async function connectedCall(number = '13800000005') {
  const setup = registered();
  const call = setup.agent.invite(number);
  await jest.advanceTimersByTimeAsync(2000);
  const ok = setup.agent.take().at(-1)!;
  expect(status(ok)).toBe(200);
  call.toTag = toTagOf(ok)!;
  setup.agent.inDialog('ACK', call, { cseq: call.cseq });
  return { ...setup, call, ok };
}

describe('demo SIP server: registration', () => {
  it('answers REGISTER with 200 OK echoing the contact with its expiry', () => {
    const { server } = demoServer();
    const agent = testAgent(server);
    agent.register(600, { branch: 'z9hG4bKreg1' });
    const ok = only(agent.take());
    expect(status(ok)).toBe(200);
    expect(headerValue(ok, 'Via')).toBe(`SIP/2.0/WSS ${agent.viaHost};branch=z9hG4bKreg1`);
    expect(headerValue(ok, 'From')).toMatch(/^<sip:1001@sip\.demo\.local>;tag=ft\d+$/);
    expect(headerValue(ok, 'CSeq')).toBe('101 REGISTER');
    expect(toTagOf(ok)).toBeTruthy();
    const contacts = headerValues(ok, 'Contact').map(parseNameAddr);
    expect(contacts).toHaveLength(1);
    expect(`<${contacts[0]!.uri}>`).toBe(agent.contact);
    expect(contacts[0]!.params.get('expires')).toBe('600');
    expect(contacts[0]!.params.get('reg-id')).toBe('1');
  });

  it('unregisters with expires 0, after which dialing is refused with 403', () => {
    const { server, opened } = demoServer();
    const agent = testAgent(server);
    agent.register();
    agent.register(0);
    const [, unregistered] = agent.take();
    expect(status(unregistered)).toBe(200);
    expect(headerValues(unregistered!, 'Contact')).toEqual([]);
    agent.invite('13800000005');
    expect(statuses(agent.take())).toEqual([403]);
    expect(opened).toHaveLength(0);
  });

  it('refuses an INVITE from a socket that never registered with 403', () => {
    const { server } = demoServer();
    const agent = testAgent(server);
    agent.invite('13800000005');
    const forbidden = only(agent.take());
    expect(status(forbidden)).toBe(403);
    expect(toTagOf(forbidden)).toBeTruthy();
  });

  it('drops the contact when its socket closes: the demo then has no agent to call', async () => {
    const { server, agent } = registered();
    agent.close();
    await expect(server.placeIncomingCall()).resolves.toBe('no-agent');
  });

  it('answers OPTIONS with 200 and the allowed methods, keep-alives with CRLF', () => {
    const { server } = demoServer();
    const sent: string[] = [];
    const connection = server.open((t) => sent.push(t));
    connection.receive('\r\n\r\n');
    expect(sent).toEqual(['\r\n']);
    const agent = testAgent(server);
    agent.send([
      'OPTIONS sip:sip.demo.local SIP/2.0',
      'Via: SIP/2.0/WSS a.invalid;branch=z9hG4bKopt',
      'To: <sip:sip.demo.local>',
      'From: <sip:1001@sip.demo.local>;tag=x',
      'Call-ID: opt1',
      'CSeq: 1 OPTIONS',
    ]);
    const ok = only(agent.take());
    expect(status(ok)).toBe(200);
    expect(headerValue(ok, 'Allow')).toContain('INVITE');
  });

  it('answers a method it knows but does not take with 405 and one it does not know with 501', () => {
    const { server } = demoServer();
    const agent = testAgent(server);
    for (const method of ['MESSAGE', 'FROBNICATE']) {
      agent.send([
        `${method} sip:2000@sip.demo.local SIP/2.0`,
        `Via: SIP/2.0/WSS a.invalid;branch=z9hG4bK${method}`,
        'To: <sip:2000@sip.demo.local>',
        'From: <sip:1001@sip.demo.local>;tag=x',
        `Call-ID: m-${method}`,
        `CSeq: 1 ${method}`,
      ]);
    }
    const [notAllowed, notImplemented] = agent.take();
    expect(status(notAllowed)).toBe(405);
    expect(headerValue(notAllowed!, 'Allow')).toContain('BYE');
    expect(status(notImplemented)).toBe(501);
  });
});

describe('demo SIP server: the agent dials a demo customer', () => {
  it('any other number rings 2 s, then answers 200 OK with the SDP of the page’s peer connection', async () => {
    const { agent, opened } = registered();
    const call = agent.invite('13800000005');
    const [trying, ringing] = agent.take();
    expect(status(trying)).toBe(100);
    expect(toTagOf(trying!)).toBeUndefined();
    expect(status(ringing)).toBe(180);
    expect(parseNameAddr(headerValue(ringing!, 'Contact')!).uri).toBe(
      'sip:13800000005@sip.demo.local;transport=ws',
    );
    await jest.advanceTimersByTimeAsync(1999);
    expect(agent.take()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    const ok = only(agent.take());
    expect(status(ok)).toBe(200);
    expect(toTagOf(ok)).toBe(toTagOf(ringing!));
    expect(headerValue(ok, 'Content-Type')).toBe('application/sdp');
    expect(opened[0]!.answer).toHaveBeenCalledWith(OFFER_SDP);
    expect(ok.body).toBe(await opened[0]!.answer.mock.results[0]!.value);
    expect(Number(headerValue(ok, 'Content-Length'))).toBe(ok.body.length);
    expect(headerValue(ok, 'Call-ID')).toBe(call.callId);
    expect(headerValue(ok, 'CSeq')).toBe(`${call.cseq} INVITE`);
    // It stays until the agent hangs up.
    call.toTag = toTagOf(ok)!;
    agent.inDialog('ACK', call, { cseq: call.cseq });
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(agent.take()).toEqual([]);
    expect(opened[0]!.close).not.toHaveBeenCalled();
  });

  it('a number ending in 1 rings 2 s, then declines with 603', async () => {
    const { agent } = registered();
    const call = agent.invite('13800000001');
    expect(statuses(agent.take())).toEqual([100, 180]);
    await jest.advanceTimersByTimeAsync(2000);
    const declined = only(agent.take());
    expect(status(declined)).toBe(603);
    expect(declined.kind === 'response' && declined.reason).toBe('Decline');
    agent.ackFailure({ ...call, toTag: toTagOf(declined)! });
    expect(agent.take()).toEqual([]);
  });

  it('a number ending in 2 is busy at once (486, no ringing)', () => {
    const { agent, opened } = registered();
    agent.invite('13800000002');
    expect(statuses(agent.take())).toEqual([100, 486]);
    expect(opened).toHaveLength(0);
  });

  it('a number ending in 0 is unreachable (480)', () => {
    const { agent } = registered();
    agent.invite('13800000000');
    expect(statuses(agent.take())).toEqual([100, 480]);
  });

  it('a number ending in 3 rings forever; CANCEL gets 200 and the INVITE 487', async () => {
    const { agent } = registered();
    const call = agent.invite('13800000003');
    const [, ringing] = agent.take();
    expect(status(ringing)).toBe(180);
    await jest.advanceTimersByTimeAsync(31_000); // past the console's 30 s timeout
    expect(agent.take()).toEqual([]);
    agent.cancel(call);
    const [cancelled, terminated] = agent.take();
    expect(status(cancelled)).toBe(200);
    expect(headerValue(cancelled!, 'CSeq')).toBe(`${call.cseq} CANCEL`);
    expect(status(terminated)).toBe(487);
    expect(headerValue(terminated!, 'CSeq')).toBe(`${call.cseq} INVITE`);
    expect(toTagOf(terminated!)).toBe(toTagOf(ringing!));
    // A CANCEL for an INVITE that no longer rings changes nothing; one for an unknown INVITE is 481.
    agent.cancel(call);
    expect(statuses(agent.take())).toEqual([200]);
    agent.cancel({ ...call, branch: 'z9hG4bKnone' });
    expect(statuses(agent.take())).toEqual([481]);
  });

  it('CANCEL during the ringing of an answering number stops the answer and the media', async () => {
    const { agent, opened } = registered();
    const call = agent.invite('13800000005');
    agent.take();
    agent.cancel(call);
    expect(statuses(agent.take())).toEqual([200, 487]);
    expect(opened[0]!.close).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5000);
    expect(agent.take()).toEqual([]);
  });

  it('a number ending in 4 answers after 2 s and hangs up by itself 8 s later with BYE', async () => {
    const { agent, call, ok, opened } = await connectedCall('13800000004');
    await jest.advanceTimersByTimeAsync(7999);
    expect(agent.take()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    const bye = asRequest(only(agent.take()));
    expect(bye.method).toBe('BYE');
    expect(bye.uri).toBe(parseNameAddr(agent.contact).uri); // the agent's Contact of the INVITE
    expect(headerValue(bye, 'Call-ID')).toBe(call.callId);
    expect(parseNameAddr(headerValue(bye, 'From')!).params.get('tag')).toBe(toTagOf(ok));
    expect(parseNameAddr(headerValue(bye, 'To')!).params.get('tag')).toBe(call.fromTag);
    expect(headerValue(bye, 'CSeq')).toMatch(/^\d+ BYE$/);
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('takes a BYE from the agent with 200 and closes the media; a second BYE is 481', async () => {
    const { agent, call, opened } = await connectedCall();
    agent.inDialog('BYE', call);
    expect(statuses(agent.take())).toEqual([200]);
    expect(opened[0]!.close).toHaveBeenCalled();
    agent.inDialog('BYE', call);
    expect(statuses(agent.take())).toEqual([481]);
  });

  it('answers a re-INVITE with a fresh answer from the same peer connection', async () => {
    const { agent, call, ok, opened } = await connectedCall();
    const restart = OFFER_SDP + 'a=ice-ufrag:new\r\n';
    agent.inDialog('INVITE', call, { body: restart });
    await jest.advanceTimersByTimeAsync(0);
    const reOk = only(agent.take());
    expect(status(reOk)).toBe(200);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.answer).toHaveBeenLastCalledWith(restart);
    expect(reOk.body).not.toBe(ok.body);
    expect(toTagOf(reOk)).toBe(call.toTag);
    expect(headerValue(reOk, 'Content-Type')).toBe('application/sdp');
  });

  it('a call survives a socket reconnect: re-REGISTER, re-INVITE and BYE go over the new socket', async () => {
    const { server, agent, call, opened } = await connectedCall();
    agent.reconnect();
    await jest.advanceTimersByTimeAsync(3000);
    agent.register();
    expect(statuses(agent.take())).toEqual([200]);
    agent.inDialog('INVITE', call, { body: OFFER_SDP + 'a=ice-ufrag:again\r\n' });
    await jest.advanceTimersByTimeAsync(0);
    expect(statuses(agent.take())).toEqual([200]);
    await jest.advanceTimersByTimeAsync(RECONNECT_GRACE_MS);
    expect(opened[0]!.close).not.toHaveBeenCalled();
    server.hangUpDemoCall();
    expect(statuses(agent.take())).toEqual(['BYE']);
  });

  it('ends a call whose agent does not come back within the reconnect grace', async () => {
    const { agent, opened } = await connectedCall();
    agent.close();
    await jest.advanceTimersByTimeAsync(RECONNECT_GRACE_MS - 1);
    expect(opened[0]!.close).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('answers UPDATE without a body (session refresh) and INFO (DTMF) inside the call with 200', async () => {
    const { agent, call } = await connectedCall();
    agent.inDialog('UPDATE', call);
    agent.inDialog('INFO', call);
    await jest.advanceTimersByTimeAsync(0);
    expect(statuses(agent.take())).toEqual([200, 200]);
  });

  it('answers 488 in a browser without WebRTC, and the demo control fails loudly there', async () => {
    const { server } = demoServer({ noWebRtc: true });
    const agent = testAgent(server);
    agent.register();
    agent.take();
    agent.invite('13800000005');
    await jest.advanceTimersByTimeAsync(2000);
    expect(statuses(agent.take())).toEqual([100, 180, 488]);
    await expect(server.placeIncomingCall()).rejects.toThrow('RTCPeerConnection');
  });

  it('answers an INVITE without SDP with an offer in the 200 OK and takes the answer from the ACK', async () => {
    const { agent, opened } = registered();
    const call = agent.invite('13800000005', '');
    await jest.advanceTimersByTimeAsync(2000);
    const ok = agent.take().at(-1)!;
    expect(status(ok)).toBe(200);
    expect(ok.body).toBe(await opened[0]!.offer.mock.results[0]!.value);
    call.toTag = toTagOf(ok)!;
    agent.inDialog('ACK', call, { cseq: call.cseq, body: 'v=0\r\no=agent answer\r\n' });
    expect(opened[0]!.accept).toHaveBeenCalledWith('v=0\r\no=agent answer\r\n');
    expect(agent.take()).toEqual([]);
  });

  it('stops ringing when the agent’s socket closes', async () => {
    const { agent, opened } = registered();
    agent.invite('13800000005');
    agent.close();
    expect(opened[0]!.close).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5000);
    expect(agent.take().map(status)).toEqual([100, 180]);
  });

  it('answers 488 when the offer cannot be answered', async () => {
    const { server, opened } = demoServer({ answerFails: true });
    const agent = testAgent(server);
    agent.register();
    agent.take();
    agent.invite('13800000005');
    expect(statuses(agent.take())).toEqual([100, 180]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(statuses(agent.take())).toEqual([488]);
    expect(opened[0]!.close).toHaveBeenCalled();
  });
});

describe('demo SIP server: the demo customer calls the agent', () => {
  it('sends an INVITE with a real offer to the agent registered last, and ACKs its 200 OK', async () => {
    const { server, opened } = demoServer();
    const first = testAgent(server, '1001');
    first.register();
    const agent = testAgent(server, '1002');
    agent.register();
    first.take();
    agent.take();
    const result = server.placeIncomingCall();
    await jest.advanceTimersByTimeAsync(0);
    expect(first.take()).toEqual([]);
    const invite = asRequest(only(agent.take()));
    expect(invite.method).toBe('INVITE');
    expect(invite.uri).toBe(parseNameAddr(agent.contact).uri);
    expect(parseNameAddr(headerValue(invite, 'To')!).uri).toBe('sip:1002@sip.demo.local');
    expect(headerValue(invite, 'From')).toMatch(/^"王女士" <sip:13912345678@sip\.demo\.local>;tag=\w+$/);
    expect(headerValue(invite, 'Contact')).toBe('<sip:13912345678@sip.demo.local;transport=ws>');
    expect(headerValue(invite, 'Content-Type')).toBe('application/sdp');
    expect(invite.body).toBe(await opened[0]!.offer.mock.results[0]!.value);
    respondTo(agent, invite, 180, 'Ringing');
    respondTo(agent, invite, 200, 'OK', 'v=0\r\no=agent answer\r\n');
    await expect(result).resolves.toBe('answered');
    expect(opened[0]!.accept).toHaveBeenCalledWith('v=0\r\no=agent answer\r\n');
    const ack = asRequest(only(agent.take()));
    expect(ack.method).toBe('ACK');
    expect(ack.uri).toBe(parseNameAddr(agent.contact).uri);
    expect(headerValue(ack, 'CSeq')).toBe('1 ACK');
    expect(toTagOf(ack)).toBe('agenttag');
    expect(parseNameAddr(headerValue(ack, 'Via')!).params.get('branch')).not.toBe(
      parseNameAddr(headerValue(invite, 'Via')!).params.get('branch'),
    );

    // The far end hangs up.
    server.hangUpDemoCall();
    const bye = asRequest(only(agent.take()));
    expect(bye.method).toBe('BYE');
    expect(headerValue(bye, 'CSeq')).toBe('2 BYE');
    expect(headerValue(bye, 'From')).toBe(headerValue(invite, 'From'));
    expect(toTagOf(bye)).toBe('agenttag');
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('takes the agent’s BYE of a call it answered', async () => {
    const { server, opened } = demoServer();
    const agent = testAgent(server);
    agent.register();
    agent.take();
    const result = server.placeIncomingCall({ from: '13700000000' });
    await jest.advanceTimersByTimeAsync(0);
    const invite = asRequest(only(agent.take()));
    expect(headerValue(invite, 'From')).toMatch(/^<sip:13700000000@sip\.demo\.local>;tag=/);
    respondTo(agent, invite, 200, 'OK', 'v=0\r\n');
    await expect(result).resolves.toBe('answered');
    agent.take();
    agent.inDialog('BYE', {
      callId: headerValue(invite, 'Call-ID')!,
      uri: parseNameAddr(headerValue(invite, 'Contact')!).uri,
      // The agent's side of the dialog: its From tag is the one it put in To, ours is theirs' To.
      fromTag: 'agenttag',
      toTag: parseNameAddr(headerValue(invite, 'From')!).params.get('tag')!,
      cseq: 1,
    });
    expect(statuses(agent.take())).toEqual([200]);
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('resolves rejected when the agent rejects, after an ACK in the INVITE transaction', async () => {
    const { server, agent, opened } = registered();
    const result = server.placeIncomingCall();
    await jest.advanceTimersByTimeAsync(0);
    const invite = asRequest(only(agent.take()));
    respondTo(agent, invite, 486, 'Busy Here');
    await expect(result).resolves.toBe('rejected');
    const ack = asRequest(only(agent.take()));
    expect(ack.method).toBe('ACK');
    expect(headerValue(ack, 'Via')).toBe(headerValue(invite, 'Via'));
    expect(ack.uri).toBe(invite.uri);
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('cancels after 30 s unanswered and resolves unanswered', async () => {
    const { server, agent, opened } = registered();
    let result: string | undefined;
    void server.placeIncomingCall().then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(0);
    const invite = asRequest(only(agent.take()));
    respondTo(agent, invite, 180, 'Ringing');
    await jest.advanceTimersByTimeAsync(INCOMING_RING_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    expect(agent.take()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe('unanswered');
    const cancel = asRequest(only(agent.take()));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.uri).toBe(invite.uri);
    expect(headerValue(cancel, 'Via')).toBe(headerValue(invite, 'Via'));
    expect(headerValue(cancel, 'CSeq')).toBe('1 CANCEL');
    respondTo(agent, invite, 487, 'Request Terminated');
    expect(statuses(agent.take())).toEqual(['ACK']);
    expect(opened[0]!.close).toHaveBeenCalled();
  });

  it('resolves no-agent when nobody is registered', async () => {
    const { server, opened } = demoServer();
    await expect(server.placeIncomingCall()).resolves.toBe('no-agent');
    expect(opened).toHaveLength(0);
  });
});
