/**
 * Load on the shared demo server (issue 43 item 8): 200 simulated agents, Node clients without a browser, sign
 * in to one server process, hold their three live sockets and poll as the console does, for ten minutes, while
 * the board sends notices. No browser: `BENCH_ONLY=server-load npm run bench` runs it among the scenarios, and
 * `node tests/bench/scenarios/server-load.mjs` alone (no build, no Chromium).
 *
 * Method:
 *  - The server is `npm run server`'s mocks/server/main.ts (node with tsx's loader) on a fresh temporary SQLite
 *    file, its own process; the admin adds the agents' accounts through staff/add first (the seed has 24), then each agent
 *    signs in (login) and opens call-in (with its requestPermission), dial-plate and notice, as the console
 *    does, each pinged every 15 s (CHAN-19, PING_EVERY_MS).
 *  - Polling: every agent, every SERVER_LOAD_POLL_S seconds (30, each agent at its own phase), reads the lists
 *    its screens read: 我的客户 (crm/customer/list, page 1 of 20), its softphone's call records
 *    (home/callRecordList) and its group state (home/sipStatusInfo). The answer time of each list call is from
 *    the request's start to its whole body read.
 *  - Notices: every SERVER_LOAD_NOTICE_MS (2000) the admin, whose agent board is open (agent/list, so the
 *    floor's pushes go out too), sends a notice from 坐席监控 (callcenter/agent/notice) to an agent in turn;
 *    the delivery time is from the send's start to the frame on that agent's notice socket.
 *  - Memory: the server process's resident set (ps rss) once every agent is signed in with its sockets open,
 *    and at the end.
 *  - Dropped sockets: closes the clients did not ask for (must be 0), and sockets that failed to open.
 *  - SERVER_LOAD_AGENTS (200) and SERVER_LOAD_MINUTES (10) size the run; it is a measurement, not a test.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const AGENTS = Number(process.env.SERVER_LOAD_AGENTS ?? 200);
const MINUTES = Number(process.env.SERVER_LOAD_MINUTES ?? 10);
const POLL_MS = Number(process.env.SERVER_LOAD_POLL_S ?? 30) * 1000;
const NOTICE_MS = Number(process.env.SERVER_LOAD_NOTICE_MS ?? 2000);
const PING_MS = 15_000;
const CHANNELS = ['call-in', 'dial-plate', 'notice'];
const ROLE_AGENT = 2;
const SALES_DEPARTMENT = 4;

export const title = `Shared server under load: ${AGENTS} agents, three sockets each, polling for ${MINUTES} min, notices going out`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The server as its own process on a free port, on a fresh database. */
async function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-load-'));
  // node itself with tsx's loader: the process measured is the one that answers
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], {
    cwd: root,
    env: { ...process.env, SERVER_PORT: '0', SERVER_HOST: '127.0.0.1', DEMO_DB: path.join(dir, 'db.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo server exited (${code}):\n${out}`)));
  });
  return {
    url,
    rssMb: () =>
      Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim()) / 1024,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The console's calls: POST, a form body, api_token in the query (spec 7). */
function api(base) {
  return async (apiPath, body = {}, token) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/${apiPath}${token ? `?api_token=${token}` : ''}`, {
      method: 'POST',
      body: new URLSearchParams(body),
    });
    const answer = await res.json();
    return { answer, ms: performance.now() - started };
  };
}

/** Runs `tasks` with at most `n` at a time. */
async function inBatches(items, n, task) {
  const out = [];
  for (let i = 0; i < items.length; i += n) out.push(...(await Promise.all(items.slice(i, i + n).map(task))));
  return out;
}

export async function measure() {
  const server = await startServer();
  const call = api(server.url);
  const wsBase = server.url.replace(/^http/, 'ws');
  const listTimes = [];
  const listFailures = [];
  const deliveries = [];
  const pending = new Map();
  let dropped = 0;
  let failedToOpen = 0;
  let stopping = false;
  const timers = [];

  try {
    const admin = (await call('login', { username: 'admin', password: 'admin123' })).answer.data.token;
    // the agents' accounts, beside the seed's
    const accounts = await inBatches(
      Array.from({ length: AGENTS }, (_v, i) => i + 1),
      10,
      async (i) => {
        const username = `load${String(i).padStart(3, '0')}`;
        const { answer } = await call(
          'staff/add',
          {
            username,
            password: 'load123',
            linkman: `压测坐席${i}`,
            phone: `136${String(10_000_000 + i).padStart(8, '0')}`,
            department_id: String(SALES_DEPARTMENT),
            role_id: String(ROLE_AGENT),
            status: '1',
          },
          admin,
        );
        if (answer.code !== 0) throw new Error(`staff/add ${username}: ${answer.msg}`);
        return { username, staffId: answer.data.id };
      },
    );

    // sign in and open the three sockets, as many consoles starting at once as the batches allow
    const agents = await inBatches(accounts, 20, async ({ username, staffId }) => {
      const { answer } = await call('login', { username, password: 'load123' });
      if (answer.code !== 0) throw new Error(`login ${username}: ${answer.msg}`);
      const token = answer.data.token;
      const sockets = await Promise.all(
        CHANNELS.map(
          (channel) =>
            new Promise((resolve) => {
              const ws = new WebSocket(`${wsBase}/push/${channel}?api_token=${token}`);
              ws.once('open', () => {
                if (channel === 'call-in') ws.send(JSON.stringify({ type: 100 }));
                resolve(ws);
              });
              ws.once('error', () => {
                failedToOpen += 1;
                resolve(null);
              });
              ws.on('close', () => {
                if (!stopping) dropped += 1;
              });
              if (channel === 'notice')
                ws.on('message', (data) => {
                  const frame = JSON.parse(String(data));
                  const id =
                    frame.data?.scene === 1 ? /#(\d+)$/.exec(frame.data.content ?? '')?.[1] : undefined;
                  const sent = id && pending.get(Number(id));
                  if (sent && sent.username === username) {
                    deliveries.push(performance.now() - sent.at);
                    pending.delete(Number(id));
                  }
                });
            }),
        ),
      );
      return { username, staffId, token, sockets: sockets.filter(Boolean) };
    });

    // the admin's board is open: the floor's changes are pushed to them
    await call('callcenter/agent/list', {}, admin);
    const adminNotices = new WebSocket(`${wsBase}/push/notice?api_token=${admin}`);
    adminNotices.on('close', () => {
      if (!stopping) dropped += 1;
    });

    const rssStart = server.rssMb();
    const started = Date.now();
    const end = started + MINUTES * 60_000;

    for (const [i, agent] of agents.entries()) {
      // pings, every socket
      timers.push(
        setInterval(() => {
          for (const ws of agent.sockets) if (ws.readyState === WebSocket.OPEN) ws.send('{"type":0}');
        }, PING_MS),
      );
      // the screens' lists, each agent at its own phase
      const poll = async () => {
        for (const [apiPath, body] of [
          ['crm/customer/list', { page: '1', limit: '20' }],
          ['home/callRecordList', { page: '1', limit: '20' }],
          ['home/sipStatusInfo', {}],
        ]) {
          try {
            const { answer, ms } = await call(apiPath, body, agent.token);
            if (answer.code === 0) listTimes.push(ms);
            else listFailures.push(`${apiPath}: ${answer.msg}`);
          } catch (e) {
            listFailures.push(`${apiPath}: ${e.message}`);
          }
        }
      };
      timers.push(
        setTimeout(
          () => {
            void poll();
            timers.push(setInterval(() => void poll(), POLL_MS));
          },
          Math.round((i / agents.length) * POLL_MS),
        ),
      );
    }

    let sent = 0;
    timers.push(
      setInterval(() => {
        const agent = agents[sent % agents.length];
        const id = ++sent;
        pending.set(id, { username: agent.username, at: performance.now() });
        void call(
          'callcenter/agent/notice',
          { staff_id: String(agent.staffId), content: `请回访客户 #${id}` },
          admin,
        );
      }, NOTICE_MS),
    );

    while (Date.now() < end) await sleep(1000);
    for (const t of timers) clearInterval(t);
    await sleep(3000); // the last notices and polls land
    const rssEnd = server.rssMb();
    const sockets = agents.reduce((n, a) => n + a.sockets.length, 0);
    stopping = true;
    for (const a of agents) for (const ws of a.sockets) ws.close();
    adminNotices.close();

    return {
      figures: [
        { label: 'agents signed in', value: agents.length, unit: '' },
        { label: 'sockets held', value: sockets, unit: '' },
        { label: 'list calls answered', value: listTimes.length, unit: '' },
        { label: 'list calls failed', value: listFailures.length, unit: '', target: 0 },
        { label: 'list answer p50', value: Math.round(percentile(listTimes, 50)), unit: 'ms' },
        { label: 'list answer p95', value: Math.round(percentile(listTimes, 95)), unit: 'ms' },
        { label: 'notices sent', value: sent, unit: '' },
        { label: 'notices delivered', value: deliveries.length, unit: '' },
        { label: 'notice delivery p50', value: Math.round(percentile(deliveries, 50)), unit: 'ms' },
        { label: 'notice delivery p95', value: Math.round(percentile(deliveries, 95)), unit: 'ms' },
        { label: 'notice delivery max', value: Math.round(Math.max(...deliveries)), unit: 'ms' },
        { label: 'server memory (RSS) at start', value: Math.round(rssStart), unit: 'MB' },
        { label: 'server memory (RSS) at end', value: Math.round(rssEnd), unit: 'MB' },
        { label: 'sockets dropped', value: dropped, unit: '', target: 0 },
        { label: 'sockets that failed to open', value: failedToOpen, unit: '', target: 0 },
      ],
      ...(listFailures.length ? { failures: [...new Set(listFailures)].slice(0, 5) } : {}),
    };
  } finally {
    stopping = true;
    for (const t of timers) clearInterval(t);
    await server.stop();
  }
}

// run alone: `node tests/bench/scenarios/server-load.mjs`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measure();
  console.log(title);
  for (const f of result.figures) console.log(`  ${f.label}: ${f.value}${f.unit ? ` ${f.unit}` : ''}`);
  if (result.failures) console.log('  failures:', result.failures);
}
