/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { server as demoBackend } from '@mocks/node';

const serveModule = pathToFileURL(path.resolve(__dirname, '../../../scripts/serve.mjs')).href;

/** scripts/serve.mjs's server over `root`, in a process of its own: whether a request ends it is seen. */
async function startServer(root: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const { serveDist } = await import(process.argv[1]); console.log((await serveDist({ root: process.argv[2] })).url);',
      serveModule,
      root,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/\S+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return { child, url, output: () => output };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const INDEX = '<!doctype html><title>console</title>';
const APP = 'console.log("app");';

// the requests here go to a real server, not to the demo backend the suites' set-up intercepts with
beforeAll(() => demoBackend.close());

let base: string;
let root: string;
let server: { child: ChildProcess; url: string; output: () => string };

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'serve-test-'));
  root = path.join(base, 'dist');
  await mkdir(path.join(root, 'js'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'js/app.js'), APP);
  await writeFile(path.join(root, 'js/app.js.gz'), gzipSync(APP));
  server = await startServer(root);
});

afterEach(async () => {
  server.child.kill();
  await rm(base, { recursive: true, force: true });
});

/** The server still answers, and its process has not ended. */
async function expectServerUp() {
  expect((await get(`${server.url}/`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
}

describe('the serving script (npm run preview, the journeys and the bench)', () => {
  it('serves the build: files with their type, the gzip twin where the browser takes it, index.html at a route', async () => {
    const plain = await get(`${server.url}/js/app.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript');
    expect(plain.body.toString()).toBe(APP);

    const zipped = await get(`${server.url}/js/app.js`, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(gzipSync(APP));

    const route = await get(`${server.url}/crm/customer/list?page=2`);
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(route.body.toString()).toBe(INDEX);
    expect(route.headers['content-security-policy']).toContain("script-src 'self'");

    const again = await get(`${server.url}/js/app.js`, { 'if-none-match': plain.headers.etag });
    expect(again.status).toBe(304);
  });

  it('a file removed while the server runs answers 404, and the server stays up', async () => {
    expect((await get(`${server.url}/js/app.js`)).status).toBe(200);
    await rm(path.join(root, 'js/app.js'));
    await rm(path.join(root, 'js/app.js.gz'));

    expect((await get(`${server.url}/js/app.js`)).status).toBe(404);
    expect((await get(`${server.url}/js/app.js`, { 'accept-encoding': 'gzip' })).status).toBe(404);
    await expectServerUp();
  });

  it('a gzip twin removed while the server runs: the file itself is sent', async () => {
    await rm(path.join(root, 'js/app.js.gz'));
    const answer = await get(`${server.url}/js/app.js`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(APP);
  });

  it('an unreadable file (a directory in its place) answers 404, and the server stays up', async () => {
    await rm(path.join(root, 'js/app.js'));
    await rm(path.join(root, 'js/app.js.gz'));
    await mkdir(path.join(root, 'js/app.js'));

    expect((await get(`${server.url}/js/app.js`)).status).toBe(404);
    await expectServerUp();
  });

  it('with index.html gone a route answers 404, and the page is back once the build is', async () => {
    await rm(path.join(root, 'index.html'));
    expect((await get(`${server.url}/crm/customer/list`)).status).toBe(404);
    expect(server.child.exitCode).toBeNull();

    await writeFile(path.join(root, 'index.html'), INDEX);
    const route = await get(`${server.url}/crm/customer/list`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe(INDEX);
  });

  it('a file the rebuild added is served; a missing file, a dotfile and a path out of the build are 404', async () => {
    await writeFile(path.join(root, 'js/page.2b3c.js'), APP);
    expect((await get(`${server.url}/js/page.2b3c.js`)).status).toBe(200);
    expect((await get(`${server.url}/js/none.js`)).status).toBe(404);
    await writeFile(path.join(root, '.env'), 'SECRET=1');
    expect((await get(`${server.url}/.env`)).status).toBe(404);
    await writeFile(path.join(base, 'secret.txt'), 'beside the build');
    expect((await get(`${server.url}/..%2fsecret.txt`)).status).toBe(404);
    await expectServerUp();
  });

  it('a request the browser gave up on while its file was being opened leaves no file open', async () => {
    // the answer is closed before the file is found, as when Chromium cancels a request on navigation
    const script = `
      const http = await import('node:http');
      const { readdirSync } = await import('node:fs');
      const { staticFiles } = await import(process.argv[1]);
      const serve = staticFiles(process.argv[2]);
      const server = http.createServer((req, res) => { res.destroy(); return serve(req, res); });
      await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
      const openFiles = () => readdirSync('/proc/self/fd').length;
      const before = openFiles();
      for (let i = 0; i < 10; i++)
        await new Promise((done) => http.get('http://127.0.0.1:' + server.address().port + '/js/app.js', done).on('error', done));
      await new Promise((settled) => setTimeout(settled, 200));
      console.log(JSON.stringify({ before, after: openFiles() }));
      server.close();`;
    const staticModule = pathToFileURL(path.resolve(__dirname, '../../../scripts/static-files.mjs')).href;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, staticModule, root]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((exited) => child.once('exit', exited));
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    expect(after).toBe(before);
    expect(stderr).not.toMatch(/garbage collection/);
  });
});
