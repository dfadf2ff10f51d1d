import { Blob as NodeBlob } from 'node:buffer';
import { audioProblem, MAX_AUDIO_BYTES } from '@/domain/audio/audio-file';
import { encodeWav } from '@/features/robot/recordings/wav';

const blob = (bytes: Uint8Array, type: string) => new NodeBlob([bytes], { type }) as unknown as Blob;

describe('recordings: what may be uploaded', () => {
  it('accepts WAV and MP3 by their first bytes; refuses other content, other types, empty and oversized files', async () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 1]), 8000);
    const wavBytes = new Uint8Array(await wav.arrayBuffer());
    expect(wavBytes.length).toBe(44 + 8);
    expect(await audioProblem(blob(wavBytes, 'audio/wav'))).toBeUndefined();
    expect(
      await audioProblem(blob(new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0]), 'audio/mpeg')),
    ).toBeUndefined();
    expect(await audioProblem(blob(new Uint8Array([0xff, 0xfb, 0x90, 0]), 'audio/mpeg'))).toBeUndefined();
    expect(await audioProblem(blob(new Uint8Array([1, 2, 3, 4]), 'audio/wav'))).toBe('type');
    expect(await audioProblem(blob(wavBytes, 'image/png'))).toBe('type');
    expect(await audioProblem(blob(new Uint8Array(0), 'audio/wav'))).toBe('empty');
    const big = new Uint8Array(MAX_AUDIO_BYTES + 1);
    big.set(wavBytes.slice(0, 12));
    expect(await audioProblem(blob(big, 'audio/wav'))).toBe('size');
  });
});
