#!/usr/bin/env node
/**
 * Serves the production build in dist/ with history-mode fallback to index.html, under the console's
 * Content-Security-Policy (scripts/csp.mjs). `npm run preview` uses it on PORT (default 8080); the e2e suite and
 * the bench import `serveDist`.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrigins, contentSecurityPolicy, parseRuntimeConfig } from './csp.mjs';
import { staticFiles } from './static-files.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * The origins the deployed config.js in `root` connects to, read again only when the file changes: an operator who
 * points the sockets or the SIP server elsewhere gets them allowed on the next load, without a file read per asset.
 */
function configConnectOrigins(root) {
  let seen = { mtimeMs: -1, origins: [] };
  return async () => {
    const file = path.join(root, 'config.js');
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== seen.mtimeMs) {
      const source = await readFile(file, 'utf8').catch(() => '');
      seen = { mtimeMs, origins: configOrigins(parseRuntimeConfig(source)) };
    }
    return seen.origins;
  };
}

/**
 * Serves `root` (the build in dist/ unless told) on `port` (0: any free one). `files` lists the origins of a file
 * host on another origin (recordings, contract PDFs, pictures), allowed as media, images and fetches.
 */
export function serveDist({ port = 0, host = '127.0.0.1', root = dist, files = [] } = {}) {
  // the build's .gz files where the browser takes gzip, as a production server sends them
  const assets = staticFiles(root);
  const connectOrigins = configConnectOrigins(root);
  const extraConnect = new Set();
  const server = http.createServer(async (req, res) => {
    try {
      const connect = [...(await connectOrigins()), ...extraConnect];
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ connect, media: files, files }));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'same-origin');
      // config.js is the operators' file: never cached, so an edit takes effect on the next load.
      if (req.url?.startsWith('/config.js')) res.setHeader('Cache-Control', 'no-cache');
      await assets(req, res);
    } catch (error) {
      // one request's failure is that request's answer; the server goes on
      console.error(`serve: ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`,
        close: () => new Promise((r) => server.close(r)),
        /**
         * Adds origins to connect-src until the returned function is called: what an operator does for a SIP
         * server or socket host their config.js names (the suite's Kamailio is started after the server).
         */
        allowConnect(origins) {
          origins.forEach((o) => extraConnect.add(o));
          return () => origins.forEach((o) => extraConnect.delete(o));
        },
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await serveDist({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Console (demo build) at ${url}`);
}
