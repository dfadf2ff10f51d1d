/**
 * Assistant window under a burst of live call messages (issue 4): the admin's signed-in workbench gets a
 * call (scene 2, a 3×12-node script), then dial-plate messages at 100 per second for 5 s (mostly chat
 * lines, with node matches, knowledge-base pages, tags and speak status mixed in), then the rest of
 * 10 000 messages as fast as the page takes them.
 *
 * Method: the demo socket server in the page sends the messages on the dial-plate socket
 * (`window.__demoControl.sendRaw`), so each one takes the whole way: socket, channel saga, store, window. Frame
 * times are the deltas between requestAnimationFrame callbacks in the page during the 100/s burst. They come
 * in whole vsyncs (16.7 ms at 60 Hz; the idle page's p95 is printed beside it), so the "< 16 ms" is
 * read as "no dropped frame at the 95th percentile": target 17 ms. The JS heap is read over CDP (Runtime.getHeapUsage after
 * HeapProfiler.collectGarbage) before the call and after the 10 000 messages; the window keeps the last
 * 500 chat lines, so the growth stays bounded. The same burst runs a second time with the chat popup open.
 */
export const title = 'Assistant window: 100 live call messages/s, then 10 000 in all';

const RATE = 100;
const BURST_SECONDS = 5;
const TOTAL = 10_000;
// one 60 Hz frame (16.67 ms) plus the timer jitter of rAF timestamps
const ONE_FRAME = 17;

/** Runs in the page: the message sender and a message factory for call `uuid`. */
function pageSetup(uuid) {
  const send = (message) => window.__demoControl.sendRaw('dialPlate', message);
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
  const nth = (i) => {
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
  };
  window.__assistantBurst = { send, nth };
  send({ scene: 2, uuid, data: { status: 'talking', phone: '13800138000' } });
  send({
    scene: 3,
    uuid,
    data: {
      speech_name: '压力测试话术',
      customer: { name: '压力测试有限公司', contact_name: '测试', contact_phone: '13800138000' },
      tags: [{ id: 1, name: '高意向' }],
      speech_stages: stages,
    },
  });
}

/** Runs in the page: `rate` messages a second for `seconds`, frame deltas meanwhile; resolves the deltas. */
function pageBurst({ rate, seconds, from }) {
  const { send, nth } = window.__assistantBurst;
  return new Promise((resolve) => {
    const deltas = [];
    let last = performance.now();
    let running = true;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      if (running) requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(frame);
    });
    // a timer every 10 ms, catching up when timers run late, so the rate holds
    const start = performance.now();
    let sent = 0;
    const total = rate * seconds;
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      while (sent < due) send(nth(from + sent++));
      if (elapsed >= seconds * 1000 && sent >= total) {
        clearInterval(timer);
        running = false;
        resolve({ deltas, sent, ms: performance.now() - start });
      }
    }, 10);
  });
}

/** Runs in the page: messages `from`..`to` in chunks of 200 per task, as fast as the page takes them. */
function pageFlood({ from, to }) {
  const { send, nth } = window.__assistantBurst;
  return new Promise((resolve) => {
    let i = from;
    const start = performance.now();
    const chunk = () => {
      const end = Math.min(to, i + 200);
      while (i < end) send(nth(i++));
      if (i < to) setTimeout(chunk, 0);
      else requestAnimationFrame(() => resolve(performance.now() - start));
    };
    chunk();
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

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/home/index');
    await page.getByTestId('header-tools').waitFor({ timeout: 30_000 });
    // the dial-plate socket is open and greeted
    await page.waitForFunction(() => window.__demoControl?.count('dialPlate') > 0, null, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const heapBefore = await heapUsed(cdp);

    await page.evaluate(pageSetup, 'bench-call-1');
    const windowEl = page.getByRole('dialog', { name: '智能助手' });
    await windowEl.waitFor();
    await page.waitForTimeout(500); // first paint of the tree and cards

    const idle = await page.evaluate(pageBurst, { rate: 0, seconds: 3, from: 0 });
    const burst = await page.evaluate(pageBurst, { rate: RATE, seconds: BURST_SECONDS, from: 0 });
    const flood = await page.evaluate(pageFlood, { from: burst.sent, to: TOTAL });
    const heapAfter = await heapUsed(cdp);

    // the same burst with the chat record popup open (its 500 kept lines on screen)
    await windowEl.getByRole('button', { name: /通话记录/ }).click();
    await page.getByRole('dialog', { name: '通话记录' }).waitFor();
    const withPopup = await page.evaluate(pageBurst, { rate: RATE, seconds: BURST_SECONDS, from: TOTAL });
    // the popup follows the conversation: the burst's last line is on screen
    await page
      .getByRole('dialog', { name: '通话记录' })
      .getByText(`第${TOTAL + withPopup.sent - 1}句`, { exact: false })
      .waitFor({ timeout: 5_000 });

    const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      figures: [
        { label: `burst: messages at ${RATE}/s`, value: burst.sent, unit: '' },
        {
          label: 'idle page (no messages): frame time p95',
          value: Math.round(p95(idle.deltas) * 10) / 10,
          unit: 'ms',
        },
        {
          label: 'burst: frame time p95',
          value: Math.round(p95(burst.deltas) * 10) / 10,
          unit: 'ms',
          target: ONE_FRAME,
        },
        { label: 'burst: slowest frame', value: Math.round(Math.max(...burst.deltas)), unit: 'ms' },
        { label: `rest of ${TOTAL} messages, unthrottled`, value: Math.round(flood), unit: 'ms' },
        { label: `JS heap after ${TOTAL} messages (after GC)`, value: mb(heapAfter), unit: 'MB' },
        { label: `JS heap growth over ${TOTAL} messages`, value: mb(heapAfter - heapBefore), unit: 'MB' },
        {
          label: 'burst with chat popup open: frame time p95',
          value: Math.round(p95(withPopup.deltas) * 10) / 10,
          unit: 'ms',
          target: ONE_FRAME,
        },
      ],
    };
  } finally {
    await context.close();
  }
}
