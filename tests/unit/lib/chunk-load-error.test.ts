import { isChunkLoadError } from '@/lib/chunk-load-error';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

it('takes a script or stylesheet chunk that did not arrive for a lost chunk', () => {
  expect(isChunkLoadError(named('ChunkLoadError', 'Loading chunk 812 failed.\n(error: /js/812.js)'))).toBe(
    true,
  );
  expect(isChunkLoadError(new Error('Loading chunk page-system-modify-paw failed'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 77 failed.\n(/css/77.css)'))).toBe(true);
});

it('takes any other failure for the code’s own', () => {
  expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'no')"))).toBe(false);
  expect(isChunkLoadError(new Error('request failed while loading chunk data'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});
