/**
 * The connected build (`npm run build`: no demo backend inside), built once per run into a temporary folder for
 * the journeys that check it (connected-build) and drive it against the demo server (production-server).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let built;

async function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const env = { ...process.env };
  delete env.DEMO;
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const child = spawn(webpack, ['--mode', 'production', '--output-path', dir], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`the connected build failed (exit ${status}):\n${output}`);
  // as built: a journey may deploy its own config.js over it
  return { dir, config: fs.readFileSync(path.join(dir, 'config.js'), 'utf8') };
}

/**
 * The built folder and its config.js as the build wrote it (the same build for every caller of the run).
 * E2E_CONNECTED_DIST names a connected build made earlier instead (while working on a journey).
 */
export function connectedBundle() {
  const earlier = process.env.E2E_CONNECTED_DIST;
  built ??= earlier
    ? Promise.resolve({ dir: earlier, config: fs.readFileSync(path.join(earlier, 'config.js'), 'utf8') })
    : build();
  return built;
}
