import { ALLOW, type Connection, type Dialog, settled, type SipContext } from './context';
import { type Header, headerValue, parseNameAddr, type SipRequest, uriUser } from './message';

/** Requests inside a call, either way round: ACK, BYE, re-INVITE, UPDATE, INFO, OPTIONS. */
export function createInCall(ctx: SipContext) {
  const { respond } = ctx;

  /** The call a request of the agent belongs to (its From tag is the agent's, its To tag ours). */
  function dialogOf(request: SipRequest): Dialog | undefined {
    const dialog = ctx.dialogs.get(headerValue(request, 'Call-ID') ?? '');
    const fromTag = parseNameAddr(headerValue(request, 'From') ?? '').params.get('tag');
    const toTag = parseNameAddr(headerValue(request, 'To') ?? '').params.get('tag');
    return dialog && dialog.remoteTag === fromTag && dialog.localTag === toTag ? dialog : undefined;
  }

  async function onOffer(connection: Connection, request: SipRequest, dialog: Dialog) {
    const headers: Header[] = [ctx.ownContact(uriUser(parseNameAddr(dialog.localAddr).uri))];
    if (!request.body) {
      if (request.method === 'UPDATE') {
        respond(connection, request, 200, 'OK', { headers }); // a session refresh
        return;
      }
      // A re-INVITE without an offer asks for ours; the agent's answer comes in the ACK.
      const offer = await settled(dialog.media.offer());
      if (!offer.ok) respond(connection, request, 488, 'Not Acceptable Here');
      else {
        dialog.awaitingAnswerInAck = true;
        respond(connection, request, 200, 'OK', { headers, body: offer.value });
      }
      return;
    }
    // A re-INVITE after a network cut carries an ICE restart: the same connection answers it afresh.
    const answer = await settled(dialog.media.answer(request.body));
    if (!answer.ok) respond(connection, request, 488, 'Not Acceptable Here');
    else respond(connection, request, 200, 'OK', { headers, body: answer.value });
  }

  function onRequest(connection: Connection, request: SipRequest) {
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
          void dialog.media.accept(request.body).catch(() => ctx.sendBye(dialog, 'system'));
        }
        return;
      case 'BYE':
        respond(connection, request, 200, 'OK');
        ctx.endDialog(dialog, 'agent');
        return;
      case 'INVITE':
      case 'UPDATE':
        void onOffer(connection, request, dialog);
        return;
      default: // INFO (DTMF), OPTIONS
        respond(connection, request, 200, 'OK', { headers: [['Allow', ALLOW]] });
    }
  }

  /** The demo customer of the call set up last hangs up. */
  function hangUpLatest() {
    const latest = [...ctx.dialogs.values()].reduce<Dialog | undefined>(
      (a, d) => (!a || d.establishedAt >= a.establishedAt ? d : a),
      undefined,
    );
    if (latest) ctx.sendBye(latest);
  }

  /** The agent's socket closed: its calls wait a while for it to reconnect, then end. */
  function dropConnection(connection: Connection, graceMs: number) {
    for (const dialog of ctx.dialogs.values()) {
      if (dialog.connection !== connection) continue;
      ctx.later(dialog.timers, graceMs, () => {
        if (!dialog.connection.open) ctx.endDialog(dialog, 'system');
      });
    }
  }

  return { dialogOf, onRequest, hangUpLatest, dropConnection };
}
