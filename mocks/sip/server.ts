import { createAgentCalls } from './agent-calls';
import {
  ALLOW,
  type CallObserver,
  type Connection,
  createContext,
  type DemoSipClock,
  realClock,
} from './context';
import {
  createCustomerCalls,
  type DemoCaller,
  type IncomingCallOptions,
  type IncomingCallResult,
} from './customer-calls';
import { createInCall } from './in-call';
import type { DemoMedia } from './media';
import {
  type Header,
  headerValue,
  headerValues,
  parseMessage,
  parseNameAddr,
  type SipRequest,
} from './message';

export type { DemoCaller, DemoSipClock, IncomingCallOptions, IncomingCallResult };
export { INCOMING_RING_TIMEOUT_MS } from './customer-calls';

/** One SIP-over-WebSocket connection: SIP text in through `receive`, out through the `send` given to `open`. */
export interface DemoSipConnection {
  receive(text: string): void;
  close(): void;
}

export interface DemoSipServer {
  open(send: (text: string) => void): DemoSipConnection;
  placeIncomingCall(options?: IncomingCallOptions): Promise<IncomingCallResult>;
  hangUpDemoCall(): void;
}

/** How long a call outlives the socket it was on, waiting for the agent to reconnect and go on with it. */
export const RECONNECT_GRACE_MS = 60_000;

/** Methods a real server knows but this one does not take (405); anything else is 501 Not Implemented. */
const KNOWN_ELSEWHERE = new Set(['MESSAGE', 'SUBSCRIBE', 'NOTIFY', 'REFER', 'PUBLISH', 'PRACK']);
const MANDATORY = ['Via', 'From', 'To', 'Call-ID', 'CSeq'];

/**
 * The demo's SIP server: registrar and demo customers in one. SIP text in and out per connection, media
 * behind `DemoMedia`, time behind `clock`, so the signalling runs in Jest as it does in the page.
 */
export function createDemoSipServer({
  media,
  defaultCaller,
  clock = realClock,
  observer,
}: {
  media: DemoMedia;
  /** Told when a call is established and when it ends. */
  observer?: CallObserver;
  /** Who calls when `placeIncomingCall` is not told. */
  defaultCaller: () => DemoCaller;
  clock?: DemoSipClock;
}): DemoSipServer {
  const ctx = createContext(media, clock, observer);
  const { respond } = ctx;
  const agentCalls = createAgentCalls(ctx);
  const customerCalls = createCustomerCalls(ctx, defaultCaller);
  const inCall = createInCall(ctx);

  function onRegister(connection: Connection, request: SipRequest) {
    const result = ctx.registrar.register(
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
    const aor = result.bindings.find((b) => b.connection === connection)?.aor;
    for (const dialog of ctx.dialogs.values()) if (aor && dialog.aor === aor) dialog.connection = connection;
    respond(connection, request, 200, 'OK', {
      headers: result.bindings.map((b): Header => ['Contact', ctx.registrar.contactHeader(b)]),
    });
  }

  function onRequest(connection: Connection, request: SipRequest) {
    const inDialog = parseNameAddr(headerValue(request, 'To') ?? '').params.has('tag');
    switch (request.method) {
      case 'REGISTER':
        onRegister(connection, request);
        return;
      case 'INVITE':
        if (inDialog) inCall.onRequest(connection, request);
        else agentCalls.onInitialInvite(connection, request);
        return;
      case 'CANCEL':
        agentCalls.onCancel(connection, request);
        return;
      case 'ACK':
        // The ACK of a failure response ends its INVITE transaction; that of a 200 OK belongs to the call.
        if (inDialog && inCall.dialogOf(request)) inCall.onRequest(connection, request);
        return;
      case 'OPTIONS':
        if (inDialog) inCall.onRequest(connection, request);
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
        inCall.onRequest(connection, request);
        return;
      default:
        if (KNOWN_ELSEWHERE.has(request.method))
          respond(connection, request, 405, 'Method Not Allowed', { headers: [['Allow', ALLOW]] });
        else respond(connection, request, 501, 'Not Implemented', { headers: [['Allow', ALLOW]] });
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
        if (MANDATORY.some((name) => !headerValue(message, name))) {
          if (message.kind === 'request' && message.method !== 'ACK' && headerValue(message, 'Via'))
            respond(connection, message, 400, 'Bad Request');
          return;
        }
        if (message.kind === 'response') customerCalls.onResponse(message);
        else onRequest(connection, message);
      },
      close() {
        if (!connection.open) return;
        connection.open = false;
        ctx.registrar.dropConnection(connection);
        agentCalls.dropConnection(connection);
        customerCalls.dropConnection(connection);
        inCall.dropConnection(connection, RECONNECT_GRACE_MS);
      },
    };
  }

  return { open, placeIncomingCall: customerCalls.placeIncomingCall, hangUpDemoCall: inCall.hangUpLatest };
}
