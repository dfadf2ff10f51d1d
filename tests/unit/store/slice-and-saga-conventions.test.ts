/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/architecture.md, "Slices and sagas": one way for a feature's slice to join the store, one way for its saga
// to start. Read from the source, so a new feature is held to it from its first slice or saga.
const src = path.resolve(__dirname, '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = files(src).map((file) => ({
  file: path.relative(src, file),
  text: readFileSync(file, 'utf8'),
}));
const features = sources.filter((s) => s.file.startsWith(`features${path.sep}`));
const where = (pattern: RegExp, among = sources) =>
  among.filter((s) => pattern.test(s.text)).map((s) => s.file);

describe('a feature slice joins the store one way', () => {
  it('a feature declares its slice in <name>.slice.ts, and nowhere else', () => {
    const declaring = where(/\bcreateSlice\(/, features);
    expect(declaring.length).toBeGreaterThan(0);
    expect(declaring.filter((f) => !f.endsWith('.slice.ts'))).toEqual([]);
  });

  it('each slice is injected by its sibling <name>.store.ts, declared lazy there, and only there', () => {
    const slices = features.filter((s) => s.file.endsWith('.slice.ts'));
    const unmet = slices.filter(({ file, text }) => {
      const slice = /export const (\w+) = createSlice\(/.exec(text)?.[1];
      const store = features.find((s) => s.file === file.replace(/\.slice\.ts$/, '.store.ts'))?.text ?? '';
      return !(
        slice &&
        store.includes(`interface LazyLoadedSlices extends WithSlice<typeof ${slice}> {}`) &&
        store.includes(`${slice}.injectInto(rootReducer)`)
      );
    });
    expect(slices.length).toBeGreaterThan(0);
    expect(unmet.map((s) => s.file)).toEqual([]);
    const injecting = where(/\.injectInto\(|interface LazyLoadedSlices\b/, features);
    expect(injecting.filter((f) => !f.endsWith('.store.ts'))).toEqual([]);
  });
});

describe('a feature saga starts one way', () => {
  it('only useSaga runs a saga from a component, and the store runs only the session saga', () => {
    expect(where(/\.runSaga\(/)).toEqual([path.join('store', 'use-saga.ts')]);
    expect(where(/\bcreateSagaMiddleware\b|sagaMiddleware\.run\(/)).toEqual([path.join('store', 'store.ts')]);
    const store = sources.find((s) => s.file === path.join('store', 'store.ts'))!;
    expect(store.text.match(/sagaMiddleware\.run\((\w+)\)/)?.[1]).toBe('sessionSaga');
  });

  it('every feature with sagas starts them with useSaga in its layer', () => {
    const withSagas = new Set(
      features.filter((s) => s.file.endsWith('.saga.ts')).map((s) => s.file.split(path.sep)[1]!),
    );
    expect(withSagas.size).toBeGreaterThan(0);
    const starting = new Set(where(/\buseSaga\(\w+\)/, features).map((f) => f.split(path.sep)[1]));
    expect([...withSagas].filter((feature) => !starting.has(feature))).toEqual([]);
  });
});
