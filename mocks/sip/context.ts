import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from './address';
import type { DemoCallMedia, DemoMedia } from './media';
import {
  formatRequest,
  formatResponse,
  type Header,
  headerValue,
  headerValues,
  newBranch,
  parseNameAddr,
  randomToken,
  type SipRequest,
} from './message';
import { createRegistrar } from './registrar';

export interface DemoSipClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Resolved on each call, so Jest's fake timers apply to a server made before they were installed.
export const realClock: DemoSipClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** RFC 3261 Timer H/J (64 × T1): how long an ended transaction still absorbs ACK and CANCEL. */
export const TRANSACTION_LINGER_MS = 32_000;

export const ALLOW = 'INVITE, ACK, CANCEL, BYE, OPTIONS, UPDATE, INFO, REGISTER';
export const SERVER_HEADER: Header = ['Server', 'ai-call-console demo SIP'];
const SDP: Header = ['Content-Type', 'application/sdp'];
/** The server's own Via sent-by, for the requests it sends. */
export const OWN_VIA = `SIP/2.0/WSS ${new URL(DEMO_SIP_URL).host}`;

/** One socket of an agent. */
export interface Connection {
  send(text: string): void;
  open: boolean;
}

/** A call with the agent, either way round. */
export interface Dialog {
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
  /** The console's id of the call: its X-Call-Uuid, or JsSIP's session id for a call to the agent. */
  uuid: string;
  /** The demo customer's number. */
  customerPhone: string;
}

/** Who wants to know when calls start and end (the demo's live call messages). */
export interface CallObserver {
  /** A demo customer's call rings at the agent's softphone. */
  ringing(call: { uuid: string; customerPhone: string; agentSipUser: string }): void;
  established(call: { uuid: string; customerPhone: string; agentSipUser: string }): void;
  /** A call ended: the agent's BYE, the far end's BYE, or the agent's socket gone. */
  ended(uuid: string, by: 'agent' | 'customer' | 'system'): void;
  /** A customer's call to the agent ended unanswered: the agent rejected it, or it rang out. */
  missed?(uuid: string, how: 'rejected' | 'unanswered'): void;
}

/** A media promise as a value: the signalling decides what a failure means (488, BYE). */
export const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** The state and the wire helpers that the parts of the demo SIP server share. */
export function createContext(media: DemoMedia, clock: DemoSipClock, observer?: CallObserver) {
  const registrar = createRegistrar<Connection>(() => clock.now());
  const dialogs = new Map<string, Dialog>(); // by Call-ID

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
    const out = body ? [...headers, SDP] : headers;
    if (connection.open) connection.send(formatRequest(method, uri, out, body));
  }

  /** The demo customer's Contact. */
  const ownContact = (user: string): Header => ['Contact', `<sip:${user}@${DEMO_SIP_DOMAIN};transport=ws>`];

  function startDialog(dialog: Dialog) {
    dialogs.set(dialog.callId, dialog);
    const agentSipUser = dialog.aor.split('@')[0] ?? '';
    observer?.established({ uuid: dialog.uuid, customerPhone: dialog.customerPhone, agentSipUser });
  }

  const announceRinging: CallObserver['ringing'] = (call) => observer?.ringing(call);
  const announceMissed = (uuid: string, how: 'rejected' | 'unanswered') => observer?.missed?.(uuid, how);
  const announceEnded: CallObserver['ended'] = (uuid, by) => observer?.ended(uuid, by);

  function endDialog(dialog: Dialog, by: 'agent' | 'customer' | 'system') {
    clearTimers(dialog.timers);
    dialog.media.close();
    if (dialogs.delete(dialog.callId)) announceEnded(dialog.uuid, by);
  }

  /** The far end hangs up (or the server ends a call whose media failed): BYE to the agent's contact. */
  function sendBye(dialog: Dialog, by: 'customer' | 'system' = 'customer') {
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
    endDialog(dialog, by);
  }

  return {
    media,
    clock,
    registrar,
    dialogs,
    later,
    clearTimers,
    respond,
    sendRequest,
    ownContact,
    startDialog,
    announceRinging,
    announceMissed,
    announceEnded,
    endDialog,
    sendBye,
  };
}

export type SipContext = ReturnType<typeof createContext>;
