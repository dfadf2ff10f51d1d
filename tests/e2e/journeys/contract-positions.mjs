/**
 * The signing-position editor in Chromium: PDF.js draws the seeded 销售合同's page 1 on a canvas (its worker a
 * file of its own, loaded with this screen and not before), and the seeded marks are drawn over it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { USERS, bodyRows, eventually, login, open, searchOf, waitForPath, withPage } from '../browser.mjs';

const WORKER = /\/assets\/pdf\.worker\.min\.[0-9a-f]+\.mjs$/;

/** Pixels of the canvas that are not white (the page's text drawn by PDF.js). */
const inkedPixels = (canvas) =>
  canvas.evaluate((c) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] && data[i] + data[i + 1] + data[i + 2] < 600) inked++;
    return { inked, width: c.width, height: c.height };
  });

export function register() {
  describe('contract signing positions', () => {
    it(
      '[ROUTES-CALLCENTRE-36] /contract/contractPosition draws the template’s page 1 with PDF.js, its worker loaded with the page',
      withPage(async ({ page, network }) => {
        const requested = [];
        page.on('request', (r) => requested.push(new URL(r.url()).pathname));
        await login(page, network, USERS.admin);
        await open(page, network, '/contract/contractTPL/list');
        assert.equal(requested.filter((p) => WORKER.test(p)).length, 0, 'no PDF.js worker before the editor');

        await page.getByRole('button', { name: '签署位置 销售合同' }).click();
        await page.getByText('签署位置：销售合同').waitFor();
        const canvas = page.getByRole('img', { name: '第1页（共3页）' });
        await canvas.waitFor();
        await eventually(async () => {
          const { inked, width, height } = await inkedPixels(canvas);
          assert.ok(width > 300 && height > 400, `the page is drawn at its size (${width}×${height})`);
          assert.ok(inked > 500, `page 1 has its text drawn (${inked} inked pixels)`);
        });
        assert.equal(requested.filter((p) => WORKER.test(p)).length, 1, 'the worker was fetched once');
        await page.getByRole('button', { name: '骑缝章，每一页右边缘' }).waitFor();
        await page.getByRole('button', { name: '甲方名称，第1页' }).waitFor();
        // the thumbnails are drawn too
        await page.getByRole('button', { name: '第3页，4个标记' }).click();
        await page.getByRole('button', { name: '公司印章，第3页' }).waitFor();
      }),
    );

    it(
      '[ROUTES-CALLCENTRE-36] /contract/contractPosition opened by its address alone (a bookmark) opens the template the list shows first; back skips the bare address; an unknown id says it does not exist',
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/contract/contractTPL/list');
        const firstRow = bodyRows(page)
          .first()
          .getByRole('button', { name: /^签署位置 / });
        const name = (await firstRow.getAttribute('aria-label')).replace(/^签署位置 /, '');

        await open(page, network, '/contract/contractPosition');
        await page.getByText(`签署位置：${name}`).waitFor();
        assert.match(searchOf(page), /^\?id=\d+$/, 'the template is in the address');
        assert.equal(await page.getByText('合同模板不存在').count(), 0);
        await page.getByRole('img', { name: /^第1页（共\d+页）$/ }).waitFor();
        await page.goBack();
        await waitForPath(page, '/contract/contractTPL/list');

        await open(page, network, '/contract/contractPosition?id=999');
        await page.getByText('合同模板不存在').first().waitFor();
        await page.getByRole('button', { name: '返回模板列表' }).click();
        await waitForPath(page, '/contract/contractTPL/list');
      }),
    );
  });
}
