import { cookies } from '@/lib/cookies';
import { getConsoleConfig } from '@/lib/runtime-config';
import { TOKEN_COOKIE } from '@/lib/session-keys';

/**
 * The shared demo server's own routes (`npm start`, mocks/server/demo-routes.ts). Not platform calls, so they
 * bypass the request layer (no envelope handling, no 401 dialog).
 */
function demoRoute(path: string): Promise<Response> {
  const { apiBase } = getConsoleConfig();
  const token = encodeURIComponent(cookies.get(TOKEN_COOKIE) ?? '');
  return fetch(`${apiBase}/demo/${path}?api_token=${token}`, { method: 'POST', credentials: 'include' });
}

/** 重置演示数据: the whole company back to the seed, every session ended. */
export async function resetDemoServer(): Promise<void> {
  await demoRoute('reset');
}

/**
 * 模拟来电: the incoming-call push a customer's call sends to the signed-in agent, on their call-in socket in
 * every browser (CHAN-08), so their 来电客户 popup opens. The server has no SIP far end, so nothing rings.
 */
export async function pushDemoIncomingCall(): Promise<void> {
  await demoRoute('incoming-call');
}
