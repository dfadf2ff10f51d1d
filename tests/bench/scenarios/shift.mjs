/**
 * A shift, compressed (issue 18): the agent signed in and online makes 200 demo calls in a row without a
 * reload. Each call is dialled on the workbench's quick dial (every 10th on the floating dial pad), answered
 * by the demo SIP server after its 2 s of ringing (real JsSIP, real WebRTC), talks until the assistant window
 * has the call's customer and a matched script node from the dial-plate channel, is hung up by the agent,
 * and the ended call's window is closed (it would cover the dial pad). Every 10th caller is saved as a
 * customer through 我的客户 → 新建客户 (an in-app navigation there and back); notices arrive on the notice
 * channel every 4 calls (the agent closes every other one, the rest pile up: the screen keeps the newest
 * 20); every 40 calls the demo server drops the three channel sockets and the page's SIP socket is cut, and
 * the console must come back with exactly one socket per channel and the softphone registered again.
 *
 * Method: an init script (../live-objects.mjs) counts peer connections, sockets (the console's, through
 * whatever WebSocket class the demo backend installs), media elements, audio contexts, microphone tracks,
 * intervals and pending timeouts, holding only WeakRefs. Heap and counts are read after
 * HeapProfiler.collectGarbage, with the softphone idle, once after a warm-up of 10 calls (chunks loaded,
 * caches filled) and once after the last call. The budgets are the issue's: heap growth under 30 MB, nothing
 * left from ended calls (no open peer connection, no media element playing, microphone released, no more
 * intervals or timers than at the start), one socket per channel, every call in the call records.
 * SHIFT_CALLS, SHIFT_SAVE_EVERY and SHIFT_DROP_EVERY make a short shift for trying the scenario out.
 */
import { installLiveObjects, liveObjects } from '../live-objects.mjs';

const CALLS = Number(process.env.SHIFT_CALLS ?? 200);
export const title = `A shift, compressed: ${CALLS} demo calls as the agent, notices, dropped sockets`;
const WARM_UP = Math.min(10, CALLS);
const SAVE_EVERY = Number(process.env.SHIFT_SAVE_EVERY ?? 10);
const NOTICE_EVERY = 4;
const DROP_EVERY = Number(process.env.SHIFT_DROP_EVERY ?? 40);
const HEAP_BUDGET_MB = 30;
const CHANNELS = ['callIn', 'dialPlate', 'notice'];
const CHANNEL_PATHS = {
  callIn: 'push.demo.local/call-in',
  dialPlate: 'push.demo.local/dial-plate',
  notice: 'push.demo.local/notice',
};
const SIP_PATH = 'sip.demo.local';
const SIP_TRANSACTION_MS = 32_000;
const AGENT = { username: 'agent', password: 'agent123' };

/** The i-th call's number: unknown to the CRM, never repeated, ending in 5–9 (the demo customer answers). */
const numberOf = (i) => `139${String(i * 10 + 5 + (i % 5)).padStart(8, '0')}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(check, { timeoutMs = 20_000, what = 'condition' } = {}) {
  const end = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await check();
    if (last === true) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await sleep(100);
  }
}

/** The shown antd modal titled `title`. */
function modal(page, title) {
  return page.locator('.ant-modal-wrap:visible .ant-modal').filter({
    has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }),
  });
}

async function signInOnline(page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(AGENT.username);
  await page.getByPlaceholder('请输入密码').fill(AGENT.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => u.pathname === '/home/index', { timeout: 30_000 });
  await chooseStatus(page, '在线');
  await page.getByText('麦克风验证成功').first().waitFor({ timeout: 30_000 });
  await registered(page);
}

async function chooseStatus(page, label) {
  await page.getByTestId('softphone-status').click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) })
    .click();
}

const registered = (page) =>
  until(
    async () => (await page.getByTestId('softphone-status').getAttribute('data-badge')) === 'processing',
    {
      timeoutMs: 30_000,
      what: 'the softphone registered',
    },
  );

/** Sockets open per channel: as the demo server counts them, and as the page holds them. */
async function socketsPerChannel(page) {
  return noteMost(
    await page.evaluate(
      ({ channels, paths, sip }) => {
        const held = window.__liveObjects().socketsByUrl;
        const heldOn = (part) =>
          Object.entries(held)
            .filter(([url]) => url.includes(part))
            .reduce((n, [, count]) => n + count, 0);
        return {
          server: Object.fromEntries(channels.map((c) => [c, window.__demoControl.count(c)])),
          page: Object.fromEntries([...channels.map((c) => [c, heldOn(paths[c])]), ['sip', heldOn(sip)]]),
        };
      },
      { channels: CHANNELS, paths: CHANNEL_PATHS, sip: SIP_PATH },
    ),
  );
}

/** The most sockets seen open at once on any one channel (server or page side), over the whole shift. */
let mostPerChannel = 0;
const noteMost = (s) => {
  mostPerChannel = Math.max(mostPerChannel, ...Object.values(s.server), ...Object.values(s.page));
  return s;
};

const onePerChannel = (s) =>
  CHANNELS.every((c) => s.server[c] === 1 && s.page[c] === 1) && s.page.sip === 1 ? true : s;

/**
 * One call: dial (the workbench's quick dial, every 10th on the floating dial pad), talk until the assistant
 * window prompts, hang up, close the window.
 */
async function oneCall(page, number, i) {
  if (i % 10 === 5) {
    await page.getByRole('button', { name: '拨号', exact: true }).click();
    const pad = modal(page, '拨打电话');
    await pad.getByPlaceholder('请输入电话号码').fill(number);
    await pad.getByRole('button', { name: /呼\s*叫/ }).click();
  } else {
    const quick = page.getByPlaceholder('输入号码后按回车呼叫');
    await quick.fill(number);
    await quick.press('Enter');
  }
  const inCall = modal(page, '通话中');
  await inCall.locator('[data-phase="talking"]').waitFor({ timeout: 30_000 });
  const assistant = page.getByRole('dialog', { name: '智能助手' });
  // this call's customer card (the number is new each call), then a matched script node
  await assistant.getByLabel('客户信息').first().getByText(number).first().waitFor({ timeout: 20_000 });
  await assistant.getByRole('region', { name: '当前话术' }).waitFor({ timeout: 20_000 });
  await inCall.getByRole('button', { name: /挂\s*断/ }).click();
  await inCall.waitFor({ state: 'hidden', timeout: 20_000 });
  // the ended call's window covers the dial pad: the agent closes it before the next call
  await assistant.getByText('通话已结束').first().waitFor({ timeout: 20_000 });
  await assistant.getByRole('button', { name: '关闭', exact: true }).click();
  await assistant.waitFor({ state: 'hidden', timeout: 20_000 });
}

/** In-app navigation through the side menu (never a reload). */
async function sideMenu(page, area, item, path) {
  const entry = page.locator('.ant-layout-sider .ant-menu-item', { hasText: new RegExp(`^${item}$`) });
  if (!(await entry.isVisible()))
    await page.locator('.ant-layout-sider .ant-menu-submenu-title', { hasText: area }).click();
  await entry.click();
  await page.waitForURL((u) => u.pathname === path, { timeout: 20_000 });
}

/** The caller saved as a customer: 我的客户 → 新建客户 → the drawer, then back to the workbench. */
async function saveAsCustomer(page, number, i) {
  await sideMenu(page, '客户管理', '我的客户', '/client/index');
  await page.getByRole('button', { name: /新建客户/ }).click();
  const drawer = page.getByRole('dialog', { name: '新建客户' });
  await drawer.getByLabel('客户名称').fill(`班次客户${i}`);
  await drawer.getByLabel('联系人').fill(`联系人${i}`);
  await drawer.getByLabel('联系电话').fill(number);
  await drawer.getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }).click();
  await page.getByText('添加成功').first().waitFor({ timeout: 20_000 });
  await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
  await page.getByText(number).first().waitFor({ timeout: 20_000 });
  await sideMenu(page, '工作台', '工作台', '/home/index');
}

/** A notice from the platform; the agent closes every other one. */
async function notice(page, n) {
  const content = `班次通知第${n}条`;
  await page.evaluate(
    (text) => window.__demoControl.sendNotice('agent', { scene: 1, content: text }),
    content,
  );
  const shown = page.locator('.ant-notification-notice').filter({ hasText: content });
  await shown.waitFor({ timeout: 20_000 });
  if (n % 2 === 0) {
    await shown.getByRole('button', { name: '关闭通知' }).click();
    await shown.waitFor({ state: 'detached', timeout: 20_000 });
  }
}

/** The demo server drops the channels, the page's SIP socket is cut; back to one socket each. */
async function dropSockets(page) {
  const started = Date.now();
  await page.evaluate((sip) => {
    window.__demoControl.dropAll();
    window.__dropSockets(sip);
  }, SIP_PATH);
  await until(async () => onePerChannel(await socketsPerChannel(page)), {
    timeoutMs: 40_000,
    what: 'one socket per channel after the drop',
  });
  await registered(page);
  return Date.now() - started;
}

/** The page's heap after a full GC, and what it keeps alive. */
async function snapshot(page, cdp) {
  // the softphone idle long enough for the last calls' SIP transactions to end (JsSIP's and the demo
  // server's timers D/J linger 64×T1 = 32 s after each call): a timer still pending then is one a call left
  await sleep(SIP_TRANSACTION_MS + 3_000);
  const counts = await liveObjects(page, cdp);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  // the demo backend lives in the page too: its data (every call, every customer) is part of the heap
  const demoData = await page.evaluate(() => localStorage.getItem('demo-backend-data')?.length ?? 0);
  return { heap: usedSize, counts, sockets: await socketsPerChannel(page), demoData };
}

/** Every number dialled is among the agent's call records (the call-records API, from inside the page). */
async function callRecords(page, numbers) {
  return page.evaluate(async (wanted) => {
    // as the console sends it: the token in the query (cookie values are URI-encoded)
    const token = decodeURIComponent(document.cookie.match(/(?:^|;\s*)token=([^;]*)/)?.[1] ?? '');
    const seen = new Map();
    for (let p = 1; ; p++) {
      const body = new URLSearchParams({ page: String(p), limit: '1000', api_token: token });
      const url = `/api/callcenter/record/list?api_token=${encodeURIComponent(token)}`;
      const res = await fetch(url, { method: 'POST', body });
      const envelope = await res.json();
      if (envelope.code !== 0) throw new Error(`call records: ${envelope.msg}`);
      for (const row of envelope.data.data) if (wanted.includes(row.phone)) seen.set(row.phone, row.result);
      if (p * 1000 >= envelope.data.total) break;
    }
    return {
      found: seen.size,
      answered: [...seen.values()].filter((r) => r === 'answered').length,
      missing: wanted.filter((n) => !seen.has(n)),
    };
  }, numbers);
}

export async function measure({ freshPage }) {
  const started = Date.now();
  mostPerChannel = 0;
  const { context, page } = await freshPage();
  context.setDefaultTimeout(20_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
  try {
    await installLiveObjects(context);
    const cdp = await context.newCDPSession(page);
    await signInOnline(page);
    await until(async () => onePerChannel(await socketsPerChannel(page)), { what: 'the channels' });

    const numbers = [];
    const callTimes = [];
    const dropTimes = [];
    let notices = 0;
    let saved = 0;
    let start;
    for (let i = 1; i <= CALLS; i++) {
      const number = numberOf(i);
      const t0 = Date.now();
      let step = 'call';
      try {
        await oneCall(page, number, i);
        callTimes.push(Date.now() - t0);
        numbers.push(number);
        step = 'notice';
        if (i % NOTICE_EVERY === 0) await notice(page, ++notices);
        step = 'save as customer';
        if (i % SAVE_EVERY === 0) {
          await saveAsCustomer(page, number, i);
          saved += 1;
        }
        step = 'sockets';
        if (i % 5 === 0) await socketsPerChannel(page);
        if (i % DROP_EVERY === 0 && i < CALLS) dropTimes.push(await dropSockets(page));
      } catch (error) {
        await page.screenshot({ path: '.bench/shift-failure.png' }).catch(() => undefined);
        // sockets opened so far and open now: a reconnect mid-call shows here
        const sockets = await page
          .evaluate(() => {
            const { created, socketsByUrl } = window.__liveObjects();
            return { opened: created.ws, open: socketsByUrl };
          })
          .catch(() => null);
        throw new Error(
          `call ${i} (${number}), ${step}: ${error.message.split('\n')[0]} (screen: .bench/shift-failure.png; sockets ${JSON.stringify(sockets)})`,
        );
      }
      if (i === WARM_UP) start = await snapshot(page, cdp);
      if (i % 20 === 0)
        console.log(`  shift: ${i}/${CALLS} calls, ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const end = await snapshot(page, cdp);
    const records = await callRecords(page, numbers);
    const noticesOnScreen = await page.locator('.ant-notification-notice').count();

    const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const c0 = start.counts;
    const c1 = end.counts;
    const perChannel = CHANNELS.map((ch) => `${ch} ${end.sockets.server[ch]}/${end.sockets.page[ch]}`).join(
      ', ',
    );
    const budgets = [
      ['heap growth under 30 MB after GC', end.heap - start.heap < HEAP_BUDGET_MB * 1024 * 1024],
      ['no peer connection left open', c1.peerConnections === 0],
      ['no media element playing or holding a stream', c1.mediaElementsInUse === 0],
      ['no more media elements than after warm-up', c1.mediaElements <= c0.mediaElements],
      ['microphone released', c1.microphoneTracks === 0],
      ['no audio context left from calls', c1.audioContexts <= c0.audioContexts],
      ['no more intervals than after warm-up', c1.intervals <= c0.intervals],
      ['no more pending timers than after warm-up', c1.pendingTimeouts <= c0.pendingTimeouts],
      ['one socket per channel (server and page), one SIP socket', onePerChannel(end.sockets) === true],
      ['never two sockets on one channel', mostPerChannel === 1],
      ['every call in the call records', records.found === numbers.length],
      ['no uncaught error', errors.length === 0],
    ].map(([rule, met]) => ({ rule, met }));
    for (const b of budgets) console.log(`  ${b.met ? 'PASS' : 'FAIL'}  ${b.rule}`);
    if (budgets.some((b) => !b.met))
      console.log(
        `  details: ${JSON.stringify({ start: c0, end: c1, sockets: end.sockets, missing: records.missing.slice(0, 10), errors: errors.slice(0, 5) }, null, 1)}`,
      );

    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      budgets,
      detail: { start: c0, end: c1, sockets: end.sockets, missing: records.missing, errors },
      figures: [
        { label: 'calls dialled, talked and hung up', value: numbers.length, unit: '' },
        { label: 'callers saved as customers', value: saved, unit: '' },
        { label: 'notices received (half closed by the agent)', value: notices, unit: '' },
        { label: 'notices still on screen at the end', value: noticesOnScreen, unit: '' },
        { label: 'socket drops survived', value: dropTimes.length, unit: '' },
        { label: 'slowest recovery to one socket per channel', value: Math.max(0, ...dropTimes), unit: 'ms' },
        { label: 'median call (dial to hung up)', value: median(callTimes), unit: 'ms' },
        { label: `JS heap after GC, after ${WARM_UP} calls`, value: mb(start.heap), unit: 'MB' },
        { label: `JS heap after GC, after ${numbers.length} calls`, value: mb(end.heap), unit: 'MB' },
        {
          label: 'JS heap growth',
          value: mb(end.heap - start.heap),
          unit: 'MB',
          target: HEAP_BUDGET_MB,
        },
        {
          label: "the demo backend's data growth, as stored JSON (in the same heap)",
          value: mb(end.demoData - start.demoData),
          unit: 'MB',
        },
        { label: 'peer connections created (agent and demo far end)', value: c1.created.pc, unit: '' },
        { label: 'open peer connections at the end', value: c1.peerConnections, unit: '', target: 0 },
        {
          label: 'media elements playing or holding a stream at the end',
          value: c1.mediaElementsInUse,
          unit: '',
          target: 0,
        },
        { label: 'media elements alive after warm-up', value: c0.mediaElements, unit: '' },
        {
          label: 'media elements alive at the end',
          value: c1.mediaElements,
          unit: '',
          target: c0.mediaElements,
        },
        { label: 'live microphone tracks at the end', value: c1.microphoneTracks, unit: '', target: 0 },
        { label: 'open audio contexts after warm-up', value: c0.audioContexts, unit: '' },
        {
          label: 'open audio contexts at the end',
          value: c1.audioContexts,
          unit: '',
          target: c0.audioContexts,
        },
        { label: 'intervals running after warm-up', value: c0.intervals, unit: '' },
        { label: 'intervals running at the end', value: c1.intervals, unit: '', target: c0.intervals },
        { label: 'pending timeouts after warm-up', value: c0.pendingTimeouts, unit: '' },
        {
          label: 'pending timeouts at the end',
          value: c1.pendingTimeouts,
          unit: '',
          target: c0.pendingTimeouts,
        },
        {
          label: `open sockets at the end (server/page: ${perChannel}; SIP ${end.sockets.page.sip})`,
          value: c1.sockets,
          unit: '',
          target: CHANNELS.length + 1,
        },
        {
          label: 'most sockets open at once on one channel (sampled)',
          value: mostPerChannel,
          unit: '',
          target: 1,
        },
        { label: 'calls found in the call records', value: records.found, unit: `of ${numbers.length}` },
        { label: 'uncaught page errors', value: errors.length, unit: '', target: 0 },
        { label: 'runtime', value: Math.round((Date.now() - started) / 1000), unit: 's' },
      ],
    };
  } finally {
    await context.close();
  }
}
