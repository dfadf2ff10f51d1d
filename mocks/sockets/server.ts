import type { DialPlateMessage, IncomingCallCustomer, Notice } from '@/api/socket-messages';
import type { DemoChannel } from './address';
import type { TimedMessage } from './live-call-script';

/** The far side of one intercepted socket. */
export interface SocketPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface DemoSocketClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Resolved on each call, so Jest's fake timers apply to a server made before they were installed.
const realClock: DemoSocketClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Peer {
  channel: DemoChannel;
  username: string;
  peer: SocketPeer;
}

/** WebSocket close codes the demo server uses. */
export const CLOSE_UNAUTHORIZED = 4001;
export const CLOSE_RESTART = 1012;

/**
 * What a dial-plate socket that connects mid-call is sent again after the call's state: the call's basics
 * (customer, script, stages) and its tags. Both are idempotent on the console; the lines, pages and node
 * matches are events of their moment (a match counts once), not sent twice.
 */
const REPLAYED_SCENES = new Set<DialPlateMessage['scene']>([3, 7]);

/**
 * The demo's three socket channels, as a platform would run them: each socket belongs to the user of
 * its `api_token`; the call-in channel acknowledges `requestPermission`; pings are answered; pushes and
 * live call messages go to the sockets of the user they are for. Time goes through `clock`.
 */
export function createDemoSocketServer({
  userOfToken,
  clock = realClock,
}: {
  userOfToken(token: string | null): { username: string } | undefined;
  clock?: DemoSocketClock;
}) {
  const peers = new Set<Peer>();
  const liveCalls = new Map<
    string,
    { username: string; timers: unknown[]; answered?: DialPlateMessage; state: DialPlateMessage[] }
  >();

  const sendTo = (channel: DemoChannel, username: string | undefined, frame: unknown) => {
    const text = JSON.stringify(frame);
    for (const p of peers)
      if (p.channel === channel && (username === undefined || p.username === username)) p.peer.send(text);
  };

  function receive(entry: Peer, text: string) {
    let frame: { type?: unknown };
    try {
      frame = JSON.parse(text) as { type?: unknown };
    } catch {
      return; // a real server drops what it cannot read
    }
    if (entry.channel === 'callIn' && frame.type === 100)
      entry.peer.send(JSON.stringify({ code: 0, msg: 'permission granted', data: null }));
    else if (frame.type === 0) entry.peer.send(JSON.stringify({ code: 0, msg: 'pong', data: null }));
  }

  function endLiveCall(uuid: string) {
    const call = liveCalls.get(uuid);
    if (!call) return;
    call.timers.forEach((t) => clock.clearTimeout(t));
    liveCalls.delete(uuid);
    sendTo('dialPlate', call.username, { scene: 2, uuid, data: { status: 'ended' } });
  }

  return {
    /** A socket opened on `channel`'s URL; null when its token is not a live session (closed 4001). */
    open(channel: DemoChannel, url: string, peer: SocketPeer) {
      const user = userOfToken(new URL(url).searchParams.get('api_token'));
      if (!user) {
        peer.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        return null;
      }
      const entry: Peer = { channel, username: user.username, peer };
      peers.add(entry);
      // A console that reconnects mid-call (a reload, a dropped socket) learns which call it is in, and the
      // call's state it may have missed while away.
      if (channel === 'dialPlate')
        for (const call of liveCalls.values())
          if (call.username === user.username && call.answered)
            for (const message of [call.answered, ...call.state]) peer.send(JSON.stringify(message));
      return {
        receive: (text: string) => receive(entry, text),
        close: () => peers.delete(entry),
      };
    },

    /** The customer popup of an incoming call, on the agent's call-in sockets (CHAN-08). */
    pushIncomingCall(username: string | undefined, caller: IncomingCallCustomer) {
      sendTo('callIn', username, { code: 0, msg: '', data: caller });
    },

    /** A notice on the user's notification sockets (CHAN-24). */
    sendNotice(username: string | undefined, notice: Notice) {
      sendTo('notice', username, { code: 0, msg: '', data: notice });
    },

    /** Any frame on a channel, as it is: the demo controls, the bench and tests of bad frames. */
    sendRaw(channel: DemoChannel, username: string | undefined, frame: unknown) {
      if (typeof frame !== 'string') return sendTo(channel, username, frame);
      for (const p of peers)
        if (p.channel === channel && (username === undefined || p.username === username)) p.peer.send(frame);
    },

    /** Streams a live call's messages to the agent's dial-plate sockets, each at its time. */
    startLiveCall(username: string, uuid: string, messages: TimedMessage[]) {
      endLiveCall(uuid);
      const state: DialPlateMessage[] = [];
      const timers = messages.map(({ at, message }) =>
        clock.setTimeout(() => {
          if (REPLAYED_SCENES.has(message.scene)) state.push(message);
          sendTo('dialPlate', username, message);
        }, at),
      );
      const answered = messages.find(({ message }) => message.scene === 2)?.message;
      liveCalls.set(uuid, { username, timers, answered, state });
    },

    /** The call ended before its script did: the rest is not sent, and the window learns it ended. */
    endLiveCall,

    /** The server drops every socket (of one channel): the console must reconnect by itself. */
    dropAll(channel?: DemoChannel) {
      for (const p of [...peers])
        if (!channel || p.channel === channel) {
          peers.delete(p);
          p.peer.close(CLOSE_RESTART, 'service restart');
        }
    },

    /** How many sockets each channel has, for tests and the demo status. */
    count: (channel: DemoChannel) => [...peers].filter((p) => p.channel === channel).length,
  };
}

export type DemoSocketServer = ReturnType<typeof createDemoSocketServer>;
