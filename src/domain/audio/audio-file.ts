/** Spec 9: the largest upload, 10 MB. */
export const MAX_AUDIO_BYTES = 10_485_760;
export const AUDIO_ACCEPT = '.wav,.mp3,audio/wav,audio/mpeg';
const AUDIO_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/mpeg', 'audio/mp3'];

export type AudioProblem = 'type' | 'size' | 'empty';

/** WAV (RIFF…WAVE) or MP3 (an ID3 tag or an MPEG frame sync) by the first bytes, whatever the name says. */
export async function isAudio(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(0, 3) === 'ID3') return true;
  return head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0;
}

/**
 * What is wrong with a recording before it is sent (the demo backend checks the same): WAV or MP3 by type
 * and content, not empty, at most 10 MB. Undefined when it may go.
 */
export async function audioProblem(file: Blob): Promise<AudioProblem | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_AUDIO_BYTES) return 'size';
  const typed = !file.type || AUDIO_TYPES.includes(file.type.split(';')[0]!.trim());
  if (!typed || !(await isAudio(file))) return 'type';
  return undefined;
}
