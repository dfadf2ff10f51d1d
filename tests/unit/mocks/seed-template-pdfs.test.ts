/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfPageCount, seedTemplatePdf } from '@mocks/db/contract-pdf';
import { SEED_FILES } from '@mocks/db/contract-files';
import { SEED_TEMPLATE_PDFS } from '@mocks/db/seed-template-pdfs';

const STORED = path.join(__dirname, '../../../mocks/db/seed-template-pdfs.ts');

const fileText = (pdfs: Record<string, string>) => `/**
 * The seed templates' PDFs as db/contract-pdf.ts's seedTemplatePdf draws them (base64, by title): stored, as a
 * server stores its files, so that opening a seed template does not load pdf-lib and draw it first. Written by
 * \`UPDATE_SEED_PDFS=1 npx jest tests/unit/mocks/seed-template-pdfs.test.ts\`, which checks them otherwise; not
 * edited by hand.
 */
export const SEED_TEMPLATE_PDFS: Readonly<Record<string, string>> = {
${Object.entries(pdfs)
  .map(([title, base64]) => `  '${title}':\n    '${base64}',`)
  .join('\n')}
};
`;

describe('the seed template PDFs the demo stores', () => {
  it('are the ones seedTemplatePdf draws, one per seed template, each with the pages its row says', async () => {
    const drawn: Record<string, string> = {};
    for (const { seed, pages } of SEED_FILES) {
      if (seed.kind !== 'template') continue;
      const bytes = await seedTemplatePdf(seed.title, seed.pages);
      expect(await pdfPageCount(bytes)).toBe(pages);
      drawn[seed.title] = Buffer.from(bytes).toString('base64');
    }
    if (process.env.UPDATE_SEED_PDFS === '1') writeFileSync(STORED, fileText(drawn));
    expect(Object.keys(drawn)).toHaveLength(4);
    expect(SEED_TEMPLATE_PDFS).toEqual(drawn);
  });
});
