// `npm start`: the shared demo server (mocks/server, its data in .demo-data/) and the console's dev server in
// connected mode against it. Every browser pointed at http://localhost:8080 works in the same company.
import { spawn } from 'node:child_process';

const serverPort = process.env.SERVER_PORT ?? '8090';
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

const server = run('node_modules/.bin/tsx', ['mocks/server/main.ts'], { SERVER_PORT: serverPort });
server.stdout.pipe(process.stdout);
server.stdout.on('data', function started(chunk) {
  const url = /listening on (http:\/\/\S+)/.exec(String(chunk))?.[1];
  if (!url) return;
  server.stdout.off('data', started);
  run('node_modules/.bin/webpack', ['serve', '--mode', 'development'], {
    API_BASE: url,
    DEMO_SERVER: '1',
  }).stdout.pipe(process.stdout);
});
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
