import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the project's own modules, type-only imports included.
 *
 * ESLint's `import-x/no-cycle` skips `import type` and `import { type X }` by design (a type import is erased), so a
 * circle of layers held together by types alone (store → auth → RequireAuth → app hooks → store, issue 44) passes
 * it. This walks every import the TypeScript compiler sees (`import`, `import type`, `export … from`, `import()`,
 * `require`) and resolves it with the project's tsconfig, so the `@/` aliases count. `npm run lint` runs it.
 */

export interface ImportGraph {
  /** Module → the project modules it imports (absolute paths). */
  edges: Map<string, Set<string>>;
}

const SOURCE = /\.(ts|tsx|mts|cts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath)).options;
}

/** Every project module under `dirs` with the project modules it imports (packages are left out). */
export function importGraph(dirs: string[], tsconfigPath: string): ImportGraph {
  const options = compilerOptions(tsconfigPath);
  const host = ts.createCompilerHost(options);
  const files = dirs.flatMap(sourceFiles);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    // preProcessFile lists every module specifier: static, type-only, re-exports, import() and require().
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target !== file && !target.includes(`${path.sep}node_modules${path.sep}`)) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges };
}

/**
 * The cycles of the graph: each strongly connected component of more than one module (Tarjan), given as one
 * circle through it (module → … → the same module), so the message shows a path to cut.
 */
export function findCycles({ edges }: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const next = (v: string) => [...(edges.get(v) ?? [])].filter((w) => edges.has(w));

  // Iterative, so a deep chain of imports cannot overflow the call stack.
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { v: string; children: string[]; i: number }[] = [];
    const visit = (v: string) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      work.push({ v, children: next(v), i: 0 });
    };
    visit(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.children.length) {
        const w = frame.children[frame.i++]!;
        if (!index.has(w)) visit(w);
        else if (onStack.has(w)) low.set(frame.v, Math.min(low.get(frame.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.v, Math.min(low.get(parent.v)!, low.get(frame.v)!));
      if (low.get(frame.v) === index.get(frame.v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== frame.v);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components.map((component) => circleThrough(component, edges));
}

/** A shortest way from the component's first module (by name) back to itself, within the component. */
function circleThrough(component: string[], edges: Map<string, Set<string>>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const between: string[] = [];
        for (let u: string | undefined = v; u && u !== start; u = cameFrom.get(u)) between.unshift(u);
        return [start, ...between, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

/**
 * What `npm run lint` checks. mocks/ is not in it yet: its tables and seeds still import each other (kit/table ↔
 * db/db, four circles of types and seeds) until the demo backend's floor plan (issue 43 item 4) lands; add it then.
 */
export const CHECKED_DIRS = ['src', 'mocks', 'tests', 'scripts', 'codegen'];

// CLI: `tsx scripts/import-cycles.ts [dir…]`, exit code 1 on a cycle.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const root = path.resolve(__dirname, '..');
  const dirs = process.argv.slice(2);
  const started = Date.now();
  const graph = importGraph(
    (dirs.length ? dirs : CHECKED_DIRS).map((d) => path.resolve(root, d)),
    path.join(root, 'tsconfig.json'),
  );
  const cycles = findCycles(graph);
  for (const cycle of cycles)
    console.error(
      `Import cycle (type imports count): ${cycle.map((f) => path.relative(root, f)).join(' → ')}`,
    );
  console.log(`${graph.edges.size} modules, ${cycles.length} import cycles, ${Date.now() - started} ms`);
  process.exitCode = cycles.length ? 1 : 0;
}
