/**
 * 导出PDF of a real contract (issue 45): a draft issued from a 3-page template with two filled fields placed on
 * its pages, exported from its 预览 drawer on the list and from its edit form's live preview. The downloaded file
 * is read with pdf-lib: A4 pages, each painting one JPEG band of the preview at the page's width, and as many
 * pages as the whole preview (the summary and the contract's 3 pages) needs at that width.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  bodyRows,
  callApi,
  demoBackendUp,
  login,
  open,
  TEST_TIMEOUT_MS,
  USERS,
  withPage,
  SLOWDOWN,
  waitForPath,
} from '../browser.mjs';
import { A4, imagesOn } from '../pdf-pages.mjs';

const TEMPLATE_PAGES = 3;

/** A 3-page A4 PDF, a heading on each page, as the template's file. */
async function templatePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= TEMPLATE_PAGES; n++) {
    const page = pdf.addPage(A4);
    page.drawText(`Export contract - page ${n} of ${TEMPLATE_PAGES}`, { x: 60, y: 780, size: 16, font });
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

/** Uploads the PDF as the contract form does (multipart, scene=contract): its stored url. */
const uploadPdf = (page, base64) =>
  page.evaluate(async (base64) => {
    const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const form = new FormData();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    form.append('file', new File([bytes], 'export-contract.pdf', { type: 'application/pdf' }));
    form.append('scene', 'contract');
    const answer = await (
      await fetch(`/api/contracts/file/upload?api_token=${token}`, { method: 'POST', body: form })
    ).json();
    if (answer.code !== 0) throw new Error(`upload: ${answer.msg}`);
    return answer.data.url;
  }, base64);

/**
 * Clicks 导出PDF once the preview's contract pages are drawn and reads the download: CONTRACT-09 A4 pages,
 * CONTRACT-10 each painting one JPEG band at the page's width from its top, CONTRACT-11 as many pages as the
 * exported element's height needs at that width, the bands together as high as the element.
 */
async function exportAndRead(page, scope) {
  await scope.getByRole('img', { name: `合同第${TEMPLATE_PAGES}页，共${TEMPLATE_PAGES}页` }).waitFor();
  const exported = scope.getByTestId('contract-document');
  const box = await exported.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width, height };
  });
  // (the click waits for the button, offered once the pages are drawn)
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 * SLOWDOWN }),
    scope.getByRole('button', { name: '导出PDF' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  await page.getByText('已导出PDF').first().waitFor();
  const pdf = await PDFDocument.load(await readFile(await download.path()));

  const bands = pdf.getPages().map((p, i) => {
    const { width, height } = p.getSize();
    assert.deepEqual([width, height], A4, `page ${i + 1} is A4 (595.28 × 841.89 pt)`);
    const images = imagesOn(p);
    assert.equal(images.length, 1, `page ${i + 1} paints one band (${JSON.stringify(images)})`);
    const [band] = images;
    assert.equal(band.filter, '/DCTDecode', `page ${i + 1}'s band is a JPEG image`);
    assert.equal(band.head, 'ffd8ff', `page ${i + 1}'s band holds JPEG data`);
    assert.equal(band.width, A4[0], 'drawn at the page width');
    assert.equal(band.x, 0);
    assert.ok(Math.abs(band.y + band.height - A4[1]) < 0.01, 'from the top of the page');
    return band;
  });

  // the element drawn at twice its CSS pixels (html2canvas rounds the canvas to whole pixels), at the page width
  const canvasWidth = bands[0].pixelWidth;
  assert.ok(Math.abs(canvasWidth - 2 * box.width) < 2, `${canvasWidth} px wide for ${box.width} CSS px`);
  const pageHeightPx = (canvasWidth * A4[1]) / A4[0];
  const needed = Math.ceil((2 * box.height) / pageHeightPx);
  assert.ok(
    needed > TEMPLATE_PAGES,
    `the preview holds the summary and the contract's ${TEMPLATE_PAGES} pages (${box.width}×${box.height} px)`,
  );
  assert.equal(bands.length, needed, `${needed} A4 pages for ${box.width}×${box.height} CSS px`);
  bands.slice(0, -1).forEach((band, i) => assert.equal(band.height, A4[1], `page ${i + 1} is full`));
  const paintedPx = (bands.reduce((sum, band) => sum + band.height, 0) * canvasWidth) / A4[0];
  assert.ok(
    Math.abs(paintedPx - 2 * box.height) < 2,
    `the bands hold the whole preview (${paintedPx.toFixed(1)} of ${2 * box.height} px)`,
  );
}

export function register() {
  describe('contract export', () => {
    it(
      '[CONTRACT-09] [CONTRACT-10] [CONTRACT-11] 导出PDF exports the whole preview of a 3-page contract, from the list’s drawer and from its edit form, as A4 pages of JPEG bands',
      { timeout: 4 * TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const name = `导出合同${String(Date.now()).slice(-6)}`;
        await login(page, network, USERS.admin);
        await open(page, network, '/contract/contractList');
        await demoBackendUp(page);

        const url = await uploadPdf(page, await templatePdf());
        const template = await callApi(page, 'contracts/template/add', {
          name,
          file_url: url,
          fields: [
            { name: '项目名称', type: 'text', required: true },
            { name: '服务期限', type: 'text', required: true },
          ],
          sign_positions: [
            { kind: 'field', field_name: '项目名称', page: 1, x: 0.1, y: 0.3, width: 0.5, height: 0.04 },
            { kind: 'field', field_name: '服务期限', page: 2, x: 0.1, y: 0.5, width: 0.5, height: 0.04 },
            { kind: 'seal', page: TEMPLATE_PAGES, x: 0.6, y: 0.7, width: 0.2, height: 0.14 },
          ],
        });
        const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
        await callApi(page, 'contracts/send', {
          draft: 1,
          contract_name: name,
          ct_id: template.id,
          customer_name: '导出客户',
          customer_phone: '13800000000',
          contract_end_time: `${end} 18:00:00`,
          contract_file: url,
          seal_sign: 0,
          field_values: { 项目名称: '云呼叫中心项目', 服务期限: '十二个月' },
        });

        // the list's 预览 drawer: the summary, then the contract's pages with the values where they were placed
        await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(name)}`);
        const row = bodyRows(page).filter({ hasText: name });
        await row.getByRole('button', { name: '预览' }).click();
        const drawer = page.getByRole('dialog', { name });
        await drawer.getByTestId('filled-pdf').getByText('十二个月').waitFor();
        await exportAndRead(page, drawer);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });

        // the edit form's live preview of the same draft
        await row.getByRole('link', { name: '编辑' }).click();
        await waitForPath(page, '/contract/contractEdit');
        await page.getByTestId('filled-pdf').getByText('云呼叫中心项目').waitFor();
        await exportAndRead(page, page.locator('.ant-card', { hasText: '合同预览' }));
      }),
    );
  });
}
