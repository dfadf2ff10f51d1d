/**
 * The demo SIP server in real Chromium: a JsSIP agent registers, dials demo customers, is called by one,
 * and hears the far end's synthesized voice over a real WebRTC connection in the same page. Runs on its own
 * page (tests/e2e/harness/demo-sip-page.ts, bundled here with esbuild) and its own browser with the media
 * flags, so it needs no console UI.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_TIMEOUT_MS } from '../browser.mjs';
import { serveHarness } from '../harness/serve-harness.mjs';

/** Runs in the page: a registered JsSIP agent whose microphone is a quiet test tone. */
async function setUpAgent() {
  const { JsSIP, DEMO_SIP_URL, DEMO_SIP_DOMAIN } = window.demoSip;
  await window.demoSip.start();
  const ctx = new AudioContext();
  const tone = ctx.createOscillator();
  const mic = ctx.createMediaStreamDestination();
  const quiet = ctx.createGain();
  quiet.gain.value = 0.05;
  tone.connect(quiet).connect(mic);
  tone.start();
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(DEMO_SIP_URL)],
    uri: `sip:1001@${DEMO_SIP_DOMAIN}`,
    password: 'any',
    register: false,
  });
  await new Promise((resolve, reject) => {
    ua.once('registered', resolve);
    ua.once('registrationFailed', (e) => reject(new Error(`registration failed: ${e.cause}`)));
    ua.once('connected', () => ua.register());
    ua.start();
  });
  const next = (emitter, event) => new Promise((resolve) => emitter.once(event, resolve));
  /** Plays the far end like the softphone does (Chrome measures received audio only when it plays out). */
  const play = (session) => {
    const audio = new Audio();
    audio.srcObject = new MediaStream(session.connection.getReceivers().map((r) => r.track));
    return audio.play();
  };
  /** What the agent receives: packets and the energy of the far end's audio so far. */
  const received = async (session) => {
    const stats = await session.connection.getStats();
    const inbound = [...stats.values()].find((s) => s.type === 'inbound-rtp' && s.kind === 'audio');
    return { packets: inbound?.packetsReceived ?? 0, energy: inbound?.totalAudioEnergy ?? 0 };
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  window.agent = { ua, mic: mic.stream, next, play, received, sleep };
}

export function register() {
  describe('demo SIP server in Chromium', () => {
    let page;
    let browser;
    let server;
    before(async () => {
      server = await serveHarness('demo-sip-page.ts', { serviceWorker: true });
      browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      });
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it(
      'a dialed customer answers with real WebRTC audio, takes an ICE restart and hangs up',
      { timeout: TEST_TIMEOUT_MS },
      async () => {
        page = await browser.newPage();
        if (process.env.DEBUG_SIP) page.on('console', (m) => console.log('page:', m.text()));
        await page.goto(server.url);
        await page.evaluate(setUpAgent);
        const result = await page.evaluate(async () => {
          const { ua, mic, next, play, received, sleep } = window.agent;
          const session = ua.call('13800000005', { mediaStream: mic });
          await next(session, 'confirmed');
          await play(session);
          await sleep(2500);
          const talking = await received(session);
          const ufrag = () => /a=ice-ufrag:(\S+)/.exec(session.connection.remoteDescription.sdp)?.[1];
          const ufragBefore = ufrag();
          await new Promise((resolve, reject) => {
            if (!session.renegotiate({ rtcOfferConstraints: { iceRestart: true } }, resolve))
              reject(new Error('no renegotiate'));
          });
          await sleep(1500);
          const afterRestart = await received(session);
          const ufrags = [ufragBefore, ufrag()];
          const ended = next(session, 'ended');
          window.demoSip.hangUpDemoCall();
          const end = await ended;
          return { talking, afterRestart, ufrags, ended: [end.originator, end.cause] };
        });
        assert.ok(result.talking.packets > 50, `audio packets arrive (${result.talking.packets})`);
        assert.ok(result.talking.energy > 0, 'the far end is not silent');
        if (process.env.DEBUG_SIP) console.log(result);
        assert.notEqual(result.ufrags[0], result.ufrags[1], 'the far end answered the ICE restart afresh');
        assert.ok(
          result.afterRestart.packets > result.talking.packets,
          'audio goes on after the ICE restart',
        );
        assert.ok(result.afterRestart.energy > result.talking.energy, 'and is still audible');
        assert.deepEqual(result.ended, ['remote', 'Terminated']); // JsSIP's cause for a BYE
        await page.close();
      },
    );

    it('the demo customer calls the agent over real WebRTC', { timeout: TEST_TIMEOUT_MS }, async () => {
      page = await browser.newPage();
      await page.goto(server.url);
      await page.evaluate(setUpAgent);
      const result = await page.evaluate(async () => {
        const { ua, mic, next, play, received, sleep } = window.agent;
        const incoming = next(ua, 'newRTCSession');
        const outcome = window.demoSip.placeIncomingCall({ from: '13700000000', displayName: '李先生' });
        const { session } = await incoming;
        const caller = [session.remote_identity.uri.user, session.remote_identity.display_name];
        session.answer({ mediaStream: mic });
        const answered = await outcome;
        await play(session);
        await sleep(2500);
        const talking = await received(session);
        const ended = next(session, 'ended');
        session.terminate();
        await ended;
        return { caller, answered, talking };
      });
      assert.deepEqual(result.caller, ['13700000000', '李先生']);
      assert.equal(result.answered, 'answered');
      assert.ok(result.talking.packets > 50, `audio packets arrive (${result.talking.packets})`);
      assert.ok(result.talking.energy > 0, 'the far end is not silent');
      await page.close();
    });
  });
}
