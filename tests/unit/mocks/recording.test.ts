import { byteRange, recordingUrl, RECORDING_RATE, synthesizeRecording } from '@mocks/kit/recording';

const text = (b: Uint8Array, at: number) => String.fromCharCode(...b.slice(at, at + 4));

describe('synthesized call recordings of the demo backend', () => {
  it('is an 8 kHz 8-bit mono PCM WAV of the asked length', () => {
    const wav = synthesizeRecording('call/7', 3);
    const view = new DataView(wav.buffer);
    expect(text(wav, 0)).toBe('RIFF');
    expect(text(wav, 8)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(RECORDING_RATE);
    expect(view.getUint16(34, true)).toBe(8);
    expect(view.getUint32(40, true)).toBe(3 * RECORDING_RATE);
    expect(wav.byteLength).toBe(44 + 3 * RECORDING_RATE);
  });

  it('sounds like a conversation: voiced turns and quiet gaps, the same bytes for the same call', () => {
    const wav = synthesizeRecording('call/7', 20);
    expect(synthesizeRecording('call/7', 20)).toEqual(wav);
    expect(synthesizeRecording('call/8', 20)).not.toEqual(wav);
    const loudness = (from: number) => {
      let sum = 0;
      for (let i = 0; i < RECORDING_RATE / 4; i += 1) sum += Math.abs(wav[44 + from + i]! - 128);
      return sum / (RECORDING_RATE / 4);
    };
    const quarters = Array.from({ length: 80 }, (_v, i) => loudness((i * RECORDING_RATE) / 4));
    expect(quarters.filter((l) => l > 10).length).toBeGreaterThan(20);
    expect(quarters.filter((l) => l < 1).length).toBeGreaterThan(2);
  });

  it('names a recording by kind, id and whole seconds', () => {
    expect(recordingUrl('call', 'a b', 61.4)).toBe('/demo-files/recordings/call/a%20b-61.wav');
  });

  it('reads byte ranges as a recording server does', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual([0, 99]);
    expect(byteRange('bytes=900-', 1000)).toEqual([900, 999]);
    expect(byteRange('bytes=-100', 1000)).toEqual([900, 999]);
    expect(byteRange('bytes=990-2000', 1000)).toEqual([990, 999]);
    expect(byteRange('bytes=1000-', 1000)).toBeNull();
    expect(byteRange('items=1-2', 1000)).toBeNull();
    expect(byteRange(null, 1000)).toBeNull();
  });

  it('answers a range request with 206 and only those bytes', async () => {
    const url = `http://localhost${recordingUrl('call', 9, 2)}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const all = new Uint8Array(await whole.arrayBuffer());
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${all.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.slice(100, 200));
  });
});
