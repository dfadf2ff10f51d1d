/**
 * Training a script whose first scene has 1 000 nodes (the flow editor's big scene, stored in script 1): the
 * time from the author pressing Enter on what the customer says until the robot's answer is in the chat and
 * drawn (the dialogue engine's turn in the browser, React's update and the next frame), over 20 turns walking
 * down the scene.
 *
 * The route needs the script's id (`?id=1`): the training tab draws only once the script list has loaded
 * that script and the action matrix allows training (script 1 is a test-status script of the user's own).
 */
import { BIG_SCENE_NODES, seedBigScene } from '../../e2e/big-scene.mjs';
import { trackNetwork } from '../../e2e/browser.mjs';

export const title = `Robot training, a turn on a ${BIG_SCENE_NODES.toLocaleString('en-US')}-node scene`;

const TURNS = 20;
const WAIT = { timeout: 90_000 };

export async function measure({ state, freshPage }) {
  const { context, page } = await freshPage({ state });
  try {
    const network = trackNetwork(page);
    await page.goto('/home/index');
    await network.idle({ quietMs: 500, timeoutMs: 30_000 });
    const seeded = await seedBigScene(page);
    if (seeded.code !== 0) throw new Error(`could not store the big scene (code ${seeded.code})`);

    // the page's lazy chunk, the script list, then the script, KB and points the engine compiles
    await page.goto('/voice/dialogue/train?id=1');
    await network.idle({ quietMs: 500, timeoutMs: 60_000 });
    const input = page.getByRole('textbox', { name: '客户说' });
    await input.waitFor(WAIT);
    await page.getByText('当前节点：开场 - 节点0').waitFor(WAIT);

    const times = [];
    for (let i = 0; i < TURNS; i++) {
      await input.fill('好的');
      // the clock starts at the real key press (a capturing listener sees it before the input does)
      await page.evaluate(() => {
        const log = document.querySelector('[role="log"]');
        const before = log.children.length;
        window.__turn = new Promise((resolve, reject) => {
          const give = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
          const onKey = (e) => {
            if (e.key !== 'Enter') return;
            window.removeEventListener('keydown', onKey, true);
            const start = performance.now();
            // the customer's line and the robot's answer are both in, and a frame has drawn them
            const check = () => {
              if (log.isConnected && log.children.length >= before + 2) {
                clearTimeout(give);
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else requestAnimationFrame(check);
            };
            queueMicrotask(check);
          };
          window.addEventListener('keydown', onKey, true);
        });
      });
      await input.press('Enter');
      times.push(await page.evaluate(() => window.__turn));
    }
    const walked = await page.getByText(/^当前节点：开场 - 节点\d+$/).textContent();
    if (walked !== `当前节点：开场 - 节点${TURNS}`)
      throw new Error(`the turns did not walk down the scene (${walked})`);

    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? sorted.at(-1);
    const round = (n) => Math.round(n * 10) / 10;
    return {
      runsMs: times.map(round),
      figures: [
        {
          label: `answer of a training turn, Enter to drawn (median of ${TURNS})`,
          value: round(median),
          unit: 'ms',
          target: 50,
        },
        { label: 'answer of a training turn (p95)', value: round(p95), unit: 'ms' },
        { label: 'slowest turn', value: round(sorted.at(-1)), unit: 'ms' },
      ],
    };
  } finally {
    await context.close();
  }
}
