import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { server as inProcessBackend } from '@mocks/node';

export interface SpawnedServer {
  url: string;
  /** The server process's output so far (a failing test shows it). */
  output(): string;
  /** SIGTERM, as an operator stops it: pending saves are written first. */
  stop(): Promise<void>;
  process: ChildProcess;
}

const tempDirs: string[] = [];

/** A fresh temporary SQLite file for one suite's server; `removeTempDbFiles` deletes it after the suite. */
export function tempDbFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-server-'));
  tempDirs.push(dir);
  return path.join(dir, 'console.sqlite');
}

/** Deletes the suite's SQLite files (a company each, about a megabyte), once its servers have stopped. */
export function removeTempDbFiles(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The real demo server (`npm run server`) as its own process on a free port: what a browser talks to, over
 * real HTTP and WebSockets, beyond Jest's msw/node interception.
 */
export function spawnServer(env: { DEMO_DB: string; CONSOLE_ORIGINS?: string }): Promise<SpawnedServer> {
  const root = path.resolve(__dirname, '../..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server/main.ts'], {
    cwd: root,
    env: { ...process.env, SERVER_PORT: '0', SERVER_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url)
        resolve({
          url,
          output: () => out,
          process: child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo server exited (${code}):\n${out}`)));
  });
}

/**
 * One real server for a test file, on a fresh database: the in-process backend (msw/node) is closed so that the
 * file's fetches reach the server. Read it through the getter once `beforeAll` has run.
 */
export function serverPerFile(): () => SpawnedServer {
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    inProcessBackend.close();
    server = await spawnServer({ DEMO_DB: tempDbFile() });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    removeTempDbFiles();
  });
  return () => server!;
}
