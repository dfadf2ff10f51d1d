/** Routes a user may not open lead to the unauthorized page, which says 无权限 and nothing else. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  login,
  open,
  pathOf,
  waitForPath,
  withPage,
} from '../browser.mjs';

async function assertUnauthorized(page) {
  await waitForPath(page, '/403');
  const panel = page.locator('[data-testid="company-panel"]');
  await panel.getByText('无权限').waitFor();
  await eventually(async () =>
    assert.equal((await panel.innerText()).trim(), '无权限', 'the panel shows only 无权限 [SHELL-23]'),
  );
}

export function register() {
  describe('route permissions', () => {
    it(
      'agent opening /contract/contractList sees only 无权限 [SHELL-20][SHELL-22][SHELL-23]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await open(page, network, '/contract/contractList');
        await assertUnauthorized(page);
        assert.equal(pathOf(page), '/403');
      }),
    );

    it(
      'author opening /client/index sees only 无权限 [SHELL-20][SHELL-22][SHELL-23]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.author);
        await open(page, network, '/client/index');
        await assertUnauthorized(page);
      }),
    );
  });
}
