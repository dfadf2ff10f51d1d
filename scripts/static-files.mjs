/**
 * The build's files for scripts/serve.mjs, with history-mode fallback to index.html. Each request opens its file
 * and answers from the open file, so a file removed or replaced meanwhile (dist/ rebuilt under a running server)
 * answers 404, or index.html at a route, and the server stays up. sirv, used before, kept the file list of its start
 * and streamed a listed file without an error handler: one gone since then ended the whole process (ENOENT).
 * Headers as sirv sent them: the .gz beside a file where the browser takes gzip, a weak ETag from size and time,
 * single byte ranges.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A path whose last part names a file (`/js/app.1a2b.js`): missing, it is a 404, not the SPA's page. */
const NAMES_A_FILE = /\/[^/]*\.\w+$/;

/** The open file for `name` (relative to `root`), or undefined when there is no readable file there. */
async function openFile(root, name) {
  const file = path.join(root, name);
  if (!file.startsWith(root + path.sep)) return undefined;
  const handle = await open(file).catch(() => undefined);
  if (!handle) return undefined;
  const stats = await handle.stat().catch(() => undefined);
  if (stats?.isFile()) return { handle, stats };
  await handle.close().catch(() => undefined);
  return undefined;
}

/** The file that answers `pathname`: its gzip twin first where the browser takes it, then itself. */
async function find(root, pathname, gzip) {
  const name = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
  if (gzip && !name.endsWith('.gz')) {
    const zipped = await openFile(root, `${name}.gz`);
    if (zipped) return { ...zipped, type, encoding: 'gzip' };
  }
  const plain = await openFile(root, name);
  return plain && { ...plain, type };
}

function decodedPath(url) {
  const { pathname } = new URL(url ?? '/', 'http://localhost');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The byte range asked for, undefined for the whole file, or 'unsatisfiable'. */
function byteRange(header, size) {
  if (!header?.startsWith('bytes=')) return undefined;
  const [from, to] = header.slice(6).split('-');
  const start = parseInt(from, 10) || 0;
  const end = Math.min(parseInt(to, 10) || size - 1, size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

const FILE_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Last-Modified',
  'ETag',
  'Content-Encoding',
  'Content-Range',
  'Accept-Ranges',
];

function notFound(res) {
  res.statusCode = 404;
  res.end();
}

/** A request handler serving `root`; paths that name no file get `fallback` (the SPA's page). */
export function staticFiles(root, { fallback = '/index.html' } = {}) {
  const dir = path.resolve(root);
  return async function serve(req, res) {
    const pathname = decodedPath(req.url);
    const gzip = (req.headers['accept-encoding'] ?? '').includes('gzip');
    // dotfiles are never served
    const found = /\/\./.test(pathname)
      ? undefined
      : ((await find(dir, pathname, gzip)) ??
        (NAMES_A_FILE.test(pathname) ? undefined : await find(dir, fallback, gzip)));
    if (!found) return notFound(res);

    const { handle, stats, type, encoding } = found;
    // The browser may have moved on while the file was being opened: the answer's 'close' has come and gone, so
    // nothing below would ever close the file (Node closed it when collected, with a warning per file).
    if (res.destroyed) return void (await handle.close().catch(() => undefined));
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      await handle.close().catch(() => undefined);
      res.statusCode = 304;
      return res.end();
    }
    const range = byteRange(req.headers.range, stats.size);
    if (range === 'unsatisfiable') {
      await handle.close().catch(() => undefined);
      res.setHeader('Content-Range', `bytes */${stats.size}`);
      res.statusCode = 416;
      return res.end();
    }
    res.statusCode = range ? 206 : 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', range ? range.end - range.start + 1 : stats.size);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (range) {
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
      res.setHeader('Accept-Ranges', 'bytes');
    }
    const stream = handle.createReadStream(range ?? {});
    // The file is open, so its bytes stay readable if it is removed now. A read error (a failing disk) ends this
    // answer only: a 404 if nothing was sent yet.
    stream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      FILE_HEADERS.forEach((name) => res.removeHeader(name));
      notFound(res);
    });
    // an answer cut short (the browser moved on) closes the file now, not when it is collected
    res.once('close', () => stream.destroy());
    stream.pipe(res);
  };
}
