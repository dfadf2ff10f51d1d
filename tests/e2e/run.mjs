#!/usr/bin/env node
/**
 * End-to-end suite: builds the demo bundle (skip with E2E_SKIP_BUILD=1), serves dist/, drives Debian's
 * Chromium through playwright-core, and runs the journeys under node:test (one fresh context per test).
 * `npm run e2e`. Failing tests leave a screenshot in tests/e2e/.artifacts/.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { serveDist } from '../../scripts/serve.mjs';
import { env, launchBrowser } from './browser.mjs';
import * as shellMenus from './journeys/shell-menus.mjs';
import * as routing from './journeys/routing.mjs';
import * as access from './journeys/access.mjs';
import * as auth from './journeys/auth.mjs';
import * as sessionExpiry from './journeys/session-expiry.mjs';
import * as chineseUi from './journeys/chinese-ui.mjs';
import * as demoData from './journeys/demo-data.mjs';
import * as connectedBuild from './journeys/connected-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (process.env.E2E_SKIP_BUILD !== '1') {
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const build = spawnSync(webpack, ['--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO: '1' },
  });
  if (build.status !== 0) {
    console.error(`e2e: the demo build failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
}

const server = await serveDist({ port: 0 });
env.url = server.url;
env.browser = await launchBrowser();

after(async () => {
  await env.browser?.close().catch(() => undefined);
  await server.close();
});

for (const journey of [shellMenus, routing, access, auth, sessionExpiry, chineseUi, demoData, connectedBuild])
  journey.register();
