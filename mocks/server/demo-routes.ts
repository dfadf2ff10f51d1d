import type { Hono } from 'hono';
import { crmDb } from '../db/crm';
import { db, resetDb } from '../db/db';
import { staffIdOf } from '../db/staff';
import { demoSockets } from '../sockets';
import { callerOf } from '../sockets/caller';
import { refusal } from './boundary';

/**
 * What the demo server adds to the platform's API: 重置演示数据 for the whole company (the user menu of a
 * console on this server), and the customer's call the in-page demo SIP would ring, which a server without a
 * SIP far end only announces.
 */
export function demoRoutes(app: Hono) {
  // It ends every session (the seed has none) and drops every socket, so each browser learns at its next call
  // that it must sign in again.
  app.post('/demo/reset', (c) => {
    if (!db.userOfToken(c.req.query('api_token') ?? null)) return refusal(401, '登录失效，请重新登录');
    resetDb();
    demoSockets.dropAll();
    return c.json({ code: 0, msg: '演示数据已重置', data: null });
  });

  /**
   * 模拟来电 on the shared server: the incoming-call push (CHAN-08) a customer's call sends to the agent it rings,
   * on that agent's call-in sockets in every browser, so their 来电客户 popup opens. Form fields: `username`, the
   * agent (the caller themselves when absent), and `phone`, the calling number (one of the agent's customers
   * when absent). In the page the demo SIP's ringing call pushes the same (mocks/sockets liveCallObserver).
   */
  app.post('/demo/incoming-call', async (c) => {
    const user = db.userOfToken(c.req.query('api_token') ?? null);
    if (!user) return refusal(401, '登录失效，请重新登录');
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' && form.username ? form.username : user.username;
    if (!db.findUser(username)) return c.json({ code: 422, msg: '坐席不存在', data: null });
    const ownerId = staffIdOf(username);
    const phone =
      typeof form.phone === 'string' && form.phone
        ? form.phone
        : (crmDb.customers().find((customer) => customer.owner_id === ownerId)?.phone ?? '13800138000');
    const uuid = `demo-in-${Date.now()}`;
    demoSockets.pushIncomingCall(username, callerOf(phone, uuid));
    return c.json({ code: 0, msg: '已推送来电', data: { username, phone, uuid } });
  });
}
