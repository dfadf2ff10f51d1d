/**
 * Contract PDF export (issue 14, spec section 9): time to export a contract's preview of about 10 A4 pages.
 * A draft contract is made through the demo API from a template of 46 text fields, each filled with 200
 * characters, so that its preview is long; its 预览 drawer is opened on /contract/contractList and 导出PDF clicked.
 * Measured from the click (inside the page) to the browser's download of the PDF (html2canvas drawing the
 * preview, the bands written as JPEG pages by jsPDF); the exported file is read with pdf-lib for its page count
 * and page size. The first export also fetches the export chunk (jspdf, html2canvas); then median of 3.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { demoBackendUp } from '../../e2e/browser.mjs';

export const title = 'Contract PDF export: a 10-page contract preview';

const NAME = '导出基准合同';
const FIELDS = 46;
// 200 characters a field (the contract's limit): wrapped over several lines in the drawer's preview
const VALUE = '甲乙双方本着平等互利的原则，经友好协商，就云呼叫中心服务事宜达成如下条款，双方共同遵守。'
  .repeat(5)
  .slice(0, 200);

async function onePagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]);
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A template with FIELDS text fields and a draft contract from it, every field filled; as the forms send them. */
const addContract = async (page, base64) => {
  await demoBackendUp(page);
  return page.evaluate(
    async ({ base64, name, fields, value }) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const call = async (path, init) => {
        const answer = await (
          await fetch(`/api/${path}?api_token=${token}`, { method: 'POST', ...init })
        ).json();
        if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
        return answer.data;
      };
      const json = (body) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([bytes], `${name}.pdf`, { type: 'application/pdf' }));
      form.append('scene', 'contract');
      const upload = await call('contracts/file/upload', { body: form });
      const names = Array.from({ length: fields }, (_v, i) => `条款${String(i + 1).padStart(2, '0')}`);
      const template = await call(
        'contracts/template/add',
        json({
          name,
          file_url: upload.url,
          fields: names.map((n) => ({ name: n, type: 'text', required: false })),
        }),
      );
      const end = new Date(Date.now() + 30 * 86_400_000);
      const pad = (n) => String(n).padStart(2, '0');
      await call(
        'contracts/send',
        json({
          draft: 1,
          contract_name: name,
          ct_id: template.id,
          customer_name: '基准客户',
          customer_phone: '13800000000',
          contract_end_time: `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())} 18:00:00`,
          contract_file: upload.url,
          seal_sign: 0,
          field_values: Object.fromEntries(names.map((n) => [n, value])),
        }),
      );
    },
    { base64, name: NAME, fields: FIELDS, value: VALUE },
  );
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Clicks 导出PDF in the drawer and waits for the download: the ms in between, and the PDF's pages. */
async function exportTimed(page, drawer) {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const start = await drawer
    .getByRole('button', { name: '导出PDF' })
    .evaluate((button) => (button.click(), performance.now()));
  const file = await download;
  const ms = (await page.evaluate(() => performance.now())) - start;
  const pdf = await PDFDocument.load(await readFile(await file.path()));
  const { width, height } = pdf.getPage(0).getSize();
  // the button is ready again (its progress gone) before the next export
  await drawer.locator('.ant-progress').waitFor({ state: 'detached' });
  return { ms, pages: pdf.getPageCount(), size: `${width.toFixed(2)}×${height.toFixed(2)}` };
}

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/contract/contractList');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await addContract(page, await onePagePdf());
    await page.goto(`/contract/contractList?keyword=${encodeURIComponent(NAME)}`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: NAME });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('button', { name: '预览' }).click();
    const drawer = page.getByRole('dialog', { name: NAME });
    await drawer.getByText(`条款${FIELDS}`).waitFor({ timeout: 30_000 });
    const height = await drawer.getByTestId('contract-preview').evaluate((el) => el.offsetHeight);

    const first = await exportTimed(page, drawer);
    const again = [];
    for (let i = 0; i < 3; i++) again.push(await exportTimed(page, drawer));
    return {
      figures: [
        {
          label: `preview height (px, ${FIELDS} fields of ${VALUE.length} characters)`,
          value: height,
          unit: '',
        },
        { label: `pages exported (${first.size} pt each)`, value: first.pages, unit: '' },
        {
          label: 'first export (jspdf and html2canvas fetched) → PDF downloaded',
          value: Math.round(first.ms),
          unit: 'ms',
        },
        {
          label: 'export again → PDF downloaded (median of 3)',
          value: Math.round(median(again.map((r) => r.ms))),
          unit: 'ms',
        },
      ],
    };
  } finally {
    await context.close();
  }
}
