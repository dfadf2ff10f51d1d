// `npm start`: the shared demo server (mocks/server, its data in .demo-data/) and the console's dev server in
// connected mode against it. Every browser pointed at http://localhost:8080 works in the same company.
// With API_BASE set, the dev server alone, in connected mode against that backend (no demo server).
// HOST=0.0.0.0 opens the dev server to phones and colleagues on the network (the demo server stays on loopback:
// the dev server forwards to it).
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';

const serverPort = process.env.SERVER_PORT ?? '8090';
const consolePort = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const lanAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a?.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
// The browser's origin is the dev server's, as the user typed it: the demo server must allow each of them.
const consoleOrigins =
  process.env.CONSOLE_ORIGINS ??
  ['localhost', '127.0.0.1', ...(host === '0.0.0.0' ? lanAddresses() : host === '127.0.0.1' ? [] : [host])]
    .map((name) => `http://${name}:${consolePort}`)
    .join(',');
const children = [];
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
const run = (command, args, env) => {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 1));
  return child;
};

const devServer = (env) =>
  run('node_modules/.bin/webpack', ['serve', '--mode', 'development'], env).stdout.pipe(process.stdout);

if (process.env.API_BASE) {
  devServer({});
} else {
  const server = run('node_modules/.bin/tsx', ['mocks/server/main.ts'], {
    SERVER_PORT: serverPort,
    CONSOLE_ORIGINS: consoleOrigins,
  });
  server.stdout.pipe(process.stdout);
  server.stdout.on('data', function started(chunk) {
    const url = /listening on (http:\/\/\S+)/.exec(String(chunk))?.[1];
    if (!url) return;
    server.stdout.off('data', started);
    devServer({ API_BASE: url, DEMO_SERVER: '1' });
  });
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
