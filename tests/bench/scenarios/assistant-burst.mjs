/**
 * Assistant window under a burst of live call messages (issue 4): the admin's signed-in workbench gets a
 * call (scene 2, a 3×12-node script), then dial-plate messages at 100 per second for 5 s (mostly chat
 * lines, with node matches, knowledge-base pages, tags and speak status mixed in), then the rest of
 * 10 000 messages as fast as the socket takes them.
 *
 * Method: the bench runs a real WebSocket server and points the console's dial-plate channel at it
 * (config.js), so every message takes the production path: socket, channel saga, store, window; the demo
 * backend's in-page interception, which a real deployment does not have, is not on it. Frame times are the
 * deltas between requestAnimationFrame callbacks in the page during the burst. They come in whole vsyncs
 * (16.7 ms at 60 Hz; the idle page's p95 is printed beside it), so the "< 16 ms" is read as "no
 * dropped frame at the 95th percentile": target 17 ms. The JS heap is read over CDP
 * (Runtime.getHeapUsage after HeapProfiler.collectGarbage) before the call and after the 10 000 messages;
 * the window keeps the last 500 chat lines, so the growth stays bounded. The same burst runs a second time
 * with the chat popup open.
 */
import { WebSocketServer } from 'ws';

export const title = 'Assistant window: 100 live call messages/s, then 10 000 in all';

const RATE = 100;
const BURST_SECONDS = 5;
const TOTAL = 10_000;
// one 60 Hz frame (16.67 ms) plus the timer jitter of rAF timestamps
const ONE_FRAME = 17;
const UUID = 'bench-call-1';

const stages = Array.from({ length: 3 }, (_s, s) => ({
  id: s + 1,
  name: `阶段${s + 1}`,
  speech_nodes: Array.from({ length: 12 }, (_n, n) => ({
    id: (s + 1) * 100 + n,
    name: `节点${s + 1}-${n + 1}`,
    content: `这是第${s + 1}阶段第${n + 1}个节点的话术内容，用于测试助手窗口在大量消息下的表现。`,
    t_sc_s_id: n === 11 ? 9 : 0,
    speech_node_branches: [
      {
        id: 1,
        speech_branch: { name: '肯定' },
        next_speech_node: { id: (s + 1) * 100 + n + 1, content: '下一节点' },
      },
      { id: 2, speech_branch: { name: '拒绝' }, next_speech_node: null },
    ],
  })),
}));

/** The i-th live message of the bench call. */
function nth(i) {
  const uuid = UUID;
  if (i % 25 === 0)
    return { scene: 5, uuid, data: { speech_node_id: 100 + ((i / 25) % 3) * 100 + ((i / 25) % 11) } };
  if (i % 50 === 7)
    return {
      scene: 6,
      uuid,
      data: {
        id: i,
        name: `问题${i}`,
        content: [{ title: `问题${i}？`, content: `第${i}条知识库回答的内容。` }],
      },
    };
  if (i % 100 === 13) return { scene: 7, uuid, data: { id: i % 700, name: `标签${i % 700}` } };
  if (i % 20 === 3)
    return {
      scene: 8,
      uuid,
      data: { speed_status: i % 3, volume_status: (i >> 1) % 3, forestall_status: i % 2, mute_status: 1 },
    };
  return {
    scene: 4,
    uuid,
    data: { asr_text: `第${i}句：您好，这是一条用于压力测试的识别文本。`, is_aleg: i % 2 ? 'A' : 'B' },
  };
}

const chatLinesUpTo = (n) => Array.from({ length: n }, (_v, i) => nth(i)).filter((m) => m.scene === 4).length;

/** A dial-plate server on a free port: `send` goes to every console socket open on it. */
async function dialPlateServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const send = (message) => {
    const text = JSON.stringify(message);
    for (const client of wss.clients) if (client.readyState === 1) client.send(text);
  };
  return {
    url: `ws://127.0.0.1:${wss.address().port}/dial-plate`,
    send,
    connected: () => wss.clients.size,
    close: () => new Promise((resolve) => wss.close(resolve)),
  };
}

/** From Node: `rate` messages a second for `seconds`, on a 10 ms timer that catches up when late. */
function sendAtRate(server, { rate, seconds, from }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const total = rate * seconds;
    let sent = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      while (sent < due) server.send(nth(from + sent++));
      if (sent >= total) {
        clearInterval(timer);
        resolve(sent);
      }
    }, 10);
  });
}

/** Runs in the page: the deltas between animation frames for `ms`. */
function pageFrames(ms) {
  return new Promise((resolve) => {
    const deltas = [];
    let last = 0;
    const end = performance.now() + ms;
    const frame = (now) => {
      if (last) deltas.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(frame);
      else resolve(deltas);
    };
    requestAnimationFrame(frame);
  });
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export async function measure({ freshPage, state, server: site }) {
  const server = await dialPlateServer();
  // the console's Content-Security-Policy lets it connect only where its configuration points; this socket is
  // configured below, as an operator would (scripts/csp.mjs)
  const disallow = site.allowConnect([new URL(server.url).origin]);
  const { context, page } = await freshPage({ state });
  try {
    await page.route('**/config.js', async (route) => {
      const original = await (await route.fetch()).text();
      const body = original.replace(/"dialPlate": "[^"]*"/, `"dialPlate": "${server.url}"`);
      await route.fulfill({ contentType: 'application/javascript', body });
    });
    await page.goto('/home/index');
    await page.getByTestId('header-tools').waitFor({ timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while (!server.connected() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!server.connected()) throw new Error('the console did not open its dial-plate socket');
    const cdp = await context.newCDPSession(page);
    const heapBefore = await heapUsed(cdp);

    server.send({ scene: 2, uuid: UUID, data: { status: 'talking', phone: '13800138000' } });
    server.send({
      scene: 3,
      uuid: UUID,
      data: {
        speech_name: '压力测试话术',
        customer: { name: '压力测试有限公司', contact_name: '测试', contact_phone: '13800138000' },
        tags: [{ id: 1, name: '高意向' }],
        speech_stages: stages,
      },
    });
    const windowEl = page.getByRole('dialog', { name: '智能助手' });
    await windowEl.waitFor();
    await page.waitForTimeout(500); // first paint of the tree and cards

    const idle = await page.evaluate(pageFrames, 3_000);
    const burstMs = BURST_SECONDS * 1000;
    const [burst, sent] = await Promise.all([
      page.evaluate(pageFrames, burstMs),
      sendAtRate(server, { rate: RATE, seconds: BURST_SECONDS, from: 0 }),
    ]);
    const floodStart = performance.now();
    for (let i = sent; i < TOTAL; i += 200) {
      for (let j = i; j < Math.min(TOTAL, i + 200); j++) server.send(nth(j));
      await new Promise((r) => setImmediate(r));
    }
    await windowEl
      .getByRole('button', { name: `通话记录（${chatLinesUpTo(TOTAL)}）` })
      .waitFor({ timeout: 60_000 });
    const flood = performance.now() - floodStart;
    const heapAfter = await heapUsed(cdp);

    // the same burst with the chat record popup open (its kept lines on screen)
    await windowEl.getByRole('button', { name: /通话记录/ }).click();
    const popup = page.getByRole('dialog', { name: '通话记录' });
    await popup.waitFor();
    const [withPopup] = await Promise.all([
      page.evaluate(pageFrames, burstMs),
      sendAtRate(server, { rate: RATE, seconds: BURST_SECONDS, from: TOTAL }),
    ]);
    // the popup follows the conversation: the burst's last chat line is on screen
    const lastLine = Array.from({ length: RATE * BURST_SECONDS }, (_v, k) => TOTAL + k)
      .filter((i) => nth(i).scene === 4)
      .at(-1);
    await popup.getByText(`第${lastLine}句`, { exact: false }).waitFor({ timeout: 5_000 });

    const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const ms = (v) => Math.round(v * 10) / 10;
    return {
      figures: [
        { label: `burst: messages at ${RATE}/s over a real WebSocket`, value: sent, unit: '' },
        { label: 'idle page (no messages): frame time p95', value: ms(p95(idle)), unit: 'ms' },
        { label: 'burst: frame time p95', value: ms(p95(burst)), unit: 'ms', target: ONE_FRAME },
        { label: 'burst: slowest frame', value: Math.round(Math.max(...burst)), unit: 'ms' },
        {
          label: `rest of ${TOTAL} messages, unthrottled, until shown`,
          value: Math.round(flood),
          unit: 'ms',
        },
        { label: `JS heap after ${TOTAL} messages (after GC)`, value: mb(heapAfter), unit: 'MB' },
        { label: `JS heap growth over ${TOTAL} messages`, value: mb(heapAfter - heapBefore), unit: 'MB' },
        {
          label: 'burst with chat popup open: frame time p95',
          value: ms(p95(withPopup)),
          unit: 'ms',
          target: ONE_FRAME,
        },
      ],
    };
  } finally {
    await context.close();
    await server.close();
    disallow();
  }
}
