/** The connected build (`npm run build`): one bundle for every environment, with no demo backend inside. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { connectedBundle } from '../connected-bundle.mjs';

export function register() {
  describe('connected build', () => {
    it(
      'holds no mock code, ships no service worker and a config.js with mock false',
      { timeout: 180_000 },
      async () => {
        const { dir: out, config } = await connectedBundle();
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
      },
    );
  });
}
