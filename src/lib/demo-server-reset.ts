import { cookies } from '@/lib/cookies';
import { getConsoleConfig } from '@/lib/runtime-config';
import { TOKEN_COOKIE } from '@/lib/session-keys';

/**
 * 重置演示数据 on the shared demo server (`npm start`): the whole company back to the seed, every session
 * ended. Not a platform call, so it bypasses the request layer (no envelope handling, no 401 dialog).
 */
export async function resetDemoServer(): Promise<void> {
  const { apiBase } = getConsoleConfig();
  const token = encodeURIComponent(cookies.get(TOKEN_COOKIE) ?? '');
  await fetch(`${apiBase}/demo/reset?api_token=${token}`, { method: 'POST', credentials: 'include' });
}
