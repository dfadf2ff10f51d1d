/**
 * The softphone in the demo build: the demo SIP server inside the page answers for the demo customers, and the
 * status menu's 模拟来电 makes one call the agent. Real JsSIP, real WebRTC, the fake microphone of Chromium.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, login, USERS, withPage, SLOWDOWN } from '../browser.mjs';
import { ANSWER_TIMEOUT_MS, badgeOf, chooseStatus, dial, dialog, hangUpIn } from '../softphone.mjs';

const TIMEOUT = 90_000 * SLOWDOWN;

/** The call timer's seconds (HH:MM:SS). */
async function timerSeconds(timer) {
  const [h, m, sec] = (await timer.textContent()).split(':').map(Number);
  return h * 3600 + m * 60 + sec;
}

async function online(page, network) {
  await login(page, network, USERS.agent);
  await chooseStatus(page, '在线');
  await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
    timeoutMs: 20_000 * SLOWDOWN,
  });
  await page.getByText('麦克风验证成功').waitFor();
}

export function register() {
  describe('softphone in the demo', () => {
    it(
      '[CALL-06] [CALL-14] [CALL-16] [CALL-25] a demo customer answers with audio; the timer runs; 挂断 goes back to dial',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await online(page, network);
        await dial(page, '13800000005');
        const inCall = await dialog(page, '通话中');
        await inCall.getByText('对方振铃中').waitFor();
        await inCall.locator('[data-phase="talking"]').waitFor({ timeout: 15_000 * SLOWDOWN });
        const timer = inCall.getByRole('timer');
        await eventually(async () => assert.ok((await timerSeconds(timer)) >= 2, 'the timer runs'), {
          timeoutMs: 8000,
        });
        // the far end's voice arrives as real RTP and plays: measure its level for a second
        const peak = await page.evaluate(async () => {
          const el = document.querySelector('audio[data-remote-audio]');
          if (!el?.srcObject) return 'no remote audio';
          const ctx = new AudioContext();
          const analyser = ctx.createAnalyser();
          ctx.createMediaStreamSource(el.srcObject).connect(analyser);
          const samples = new Float32Array(analyser.fftSize);
          let max = 0;
          // up to 4 s: the murmur pauses between syllables, and a loaded machine starts it late
          for (let i = 0; i < 80 && max <= 0.001; i++) {
            await new Promise((r) => setTimeout(r, 50));
            analyser.getFloatTimeDomainData(samples);
            for (const v of samples) max = Math.max(max, Math.abs(v));
          }
          await ctx.close();
          return max;
        });
        assert.ok(typeof peak === 'number' && peak > 0.001, `the far end is audible (peak ${peak})`);
        await hangUpIn(inCall);
        await inCall.waitFor({ state: 'hidden' });
        // the call is in the workbench's recent calls
        await page.getByText('13800000005').first().waitFor();
      }),
    );

    it(
      '[CALL-23] a demo customer ending in 1 rejects: 对方拒接, back to dial',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await online(page, network);
        await dial(page, '13800000001');
        const inCall = await dialog(page, '通话中');
        await page
          .getByText('对方拒接')
          .first()
          .waitFor({ timeout: 15_000 * SLOWDOWN });
        await inCall.waitFor({ state: 'hidden' });
      }),
    );

    it(
      '[CALL-17] [CALL-18] [CALL-22] the demo control places an incoming call: 来电, answer, talk, hang up',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await online(page, network);
        await page.getByTestId('softphone-status').click();
        await page
          .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
          .getByRole('menuitem', { name: /模拟来电/ })
          .click();
        const ringing = await dialog(page, '来电', { timeout: ANSWER_TIMEOUT_MS });
        await ringing.getByRole('button', { name: /接\s*听/ }).click();
        const inCall = await dialog(page, '通话中', { timeout: ANSWER_TIMEOUT_MS });
        const timer = inCall.getByRole('timer');
        await eventually(async () => assert.ok((await timerSeconds(timer)) >= 1, 'the timer runs'), {
          timeoutMs: 8000,
        });
        await hangUpIn(inCall);
        await inCall.waitFor({ state: 'hidden' });
      }),
    );
  });
}
