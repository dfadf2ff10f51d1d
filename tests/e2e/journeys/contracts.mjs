/**
 * An electronic contract from PDF to signed PDF (issue 14): a 2-page template uploaded with one fill-in field,
 * the company seal and the customer's signature placed on its page 2, a contract issued from it to a CRM customer
 * and submitted for review (review is on in the seeded settings), approved, signed by the customer on the signing
 * page (drawn signature, the demo's code), and the signed PDF downloaded from the list and read with pdf-lib:
 * its 2 pages, and the seal and the signature stamped on page 2 where they were placed.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  clickRowAction,
  bodyRows,
  eventually,
  login,
  open,
  openList,
  phoneOfRow,
  TEST_TIMEOUT_MS,
  trackNetwork,
  USERS,
  withPage,
  SLOWDOWN,
  messageAfter,
  waitForPath,
} from '../browser.mjs';
import { A4, imagesOn } from '../pdf-pages.mjs';

const JOURNEY_TIMEOUT_MS = 5 * TEST_TIMEOUT_MS;
const OK = { name: /确\s*定/ };

/** A 2-page A4 PDF with a line of text on each page, as a template's file. */
async function twoPagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const page = pdf.addPage(A4);
    page.drawText(`E2E contract - page ${n} of 2`, { x: 60, y: 780, size: 16, font });
  }
  return Buffer.from(await pdf.save());
}

/** Places a palette mark (a click puts it in the middle of the page shown), then sets its Y in % of the page. */
async function placeMark(page, label, pageNo, yPercent) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const mark = page.getByRole('button', { name: `${label}，第${pageNo}页`, exact: true });
  await mark.waitFor();
  await page.getByText(`${label}，第${pageNo}页`, { exact: true }).waitFor(); // the inspector shows it
  const y = page.getByRole('spinbutton', { name: 'Y', exact: true });
  await y.fill(String(yPercent));
  await y.press('Enter');
  await eventually(async () => assert.equal(await y.inputValue(), `${yPercent}.00`));
}

export function register() {
  describe('contracts', () => {
    it(
      '[ROUTES-CALLCENTRE-40] [ROUTES-CALLCENTRE-36] [ROUTES-CALLCENTRE-34] [ROUTES-CALLCENTRE-38] [ROUTES-CALLCENTRE-37] [CONTRACT-06] a template PDF uploaded, seal and signature placed, a contract issued to a CRM customer, approved, signed on the signing page and its signed PDF downloaded with the stamps',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(
        async ({ page, context, network }) => {
          const stamp = String(Date.now()).slice(-6);
          const templateName = `E2E模板${stamp}`;
          const contractName = `E2E合同${stamp}`;

          await login(page, network, USERS.admin);
          await open(page, network, '/client/index');
          await bodyRows(page).first().waitFor();
          const phone = await phoneOfRow(bodyRows(page).nth(2));
          assert.match(phone, /^1\d{10}$/);

          // the template: a 2-page PDF (multipart file + scene=contract) and one required text field
          await open(page, network, '/contract/contractTPL/create');
          await page.getByLabel('模板名称').fill(templateName);
          // the parts the upload is built of (Chromium hands a multipart body with a file to no one else)
          await page.evaluate(() => {
            window.formParts = [];
            for (const method of ['append', 'set']) {
              const own = FormData.prototype[method];
              FormData.prototype[method] = function (name, value, ...rest) {
                window.formParts.push([name, typeof value === 'string' ? value : `file ${value.name}`]);
                return own.call(this, name, value, ...rest);
              };
            }
          });
          const uploaded = page.waitForRequest((r) => r.url().includes('/contracts/file/upload'));
          await page.locator('input[type=file]').setInputFiles({
            name: 'e2e-contract.pdf',
            mimeType: 'application/pdf',
            buffer: await twoPagePdf(),
          });
          assert.match((await uploaded).headers()['content-type'], /^multipart\/form-data; boundary=/);
          // (the request layer adds the session's api_token to every body)
          const parts = await page.evaluate(() => window.formParts);
          assert.deepEqual(
            parts.filter(([name]) => name !== 'api_token'),
            [
              ['file', 'file e2e-contract.pdf'],
              ['scene', 'contract'],
            ],
          );
          await page.getByText('e2e-contract.pdf，共2页').waitFor();
          await page.getByRole('button', { name: '添加字段' }).click();
          await page.getByLabel('字段名称 1').fill('项目名称');
          await page.getByRole('switch', { name: '必填 1' }).click();
          await messageAfter(page, '添加成功', () => page.getByRole('button', { name: /^保\s*存$/ }).click());
          await waitForPath(page, '/contract/contractTPL/list');
          await network.idle();

          // its signing positions: the seal near the top of page 2, the signature lower down
          await open(page, network, `/contract/contractTPL/list?name=${encodeURIComponent(templateName)}`);
          await bodyRows(page).filter({ hasText: templateName }).waitFor();
          await page.getByRole('button', { name: `签署位置 ${templateName}` }).click();
          await page.getByText(`签署位置：${templateName}`).waitFor();
          await page.getByRole('img', { name: '第1页（共2页）' }).waitFor();
          await placeMark(page, '项目名称', 1, 30);
          await page.getByRole('button', { name: '第2页，0个标记' }).click();
          await page.getByRole('img', { name: '第2页（共2页）' }).waitFor();
          await placeMark(page, '公司印章', 2, 10);
          await placeMark(page, '客户签名', 2, 70);
          await page.getByRole('button', { name: '第2页，2个标记' }).waitFor();
          await messageAfter(page, '保存成功', () => page.getByRole('button', { name: /^保\s*存$/ }).click());
          await network.idle();

          // the contract, to the CRM customer of that phone, with the template's field filled
          await open(page, network, '/contract/issue');
          await page.getByLabel('合同名称').fill(contractName);
          await page.getByRole('combobox', { name: '合同模板' }).click();
          await openList(page).getByText(templateName, { exact: true }).click();
          const field = page.getByLabel('项目名称');
          await field.waitFor();
          await field.fill('云呼叫中心项目');
          // the live preview: the template's pages, the value where the field was placed
          await page.getByRole('img', { name: '合同第1页，共2页' }).waitFor();
          await page.getByTestId('filled-pdf').getByText('云呼叫中心项目').waitFor();
          const customer = page
            .locator('.ant-form-item', { has: page.locator('label', { hasText: /^客户$/ }) })
            .getByRole('combobox');
          await customer.click();
          await customer.fill(phone);
          await openList(page).getByText(phone).first().click();
          await eventually(async () => assert.equal(await page.getByLabel('客户手机号').inputValue(), phone));
          assert.ok(
            await page.getByLabel('客户名称').inputValue(),
            'the customer’s name is filled from the CRM',
          );
          await page.getByRole('button', { name: '提交审核' }).click();
          await waitForPath(page, '/contract/contractList');
          await network.idle();
          const listed = () => bodyRows(page).filter({ hasText: contractName });
          await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(contractName)}`);
          await listed().getByText('待审核').waitFor();

          // approved on the review screen: it goes out for signing
          await open(page, network, `/contract/contractReview?keyword=${encodeURIComponent(contractName)}`);
          await listed()
            .getByRole('button', { name: `通过 ${contractName}`, exact: true })
            .click();
          await page.locator('.ant-popconfirm:visible').getByRole('button', OK).click();
          await page.getByText('审核通过，合同已发送给客户').first().waitFor();
          await eventually(async () => assert.equal(await listed().count(), 0, 'it left the review queue'));

          // 待签署 on the list, the company's side signed; its signing link copied
          await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(contractName)}`);
          await listed().getByText('待签署').waitFor();
          await listed().getByRole('button', { name: '签署链接' }).click();
          await page.getByText('签署链接已复制').first().waitFor();
          const link = await page.evaluate(() => navigator.clipboard.readText());
          assert.match(link, /\/sign\/[^/]+$/);

          // the customer signs on the link's page: a drawn signature and the code the demo shows
          const signer = await context.newPage();
          const signerNetwork = trackNetwork(signer);
          await signer.goto(link);
          await signerNetwork.idle();
          await signer.getByText(contractName).first().waitFor();
          // the customer reads the contract's pages before signing below them
          await signer.getByRole('img', { name: '合同第2页，共2页' }).waitFor();
          const demoCode = /演示验证码：(\d{6})/.exec(
            await signer.getByText(/^演示验证码：\d{6}$/).innerText(),
          )?.[1];
          assert.ok(demoCode, 'the demo shows the code');
          const pad = signer.locator('canvas[aria-label="请在下方区域手写签名"]');
          await pad.scrollIntoViewIfNeeded();
          const box = await pad.boundingBox();
          assert.ok(box && box.width > 200, 'the signature pad is shown');
          await signer.mouse.move(box.x + 40, box.y + box.height * 0.6);
          await signer.mouse.down();
          for (let i = 1; i <= 24; i++)
            await signer.mouse.move(
              box.x + 40 + i * 12,
              box.y + box.height * (0.6 - 0.3 * Math.sin((i / 24) * 2 * Math.PI)),
              { steps: 2 },
            );
          await signer.mouse.up();
          await signer.getByLabel('验证码', { exact: true }).fill(demoCode);
          await signer.getByRole('button', { name: '确认签署' }).click();
          // the demo backend stamps the PDF in the page: slow on a loaded machine
          await signer
            .getByText('签署完成，您可以下载已签署的合同。')
            .waitFor({ timeout: 40_000 * SLOWDOWN });
          const [own] = await Promise.all([
            signer.waitForEvent('download', { timeout: 30_000 * SLOWDOWN }),
            signer.getByRole('link', { name: '下载已签署合同' }).click(),
          ]);
          const ownBytes = await readFile(await own.path());
          assert.equal(
            ownBytes.subarray(0, 5).toString('latin1'),
            '%PDF-',
            'the customer gets the signed PDF',
          );
          await signerNetwork.idle();
          await signer.close();

          // 已签署 on the list (reloaded: the demo backend's data is read again from storage)
          await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(contractName)}`);
          await listed().getByText('已签署').first().waitFor();
          await eventually(async () =>
            assert.equal(await listed().locator('.ant-tag', { hasText: '已签署' }).count(), 3),
          );
          const [download] = await Promise.all([
            page.waitForEvent('download', { timeout: 30_000 * SLOWDOWN }),
            clickRowAction(page, listed(), '下载', contractName),
          ]);
          assert.match(download.suggestedFilename(), /-已签署\.pdf$/);

          // the signed PDF: its 2 pages, the field's value on page 1, on page 2 the seal above and the signature below
          const signed = await PDFDocument.load(await readFile(await download.path()));
          assert.equal(signed.getPageCount(), 2);
          const [first, second] = signed.getPages();
          // page 1: the field's Chinese value, written as a picture of the text (the standard fonts have no Chinese)
          const written = imagesOn(first);
          assert.equal(
            written.length,
            1,
            `the field's value is written on page 1 (${JSON.stringify(written)})`,
          );
          // inside the field's box (30 % to 33.5 % from the top): its bottom edge
          const fromTop = 1 - written[0].y / first.getHeight();
          assert.ok(
            fromTop > 0.29 && fromTop < 0.345,
            `where the field was placed (${fromTop} from the top)`,
          );
          const stamped = imagesOn(second);
          assert.equal(stamped.length, 2, `two images are drawn on page 2 (${JSON.stringify(stamped)})`);
          const wide = (img) => img.pixelWidth > 2 * img.pixelHeight;
          const signature = stamped.find(wide);
          const seal = stamped.find((img) => !wide(img));
          assert.ok(signature && seal, 'the customer’s signature (wide) and the seal (square-ish)');
          const height = second.getHeight();
          assert.ok(seal.y > height * 0.7, `the seal is near the top (y ${seal.y} of ${height})`);
          assert.ok(
            signature.y < height * 0.3 && signature.y > height * 0.1,
            `the signature is lower down, at 70 % from the top (y ${signature.y} of ${height})`,
          );
        },
        { permissions: ['clipboard-read', 'clipboard-write'] },
      ),
    );
  });
}
