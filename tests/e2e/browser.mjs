/**
 * Shared pieces of the end-to-end suite: the browser, a fresh context per test (with a screenshot in
 * tests/e2e/.artifacts/ when the test fails), network settling, and small helpers for the console's shell.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '.artifacts');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the softphone: a fake microphone granted without a prompt, WebRTC over loopback, tones without a click
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

export const USERS = {
  admin: { username: 'admin', password: 'admin123' },
  agent: { username: 'agent', password: 'agent123' },
  author: { username: 'author', password: 'author123' },
};

/** Filled by run.mjs before the journeys run: the served build's origin and the one browser. */
export const env = { url: '', browser: null, server: null };

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

const VIEWPORT = { width: 1440, height: 900 };

/**
 * The browsers' time zone: the platform's own (Asia/Shanghai) unless its day ends within the suite's run; then a
 * fixed offset where it is now around noon, so journeys about "today" (appointments, today's calls) never straddle
 * a midnight. The times shown are then in that zone, which the app handles like any other.
 */
export const TIMEZONE = (() => {
  const utcHour = new Date().getUTCHours();
  const shanghaiHour = (utcHour + 8) % 24;
  if (shanghaiHour >= 4 && shanghaiHour < 21) return 'Asia/Shanghai';
  const offset = 12 - utcHour; // local noon; Etc/GMT signs are inverted (Etc/GMT-8 is UTC+8)
  const wrapped = offset > 14 ? offset - 24 : offset < -12 ? offset + 24 : offset;
  return wrapped === 0 ? 'Etc/UTC' : `Etc/GMT${wrapped > 0 ? '-' : '+'}${Math.abs(wrapped)}`;
})();
/**
 * How many times slower the pages' CPU runs (E2E_CPU). The suite's waits and test timeouts stretch with it: a step
 * that takes 10 s at full speed may take 40 s at a quarter of it, on a machine that other work keeps busy too. A
 * throttled run is there to bring out races, which a longer wait does not hide.
 */
export const SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU) || 1);

const ACTION_TIMEOUT_MS = 10_000 * SLOWDOWN;

/** Per-test timeout for node:test. */
export const TEST_TIMEOUT_MS = 45_000 * SLOWDOWN;

const fileNameOf = (title) =>
  title
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    .replace(/_+/g, '_')
    .slice(0, 120);

/**
 * Records every Content-Security-Policy violation of the context's pages (the suite's server sends the console's
 * policy, scripts/csp.mjs) into the returned array: a refused inline script, eval, socket or picture.
 */
export async function recordCspViolations(context) {
  const violations = [];
  await context.exposeBinding('__e2eCspViolation', (_source, violation) => violations.push(violation));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__e2eCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      }),
    ),
  );
  return violations;
}

/**
 * Records the uncaught errors (thrown or a rejection nobody handled) of every page of the context into the returned
 * array, with the address of the page they were thrown in: a console that goes on with an error it never handled
 * is a failure the user does not see until something else breaks.
 */
export function recordPageErrors(context) {
  const errors = [];
  context.on('weberror', (webError) =>
    errors.push(
      `${webError.page()?.url() ?? 'a page'}: ${webError.error().stack ?? webError.error().message}`,
    ),
  );
  return errors;
}

/**
 * Lets the console's pages connect to `origins` besides the built config.js's, as an operator adds a SIP server or
 * socket host of their config.js to connect-src; returns the undo. The policy comes from the suite's server, so
 * the document stays the server's own (a document fulfilled by Playwright has no address, and Chromium's local
 * network checks then refuse its sockets to loopback).
 */
export const allowConnect = (origins) => env.server.allowConnect(origins);

/**
 * Wraps a test body: a fresh browser context and page, a network tracker, and a screenshot of the page
 * under .artifacts/<test>.png when the body throws (and of any other page it opened, <test>.pageN.png).
 * The context is closed whatever happens. A test whose pages saw a Content-Security-Policy violation or threw an
 * uncaught error fails (`cspViolations` and `pageErrors` hold them for a test that looks itself).
 */
export function withPage(body, contextOptions = {}) {
  return async (t) => {
    const context = await env.browser.newContext({
      baseURL: env.url,
      viewport: VIEWPORT,
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
      ...contextOptions,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(20_000 * SLOWDOWN);
    const cspViolations = await recordCspViolations(context);
    const pageErrors = recordPageErrors(context);
    const page = await context.newPage();
    if (process.env.E2E_CPU)
      await (
        await context.newCDPSession(page)
      ).send('Emulation.setCPUThrottlingRate', {
        rate: Number(process.env.E2E_CPU),
      });
    const network = trackNetwork(page);
    try {
      await body({ page, context, network, t, cspViolations, pageErrors });
      if (cspViolations.length > 0)
        throw new Error(`Content-Security-Policy violations: ${JSON.stringify(cspViolations, null, 1)}`);
      if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
    } catch (error) {
      try {
        await mkdir(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: path.join(ARTIFACTS, `${fileNameOf(t.name)}.png`), fullPage: true });
        // the other pages the test opened (a signing page, a second tab), where the failure may be
        const others = context.pages().filter((p) => p !== page);
        for (const [i, other] of others.entries())
          await other.screenshot({
            path: path.join(ARTIFACTS, `${fileNameOf(t.name)}.page${i + 2}.png`),
            fullPage: true,
          });
      } catch {
        // the page may already be gone: the assertion error is what matters
      }
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  };
}

/** Counts the page's requests in flight (service-worker answered ones included) and every response. */
export function trackNetwork(page) {
  const inflight = new Set();
  const responses = [];
  let lastChange = Date.now();
  const done = (request) => {
    if (inflight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    inflight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => responses.push(response));
  page.on('framenavigated', (frame) => {
    // a new document abandons the old one's requests
    if (frame === page.mainFrame()) {
      for (const request of inflight)
        if (request.frame() !== frame || request.isNavigationRequest()) done(request);
    }
  });
  return {
    responses,
    /** Resolves once nothing has been in flight for `quietMs` (gives up quietly after `timeoutMs`). */
    async idle({ quietMs = 200, timeoutMs = 10_000 } = {}) {
      const start = Date.now();
      for (;;) {
        const now = Date.now();
        if (inflight.size === 0 && now - lastChange >= quietMs) return;
        if (now - start > timeoutMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** Loads a path and waits for the lazy chunks and first calls to settle. */
export async function open(page, network, pathname) {
  await page.goto(pathname);
  await network.idle();
}

/** Retries an assertion block until it passes or the time is up (then throws its last error). */
export async function eventually(check, { timeoutMs = ACTION_TIMEOUT_MS, intervalMs = 100 } = {}) {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

export const pathOf = (page) => new URL(page.url()).pathname;
export const searchOf = (page) => new URL(page.url()).search;

/**
 * Navigations in the console change the address only: waiting for a load event as well (waitForURL's default)
 * once timed out at 4× CPU, on a page whose load event never came.
 */
const COMMITTED = { waitUntil: 'commit' };

/**
 * Searches a list by its keyword field: ProTable greys out 查询 while the table loads (a click then does
 * nothing), so it waits for the button, then for the keyword to reach the URL and the list to load.
 */
export async function searchTable(page, network, placeholder, keyword) {
  await page.getByPlaceholder(placeholder).fill(keyword);
  const submit = page.getByRole('button', { name: /查\s*询/ });
  await submit.and(page.locator('.ant-btn-loading')).waitFor({ state: 'detached' });
  await submit.click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword.trim(), COMMITTED);
  await network.idle();
}

/** Waits until the URL's path (and optionally its query) is the given one. */
export async function waitForPath(page, pathname, search) {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
    COMMITTED,
  );
}

/** Fills the login form on the current /login page and submits it. */
export async function submitLogin(page, network, { username, password }) {
  await network.idle();
  const account = page.getByPlaceholder('请输入账号');
  const secret = page.getByPlaceholder('请输入密码');
  await account.fill(username);
  await secret.fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Opens /login, signs in, and waits until the console left the login page (default: for /home/index). */
export async function login(page, network, user, { expectPath = '/home/index' } = {}) {
  await open(page, network, '/login');
  await submitLogin(page, network, user);
  await waitForPath(page, expectPath);
  await network.idle();
}

/** Visible texts of the header's area menu, in order. */
export async function headerAreas(page) {
  const items = page.locator(
    '.ant-layout-header .ant-menu-item:not(.ant-menu-overflow-item-rest) .ant-menu-title-content',
  );
  return await items.evaluateAll((els) =>
    els.filter((el) => el.offsetParent !== null).map((el) => el.textContent.trim()),
  );
}

/** Labels of the side menu's top level, in order ([] when the area has no side menu). */
export async function sideMenuTop(page) {
  return page
    .locator('.ant-layout-sider .ant-menu-root')
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        [...root.children]
          .filter((li) => li.matches('.ant-menu-item, .ant-menu-submenu'))
          .map((li) => li.querySelector('.ant-menu-title-content').textContent.trim()),
      ),
    );
}

/** Opens a side-menu group (if closed) and returns its direct children's labels. */
export async function openSideGroup(page, label, within = page.locator('.ant-layout-sider')) {
  const group = within.locator('li.ant-menu-submenu').filter({
    has: page.locator(':scope > .ant-menu-submenu-title', { hasText: label }),
  });
  await group.first().waitFor();
  // a group still opening or closing (a navigation opens the page's own) is read once it has settled
  await page.locator('.ant-layout-sider .ant-motion-collapse').first().waitFor({ state: 'detached' });
  const isOpen = await group.first().evaluate((li) => li.classList.contains('ant-menu-submenu-open'));
  if (!isOpen) await group.first().locator(':scope > .ant-menu-submenu-title').click();
  const sub = group.first().locator(':scope > ul.ant-menu-sub');
  await sub.waitFor({ state: 'visible' });
  return { group: group.first(), labels: await childLabels(sub) };
}

async function childLabels(sub) {
  return sub.evaluate((ul) =>
    [...ul.children]
      .filter((li) => li.matches('.ant-menu-item, .ant-menu-submenu'))
      .map((li) => li.querySelector('.ant-menu-title-content').textContent.trim()),
  );
}

/** A select's open list once it has stopped sliding in (antd ignores clicks on its options while it moves). */
export const openList = (page) =>
  page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-appear):not(.ant-slide-up-enter)',
  );

/**
 * Opens a select (typing `typed` into its search if given) and picks the option whose text matches. The pick is
 * checked in the select.
 */
export async function chooseOption(page, combobox, typed, option) {
  await combobox.click();
  if (typed) await combobox.fill(typed);
  await openList(page).getByText(option).first().click();
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await eventually(async () => {
    const shown = await select.innerText();
    assert.ok(typeof option === 'string' ? shown.includes(option) : option.test(shown), `picked: ${shown}`);
  });
}

/** Clicks a header area by its name and waits for the route it leads to. */
export async function openArea(page, network, name, expectPath) {
  await page.locator('.ant-layout-header .ant-menu-item', { hasText: name }).click();
  await waitForPath(page, expectPath);
  // the address changes at the click; the frame (header and side menu) once the page's code is in
  await page.locator('.ant-layout-header .ant-menu-item-selected', { hasText: name }).waitFor();
  await network.idle();
}

/** Opens the user-name dropdown at the top right and returns its menu. */
export async function openUserMenu(page) {
  await page.getByTestId('user-menu').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await menu.waitFor({ state: 'visible' });
  return menu;
}

export async function cookieMap(context) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
}

/** The rows of the page's antd tables (not the measuring row). */
export const bodyRows = (page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * Runs a row's action as a user does (RowActions): its button or link, named `<action> <row>`, or, past the
 * row's inline actions, 更多 and then the action in its menu.
 */
export async function clickRowAction(page, row, action, rowName) {
  const name = `${action} ${rowName}`;
  const inline = row
    .getByRole('button', { name, exact: true })
    .or(row.getByRole('link', { name, exact: true }));
  if (await inline.count()) return inline.first().click();
  await row.getByRole('button', { name: `更多 ${rowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A customer row's phone, read from the row's text: column settings decide which columns show. */
export const phoneOfRow = async (row) => /\b1\d{10}\b/.exec(await row.innerText())?.[0] ?? '';

/**
 * Waits until the page's demo backend answers. The console starts it at its first call or when idle after
 * load, and a page may be drawn before that (from the stored user): a fetch of the suite's own would reach the
 * static server instead.
 */
export const demoBackendUp = (page) =>
  page.waitForFunction(() => window.__demoControl !== undefined, null, { timeout: 60_000 });

/**
 * Calls the demo backend from inside the page as the signed-in user, as the console's request layer does (the
 * api_token from the cookie); answers the envelope's data and throws on a failure envelope.
 */
export const callApi = async (page, path, body) => {
  await demoBackendUp(page);
  return page.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = await (
        await fetch(`/api/${path}?api_token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
      if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    },
    { path, body },
  );
};

/**
 * Does `action` and waits until an antd message with `text` shows: a message shows for 3 s, and on a busy machine
 * the action's round trip and a look that starts after it can come too late for one that appeared meanwhile. So
 * the page watches for the message's element from before the action (one already showing does not count).
 */
export async function messageAfter(page, text, action, { timeout = ACTION_TIMEOUT_MS } = {}) {
  const watch = await page.evaluateHandle((wanted) => {
    const notices = () => [...document.querySelectorAll('.ant-message-notice')];
    const before = new Set(notices());
    const state = { seen: false };
    const observer = new MutationObserver(() => {
      if (!notices().some((n) => !before.has(n) && n.textContent.includes(wanted))) return;
      state.seen = true;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return state;
  }, text);
  await action();
  try {
    await page.waitForFunction((state) => state.seen, watch, { timeout });
  } catch (error) {
    throw new Error(`the message ${text} was not shown: ${error.message}`);
  } finally {
    await watch.dispose().catch(() => undefined);
  }
}

/**
 * The dialog or drawer once it is shown and done moving in. A click is a press and a release: on a busy machine
 * (4× CPU) the zoom of a modal opening lasts long enough for its button to move between the two, and the browser
 * then clicks nothing (seen: a filled form, 确定 clicked, the dialog open 40 s later).
 */
export async function settled(dialog) {
  await dialog.waitFor();
  await dialog.evaluate(
    (el) =>
      new Promise((done) => {
        const still = () =>
          // (a spinner turns for ever: only animations that end count)
          el
            .getAnimations({ subtree: true })
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
          !/-(appear|enter)\b/.test(el.className);
        const look = () => (still() ? done() : requestAnimationFrame(look));
        look();
      }),
  );
  return dialog;
}

/** Clicks the form dialog's `button` once it has settled, and waits until the save closes it. */
export async function submitDialog(dialog, button = { name: /^确\s?定$/ }) {
  await (await settled(dialog)).getByRole('button', button).click();
  await dialog.waitFor({ state: 'hidden', timeout: 40_000 * SLOWDOWN });
}

/** Visible antd dialogs (modals and confirms). */
export const visibleModals = (page) => page.locator('.ant-modal:visible');
