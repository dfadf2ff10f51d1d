/**
 * Every path of the route table (tests/e2e/route-list.mjs) visited in one signed-in page per demo user, moving
 * between screens inside the app (history entry + popstate, as the router's own links do), never reloading.
 *
 * - admin: each screen is there (not 404, not 无权限), shows its main content with data (see CONTENT), raises
 *   no uncaught error, console error, failed request, HTTP error or error envelope on the way, and then has no
 *   serious or critical axe violation and no icon-only button without a name (one visit for both: a second one
 *   for accessibility alone cost CI a minute and a half).
 * - agent and author: what /api/user/info gives them decides each path, read the way the console reads it
 *   (SHELL-13..21, re-derived here): permitted → the screen; refused → the route's company variant when that
 *   one is permitted, else /403 with 无权限 alone.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ARTIFACTS, USERS, cookieMap, login, withPage, SLOWDOWN } from '../browser.mjs';
import { keepViolations, pageViolations, reportViolations } from '../axe.mjs';
import { CONTENT, countContent, expectedKinds, titleOf } from '../route-content.mjs';
import { appRoutes } from '../route-list.mjs';

const NOT_FOUND = '抱歉，您访问的页面不存在';
const UNAUTHORIZED = '无权限';
const CHUNK_FAILED = '页面加载失败';
const SCREEN_TIMEOUT_MS = 20_000 * SLOWDOWN;
const JOURNEY_TIMEOUT_MS = 12 * 60_000 * SLOWDOWN;

/** Collects what goes wrong in the page: uncaught errors, console errors, failed requests and API failures. */
function watchProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${pathname}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      const body = await response.json();
      if (body && typeof body.code === 'number' && body.code !== 0)
        problems.push(`error envelope ${body.code} (${body.msg}): ${pathname}`);
    } catch {
      // the page moved on and the body is gone: the status was fine
    }
  });
  return {
    /** The problems since the last call. */
    take: () => problems.splice(0),
  };
}

/** Moves the app to `target` the way its links do: a history entry and popstate, no page load. */
async function goInApp(page, target) {
  await page.evaluate((to) => {
    // the screen sets its own title once it is drawn: cleared here, it tells the new screen from the old one
    document.title = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target);
}

/** Waits until the app shows `route`'s screen (its path and title, its chunk loaded) or the refusal on /403. */
async function waitForScreen(page, { pathname, title }) {
  await page.waitForFunction(
    ({ p, t }) =>
      window.location.pathname === p &&
      document.title === t &&
      !document.querySelector('[data-testid="company-panel"] .page-fallback'),
    { p: pathname, t: title },
    { timeout: SCREEN_TIMEOUT_MS, polling: 100 },
  );
}

/** Waits until the panel shows each kind of content the route expects, or returns what it showed at the end. */
async function waitForContent(page, expected) {
  const kinds = expectedKinds(expected);
  const deadline = Date.now() + SCREEN_TIMEOUT_MS;
  for (;;) {
    const seen = await page.evaluate(countContent);
    const missing = kinds.filter(([kind, min]) => (seen[kind] ?? 0) < min);
    if (!missing.length || Date.now() > deadline)
      return { seen, missing: missing.map(([kind, min]) => `${kind} ≥ ${min} (saw ${seen[kind] ?? 0})`) };
    await page.waitForTimeout(200);
  }
}

/** The company panel's text once `settled` holds for it (or the last text seen when the time is up). */
async function settledText(page, settled) {
  const deadline = Date.now() + SCREEN_TIMEOUT_MS;
  for (;;) {
    const { text } = await page.evaluate(countContent);
    if (settled(text ?? '') || Date.now() > deadline) return text ?? '';
    await page.waitForTimeout(100);
  }
}

async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page
    .screenshot({ path: path.join(ARTIFACTS, `every-route${name.replace(/[^\w]+/g, '_')}.png`) })
    .catch(() => undefined);
}

// ------------------------------------------------------------------- permissions, as the console reads them
const AREAS = [
  { key: 'sip', prefix: '' },
  { key: 'quality', prefix: 'monitor' },
  { key: 'ai', prefix: 'voice' },
  { key: 'assistant', prefix: 'assistant' },
];
/** SHELL-14. */
const DEFAULT_PERMITTED = ['home', 'voice', 'monitor', 'dashboard'];
/** SHELL-30: the user menu's own-account pages, open to every signed-in user. */
const OWN_ACCOUNT_PATHS = ['/system/personal', '/system/modifyPaw'];

/**
 * Route key → permitted, from the menus /api/user/info gives: an area is permitted when its tree is non-empty
 * (SHELL-18), an entry by its own hasPremisson, else its parent's (SHELL-19).
 */
function permissionIndex(menus) {
  const index = new Map();
  const walk = (items, parentKey, inherited) => {
    for (const item of items) {
      const key = [parentKey, item.name].filter(Boolean).join('/');
      const allowed = item.permission?.hasPremisson ?? inherited;
      index.set(key, allowed);
      walk(item.all_childs ?? [], key, allowed);
    }
  };
  for (const { key, prefix } of AREAS) {
    const items = menus[key] ?? [];
    if (prefix) index.set(prefix, items.length > 0);
    walk(items, prefix, items.length > 0);
  }
  return index;
}

/** SHELL-13..17: the path's own entry, else its nearest ancestor's; none at all is a refusal. */
function permitted(pathname, index) {
  const segments = pathname.split('/').filter(Boolean);
  if (DEFAULT_PERMITTED.includes(segments[0])) return true;
  if (OWN_ACCOUNT_PATHS.includes(pathname)) return true;
  for (let n = segments.length; n >= 1; n--) {
    const allowed = index.get(segments.slice(0, n).join('/'));
    if (allowed !== undefined) return allowed;
  }
  return false;
}

/** Where `route` should land for this user: itself, its company variant (SHELL-21) or /403 (SHELL-20). */
function expectedLanding(route, index, routes) {
  if (permitted(route.path, index)) return { pathname: route.path, title: titleOf(route) };
  if (route.companyRouter && permitted(route.companyRouter, index)) {
    const variant = routes.find((r) => r.path === route.companyRouter);
    return { pathname: variant.path, title: titleOf(variant) };
  }
  return { pathname: '/403', title: titleOf(route), refused: true };
}

/** The signed-in user's menus, fetched from inside the page the way the console asks for them. */
async function menusOf(page, context) {
  const token = (await cookieMap(context)).token?.value;
  assert.ok(token, 'signed in: a token cookie');
  const answer = await page.evaluate(async (apiToken) => {
    const base = (window.__CONSOLE_CONFIG__?.apiBase ?? '').replace(/\/$/, '');
    const url = new URL(`${base}/api/user/info`, window.location.href);
    url.searchParams.set('api_token', apiToken);
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      body: new URLSearchParams({ api_token: apiToken }),
    });
    return res.json();
  }, decodeURIComponent(token));
  assert.equal(answer.code, 0, `/api/user/info answers: ${answer.msg}`);
  return answer.data.menus;
}

// ------------------------------------------------------------------------------------------------- tests
/** Runs one subtest per route in the same page; a failed route leaves a screenshot and the visit goes on. */
async function visitAll(t, page, routes, visit) {
  for (const route of routes)
    await t.test(route.title, async () => {
      try {
        await visit(route.route);
      } catch (error) {
        await screenshot(page, route.route.path);
        throw error;
      }
    });
}

const ROUTES = appRoutes();

function checkedAsAdmin() {
  return ROUTES.map((route) => {
    const content = CONTENT[route.path];
    return {
      route,
      title: `admin: ${route.path} is a real screen [${content?.id ?? 'no content defined'}], accessible to axe`,
    };
  });
}

/** One user's visit of every route: the screen when permitted, else the variant or 无权限 (SHELL-13..23). */
function permissionsJourney(who) {
  return withPage(async ({ page, context, network, t }) => {
    const problems = watchProblems(page);
    await login(page, network, USERS[who]);
    const index = permissionIndex(await menusOf(page, context));
    problems.take();
    const visits = ROUTES.map((route) => {
      const landing = expectedLanding(route, index, ROUTES);
      const outcome = landing.refused
        ? '无权限 [SHELL-20][SHELL-22][SHELL-23]'
        : landing.pathname !== route.path
          ? `its company variant ${landing.pathname} [SHELL-21]`
          : 'its screen';
      return { route, landing, title: `${who}: ${route.path} shows ${outcome}` };
    });
    let refused = 0;
    await visitAll(t, page, visits, async (route) => {
      const { landing } = visits.find((v) => v.route === route);
      await goInApp(page, route.path + (CONTENT[route.path]?.search ?? ''));
      await waitForScreen(page, landing);
      if (landing.refused) {
        refused++;
        // the address changes before the refusal is drawn: wait for the drawing, then look at it
        const text = await settledText(page, (t) => t === UNAUTHORIZED);
        assert.equal(text, UNAUTHORIZED, 'the refusal shows 无权限 and nothing else');
      } else {
        const text = await settledText(page, (t) => t !== '' && t !== UNAUTHORIZED);
        assert.ok(!text.includes(NOT_FOUND), 'not the 404 page');
        assert.ok(!text.startsWith(CHUNK_FAILED), 'the page loaded');
        assert.notEqual(text, UNAUTHORIZED, 'not refused');
        assert.ok(text.length > 0, 'the screen shows something');
      }
      await network.idle({ quietMs: 300 });
      assert.deepEqual(problems.take(), [], 'no error, failed request or error envelope');
    });
    // the demo roles are not all-powerful: the journey has seen refusals as well as screens
    assert.ok(refused > 0 && refused < ROUTES.length, `${who} is refused some routes (${refused})`);
  });
}

export function register() {
  describe('every route of the route table', () => {
    it(
      'admin: every path is a real screen with data, no 404, no error, no failed request, no serious or critical axe violation nor icon-only button without a name; the table has no path without a page [ROUTES-OTHER-02]',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network, t }) => {
        assert.deepEqual(
          ROUTES.map((r) => r.path).filter((p) => !CONTENT[p]),
          [],
          'every route has its main content defined here',
        );
        const problems = watchProblems(page);
        await login(page, network, USERS.admin);
        problems.take();
        const screens = checkedAsAdmin();
        await visitAll(t, page, screens, async (route) => {
          const expected = CONTENT[route.path];
          await goInApp(page, route.path + (expected.search ?? ''));
          await waitForScreen(page, { pathname: route.path, title: titleOf(route) });
          const { seen, missing } = await waitForContent(page, expected);
          assert.ok(!seen.text.includes(NOT_FOUND), 'not the 404 page');
          assert.notEqual(seen.text, UNAUTHORIZED, 'not refused');
          assert.deepEqual(missing, [], 'the main content is there with data');
          await network.idle({ quietMs: 300 });
          assert.deepEqual(problems.take(), [], 'no error, failed request or error envelope');

          await page
            .waitForFunction(
              () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'),
              null,
              {
                timeout: 10_000 * SLOWDOWN,
              },
            )
            .catch(() => undefined); // a page that keeps a spinner is still checked as it is
          const violations = await pageViolations(page);
          const found = violations.length ? [{ route: route.path, violations }] : [];
          if (found.length) await keepViolations(`a11y${route.path.replace(/[^\w]+/g, '_')}`, found);
          assert.deepEqual(found, [], `serious or critical axe violations:\n${reportViolations(found)}`);
        });
      }),
    );

    for (const who of ['agent', 'author'])
      it(
        `${who}: each path shows its screen or 无权限 as the permissions /api/user/info gives say [SHELL-13][SHELL-14][SHELL-15][SHELL-16][SHELL-17][SHELL-19][SHELL-20][SHELL-21][SHELL-22][SHELL-23]`,
        { timeout: JOURNEY_TIMEOUT_MS },
        permissionsJourney(who),
      );
  });
}
