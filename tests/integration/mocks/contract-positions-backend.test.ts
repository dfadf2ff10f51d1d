/**
 * @jest-environment node
 */
import { db } from '@mocks/db/db';
import { contractTemplateTable } from '@mocks/db/contracts';
import { callBackend, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';
import { nodeFile, pdfBytes } from '@tests/support/contract-files';

const BASE = 'http://localhost:8080';

/** Positions and templates go as JSON (lists of objects), as the console sends them. */
async function callJson(path: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${BASE}${path}?api_token=${db.createSession('admin').token}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(path, res.status, answer);
  return answer;
}

async function uploadPdf(pages: number) {
  const body = new FormData();
  body.append('file', nodeFile('新版.pdf', 'application/pdf', await pdfBytes(pages)));
  body.append('scene', 'contract');
  const res = await fetch(`${BASE}/api/contracts/file/upload?api_token=${db.createSession('admin').token}`, {
    method: 'POST',
    body,
  });
  return ((await res.json()) as Answer).data.url as string;
}

const SAVE = '/api/contracts/template/positions/save';
// 销售合同: 3 pages, fields 甲方名称, 合同金额, 签订日期, 乙方联系电话
const SALES = 1;
const seal = { kind: 'seal', page: 3, x: 0.1, y: 0.7, width: 0.2, height: 0.14 };
const signature = { kind: 'signature', page: 2, x: 0.6, y: 0.7, width: 0.25, height: 0.07 };
const field = { kind: 'field', field_name: '合同金额', page: 1, x: 0.3, y: 0.2, width: 0.25, height: 0.04 };
const riding = { kind: 'riding_seal', page: 1, x: 0.9, y: 0.4, width: 0.1, height: 0.14 };

describe('demo contract backend: signing positions', () => {
  it('[ROUTES-CALLCENTRE-36] the seed 销售合同 has its seal, signature and date on the last page and a riding seal', () => {
    const kinds = contractTemplateTable.get(SALES)!.sign_positions.map((p) => [p.kind, p.page]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['seal', 3],
        ['signature', 3],
        ['date', 3],
        ['riding_seal', 1],
      ]),
    );
  });

  it('[ROUTES-CALLCENTRE-36] saves a template’s positions (replacing them all) and the detail reads them back', async () => {
    const saved = await callJson(SAVE, { id: SALES, sign_positions: [seal, signature, field, riding] });
    expect(saved).toMatchObject({ code: 0, msg: '保存成功' });
    expect(saved.data.sign_positions).toEqual([seal, signature, field, riding]);
    const detail = await callBackend('/api/contracts/template/detail', { id: SALES });
    expect(detail.data.sign_positions).toEqual([seal, signature, field, riding]);
    // field_name belongs to a field only
    const cleared = await callJson(SAVE, { id: SALES, sign_positions: [{ ...seal, field_name: 'x' }] });
    expect(cleared.data.sign_positions).toEqual([seal]);
    expect((await callJson(SAVE, { id: SALES, sign_positions: [] })).data.sign_positions).toEqual([]);
  });

  it('[ROUTES-CALLCENTRE-36] refuses an unknown template, a page beyond the PDF, a box outside its page, an unknown field and a second riding seal', async () => {
    const before = contractTemplateTable.get(SALES)!.sign_positions;
    const refusal = async (sign_positions: unknown[], id = SALES) =>
      (await callJson(SAVE, { id, sign_positions })).msg;
    expect(await refusal([seal], 99)).toBe('合同模板不存在');
    expect(await refusal([{ ...seal, page: 4 }])).toBe('“公司印章”在第4页，模板只有3页');
    expect(await refusal([seal, { ...signature, x: 0.8 }])).toBe('第2页的“客户签名”超出页面');
    expect(await refusal([{ ...signature, y: 0.95 }])).toBe('第2页的“客户签名”超出页面');
    expect(await refusal([{ ...field, field_name: '交货地点' }])).toBe('第1页的“交货地点”不是模板的填写字段');
    expect(await refusal([{ ...field, field_name: undefined }])).toBe('第1页的“填写字段”不是模板的填写字段');
    expect(await refusal([{ ...seal, width: 0 }])).toBe('第3页的“公司印章”的宽和高须大于0');
    expect(await refusal([riding, { ...riding, y: 0.1 }])).toBe('骑缝章只能有一个');
    // the contract's limits: fractions within 0..1, a known kind
    expect(await refusal([{ ...seal, x: 1.5 }])).toBe('X须在0至100%之间');
    expect(await refusal([{ ...seal, kind: 'stamp' }])).toBe(
      '位置类型只能是公司印章、客户签名、签署日期、填写字段或骑缝章',
    );
    expect(await refusal(Array.from({ length: 101 }, () => seal))).toBe('签署位置最多100个');
    expect(contractTemplateTable.get(SALES)!.sign_positions).toEqual(before);
  });

  it('[ROUTES-CALLCENTRE-40] a replaced PDF keeps the positions that still fit and says how many went', async () => {
    await callJson(SAVE, { id: SALES, sign_positions: [seal, signature, field, riding] });
    const t = contractTemplateTable.get(SALES)!;
    const update = (file_url: string, fields = t.fields) =>
      callJson('/api/contracts/template/update', { id: SALES, name: t.name, file_url, fields });

    const same = await update(t.file_url);
    expect(same.msg).toBe('更新成功');
    expect(same.data.sign_positions).toHaveLength(4);

    // two pages: the seal on page 3 goes; the riding seal is on every page and stays
    const shorter = await update(await uploadPdf(2));
    expect(shorter.msg).toBe('更新成功，1个签署位置不在新的PDF页数或字段内，已移除');
    expect(shorter.data.sign_positions).toEqual([signature, field, riding]);

    // a field taken out of the template takes its position with it
    const fewerFields = await update(
      shorter.data.file_url,
      t.fields.filter((f) => f.name !== '合同金额'),
    );
    expect(fewerFields.msg).toBe('更新成功，1个签署位置不在新的PDF页数或字段内，已移除');
    expect(fewerFields.data.sign_positions).toEqual([signature, riding]);
  });

  it('an update that sends positions holds them to the new PDF', async () => {
    const t = contractTemplateTable.get(SALES)!;
    const answer = await callJson('/api/contracts/template/update', {
      id: SALES,
      name: t.name,
      file_url: await uploadPdf(1),
      fields: t.fields,
      sign_positions: [seal],
    });
    expect(answer.msg).toBe('“公司印章”在第3页，模板只有1页');
    expect(contractTemplateTable.get(SALES)!.page_count).toBe(3);
  });
});
