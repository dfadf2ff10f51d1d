import { audioProblem } from '@/domain/audio/audio-file';
import { libraryOf } from '../db/robot-library';
import { lineRecordingTable, recordingOf, recordingsOf } from '../db/robot-recordings';
import { str } from '../kit/fields';
import { recordingUrl } from '../kit/recording';
import { now } from '../kit/time';
import { scenesOf } from '../db/flows';
import { scriptFor } from '../db/robot-access';
import { authed, fail, ok, type Ctx } from '../kit/http';

const AUDIO_MESSAGES = {
  type: '只能上传WAV或MP3格式的录音',
  size: '录音不能超过10MB',
  empty: '录音文件为空',
} as const;
/** A demo line's length: about four characters a second, as a robot speaks. */
const secondsOf = (text: string) => Math.max(1, Math.round([...text].length / 4));

/** Every line of a script the robot speaks, with its recording: nodes scene by scene, then KB answers. */
function linesOf(sc_id: number) {
  const recorded = new Map(recordingsOf(sc_id).map((r) => [`${r.kind}:${r.ref}`, r]));
  const item = (kind: 'node' | 'kb', ref: string, name: string, scene_name: string, text: string) => {
    const r = recorded.get(`${kind}:${ref}`);
    return {
      kind,
      ref,
      name,
      scene_name,
      text,
      recording_url: r?.url ?? null,
      updated_at: r?.updated_at ?? null,
    };
  };
  return [
    ...scenesOf('robot', sc_id).flatMap((scene) =>
      scene.nodeDataArray
        .filter((n) => n.nodeType !== 'button' && n.content?.trim())
        .map((n) => item('node', n.key, n.text, scene.name, n.content!)),
    ),
    ...libraryOf(sc_id).map((e) => item('kb', String(e.id), e.name, '', e.content)),
  ];
}

async function upload({ body }: Ctx) {
  const script = scriptFor(body.sc_id, 'editRecording');
  if (script instanceof Response) return script;
  const file = body.file;
  if (!(file instanceof Blob)) return fail(422, '请选择录音文件', { file: '请选择录音文件' });
  const problem = await audioProblem(file);
  if (problem) return fail(422, AUDIO_MESSAGES[problem], { file: AUDIO_MESSAGES[problem] });
  const kind = body.kind === 'kb' ? 'kb' : 'node';
  const ref = str(body.ref);
  const line = linesOf(script.id).find((l) => l.kind === kind && l.ref === ref);
  if (!line) return fail(1001, '话术内容不存在');
  const at = now();
  const existing = recordingOf(script.id, kind, ref);
  // a new take gets a new address, so players and caches do not keep the old one
  const url = recordingUrl('robot-line', `${script.id}-${kind}-${ref}-${Date.now()}`, secondsOf(line.text));
  if (existing) lineRecordingTable.update(existing.id, { url, updated_at: at });
  else lineRecordingTable.insert({ sc_id: script.id, kind, ref, url, updated_at: at });
  return ok({ ...line, recording_url: url, updated_at: at }, '上传成功');
}

export const robotRecordingHandlers = [
  authed('robot/recording/list', ({ body }) => {
    const script = scriptFor(body.sc_id);
    if (script instanceof Response) return script;
    return ok(linesOf(script.id));
  }),
  authed('robot/recording/upload', upload, { file: { label: '录音文件', required: '请选择录音文件' } }),
  authed('robot/recording/delete', ({ body }) => {
    const script = scriptFor(body.sc_id, 'editRecording');
    if (script instanceof Response) return script;
    const found = recordingOf(script.id, body.kind === 'kb' ? 'kb' : 'node', str(body.ref));
    if (!found) return fail(1001, '录音不存在');
    lineRecordingTable.remove(found.id);
    return ok(null, '删除成功!');
  }),
];
