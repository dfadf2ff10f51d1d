/**
 * @jest-environment node
 */
import { db } from '@mocks/db/db';
import { transcriptOf } from '@mocks/db/quality-calls';
import { qualityReviewTable } from '@mocks/db/quality-results';
import { resultById } from '@mocks/db/quality-view';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';

async function review(id: number): Promise<Answer> {
  const res = await fetch(`${BASE}/api/quality/result/review?api_token=${db.createSession('admin').token}`, {
    method: 'POST',
    body: JSON.stringify({ id, decisions: [] }),
    headers: { 'content-type': 'application/json' },
  });
  return (await res.json()) as Answer;
}

/** An unreviewed result of project 1 (the demo admin reviews it) whose agent said a forbidden word. */
async function forbiddenWordResult() {
  const list = await call('/api/quality/result/list', {
    project_id: 1,
    rule_id: 2,
    review_status: 0,
    limit: 1,
  });
  return list.data.data[0].id as number;
}

type Line = { role: 1 | 2; text: string };
type Detail = { score: number; roles_swapped: boolean; transcript: Line[]; hits: { rule_id: number }[] };

describe('交换左右角色', () => {
  it('swaps every line of the call and inspects it again on the corrected roles; again, swaps back', async () => {
    const id = await forbiddenWordResult();
    const before = (await call('/api/quality/result/detail', { id })).data as Detail;
    expect(before.hits.some((h) => h.rule_id === 2)).toBe(true);

    const swapped = await call('/api/quality/result/swapRoles', { id });
    await expectContractAnswer('/api/quality/result/swapRoles', 200, swapped);
    expect(swapped.msg).toBe('已交换左右角色并重新质检');
    const after = swapped.data as Detail;
    expect(after.roles_swapped).toBe(true);
    expect(after.transcript.map((l) => l.role)).toEqual(before.transcript.map((l) => 3 - l.role));
    expect(after.transcript.map((l) => l.text)).toEqual(before.transcript.map((l) => l.text));
    // the forbidden words are now the customer's: the agent-side rule no longer hits, its points come back
    expect(after.hits.some((h) => h.rule_id === 2)).toBe(false);
    expect(after.score).not.toBe(before.score);
    // the list and the reports read the same result
    const listed = (await call('/api/quality/result/list', { project_id: 1, limit: 1000 })).data.data.find(
      (r: { id: number }) => r.id === id,
    );
    expect(listed.score).toBe(after.score);
    const callId = resultById(id)!.call.id;
    expect(transcriptOf(callId).map((l) => l.role)).toEqual(before.transcript.map((l) => l.role));

    const back = (await call('/api/quality/result/swapRoles', { id })).data as Detail;
    expect(back).toMatchObject({ roles_swapped: false, score: before.score });
    expect(back.transcript).toEqual(before.transcript);
  });

  it('is refused to a user who does not review the project, and once the call is reviewed', async () => {
    const id = await forbiddenWordResult();
    const stranger = await call('/api/quality/result/swapRoles', { id }, 'agent');
    expect(stranger).toMatchObject({ code: 403, msg: '您不是该质检任务的质检员' });

    expect((await review(id)).code).toBe(0);
    expect(qualityReviewTable.get(id)!.review_status).toBe(1);
    const refused = await call('/api/quality/result/swapRoles', { id });
    expect(refused).toMatchObject({ code: 1003, msg: '该通话已复核，不能再交换角色' });
    expect((await call('/api/quality/result/detail', { id })).data.roles_swapped).toBe(false);
  });
});
