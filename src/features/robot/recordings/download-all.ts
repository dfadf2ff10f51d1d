import { fetchFile } from '@/api/file';
import type { RecordingItem } from '@/api/generated/robot.gen';

/** A file name that every system accepts: the line's scene and name, without path separators. */
const safe = (s: string) => s.replace(/[\\/:*?"<>|]+/g, '_').trim();

/** Every recorded line of a script as one zip (fflate, loaded on first use), one WAV per line. */
export async function zipRecordings(lines: RecordingItem[]): Promise<Blob> {
  const { zipSync } = await import(/* webpackChunkName: "fflate" */ 'fflate');
  const files: Record<string, Uint8Array> = {};
  for (const line of lines) {
    if (!line.recording_url) continue;
    const bytes = new Uint8Array(await (await fetchFile(line.recording_url)).arrayBuffer());
    const base = safe([line.scene_name, line.name].filter(Boolean).join('-')) || line.ref;
    let name = `${line.kind}-${base}.wav`;
    for (let n = 2; files[name]; n += 1) name = `${line.kind}-${base}-${n}.wav`;
    files[name] = bytes;
  }
  // recordings are compressed already as far as zip goes: store them
  return new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
