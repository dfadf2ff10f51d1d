import type { Notice } from '@/api/socket-messages';
import { crmDb } from '../db/crm';
import { db } from '../db/db';
import { staffIdOf, staffTable } from '../db/staff';
import type { CallObserver } from '../sip/context';
import { type DemoChannel } from './address';
import { callerOf } from './caller';
import { socketLinkHandlers } from './link';
import { createLiveCalls, type RunningCall } from './live-calls';
import { createDemoSocketServer, type DemoSocketServer } from './server';
import { createAgentStates } from './agent-states';

export { DEMO_SOCKET_URLS } from './address';

const server = createDemoSocketServer({ userOfToken: (token) => db.userOfToken(token) });
const liveCalls = createLiveCalls(server);
const agentStates = createAgentStates(server);

/** A user opened the agent board: the floor's changes are pushed to them from now on. */
export const watchAgentBoard = (username: string) => agentStates.watch(username);

/** A socket of the shared demo server (mocks/server/sockets.ts): the same channels over real WebSockets. */
export const acceptSocket: DemoSocketServer['open'] = (channel, url, peer) => server.open(channel, url, peer);

/** The three channels on their demo URLs (MSW WebSocket interception in the page). */
export const socketHandlers = socketLinkHandlers(server);

const usernameOfSip = (sipUser: string) => staffTable.list((u) => u.sip_username === sipUser)[0]?.username;

/**
 * What the demo SIP server's calls mean for the channels: a customer's call rings → the agent's customer
 * popup; a call is answered → its live messages on the dial-plate channel; it ends → they stop.
 */
export const liveCallObserver: CallObserver = {
  ringing: ({ uuid, customerPhone, agentSipUser }) =>
    server.pushIncomingCall(usernameOfSip(agentSipUser), callerOf(customerPhone, uuid)),
  established: ({ uuid, customerPhone, agentSipUser }) => {
    const username = usernameOfSip(agentSipUser);
    if (!username) return;
    const customer = crmDb.customerByPhone(customerPhone);
    liveCalls.start(username, {
      uuid,
      phone: customerPhone,
      customerName: customer?.name,
      contactName: customer?.contact_name,
    });
  },
  ended: (uuid) => liveCalls.end(uuid),
};

/** The calls going on now, for the quality area's live monitor (the demo user's own call among them). */
export const runningLiveCalls = () => liveCalls.snapshot();

const LIVE_CALLS_KEY = 'demo-live-calls';

/**
 * Keeps the running calls when the tab goes away and resumes them in the next page of the same tab.
 * Call after the demo data is loaded: the calls are rebuilt from its scripts.
 */
export function keepLiveCallsAcrossReloads() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LIVE_CALLS_KEY) ?? '[]') as RunningCall[];
    liveCalls.resume(kept);
  } catch {
    // a damaged snapshot: no call to resume
  }
  sessionStorage.removeItem(LIVE_CALLS_KEY);
  window.addEventListener('pagehide', () =>
    sessionStorage.setItem(LIVE_CALLS_KEY, JSON.stringify(liveCalls.snapshot())),
  );
}

/** A follow-up reminder for `username`: how many of their customers are due today, as a link. */
function followUpNotice(username: string | undefined): Notice {
  const today = new Date().toISOString().slice(0, 10);
  const ownerId = username ? staffIdOf(username) : undefined;
  const due = crmDb
    .customers()
    .filter((c) => c.owner_id === ownerId && c.next_follow_at?.startsWith(today)).length;
  return { scene: 1, title: '回访提醒', content: '您有{num}位客户今天需要回访，请及时跟进', num: due };
}

/** The demo controls: the status menu's 模拟通知, and the end-to-end tests and bench. */
export const demoSockets = {
  sendNotice: (username?: string, notice?: Notice) =>
    server.sendNotice(username, notice ?? followUpNotice(username)),
  pushIncomingCall: server.pushIncomingCall,
  sendRaw: (channel: DemoChannel, frame: unknown, username?: string) =>
    server.sendRaw(channel, username, frame),
  /** The agent's call-group sign-in changed without them (a supervisor signed them out): their softphone follows. */
  pushGroupSignIn: (username: string, current_status: 0 | 1) =>
    server.sendRaw('notice', username, { code: 0, msg: '', data: { scene: 10, current_status } }),
  dropAll: (channel?: DemoChannel) => server.dropAll(channel),
  count: (channel: DemoChannel) => server.count(channel),
  /** The agent board's floor grown to `size` seats (the bench's 200). */
  growFloor: (size: number) => agentStates.growFloor(size),
  /** The bench: push a new state to a fifth of the floor. */
  churnAgents: (tick: number) => agentStates.churn(tick),
  /** The shared server's floor: looked at every second for the whole company from its start. */
  runAgentStates: () => agentStates.run(),
  stopAgentStates: () => agentStates.stop(),
};
