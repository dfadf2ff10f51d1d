import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The messages the project's ESLint gives `code` as if it were `file` (a path from the repository root). It runs
 * the CLI: the flat config is ESM, which Jest's CommonJS sandbox cannot import.
 */
export function lint(code: string, file: string): string[] {
  const bin = path.join(root, 'node_modules/.bin/eslint');
  const args = ['--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'];
  const { stdout } = spawnSync(bin, args, { cwd: root, input: code, encoding: 'utf8' });
  return (JSON.parse(stdout) as { messages: { message: string }[] }[])[0]!.messages.map((m) => m.message);
}
