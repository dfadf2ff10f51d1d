import { db } from '@mocks/db/db';
import { expectContractAnswer } from './contract';

const BASE = 'http://localhost:8080';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer's own shape
export type Answer = { code: number; msg: string; data: any };

/**
 * Calls the demo backend like the console does and checks the answer against the contract: POST with the
 * signed-in user's api_token; a JSON body for imports, else a form (arrays as `key[]`, objects as JSON).
 * For `@jest-environment node` tests, where MSW's server answers fetch.
 */
export async function callBackend(
  apiPath: string,
  body: Record<string, unknown> = {},
  user = 'admin',
): Promise<Answer> {
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', db.createSession(user).token);
  const json = apiPath.endsWith('/import');
  const form = new URLSearchParams();
  if (!json)
    for (const [k, v] of Object.entries(body))
      if (Array.isArray(v)) v.forEach((x) => form.append(`${k}[]`, String(x)));
      else form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const res = await fetch(url, {
    method: 'POST',
    body: json ? JSON.stringify(body) : form,
    headers: json ? { 'content-type': 'application/json' } : undefined,
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}
