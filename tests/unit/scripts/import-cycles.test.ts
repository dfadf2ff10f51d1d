/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCycles, importGraph } from '../../../scripts/import-cycles';

let root: string;

/** A little project: a tsconfig with the console's `@/` alias and the given files under src/. */
function project(files: Record<string, string>) {
  root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        moduleResolution: 'Bundler',
        module: 'ESNext',
        baseUrl: '.',
        paths: { '@/*': ['src/*'] },
      },
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
    writeFileSync(path.join(root, 'src', name), text);
  }
  const graph = importGraph([path.join(root, 'src')], path.join(root, 'tsconfig.json'));
  return findCycles(graph).map((cycle) => cycle.map((f) => path.relative(path.join(root, 'src'), f)));
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles, type imports included (npm run lint)', () => {
  it('finds a circle held together by type-only imports, which import-x/no-cycle skips', () => {
    const cycles = project({
      'store/hooks.ts':
        "import type { User } from '@/features/auth';\nexport const useUser = (u: User) => u;\n",
      'features/auth/index.ts': "export type { User } from './RequireAuth';\n",
      'features/auth/RequireAuth.tsx':
        "import { type Dispatch } from '../../app/hooks';\nexport interface User { d: Dispatch }\n",
      'app/hooks.ts':
        "import type { useUser } from '@/store/hooks';\nexport type Dispatch = typeof useUser;\n",
    });
    expect(cycles).toEqual([
      [
        'app/hooks.ts',
        'store/hooks.ts',
        'features/auth/index.ts',
        'features/auth/RequireAuth.tsx',
        'app/hooks.ts',
      ],
    ]);
  });

  it('counts re-exports and import() as imports, and reports each circle once', () => {
    const cycles = project({
      'a.ts': "export * from './b';\n",
      'b.ts': "export const load = () => import('./a');\n",
      'c.ts': "import { load } from './b';\nexport const c = load;\n",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('passes layers that import one way only, and ignores packages', () => {
    const cycles = project({
      'store/hooks.ts': "import { useSelector } from 'react-redux';\nexport const useApp = useSelector;\n",
      'features/home/index.ts':
        "import type { useApp } from '@/store/hooks';\nexport type Home = typeof useApp;\n",
      'app/routes.ts': "import type { Home } from '@/features/home';\nexport type Routes = Home[];\n",
    });
    expect(cycles).toEqual([]);
  });
});
