import { db } from '@mocks/db/db';
import type { Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

/** Calls a JSON endpoint of the demo robot backend (points, training cases, question learning) and checks the answer. */
export async function callJson(apiPath: string, body: unknown, user = 'admin'): Promise<Answer> {
  const url = new URL(`http://localhost:8080${apiPath}`);
  url.searchParams.set('api_token', db.createSession(user).token);
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}
