/**
 * A real SIP server for the softphone journeys: Debian's Kamailio with the WebSocket module, on loopback only,
 * from kamailio.cfg.tpl (a registrar + proxy; digest password `secret` for every user). `.ci/run` installs it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitFor(check, what, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`kamailio: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startKamailio() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kamailio-'));
  const wsPort = await freePort();
  const udpPort = await freePort();
  const cfg = path.join(dir, 'kamailio.cfg');
  const template = await readFile(path.join(here, 'kamailio.cfg.tpl'), 'utf8');
  await writeFile(
    cfg,
    template.replace('__WS_PORT__', String(wsPort)).replace('__UDP_PORT__', String(udpPort)),
  );
  let child = null;
  let log = '';

  async function start() {
    child = spawn('kamailio', ['-f', cfg, '-DD', '-E', '-Y', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    await waitFor(async () => {
      if (child.exitCode !== null)
        throw new Error(`kamailio exited with ${child.exitCode}:\n${log.slice(-2000)}`);
      return accepts(wsPort);
    }, 'its WebSocket port');
  }

  async function stop() {
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await waitFor(async () => !(await accepts(wsPort)), 'the port to close');
  }

  await start();
  return {
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    domain: '127.0.0.1',
    start,
    stop,
    log: () => log,
  };
}
