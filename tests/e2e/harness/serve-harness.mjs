/**
 * Serves a small test page bundled with esbuild from one entry file under tests/e2e/harness/, for journeys
 * that need code in a page of their own (a SIP agent or far end) rather than the console.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function serveHarness(entry, { serviceWorker = false } = {}) {
  const bundle = await build({
    entryPoints: [path.join(root, 'tests/e2e/harness', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const files = {
    '/': ['text/html', '<!doctype html><html><body><script src="/page.js"></script></body></html>'],
    '/page.js': ['text/javascript', bundle.outputFiles[0].text],
  };
  if (serviceWorker)
    files['/mockServiceWorker.js'] = [
      'text/javascript',
      await readFile(path.join(root, 'public/mockServiceWorker.js'), 'utf8'),
    ];
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}
