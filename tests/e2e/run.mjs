#!/usr/bin/env node
/**
 * End-to-end suite: builds the demo bundle (skip with E2E_SKIP_BUILD=1), serves dist/, drives Debian's
 * Chromium through playwright-core, and runs the journeys under node:test (one fresh context per test).
 * `npm run e2e` (E2E_ONLY=name,name runs only those journey files; E2E_CPU=4 slows every page's CPU four times, to
 * bring out races a loaded CI machine meets). Failing tests leave a screenshot in tests/e2e/.artifacts/.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { serveDist } from '../../scripts/serve.mjs';
import { env, launchBrowser } from './browser.mjs';

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
env.server = server;
env.browser = await launchBrowser();

after(async () => {
  await env.browser?.close().catch(() => undefined);
  await server.close();
});

// Every file in journeys/ registers its tests; E2E_ONLY=auth,routing runs just those files.
const only = process.env.E2E_ONLY?.split(',').map((s) => s.trim());
const journeys = readdirSync(path.join(root, 'tests/e2e/journeys'))
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => !only || only.includes(f.replace(/\.mjs$/, '')))
  .sort();
for (const file of journeys) (await import(`./journeys/${file}`)).register();
