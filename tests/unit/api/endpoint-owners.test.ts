import fs from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve(__dirname, '../../../src/features');

/** Every source file of the features, with the endpoints its `enhanceEndpoints({ endpoints: {…} })` names. */
function enhancedEndpoints(): { file: string; endpoint: string }[] {
  const files = fs
    .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(featuresDir, file), 'utf8');
    return [...text.matchAll(/enhanceEndpoints\(\{[\s\S]*?endpoints: \{([\s\S]*?)\n {2}\},\n\}\)/g)].flatMap(
      ([, body]) =>
        [...body!.matchAll(/^ {4}(\w+):/gm)].map(([, endpoint]) => ({ file, endpoint: endpoint! })),
    );
  });
}

describe('endpoint owners', () => {
  it('each endpoint is enhanced by one feature at most (its owner); cache tags come from the contract', () => {
    const found = enhancedEndpoints();
    expect(found.length).toBeGreaterThan(0);
    const owners = new Map<string, string[]>();
    for (const { file, endpoint } of found) owners.set(endpoint, [...(owners.get(endpoint) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('no feature sets cache tags or the answer cache time by hand', () => {
    const files = fs
      .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f));
    const offenders = files.filter((file) =>
      /providesTags|invalidatesTags|cacheTime/.test(fs.readFileSync(path.join(featuresDir, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
