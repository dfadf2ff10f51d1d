/**
 * @jest-environment node
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { db } from '@mocks/db/db';
import { callBackend as call } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';
import { callJson } from './robot-json-call';

const wav = (bytes = 64) => {
  const b = new Uint8Array(bytes);
  b.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  b.set(
    [...'WAVE'].map((c) => c.charCodeAt(0)),
    8,
  );
  return b;
};

async function upload(fields: Record<string, string>, file: Blob) {
  const url = new URL('http://localhost:8080/api/robot/recording/upload');
  url.searchParams.set('api_token', db.createSession('admin').token);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file as unknown as globalThis.Blob);
  const res = await fetch(url, { method: 'POST', body: form });
  const answer = await res.json();
  await expectContractAnswer('/api/robot/recording/upload', res.status, answer);
  return answer;
}

describe('demo robot training cases and line recordings', () => {
  it('keeps training conversations per script; refuses them where training is not allowed', async () => {
    const body = {
      sc_id: 1,
      name: '价格追问',
      inputs: [{ kind: 'speech', text: '好的' }, { kind: 'silence' }],
      expected: ['a|start|', 'b|branch|1', 'b|repeat|'],
    };
    const saved = await callJson('/api/robot/trainCase/add', body);
    expect(saved).toMatchObject({
      code: 0,
      data: { name: '价格追问', inputs: [{ kind: 'speech', text: '好的' }, { kind: 'silence' }] },
    });
    expect((await callJson('/api/robot/trainCase/add', body)).msg).toBe('用例名称已存在');
    expect(
      (
        await callJson('/api/robot/trainCase/add', {
          ...body,
          name: 'x',
          inputs: [{ kind: 'speech', text: ' ' }],
        })
      ).msg,
    ).toBe('对话内容不完整');
    expect((await callJson('/api/robot/trainCase/add', { ...body, sc_id: 5 })).code).toBe(1003);
    const listed = await call('/api/robot/trainCase/list', { sc_id: 1 });
    expect(listed.data.map((c: { name: string }) => c.name)).toContain('价格追问');
    expect((await call('/api/robot/trainCase/delete', { id: saved.data.id })).code).toBe(0);
  });

  it('lists every node line and KB answer with its recording state; an upload records a line, a bad file is refused', async () => {
    const lines = (await call('/api/robot/recording/list', { sc_id: 1 })).data;
    const node = lines.find((l: { kind: string }) => l.kind === 'node');
    const kb = lines.find((l: { kind: string }) => l.kind === 'kb');
    expect(node).toMatchObject({ recording_url: null, scene_name: '开场' });
    expect(kb.scene_name).toBe('');

    const good = await upload(
      { sc_id: '1', kind: 'node', ref: node.ref },
      new NodeFile([wav()], 'a.wav', { type: 'audio/wav' }) as unknown as Blob,
    );
    expect(good).toMatchObject({
      code: 0,
      data: {
        ref: node.ref,
        recording_url: expect.stringMatching(/^\/demo-files\/recordings\/robot-line\//),
      },
    });
    const fake = await upload(
      { sc_id: '1', kind: 'node', ref: node.ref },
      new NodeFile([new Uint8Array(64)], 'a.wav', { type: 'audio/wav' }) as unknown as Blob,
    );
    expect(fake).toMatchObject({ code: 422, msg: '只能上传WAV或MP3格式的录音' });
    const big = new NodeBlob([wav(10_485_761)], { type: 'audio/wav' }) as unknown as Blob;
    expect((await upload({ sc_id: '1', kind: 'kb', ref: kb.ref }, big)).msg).toBe('录音不能超过10MB');
    const review = await upload(
      { sc_id: '2', kind: 'node', ref: node.ref },
      new NodeFile([wav()], 'a.wav', { type: 'audio/wav' }) as unknown as Blob,
    );
    expect(review).toMatchObject({ code: 1003, msg: '当前话术不允许编辑录音' });

    const after = (await call('/api/robot/recording/list', { sc_id: 1 })).data;
    expect(after.find((l: { ref: string }) => l.ref === node.ref).recording_url).toBe(
      good.data.recording_url,
    );
    expect((await call('/api/robot/recording/delete', { sc_id: 1, kind: 'node', ref: node.ref })).code).toBe(
      0,
    );
    expect((await call('/api/robot/recording/delete', { sc_id: 1, kind: 'node', ref: node.ref })).code).toBe(
      1001,
    );
  });
});
