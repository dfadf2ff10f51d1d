import type { Hono } from 'hono';
import { db, resetDb } from '../db/db';
import { demoSockets } from '../sockets';
import { refusal } from './boundary';

/**
 * What the demo server adds to the platform's API: 重置演示数据 for the whole company (the user menu of a
 * console on this server). It ends every session (the seed has none) and drops every socket, so each browser
 * learns at its next call that it must sign in again.
 */
export function demoRoutes(app: Hono) {
  app.post('/demo/reset', (c) => {
    if (!db.userOfToken(c.req.query('api_token') ?? null)) return refusal(401, '登录失效，请重新登录');
    resetDb();
    demoSockets.dropAll();
    return c.json({ code: 0, msg: '演示数据已重置', data: null });
  });
}
