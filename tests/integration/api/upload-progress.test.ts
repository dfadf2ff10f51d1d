import { File as NodeFile } from 'node:buffer';
import { explicitNumbersGeneratedApi } from '@/api/generated/explicit-numbers.gen';
import { onUploadProgress } from '@/api/upload-progress';
import { setupStore } from '@/store/store';
import { signIn } from '@tests/support/render-app';

const png = (bytes: number) => {
  const body = new Uint8Array(bytes);
  body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // the File of Node's fetch (jsdom's would not reach the demo backend's form parser)
  return new NodeFile([body], 'front.png', { type: 'image/png' }) as unknown as File;
};

describe('upload progress', () => {
  it('a file with a progress listener goes up through XMLHttpRequest and reports how much of it was sent', async () => {
    signIn('admin');
    const store = setupStore();
    const file = png(2 * 1024 * 1024);
    const seen: number[] = [];
    const viaFetch = jest.spyOn(globalThis, 'fetch');
    const stop = onUploadProgress(file, (percent) => seen.push(percent));
    const answer = await store
      .dispatch(
        explicitNumbersGeneratedApi.endpoints.explicitNumberUploadIdCard.initiate({
          body: { file, side: 'front' },
        }),
      )
      .unwrap();
    stop();
    expect(answer.code).toBe(0);
    expect(answer.data.url).toBeTruthy();
    // fetch reports no upload progress: this went through XMLHttpRequest
    expect(viaFetch).not.toHaveBeenCalled();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    viaFetch.mockRestore();
  });

  it('without a listener the same upload goes through fetch, as every other call', async () => {
    signIn('admin');
    const store = setupStore();
    const viaFetch = jest.spyOn(globalThis, 'fetch');
    const answer = await store
      .dispatch(
        explicitNumbersGeneratedApi.endpoints.explicitNumberUploadIdCard.initiate({
          body: { file: png(1024), side: 'back' },
        }),
      )
      .unwrap();
    expect(answer.code).toBe(0);
    expect(viaFetch).toHaveBeenCalledTimes(1);
    viaFetch.mockRestore();
  });
});
