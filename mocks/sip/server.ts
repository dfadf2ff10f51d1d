import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from './address';
import { farEndFor, type FarEnd } from './far-ends';
import type { DemoCallMedia, DemoMedia } from './media';
import {
  addressOfRecord,
  formatRequest,
  formatResponse,
  type Header,
  headerValue,
  headerValues,
  newBranch,
  parseCSeq,
  parseMessage,
  parseNameAddr,
  randomToken,
  type SipRequest,
  type SipResponse,
  uriUser,
  viaBranch,
} from './message';
import { createRegistrar } from './registrar';

export interface DemoSipClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Resolved on each call, so Jest's fake timers apply to a server made before they were installed.
const realClock: DemoSipClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One SIP-over-WebSocket connection: SIP text in through `receive`, out through the `send` given to `open`. */
export interface DemoSipConnection {
  receive(text: string): void;
  close(): void;
}

export type IncomingCallResult = 'answered' | 'rejected' | 'unanswered' | 'no-agent';

export interface IncomingCallOptions {
  /** The caller's number (default: the server's `defaultCaller`). */
  from?: string;
  displayName?: string;
}

export interface DemoCaller {
  phone: string;
  displayName: string;
}

export interface DemoSipServer {
  open(send: (text: string) => void): DemoSipConnection;
  placeIncomingCall(options?: IncomingCallOptions): Promise<IncomingCallResult>;
  hangUpDemoCall(): void;
}

/** How long the demo customer's call to the agent rings before it gives up with CANCEL. */
export const INCOMING_RING_TIMEOUT_MS = 30_000;
/** How long a call outlives the socket it was on, waiting for the agent to reconnect and go on with it. */
export const RECONNECT_GRACE_MS = 60_000;
/** RFC 3261 Timer H/J (64 × T1): how long an ended transaction still absorbs ACK and CANCEL. */
const TRANSACTION_LINGER_MS = 32_000;

const ALLOW = 'INVITE, ACK, CANCEL, BYE, OPTIONS, UPDATE, INFO, REGISTER';
/** Methods a real server knows but this one does not take (405); anything else is 501 Not Implemented. */
const KNOWN_ELSEWHERE = new Set(['MESSAGE', 'SUBSCRIBE', 'NOTIFY', 'REFER', 'PUBLISH', 'PRACK']);
const SERVER_HEADER: Header = ['Server', 'ai-call-console demo SIP'];
const SDP: Header = ['Content-Type', 'application/sdp'];
/** The server's own Via sent-by, for the requests it sends. */
const OWN_VIA = `SIP/2.0/WSS ${new URL(DEMO_SIP_URL).host}`;

interface Connection {
  send(text: string): void;
  open: boolean;
}

/** A call with the agent, either way round. */
interface Dialog {
  callId: string;
  localTag: string;
  remoteTag: string;
  /** Our name-addr and the agent's, without tags: the From/To of the requests we send. */
  localAddr: string;
  remoteAddr: string;
  /** The agent's Contact: the request-URI of the requests we send. */
  remoteTarget: string;
  localSeq: number;
  /** The socket the agent last used for this call; it moves when the agent reconnects. */
  connection: Connection;
  /** The agent's address of record: a new registration of it takes the call to its new socket. */
  aor: string;
  media: DemoCallMedia;
  /** Set while our offer (a late-offer answer) waits for the agent's answer in the ACK. */
  awaitingAnswerInAck: boolean;
  timers: unknown[];
  establishedAt: number;
}

/** The agent's INVITE while the demo customer rings (server transaction). */
interface RingingInvite {
  request: SipRequest;
  connection: Connection;
  toTag: string;
  final: boolean;
  timers: unknown[];
  media?: DemoCallMedia;
  sdp?: Promise<{ sdp: string } | { error: unknown }>;
}

/** The demo customer's INVITE to the agent (client transaction). */
interface OutgoingInvite {
  callId: string;
  branch: string;
  uri: string;
  from: string;
  to: string;
  connection: Connection;
  aor: string;
  media: DemoCallMedia;
  settled: boolean;
  cancelled: boolean;
  timer: unknown;
  resolve(result: IncomingCallResult): void;
}

const sdpAnswerOf = (p: Promise<string>) =>
  p.then(
    (sdp) => ({ sdp }),
    (error: unknown) => ({ error }),
  );

/** The demo's SIP server: registrar and far end in one, SIP text in and out, media behind `DemoMedia`. */
export function createDemoSipServer({
  media,
  defaultCaller,
  clock = realClock,
}: {
  media: DemoMedia;
  /** Who calls when `placeIncomingCall` is not told. */
  defaultCaller: () => DemoCaller;
  clock?: DemoSipClock;
}): DemoSipServer {
  const registrar = createRegistrar<Connection>(() => clock.now());
  const ringing = new Map<string, RingingInvite>(); // by Via branch
  const dialogs = new Map<string, Dialog>(); // by Call-ID
  const outgoing = new Map<string, OutgoingInvite>(); // by Call-ID

  const later = (timers: unknown[], ms: number, fn: () => void) => {
    timers.push(clock.setTimeout(fn, ms));
  };
  const clearTimers = (timers: unknown[]) => timers.splice(0).forEach((t) => clock.clearTimeout(t));

  function respond(
    connection: Connection,
    request: SipRequest,
    status: number,
    reason: string,
    { toTag, headers = [], body = '' }: { toTag?: string; headers?: Header[]; body?: string } = {},
  ) {
    const to = headerValue(request, 'To') ?? '';
    // Every response but 100 carries a To tag (RFC 3261 8.2.6.2); one dialog keeps the same tag.
    const tagged =
      status > 100 && !parseNameAddr(to).params.has('tag') ? `${to};tag=${toTag ?? randomToken()}` : to;
    const out: Header[] = [
      ...headerValues(request, 'Via').map((v): Header => ['Via', v]),
      ['From', headerValue(request, 'From') ?? ''],
      ['To', tagged],
      ['Call-ID', headerValue(request, 'Call-ID') ?? ''],
      ['CSeq', headerValue(request, 'CSeq') ?? ''],
      ...headers,
      SERVER_HEADER,
      ...(body ? [SDP] : []),
    ];
    if (connection.open) connection.send(formatResponse(status, reason, out, body));
  }

  function sendRequest(connection: Connection, method: string, uri: string, headers: Header[], body = '') {
    if (connection.open) connection.send(formatRequest(method, uri, headers, body));
  }

  const ownContact = (user: string): Header => ['Contact', `<sip:${user}@${DEMO_SIP_DOMAIN};transport=ws>`];

  function endDialog(dialog: Dialog) {
    clearTimers(dialog.timers);
    dialog.media.close();
    dialogs.delete(dialog.callId);
  }

  /** The far end hangs up: BYE to the agent's contact. */
  function sendBye(dialog: Dialog) {
    dialog.localSeq += 1;
    sendRequest(dialog.connection, 'BYE', dialog.remoteTarget, [
      ['Via', `${OWN_VIA};branch=${newBranch()}`],
      ['Max-Forwards', '70'],
      ['From', `${dialog.localAddr};tag=${dialog.localTag}`],
      ['To', `${dialog.remoteAddr};tag=${dialog.remoteTag}`],
      ['Call-ID', dialog.callId],
      ['CSeq', `${dialog.localSeq} BYE`],
      SERVER_HEADER,
    ]);
    endDialog(dialog);
  }

  /** The dialog an in-dialog request of the agent belongs to (From tag = theirs, To tag = ours). */
  function dialogOf(request: SipRequest): Dialog | undefined {
    const dialog = dialogs.get(headerValue(request, 'Call-ID') ?? '');
    const fromTag = parseNameAddr(headerValue(request, 'From') ?? '').params.get('tag');
    const toTag = parseNameAddr(headerValue(request, 'To') ?? '').params.get('tag');
    return dialog && dialog.remoteTag === fromTag && dialog.localTag === toTag ? dialog : undefined;
  }

  // ---- The agent dials a demo customer -------------------------------------------------------------

  function onInitialInvite(connection: Connection, request: SipRequest) {
    const branch = viaBranch(headerValue(request, 'Via')) ?? '';
    if (ringing.has(branch)) return; // a retransmission
    if (!registrar.hasBindingOn(connection)) {
      respond(connection, request, 403, 'Forbidden');
      return;
    }
    const dialed = uriUser(request.uri);
    if (!dialed) {
      respond(connection, request, 404, 'Not Found');
      return;
    }
    if (request.body && !/^application\/sdp/i.test(headerValue(request, 'Content-Type') ?? '')) {
      respond(connection, request, 415, 'Unsupported Media Type', {
        headers: [['Accept', 'application/sdp']],
      });
      return;
    }
    respond(connection, request, 100, 'Trying');
    const farEnd = farEndFor(dialed);
    const invite: RingingInvite = { request, connection, toTag: randomToken(), final: false, timers: [] };
    ringing.set(branch, invite);
    if (farEnd.outcome.kind === 'answer') {
      // Like a phone that negotiates while it rings: the answer is ready when the customer picks up.
      invite.media = media.open();
      invite.sdp = sdpAnswerOf(request.body ? invite.media.answer(request.body) : invite.media.offer());
    }
    if (farEnd.ringMs === 0) {
      void settleInvite(branch, invite, farEnd);
      return;
    }
    respond(connection, request, 180, 'Ringing', { toTag: invite.toTag, headers: [ownContact(dialed)] });
    if (Number.isFinite(farEnd.ringMs))
      later(invite.timers, farEnd.ringMs, () => void settleInvite(branch, invite, farEnd));
  }

  function finishInvite(branch: string, invite: RingingInvite) {
    invite.final = true;
    clearTimers(invite.timers);
    // Lingers to absorb the ACK of a failure response and a late CANCEL.
    later(invite.timers, TRANSACTION_LINGER_MS, () => ringing.delete(branch));
  }

  async function settleInvite(branch: string, invite: RingingInvite, farEnd: FarEnd) {
    const { outcome } = farEnd;
    const { connection, request, toTag } = invite;
    if (outcome.kind === 'fail') {
      finishInvite(branch, invite);
      respond(connection, request, outcome.status, outcome.reason, { toTag });
      return;
    }
    if (outcome.kind !== 'answer' || !invite.media || !invite.sdp) return;
    const answer = await invite.sdp;
    if (invite.final) return; // cancelled while the answer was being made
    finishInvite(branch, invite);
    if ('error' in answer) {
      invite.media.close();
      respond(connection, request, 488, 'Not Acceptable Here', { toTag });
      return;
    }
    const dialed = uriUser(request.uri);
    respond(connection, request, 200, 'OK', {
      toTag,
      headers: [ownContact(dialed), ['Allow', ALLOW], ['Supported', 'replaces']],
      body: answer.sdp,
    });
    ringing.delete(branch); // the ACK of a 2xx is a request of the dialog, not of this transaction
    const from = parseNameAddr(headerValue(request, 'From') ?? '');
    const dialog: Dialog = {
      callId: headerValue(request, 'Call-ID') ?? '',
      localTag: toTag,
      remoteTag: from.params.get('tag') ?? '',
      localAddr: parseNameAddr(headerValue(request, 'To') ?? '').addr,
      remoteAddr: from.addr,
      remoteTarget: parseNameAddr(headerValue(request, 'Contact') ?? '').uri,
      localSeq: 0,
      connection,
      aor: addressOfRecord(from.uri),
      media: invite.media,
      awaitingAnswerInAck: !request.body,
      timers: [],
      establishedAt: clock.now(),
    };
    dialogs.set(dialog.callId, dialog);
    if (outcome.hangUpAfterMs !== undefined)
      later(dialog.timers, outcome.hangUpAfterMs, () => sendBye(dialog));
  }

  function onCancel(connection: Connection, request: SipRequest) {
    const branch = viaBranch(headerValue(request, 'Via')) ?? '';
    const invite = ringing.get(branch);
    if (!invite) {
      respond(connection, request, 481, 'Call/Transaction Does Not Exist');
      return;
    }
    respond(connection, request, 200, 'OK', { toTag: invite.toTag });
    if (invite.final) return; // already answered or failed: the CANCEL changes nothing
    finishInvite(branch, invite);
    invite.media?.close();
    respond(invite.connection, invite.request, 487, 'Request Terminated', { toTag: invite.toTag });
  }

  // ---- Requests inside a call ------------------------------------------------------------------------

  async function onOffer(connection: Connection, request: SipRequest, dialog: Dialog) {
    const headers: Header[] = [ownContact(uriUser(parseNameAddr(dialog.localAddr).uri))];
    if (!request.body) {
      if (request.method === 'UPDATE') {
        respond(connection, request, 200, 'OK', { headers }); // a session refresh
        return;
      }
      const offer = await sdpAnswerOf(dialog.media.offer());
      if ('error' in offer) respond(connection, request, 488, 'Not Acceptable Here');
      else {
        dialog.awaitingAnswerInAck = true;
        respond(connection, request, 200, 'OK', { headers, body: offer.sdp });
      }
      return;
    }
    // A re-INVITE after a network cut carries an ICE restart: the same connection answers it afresh.
    const answer = await sdpAnswerOf(dialog.media.answer(request.body));
    if ('error' in answer) respond(connection, request, 488, 'Not Acceptable Here');
    else respond(connection, request, 200, 'OK', { headers, body: answer.sdp });
  }

  function onInDialog(connection: Connection, request: SipRequest) {
    const dialog = dialogOf(request);
    if (!dialog) {
      if (request.method !== 'ACK') respond(connection, request, 481, 'Call/Transaction Does Not Exist');
      return;
    }
    dialog.connection = connection;
    switch (request.method) {
      case 'ACK':
        if (dialog.awaitingAnswerInAck && request.body) {
          dialog.awaitingAnswerInAck = false;
          void dialog.media.accept(request.body).catch(() => sendBye(dialog));
        }
        return;
      case 'BYE':
        respond(connection, request, 200, 'OK');
        endDialog(dialog);
        return;
      case 'INVITE':
      case 'UPDATE':
        void onOffer(connection, request, dialog);
        return;
      case 'INFO': // DTMF
      case 'OPTIONS':
        respond(connection, request, 200, 'OK', { headers: [['Allow', ALLOW]] });
        return;
      default:
        rejectMethod(connection, request);
    }
  }

  function rejectMethod(connection: Connection, request: SipRequest) {
    if (KNOWN_ELSEWHERE.has(request.method))
      respond(connection, request, 405, 'Method Not Allowed', { headers: [['Allow', ALLOW]] });
    else respond(connection, request, 501, 'Not Implemented', { headers: [['Allow', ALLOW]] });
  }

  // ---- Registration ----------------------------------------------------------------------------------

  function onRegister(connection: Connection, request: SipRequest) {
    const result = registrar.register(
      headerValue(request, 'To') ?? '',
      headerValues(request, 'Contact'),
      headerValue(request, 'Expires'),
      connection,
    );
    if (!result.ok) {
      respond(connection, request, result.status, result.reason);
      return;
    }
    // A reconnected agent takes its calls along to the new socket.
    if (result.bindings.some((b) => b.connection === connection)) {
      const aor = result.bindings[0]!.aor;
      for (const dialog of dialogs.values()) if (dialog.aor === aor) dialog.connection = connection;
    }
    respond(connection, request, 200, 'OK', {
      headers: result.bindings.map((b): Header => ['Contact', registrar.contactHeader(b)]),
    });
  }

  // ---- The demo customer calls the agent -------------------------------------------------------------

  function sendAck(invite: OutgoingInvite, response: SipResponse, uri: string, branch: string) {
    sendRequest(invite.connection, 'ACK', uri, [
      ['Via', `${OWN_VIA};branch=${branch}`],
      ['Max-Forwards', '70'],
      ['From', invite.from],
      ['To', headerValue(response, 'To') ?? invite.to],
      ['Call-ID', invite.callId],
      ['CSeq', '1 ACK'],
    ]);
  }

  function settleOutgoing(invite: OutgoingInvite, result: IncomingCallResult) {
    if (invite.settled) return;
    invite.settled = true;
    clock.clearTimeout(invite.timer);
    invite.resolve(result);
  }

  function onInviteResponse(invite: OutgoingInvite, response: SipResponse) {
    if (response.status < 200) return;
    if (response.status >= 300) {
      // A failure response is acknowledged inside its transaction (same branch).
      sendAck(invite, response, invite.uri, invite.branch);
      outgoing.delete(invite.callId);
      invite.media.close();
      settleOutgoing(invite, invite.cancelled ? 'unanswered' : 'rejected');
      return;
    }
    const to = parseNameAddr(headerValue(response, 'To') ?? '');
    const remoteTarget = parseNameAddr(headerValue(response, 'Contact') ?? '').uri || invite.uri;
    const existing = dialogs.get(invite.callId);
    if (existing) {
      // A retransmitted 200 OK: its ACK was lost.
      sendAck(invite, response, remoteTarget, newBranch());
      return;
    }
    const from = parseNameAddr(invite.from);
    const dialog: Dialog = {
      callId: invite.callId,
      localTag: from.params.get('tag') ?? '',
      remoteTag: to.params.get('tag') ?? '',
      localAddr: from.addr,
      remoteAddr: to.addr,
      remoteTarget,
      localSeq: 1,
      connection: invite.connection,
      aor: invite.aor,
      media: invite.media,
      awaitingAnswerInAck: false,
      timers: [],
      establishedAt: clock.now(),
    };
    dialogs.set(dialog.callId, dialog);
    sendAck(invite, response, remoteTarget, newBranch());
    if (invite.cancelled) {
      // The 200 OK crossed our CANCEL: the call is set up only to be torn down.
      sendBye(dialog);
      return;
    }
    void invite.media.accept(response.body).catch(() => sendBye(dialog));
    settleOutgoing(invite, 'answered');
  }

  function cancelOutgoing(invite: OutgoingInvite) {
    invite.cancelled = true;
    sendRequest(invite.connection, 'CANCEL', invite.uri, [
      ['Via', `${OWN_VIA};branch=${invite.branch}`],
      ['Max-Forwards', '70'],
      ['From', invite.from],
      ['To', invite.to],
      ['Call-ID', invite.callId],
      ['CSeq', '1 CANCEL'],
      SERVER_HEADER,
    ]);
    settleOutgoing(invite, 'unanswered');
    // An agent that never answers the CANCEL either: forget the call after Timer H.
    clock.setTimeout(() => {
      if (outgoing.get(invite.callId) !== invite) return;
      outgoing.delete(invite.callId);
      if (!dialogs.has(invite.callId)) invite.media.close();
    }, TRANSACTION_LINGER_MS);
  }

  async function placeIncomingCall(options: IncomingCallOptions = {}): Promise<IncomingCallResult> {
    const binding = registrar.latest();
    if (!binding) return 'no-agent';
    const callMedia = media.open();
    let offer: string;
    try {
      offer = await callMedia.offer();
    } catch (error) {
      callMedia.close();
      throw error;
    }
    if (!binding.connection.open) {
      callMedia.close();
      return 'no-agent';
    }
    const caller = defaultCaller();
    const from = options.from ?? caller.phone;
    const displayName = (options.displayName ?? (options.from ? '' : caller.displayName)).replace(
      /["\\]/g,
      '',
    );
    const invite: Omit<OutgoingInvite, 'resolve' | 'timer'> = {
      callId: `${randomToken(16)}@${DEMO_SIP_DOMAIN}`,
      branch: newBranch(),
      uri: binding.contact.uri,
      from: `${displayName ? `"${displayName}" ` : ''}<sip:${from}@${DEMO_SIP_DOMAIN}>;tag=${randomToken()}`,
      to: `<sip:${binding.aor}>`,
      connection: binding.connection,
      aor: binding.aor,
      media: callMedia,
      settled: false,
      cancelled: false,
    };
    return new Promise<IncomingCallResult>((resolve) => {
      const record: OutgoingInvite = {
        ...invite,
        resolve,
        timer: clock.setTimeout(() => cancelOutgoing(record), INCOMING_RING_TIMEOUT_MS),
      };
      outgoing.set(record.callId, record);
      sendRequest(
        record.connection,
        'INVITE',
        record.uri,
        [
          ['Via', `${OWN_VIA};branch=${record.branch}`],
          ['Max-Forwards', '70'],
          ['From', record.from],
          ['To', record.to],
          ['Call-ID', record.callId],
          ['CSeq', '1 INVITE'],
          ownContact(from),
          ['Allow', ALLOW],
          ['Supported', 'replaces'],
          SERVER_HEADER,
          SDP,
        ],
        offer,
      );
    });
  }

  function hangUpDemoCall() {
    const latest = [...dialogs.values()].reduce<Dialog | undefined>(
      (a, d) => (!a || d.establishedAt >= a.establishedAt ? d : a),
      undefined,
    );
    if (latest) sendBye(latest);
  }

  // ---- Sockets ---------------------------------------------------------------------------------------

  function onResponse(response: SipResponse) {
    const callId = headerValue(response, 'Call-ID') ?? '';
    const cseq = parseCSeq(headerValue(response, 'CSeq'));
    const invite = outgoing.get(callId);
    // Responses to our BYE and CANCEL need nothing more.
    if (invite && cseq?.method === 'INVITE') onInviteResponse(invite, response);
  }

  function onRequest(connection: Connection, request: SipRequest) {
    const hasTo = parseNameAddr(headerValue(request, 'To') ?? '').params.has('tag');
    switch (request.method) {
      case 'REGISTER':
        onRegister(connection, request);
        return;
      case 'INVITE':
        if (hasTo) onInDialog(connection, request);
        else onInitialInvite(connection, request);
        return;
      case 'CANCEL':
        onCancel(connection, request);
        return;
      case 'ACK':
        // The ACK of a failure response ends its transaction; a 2xx's ACK belongs to the call.
        if (!hasTo || !dialogOf(request)) return;
        onInDialog(connection, request);
        return;
      case 'OPTIONS':
        if (hasTo) onInDialog(connection, request);
        else
          respond(connection, request, 200, 'OK', {
            headers: [
              ['Allow', ALLOW],
              ['Accept', 'application/sdp'],
            ],
          });
        return;
      case 'BYE':
      case 'UPDATE':
      case 'INFO':
        onInDialog(connection, request);
        return;
      default:
        rejectMethod(connection, request);
    }
  }

  function open(send: (text: string) => void): DemoSipConnection {
    const connection: Connection = { send, open: true };
    return {
      receive(text) {
        if (!connection.open) return;
        if (text === '\r\n\r\n') {
          connection.send('\r\n'); // RFC 5626 keep-alive ping → pong
          return;
        }
        const message = parseMessage(text);
        if (!message) return;
        const mandatory = ['Via', 'From', 'To', 'Call-ID', 'CSeq'];
        if (mandatory.some((name) => !headerValue(message, name))) {
          if (message.kind === 'request' && headerValue(message, 'Via') && message.method !== 'ACK')
            respond(connection, message, 400, 'Bad Request');
          return;
        }
        if (message.kind === 'response') onResponse(message);
        else onRequest(connection, message);
      },
      close() {
        if (!connection.open) return;
        connection.open = false;
        registrar.dropConnection(connection);
        for (const [branch, invite] of ringing) {
          if (invite.connection !== connection || invite.final) continue;
          finishInvite(branch, invite);
          invite.media?.close();
        }
        for (const invite of outgoing.values()) {
          if (invite.connection !== connection) continue;
          outgoing.delete(invite.callId);
          invite.media.close();
          settleOutgoing(invite, 'unanswered');
        }
        for (const dialog of dialogs.values()) {
          if (dialog.connection !== connection) continue;
          later(dialog.timers, RECONNECT_GRACE_MS, () => {
            if (!dialog.connection.open) endDialog(dialog);
          });
        }
      },
    };
  }

  return { open, placeIncomingCall, hangUpDemoCall };
}
