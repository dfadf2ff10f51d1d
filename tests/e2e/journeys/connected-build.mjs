/** The connected build (`npm run build`): one bundle for every environment, with no demo backend inside. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function register() {
  describe('connected build', () => {
    it(
      'holds no mock code, ships no service worker and a config.js with mock false',
      { timeout: 180_000 },
      () => {
        const out = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
        try {
          const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
          const env = { ...process.env };
          delete env.DEMO;
          const build = spawnSync(webpack, ['--mode', 'production', '--output-path', out], {
            cwd: root,
            env,
          });
          assert.equal(build.status, 0, String(build.stderr));

          const files = fs.readdirSync(out, { recursive: true }).map(String);
          assert.ok(!files.includes('mockServiceWorker.js'), 'no service worker in a connected build');
          const js = files.filter((f) => f.endsWith('.js') && f !== 'config.js');
          for (const file of js) {
            const text = fs.readFileSync(path.join(out, file), 'utf8');
            assert.ok(
              !/setupWorker|mockServiceWorker|demo-backend/.test(text),
              `${file} carries demo backend code`,
            );
          }
          const config = fs.readFileSync(path.join(out, 'config.js'), 'utf8');
          assert.match(config, /window\.__CONSOLE_CONFIG__ = /);
          assert.match(config, /"mock": false/);
          for (const key of [
            'apiBase',
            'sockets',
            'callIn',
            'dialPlate',
            'notice',
            'wssUrl',
            'domain',
            'gojsLicenseKey',
            'customRulePhones',
          ])
            assert.match(config, new RegExp(`"${key}"`));
        } finally {
          fs.rmSync(out, { recursive: true, force: true });
        }
      },
    );
  });
}
