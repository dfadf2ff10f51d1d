import { createDemoSipServer, type DemoSipServer } from '@mocks/sip/server';
import type { CallObserver } from '@mocks/sip/context';
import type { DemoCallMedia } from '@mocks/sip/media';
import {
  headerValue,
  headerValues,
  parseMessage,
  parseNameAddr,
  type SipMessage,
  type SipRequest,
} from '@mocks/sip/message';

/** A far-end media stand-in: canned SDP, numbered so a test can tell a fresh answer from an old one. */
export function fakeMedia({ answerFails = false, noWebRtc = false } = {}) {
  const opened: (DemoCallMedia & { [K in keyof DemoCallMedia]: jest.Mock })[] = [];
  let n = 0;
  const media = {
    open: () => {
      if (noWebRtc) throw new ReferenceError('RTCPeerConnection is not defined');
      const call = {
        answer: jest.fn(async (offer: string) => {
          if (answerFails) throw new Error('cannot answer this offer');
          return `v=0\r\no=demo ${++n} answer-to ${offer.length}\r\n`;
        }),
        offer: jest.fn(async () => `v=0\r\no=demo ${++n} offer\r\n`),
        accept: jest.fn(async () => undefined),
        close: jest.fn(),
      };
      opened.push(call);
      return call;
    },
  };
  return { media, opened };
}

export function demoServer(
  options: { answerFails?: boolean; noWebRtc?: boolean; observer?: CallObserver } = {},
) {
  const { media, opened } = fakeMedia(options);
  const server = createDemoSipServer({
    media,
    defaultCaller: () => ({ phone: '13912345678', displayName: '王女士' }),
    observer: options.observer,
  });
  return { server, opened };
}

const OFFER = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n';

let counter = 0;
const unique = (prefix: string) => `${prefix}${(counter += 1)}`;

/** Writes SIP the way JsSIP does, on one socket of the demo server, and keeps what comes back. */
export function testAgent(server: DemoSipServer, user = '1001', contactUser = unique('c')) {
  const received: SipMessage[] = [];
  let connection = server.open((text) => {
    const message = parseMessage(text);
    if (!message) throw new Error(`server sent something that is not SIP: ${JSON.stringify(text)}`);
    received.push(message);
  });
  const viaHost = `${contactUser}.invalid`;
  const contact = `<sip:${contactUser}@${viaHost};transport=ws>`;
  const aor = `<sip:${user}@sip.demo.local>`;
  let cseq = 100;

  const send = (lines: string[], body = '') =>
    connection.receive(
      `${lines.join('\r\n')}\r\nContent-Length: ${new TextEncoder().encode(body).length}\r\n\r\n${body}`,
    );

  return {
    received,
    contact,
    viaHost,
    /** Responses and requests received since the call, oldest first. */
    take(): SipMessage[] {
      return received.splice(0);
    },
    send,
    /** A new socket for the same agent (after a network cut). */
    reconnect() {
      connection.close();
      connection = server.open((text) => received.push(parseMessage(text)!));
    },
    close: () => connection.close(),
    receiveRaw: (text: string) => connection.receive(text),
    register(expires = 600, { branch = unique('z9hG4bKreg') } = {}) {
      send([
        'REGISTER sip:sip.demo.local SIP/2.0',
        `Via: SIP/2.0/WSS ${viaHost};branch=${branch}`,
        'Max-Forwards: 69',
        `To: ${aor}`,
        `From: ${aor};tag=${unique('ft')}`,
        `Call-ID: reg-${contactUser}`,
        `CSeq: ${(cseq += 1)} REGISTER`,
        `Contact: ${contact};+sip.ice;reg-id=1;+sip.instance="<urn:uuid:${contactUser}>";expires=${expires}`,
        `Expires: ${expires}`,
        'Allow: INVITE,ACK,CANCEL,BYE,UPDATE,MESSAGE,OPTIONS,REFER,INFO,NOTIFY',
        'Supported: path,gruu,outbound',
        'User-Agent: JsSIP 3.13.8',
      ]);
    },
    /** Sends an initial INVITE and returns what identifies it. */
    invite(number: string, body = OFFER) {
      const call = {
        callId: unique('call-'),
        fromTag: unique('from'),
        branch: unique('z9hG4bKinv'),
        uri: `sip:${number}@sip.demo.local`,
        cseq: (cseq += 1),
        toTag: '',
      };
      send(
        [
          `INVITE ${call.uri} SIP/2.0`,
          `Via: SIP/2.0/WSS ${viaHost};branch=${call.branch}`,
          'Max-Forwards: 69',
          `To: <${call.uri}>`,
          `From: "${user}" ${aor};tag=${call.fromTag}`,
          `Call-ID: ${call.callId}`,
          `CSeq: ${call.cseq} INVITE`,
          `Contact: ${contact};ob`,
          'Session-Expires: 90',
          'Allow: INVITE,ACK,CANCEL,BYE,UPDATE,MESSAGE,OPTIONS,REFER,INFO,NOTIFY',
          'Supported: timer,ice,replaces,outbound',
          'User-Agent: JsSIP 3.13.8',
          ...(body ? ['Content-Type: application/sdp'] : []),
        ],
        body,
      );
      return call;
    },
    /** A request inside the call `call` (after its 200 OK gave the To tag). */
    inDialog(
      method: string,
      call: { callId: string; fromTag: string; uri: string; toTag: string; cseq: number },
      { body = '', cseq = (call.cseq += 1), branch = unique('z9hG4bKdlg') } = {},
    ) {
      send(
        [
          `${method} ${call.uri} SIP/2.0`,
          `Via: SIP/2.0/WSS ${viaHost};branch=${branch}`,
          'Max-Forwards: 69',
          `To: <${call.uri}>;tag=${call.toTag}`,
          `From: "${user}" ${aor};tag=${call.fromTag}`,
          `Call-ID: ${call.callId}`,
          `CSeq: ${cseq} ${method}`,
          ...(body ? ['Content-Type: application/sdp'] : []),
        ],
        body,
      );
    },
    /** ACK of a failure response: inside the INVITE transaction (same branch). */
    ackFailure(call: {
      callId: string;
      fromTag: string;
      uri: string;
      branch: string;
      cseq: number;
      toTag: string;
    }) {
      send([
        `ACK ${call.uri} SIP/2.0`,
        `Via: SIP/2.0/WSS ${viaHost};branch=${call.branch}`,
        'Max-Forwards: 69',
        `To: <${call.uri}>;tag=${call.toTag}`,
        `From: "${user}" ${aor};tag=${call.fromTag}`,
        `Call-ID: ${call.callId}`,
        `CSeq: ${call.cseq} ACK`,
      ]);
    },
    cancel(call: { callId: string; fromTag: string; uri: string; branch: string; cseq: number }) {
      send([
        `CANCEL ${call.uri} SIP/2.0`,
        `Via: SIP/2.0/WSS ${viaHost};branch=${call.branch}`,
        'Max-Forwards: 69',
        `To: <${call.uri}>`,
        `From: "${user}" ${aor};tag=${call.fromTag}`,
        `Call-ID: ${call.callId}`,
        `CSeq: ${call.cseq} CANCEL`,
      ]);
    },
  };
}

export const OFFER_SDP = OFFER;

export const status = (m: SipMessage | undefined) => (m?.kind === 'response' ? m.status : m?.method);
export const toTagOf = (m: SipMessage) => parseNameAddr(headerValue(m, 'To') ?? '').params.get('tag');

/** The agent's softphone answers the demo customer's INVITE (a 2xx or 18x carries its Contact). */
export function respondTo(
  agent: ReturnType<typeof testAgent>,
  invite: SipRequest,
  code: number,
  reason: string,
  body = '',
) {
  const lines = [
    `SIP/2.0 ${code} ${reason}`,
    ...headerValues(invite, 'Via').map((v) => `Via: ${v}`),
    `To: ${headerValue(invite, 'To')};tag=agenttag`,
    `From: ${headerValue(invite, 'From')}`,
    `Call-ID: ${headerValue(invite, 'Call-ID')}`,
    `CSeq: ${headerValue(invite, 'CSeq')}`,
    ...(code < 300 && code > 100 ? [`Contact: ${agent.contact}`] : []),
    ...(body ? ['Content-Type: application/sdp'] : []),
  ];
  agent.send(lines, body);
}
