import { HttpResponse, http } from 'msw';

/**
 * Recordings of the demo's calls: telephone-quality WAV (8 kHz, 8-bit mono) synthesized on request, so nothing is
 * shipped or stored. Two "speakers" take turns in syllable-rhythm bursts of a voiced tone with pauses between
 * turns, which gives the waveform the shape of a conversation. The same kind, id and length always give the same
 * bytes.
 */
export const RECORDING_RATE = 8000;
const HEADER_BYTES = 44;
const MAX_SECONDS = 4 * 3600;

/** Where the recording of a call is fetched: `kind` names the call table (call, robot, quality…). */
export function recordingUrl(kind: string, id: string | number, seconds: number) {
  const length = Math.max(1, Math.min(MAX_SECONDS, Math.round(seconds)));
  return `/demo-files/recordings/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}-${length}.wav`;
}

function seedOf(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function header(dataBytes: number) {
  const view = new DataView(new ArrayBuffer(HEADER_BYTES));
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RECORDING_RATE, true);
  view.setUint32(28, RECORDING_RATE, true); // byte rate at 8 bits
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return new Uint8Array(view.buffer);
}

/** The WAV bytes of a conversation of `seconds`, deterministic in `key`. */
export function synthesizeRecording(key: string, seconds: number): Uint8Array {
  const samples = Math.round(Math.max(1, Math.min(MAX_SECONDS, seconds)) * RECORDING_RATE);
  const out = new Uint8Array(HEADER_BYTES + samples);
  out.set(header(samples), 0);
  out.fill(128, HEADER_BYTES);
  const rand = random(seedOf(key));
  let at = Math.round(0.4 * RECORDING_RATE);
  let speaker = 0;
  while (at < samples) {
    const turn = Math.round((1.5 + rand() * 6) * RECORDING_RATE);
    const pitch = (speaker ? 210 : 118) * (0.92 + rand() * 0.16);
    const loud = 0.45 + rand() * 0.4;
    const syllable = RECORDING_RATE / (3.8 + rand() * 1.6);
    const end = Math.min(samples, at + turn);
    // one pitch period and one syllable envelope, tabled: an hour's call is 29 million samples
    const period = Math.max(2, Math.round(RECORDING_RATE / pitch));
    const voice = Float32Array.from({ length: period }, (_v, k) => {
      const phase = (2 * Math.PI * k) / period;
      return (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase)) / 1.75;
    });
    const beat = Math.max(2, Math.round(syllable));
    const envelope = Float32Array.from(
      { length: beat },
      (_v, k) => loud * 108 * Math.sin((Math.PI * k) / beat) ** 2,
    );
    for (let i = at, p = 0, b = 0; i < end; i += 1) {
      out[HEADER_BYTES + i] = 128 + Math.round(envelope[b]! * voice[p]!);
      p = p + 1 === period ? 0 : p + 1;
      b = b + 1 === beat ? 0 : b + 1;
    }
    at = end + Math.round((0.3 + rand() * 1.2) * RECORDING_RATE);
    speaker = 1 - speaker;
  }
  return out;
}

// A player asks for the same file many times (range requests while seeking): keep the last few.
const cache = new Map<string, Uint8Array>();
function recording(key: string, seconds: number) {
  const id = `${key}-${seconds}`;
  let bytes = cache.get(id);
  if (!bytes) {
    bytes = synthesizeRecording(key, seconds);
    cache.set(id, bytes);
    if (cache.size > 4) cache.delete(cache.keys().next().value as string);
  }
  return bytes;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` over `size` bytes; null when absent or not satisfiable. */
export function byteRange(value: string | null, size: number): [number, number] | null {
  const match = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(size - 1, Number(match[2])) : size - 1;
  return start <= end && start < size ? [start, end] : null;
}

/** Answers range requests like a recording server must, so a media element seeks without loading it all. */
export const recordingHandler = http.get('*/demo-files/recordings/:kind/:file', ({ params, request }) => {
  const match = /^(.+)-(\d+)\.wav$/.exec(String(params.file));
  if (!match) return new HttpResponse(null, { status: 404 });
  const bytes = recording(`${String(params.kind)}/${match[1]}`, Number(match[2]));
  const headers = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' };
  const range = byteRange(request.headers.get('range'), bytes.byteLength);
  if (!range) {
    return new HttpResponse(bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  }
  const [start, end] = range;
  return new HttpResponse(bytes.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${bytes.byteLength}`,
    },
  });
});
