import {
  ALLOW,
  type Connection,
  type Dialog,
  settled,
  type SipContext,
  TRANSACTION_LINGER_MS,
} from './context';
import { farEndFor, type FarEnd } from './far-ends';
import type { DemoCallMedia } from './media';
import {
  addressOfRecord,
  headerValue,
  parseNameAddr,
  randomToken,
  type SipRequest,
  uriUser,
  viaBranch,
} from './message';

/** The agent's INVITE while the demo customer rings (a server transaction, by Via branch). */
interface RingingInvite {
  request: SipRequest;
  connection: Connection;
  toTag: string;
  final: boolean;
  timers: unknown[];
  media?: DemoCallMedia;
  sdp?: Promise<{ ok: true; value: string } | { ok: false; error: unknown }>;
}

/** The agent dials a demo customer, who behaves as the number table says (far-ends.ts). */
/** The console's id of a call it places: its X-Call-Uuid (the Call-ID when a client sends none). */
const callUuid = (request: SipRequest) =>
  headerValue(request, 'X-Call-Uuid') ?? headerValue(request, 'Call-ID') ?? '';

export function createAgentCalls(ctx: SipContext) {
  const { respond, later, clearTimers, ownContact } = ctx;
  const ringing = new Map<string, RingingInvite>();

  function onInitialInvite(connection: Connection, request: SipRequest) {
    const branch = viaBranch(headerValue(request, 'Via')) ?? '';
    if (ringing.has(branch)) return; // a retransmission
    if (!ctx.registrar.hasBindingOn(connection)) {
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
      try {
        const media = (invite.media = ctx.media.open());
        invite.sdp = settled(request.body ? media.answer(request.body) : media.offer());
      } catch (error) {
        invite.sdp = Promise.resolve({ ok: false, error }); // no WebRTC in this browser
      }
    }
    if (farEnd.ringMs === 0) {
      void settle(branch, invite, farEnd);
      return;
    }
    respond(connection, request, 180, 'Ringing', { toTag: invite.toTag, headers: [ownContact(dialed)] });
    if (Number.isFinite(farEnd.ringMs))
      later(invite.timers, farEnd.ringMs, () => void settle(branch, invite, farEnd));
  }

  function finish(branch: string, invite: RingingInvite) {
    invite.final = true;
    clearTimers(invite.timers);
    // Lingers to absorb the ACK of a failure response and a late CANCEL.
    later(invite.timers, TRANSACTION_LINGER_MS, () => ringing.delete(branch));
  }

  async function settle(branch: string, invite: RingingInvite, { outcome }: FarEnd) {
    const { connection, request, toTag } = invite;
    if (outcome.kind === 'fail') {
      finish(branch, invite);
      respond(connection, request, outcome.status, outcome.reason, { toTag });
      return;
    }
    if (outcome.kind !== 'answer' || !invite.sdp) return;
    const answer = await invite.sdp;
    if (invite.final) return; // cancelled while the answer was being made
    finish(branch, invite);
    if (!answer.ok || !invite.media) {
      invite.media?.close();
      respond(connection, request, 488, 'Not Acceptable Here', { toTag });
      return;
    }
    respond(connection, request, 200, 'OK', {
      toTag,
      headers: [ownContact(uriUser(request.uri)), ['Allow', ALLOW], ['Supported', 'replaces']],
      body: answer.value,
    });
    ringing.delete(branch); // the ACK of a 2xx is a request of the call, not of this transaction
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
      establishedAt: ctx.clock.now(),
      uuid: callUuid(request),
      customerPhone: uriUser(request.uri) ?? '',
    };
    ctx.startDialog(dialog);
    if (outcome.hangUpAfterMs !== undefined)
      later(dialog.timers, outcome.hangUpAfterMs, () => ctx.sendBye(dialog));
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
    finish(branch, invite);
    invite.media?.close();
    respond(invite.connection, invite.request, 487, 'Request Terminated', { toTag: invite.toTag });
    ctx.announceEnded(callUuid(invite.request), 'agent');
  }

  /** The agent's socket closed: nobody hears the ringing any more. */
  function dropConnection(connection: Connection) {
    for (const [branch, invite] of ringing) {
      if (invite.connection !== connection || invite.final) continue;
      finish(branch, invite);
      invite.media?.close();
      ctx.announceEnded(callUuid(invite.request), 'system');
    }
  }

  return { onInitialInvite, onCancel, dropConnection };
}
