/**
 * The shared demo server (`npm run server`, mocks/server) as a process of its own for a journey: on a given
 * SQLite file, a port (0: any free one, then the same one again for a restart) and the console's origins.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function startDemoServer({ dbFile, origins, port = 0 }) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DEMO_DB: dbFile,
      SERVER_PORT: String(port),
      SERVER_HOST: '127.0.0.1',
      CONSOLE_ORIGINS: origins.join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      resolve({
        port: Number(new URL(url).port),
        output: () => output,
        /** SIGTERM, as an operator stops it: what was acknowledged is written first. */
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the demo server exited (${code}):\n${output}`)));
  });
}

/**
 * A TCP relay in front of the server on `targetPort`: the network between the browsers and the server, whose
 * uplink a journey can slow down (`slow(bytesPerSecond)`, 0 for full speed) so that an upload takes seconds.
 * DevTools' network throttling does not hold back request bodies; a relay that reads slowly does, through TCP's
 * own flow control, and XMLHttpRequest's upload progress follows it. It listens before the server starts (the
 * server's allowed origins and the console's config name each other), and the server may stop and start behind it.
 */
export function startRelay() {
  let rate = 0;
  let targetPort;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.pipe(client);
    // bytes passed on since the uplink was last slowed, and when that was: reading waits while it is ahead
    let since = { rate: 0, at: 0, bytes: 0 };
    client.on('data', (chunk) => {
      upstream.write(chunk);
      if (!rate) return;
      if (since.rate !== rate) since = { rate, at: Date.now(), bytes: 0 };
      since.bytes += chunk.length;
      const ahead = (since.bytes / rate) * 1000 - (Date.now() - since.at);
      if (ahead <= 10) return;
      client.pause();
      setTimeout(() => client.resume(), ahead);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        /** Where connections go from now on (the server's port). */
        relayTo: (port) => (targetPort = port),
        slow: (bytesPerSecond) => (rate = bytesPerSecond),
        close: () => {
          sockets.forEach((socket) => socket.destroy());
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}
