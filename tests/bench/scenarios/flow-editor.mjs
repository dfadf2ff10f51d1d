/**
 * The flow editor with a scene of 1 000 nodes: time from opening the flow screen until the canvas
 * draws every node and takes input, and the frame time while a node is dragged.
 */
export const title = 'Flow editor, scene of 1 000 nodes';

const NODES = 1000;

/** Writes a 1 000-node scene (chains of normal nodes with two branches each) into script 1's first scene. */
async function seedBigScene(page) {
  return page.evaluate(async (count) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '');
    const call = (path, body, json) =>
      fetch(`/api/${path}?api_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: json ? JSON.stringify(body) : new URLSearchParams(body),
      }).then((r) => r.json());
    const detail = await call('robot/script/detail', { sc_id: '1' });
    const scene = detail.data.scene[0];
    const nodes = [];
    const links = [];
    for (let i = 0; i < count; i++) {
      const key = `b${i}`;
      const answers = detail.data.answerList.default.map((a) => ({
        ...a,
        group: key,
        key: `${key}_${a.id}`,
        text: a.name,
      }));
      nodes.push({
        id: null,
        key,
        isGroup: true,
        text: `节点${i}`,
        type: 'normal',
        nodeType: 'normal',
        content: '您好，这里是一段用于性能测试的话术内容。',
        answerList: answers.map((a, j) => ({ ...a, is_select: j < 2 ? 1 : 0 })),
        start: i === 0,
        interrupt: 1,
        score: 0,
        keyWorldList: ['测试'],
        loc: `${(i % 40) * 260} ${Math.floor(i / 40) * 220}`,
      });
      for (let j = 0; j < 2; j++) {
        const b = `${key}_${answers[j].id}`;
        nodes.push({
          id: null,
          key: b,
          group: key,
          text: answers[j].name,
          type: 'button',
          nodeType: 'button',
          category: 'button',
        });
        if (i + 1 < count)
          links.push({ from: b, to: `b${i + 1 + j}` === `b${count}` ? `b${i + 1}` : `b${i + 1 + j}` });
      }
    }
    const saved = await call(
      'robot/stage/save',
      { sc_id: 1, id: scene.id, nodeDataArray: nodes, linkDataArray: links, delNodeDataArray: [] },
      true,
    );
    return saved.code;
  }, NODES);
}

export async function measure({ state, freshPage }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/home/index');
    await page.waitForLoadState('networkidle');
    const code = await seedBigScene(page);
    if (code !== 0) throw new Error(`could not store the big scene (code ${code})`);

    const start = Date.now();
    await page.goto('/voice/dialogue/stage?id=1');
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="flow-canvas"]')?.flowProbe?.count() >= n,
      NODES,
      { timeout: 60_000, polling: 16 },
    );
    // Interactive: the main thread answers a frame right after the nodes are drawn.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    const interactiveMs = Date.now() - start;

    // Drag the first node across the canvas while counting frames.
    const from = await page.getByTestId('flow-canvas').evaluate((el) => el.flowProbe.point('b0'));
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (t) => {
        window.__frames.push(t - last);
        last = t;
        if (window.__frames.length < 600) window.__raf = requestAnimationFrame(tick);
      };
      window.__raf = requestAnimationFrame(tick);
    });
    await page.mouse.move(from.x, from.y - 20);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(from.x + i * 5, from.y - 20 + i * 3);
    await page.mouse.up();
    const frames = await page.evaluate(() => {
      cancelAnimationFrame(window.__raf);
      return window.__frames.slice(1);
    });
    const sorted = [...frames].sort((a, b) => a - b);
    const avg = frames.reduce((s, f) => s + f, 0) / Math.max(1, frames.length);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    return {
      figures: [
        {
          label: 'open a 1 000-node scene until interactive',
          value: interactiveMs,
          unit: 'ms',
          target: 1000,
        },
        { label: 'frame time while dragging a node (mean)', value: Math.round(avg * 10) / 10, unit: 'ms' },
        { label: 'frame time while dragging a node (p95)', value: Math.round(p95 * 10) / 10, unit: 'ms' },
      ],
    };
  } finally {
    await context.close();
  }
}
