import { DEMO_SIP_DOMAIN } from './address';
import {
  ALLOW,
  type Connection,
  type Dialog,
  OWN_VIA,
  SERVER_HEADER,
  type SipContext,
  TRANSACTION_LINGER_MS,
} from './context';
import type { DemoCallMedia } from './media';
import {
  headerValue,
  newBranch,
  parseCSeq,
  parseNameAddr,
  randomToken,
  type SipResponse,
  uriUser,
} from './message';

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

/** How long the demo customer's call to the agent rings before it gives up with CANCEL. */
export const INCOMING_RING_TIMEOUT_MS = 30_000;

/** The demo customer's INVITE to the agent (a client transaction, by Call-ID). */
interface OutgoingInvite {
  callId: string;
  branch: string;
  uri: string;
  from: string;
  to: string;
  connection: Connection;
  aor: string;
  /** the console's id of the call (JsSIP names a call it receives by Call-ID + From tag) */
  uuid: string;
  media: DemoCallMedia;
  settled: boolean;
  cancelled: boolean;
  timer: unknown;
  resolve(result: IncomingCallResult): void;
}

/** A demo customer calls the agent registered last (the demo control). */
export function createCustomerCalls(ctx: SipContext, defaultCaller: () => DemoCaller) {
  const { clock, sendRequest } = ctx;
  const outgoing = new Map<string, OutgoingInvite>();

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

  function settle(invite: OutgoingInvite, result: IncomingCallResult) {
    if (invite.settled) return;
    invite.settled = true;
    clock.clearTimeout(invite.timer);
    if (result === 'rejected' || result === 'unanswered') ctx.announceMissed(invite.uuid, result);
    invite.resolve(result);
  }

  function onInviteResponse(invite: OutgoingInvite, response: SipResponse) {
    if (response.status < 200) return;
    if (response.status >= 300) {
      // A failure response is acknowledged inside its transaction (same branch).
      sendAck(invite, response, invite.uri, invite.branch);
      outgoing.delete(invite.callId);
      invite.media.close();
      settle(invite, invite.cancelled ? 'unanswered' : 'rejected');
      return;
    }
    const to = parseNameAddr(headerValue(response, 'To') ?? '');
    const remoteTarget = parseNameAddr(headerValue(response, 'Contact') ?? '').uri || invite.uri;
    if (ctx.dialogs.has(invite.callId)) {
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
      // JsSIP names a call it receives by Call-ID + From tag.
      uuid: invite.callId + (from.params.get('tag') ?? ''),
      customerPhone: uriUser(from.uri),
    };
    ctx.startDialog(dialog);
    sendAck(invite, response, remoteTarget, newBranch());
    if (invite.cancelled) {
      // The 200 OK crossed our CANCEL: the call is set up only to be torn down.
      ctx.sendBye(dialog);
      return;
    }
    void invite.media.accept(response.body).catch(() => ctx.sendBye(dialog, 'system'));
    settle(invite, 'answered');
  }

  function cancel(invite: OutgoingInvite) {
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
    settle(invite, 'unanswered');
    // An agent that does not answer the CANCEL either: forget the call after Timer H.
    clock.setTimeout(() => {
      if (outgoing.get(invite.callId) !== invite) return;
      outgoing.delete(invite.callId);
      if (!ctx.dialogs.has(invite.callId)) invite.media.close();
    }, TRANSACTION_LINGER_MS);
  }

  async function placeIncomingCall(options: IncomingCallOptions = {}): Promise<IncomingCallResult> {
    const binding = ctx.registrar.latest();
    if (!binding) return 'no-agent';
    const media = ctx.media.open();
    let offer: string;
    try {
      offer = await media.offer();
    } catch (error) {
      media.close();
      throw error;
    }
    if (!binding.connection.open) {
      media.close();
      return 'no-agent';
    }
    const caller = defaultCaller();
    const number = options.from ?? caller.phone;
    const displayName = (options.displayName ?? (options.from ? '' : caller.displayName)).replace(
      /["\\]/g,
      '',
    );
    const callId = `${randomToken(16)}@${DEMO_SIP_DOMAIN}`;
    const fromTag = randomToken();
    const fields = {
      callId,
      uuid: callId + fromTag,
      branch: newBranch(),
      uri: binding.contact.uri,
      from: `${displayName ? `"${displayName}" ` : ''}<sip:${number}@${DEMO_SIP_DOMAIN}>;tag=${fromTag}`,
      to: `<sip:${binding.aor}>`,
      connection: binding.connection,
      aor: binding.aor,
      media,
      settled: false,
      cancelled: false,
    };
    return new Promise<IncomingCallResult>((resolve) => {
      const invite: OutgoingInvite = {
        ...fields,
        resolve,
        timer: clock.setTimeout(() => cancel(invite), INCOMING_RING_TIMEOUT_MS),
      };
      outgoing.set(invite.callId, invite);
      sendRequest(
        invite.connection,
        'INVITE',
        invite.uri,
        [
          ['Via', `${OWN_VIA};branch=${invite.branch}`],
          ['Max-Forwards', '70'],
          ['From', invite.from],
          ['To', invite.to],
          ['Call-ID', invite.callId],
          ['CSeq', '1 INVITE'],
          ctx.ownContact(number),
          ['Allow', ALLOW],
          ['Supported', 'replaces'],
          SERVER_HEADER,
        ],
        offer,
      );
      ctx.announceRinging({
        uuid: invite.uuid,
        customerPhone: number,
        agentSipUser: binding.aor.split('@')[0] ?? '',
      });
    });
  }

  /** Responses to our INVITE; those to our BYE and CANCEL need nothing more. */
  function onResponse(response: SipResponse) {
    const invite = outgoing.get(headerValue(response, 'Call-ID') ?? '');
    if (invite && parseCSeq(headerValue(response, 'CSeq'))?.method === 'INVITE')
      onInviteResponse(invite, response);
  }

  /** The agent's socket closed while its phone rang. */
  function dropConnection(connection: Connection) {
    for (const invite of outgoing.values()) {
      if (invite.connection !== connection) continue;
      outgoing.delete(invite.callId);
      invite.media.close();
      settle(invite, 'unanswered');
    }
  }

  return { placeIncomingCall, onResponse, dropConnection };
}
