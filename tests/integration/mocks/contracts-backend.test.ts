/**
 * @jest-environment node
 */
import { PDFDocument } from 'pdf-lib';
import { db } from '@mocks/db/db';
import { contractFileTable } from '@mocks/db/contract-files';
import { contractTemplateTable, sealTable } from '@mocks/db/contracts';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';
import { nodeFile, pdfBytes, pngBytes } from '@tests/support/contract-files';

const BASE = 'http://localhost:8080';
const tokenUrl = (path: string) => `${BASE}${path}?api_token=${db.createSession('admin').token}`;

async function multipart(path: string, fields: Record<string, string | Blob>): Promise<Answer> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const res = await fetch(tokenUrl(path), { method: 'POST', body });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(path, res.status, answer);
  return answer;
}

/** Template add and update take JSON (the fields are a list of objects), as the console sends them. */
async function callJson(path: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(tokenUrl(path), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(path, res.status, answer);
  return answer;
}

const uploadPdf = async (pages = 2, name = '采购合同.pdf') =>
  multipart('/api/contracts/file/upload', {
    file: nodeFile(name, 'application/pdf', await pdfBytes(pages)),
    scene: 'contract',
  });

const FIELDS = [
  { name: '客户名称', type: 'text', required: true },
  { name: '金额', type: 'amount', required: false },
];

describe('demo contract backend: file upload', () => {
  it('[CONTRACT-06][CONTRACT-07] a PDF sent as multipart file + scene=contract answers code, data.url and msg, with its pages', async () => {
    const answer = await uploadPdf(3);
    expect(answer).toMatchObject({ code: 0, msg: '上传成功' });
    expect(answer.data).toMatchObject({ name: '采购合同.pdf', page_count: 3 });
    const file = await fetch(new URL(answer.data.url, BASE));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(3);
  });

  it('[CONTRACT-08] refuses a file over 10485760 bytes; one of exactly 10485760 bytes passes the size check', async () => {
    const big = nodeFile('big.pdf', 'application/pdf', { size: 10485761 });
    expect(await multipart('/api/contracts/file/upload', { file: big, scene: 'contract' })).toMatchObject({
      code: 422,
      msg: '合同文件不能超过10MB',
    });
    const pdf = await pdfBytes(1);
    const exact = new Uint8Array(10485760);
    exact.set(pdf);
    // a PDF's reader finds its trailer near the end: a padded copy is not a readable PDF
    const padded = await multipart('/api/contracts/file/upload', {
      file: nodeFile('exact.pdf', 'application/pdf', exact),
      scene: 'contract',
    });
    expect(padded.msg).not.toBe('合同文件不能超过10MB');
  });

  it('[CONTRACT-06] refuses a file that is not a readable PDF, a missing file and another scene', async () => {
    const fake = nodeFile('合同.pdf', 'application/pdf', new TextEncoder().encode('not a pdf at all'));
    expect((await multipart('/api/contracts/file/upload', { file: fake, scene: 'contract' })).msg).toBe(
      '文件不是有效的PDF，请上传PDF格式的合同',
    );
    const broken = nodeFile('坏.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.7 broken'));
    expect((await multipart('/api/contracts/file/upload', { file: broken, scene: 'contract' })).code).toBe(
      422,
    );
    expect((await multipart('/api/contracts/file/upload', { scene: 'contract' })).msg).toBe('请选择合同文件');
    const other = nodeFile('a.pdf', 'application/pdf', await pdfBytes(1));
    expect((await multipart('/api/contracts/file/upload', { file: other, scene: 'avatar' })).msg).toBe(
      '上传场景只能是contract',
    );
  });
});

describe('demo contract backend: templates', () => {
  it('[ROUTES-CALLCENTRE-39] lists the seed templates with pages, field count, use count and status; filters by name and status', async () => {
    const { data } = await call('/api/contracts/template/list', { page: 1, limit: 10 });
    expect(data.total).toBe(4);
    const byName = Object.fromEntries(data.data.map((t: { name: string }) => [t.name, t]));
    expect(byName['销售合同']).toMatchObject({ page_count: 3, field_count: 4, used_count: 3, status: 1 });
    expect(byName['服务协议']).toMatchObject({ page_count: 2, field_count: 3, used_count: 1 });
    expect(byName['代理协议']).toMatchObject({
      field_count: 0,
      used_count: 0,
      status: 0,
      status_name: '停用',
    });
    expect((await call('/api/contracts/template/list', { name: '协议' })).data.total).toBe(3);
    expect((await call('/api/contracts/template/list', { status: 0 })).data.data).toHaveLength(1);
  });

  it('the seed template PDFs are real, with the pages the list says', async () => {
    const t = contractTemplateTable.get(1)!;
    const res = await fetch(new URL(t.file_url, BASE));
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(t.page_count);
  });

  it('[ROUTES-CALLCENTRE-40] adds a template from an uploaded PDF with its fields; detail reads it back; update keeps the PDF', async () => {
    const upload = await uploadPdf(2);
    const added = await callJson('/api/contracts/template/add', {
      name: '采购合同',
      file_url: upload.data.url,
      fields: FIELDS,
    });
    expect(added).toMatchObject({ code: 0, msg: '添加成功' });
    expect(added.data).toMatchObject({
      name: '采购合同',
      file_name: '采购合同.pdf',
      page_count: 2,
      field_count: 2,
      status: 1,
      creator_name: db.findUser('admin')!.linkman,
    });
    const detail = await call('/api/contracts/template/detail', { id: added.data.id });
    expect(detail.data.fields).toEqual(FIELDS);
    const renamed = await callJson('/api/contracts/template/update', {
      id: added.data.id,
      name: '采购合同（新）',
      file_url: upload.data.url,
      fields: [],
    });
    expect(renamed.data).toMatchObject({ name: '采购合同（新）', page_count: 2, field_count: 0 });
    // a small PDF a template holds is kept in the demo data (it survives a reload)
    expect(contractFileTable.list((f) => f.kept && f.data !== null)).toHaveLength(1);
  });

  it('a replaced PDF takes the new page count and the old upload goes', async () => {
    const first = await uploadPdf(2);
    const { data } = await callJson('/api/contracts/template/add', {
      name: '新模板',
      file_url: first.data.url,
    });
    const second = await uploadPdf(5, '新版.pdf');
    const saved = await callJson('/api/contracts/template/update', {
      id: data.id,
      name: '新模板',
      file_url: second.data.url,
      fields: FIELDS,
    });
    expect(saved.data).toMatchObject({ page_count: 5, file_name: '新版.pdf' });
    expect((await fetch(new URL(first.data.url, BASE))).status).toBe(404);
  });

  it('refuses a duplicate name, a missing or unknown PDF, duplicate or bad fields, and an unknown id', async () => {
    const upload = await uploadPdf(1);
    const add = (body: Record<string, unknown>) =>
      callJson('/api/contracts/template/add', { name: '新模板', file_url: upload.data.url, ...body });
    expect((await add({ name: '销售合同' })).msg).toBe('模板“销售合同”已存在');
    expect((await add({ name: '' })).msg).toBe('请输入模板名称');
    expect((await add({ name: '合'.repeat(51) })).msg).toBe('模板名称不能超过50个字符');
    expect((await add({ file_url: '' })).msg).toBe('请上传合同PDF');
    expect((await add({ file_url: '/demo-files/contracts/999/x.pdf' })).msg).toBe(
      '合同文件不存在或已过期，请重新上传PDF',
    );
    const twice = [FIELDS[0], { name: '客户名称', type: 'date', required: false }];
    expect((await add({ fields: twice })).msg).toBe('字段名称“客户名称”重复');
    expect((await add({ fields: [{ name: '', type: 'text', required: true }] })).msg).toBe('请输入字段名称');
    expect((await add({ fields: [{ name: '字'.repeat(21), type: 'text', required: true }] })).msg).toBe(
      '字段名称不能超过20个字符',
    );
    expect((await add({ fields: [{ name: '签名', type: 'image', required: true }] })).msg).toBe(
      '字段类型只能是文本、日期、金额或手机号',
    );
    expect((await call('/api/contracts/template/detail', { id: 999 })).msg).toBe('合同模板不存在');
    expect(contractTemplateTable.all()).toHaveLength(4);
  });

  it('enables and disables a template; options offer only the enabled ones', async () => {
    expect((await call('/api/contracts/template/setStatus', { id: 1, status: 0 })).msg).toBe('已停用');
    const options = (await call('/api/contracts/template/options')).data;
    expect(options.map((o: { name: string }) => o.name)).toEqual(['服务协议', '保密协议']);
    expect((await call('/api/contracts/template/setStatus', { id: 4, status: 1 })).msg).toBe('已启用');
    expect(contractTemplateTable.get(4)!.status).toBe(1);
    expect((await call('/api/contracts/template/setStatus', { id: 4, status: 3 })).msg).toBe(
      '状态只能是启用或停用',
    );
  });

  it('refuses to delete a template contracts use, and deletes one none uses', async () => {
    expect(await call('/api/contracts/template/delete', { id: 1 })).toMatchObject({
      code: 1003,
      msg: '模板“销售合同”已被3份合同使用，不能删除，可停用该模板',
    });
    expect((await call('/api/contracts/template/delete', { id: 3 })).msg).toBe('删除成功');
    expect(contractTemplateTable.get(3)).toBeUndefined();
    expect((await call('/api/contracts/template/delete', { id: 3 })).msg).toBe('合同模板不存在');
  });
});

describe('demo contract backend: seals and settings', () => {
  const addSeal = (fields: Record<string, string | Blob>) =>
    multipart('/api/contracts/seal/add', { name: '合同章', type: '2', ...fields });

  it('lists the seed default seal as a real PNG', async () => {
    const { data } = await call('/api/contracts/seal/list');
    expect(data).toEqual([
      expect.objectContaining({ name: '公司公章', type_name: '公章', is_default: true }),
    ]);
    const res = await fetch(new URL(data[0].image_url, BASE));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('adds a transparent PNG seal; refuses an opaque one, another type, one over 2 MB and a duplicate name', async () => {
    const png = (alpha = true) => nodeFile('seal.png', 'image/png', pngBytes(alpha));
    const added = await addSeal({ file: png() });
    expect(added.data).toMatchObject({ name: '合同章', type_name: '合同专用章', is_default: false });
    expect((await addSeal({ file: png() })).msg).toBe('印章“合同章”已存在');
    expect((await addSeal({ name: '不透明', file: png(false) })).msg).toBe('印章图片须为透明背景的PNG');
    const jpeg = nodeFile('a.jpg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect((await addSeal({ name: '照片', file: jpeg })).msg).toBe('印章图片须为透明背景的PNG');
    const big = nodeFile('big.png', 'image/png', { size: 2 * 1024 * 1024 + 1 });
    expect((await addSeal({ name: '大图', file: big })).msg).toBe('印章图片不能超过2MB');
    expect((await addSeal({ name: '无类型', type: '9', file: png() })).msg).toBe(
      '印章类型只能是公章、合同专用章或个人签名',
    );
  });

  it('keeps one default seal: it cannot be deleted while others exist; another can be made the default', async () => {
    const added = (await addSeal({ file: nodeFile('s.png', 'image/png', pngBytes(true)) })).data;
    expect(await call('/api/contracts/seal/delete', { id: 1 })).toMatchObject({
      code: 1003,
      msg: '默认印章不能删除，请先将其他印章设为默认',
    });
    expect((await call('/api/contracts/seal/setDefault', { id: added.id })).msg).toBe(
      '已将“合同章”设为默认印章',
    );
    expect(
      sealTable
        .all()
        .filter((s) => s.is_default)
        .map((s) => s.id),
    ).toEqual([added.id]);
    expect((await call('/api/contracts/seal/delete', { id: 1 })).msg).toBe('删除成功');
    // the last seal may go
    expect((await call('/api/contracts/seal/delete', { id: added.id })).code).toBe(0);
    // and the next one uploaded is the default
    const next = await addSeal({ name: '新公章', file: nodeFile('n.png', 'image/png', pngBytes(true)) });
    expect(next.data.is_default).toBe(true);
  });

  it('reads and saves the settings; refuses a validity outside 1..365 and a notice over 500 characters', async () => {
    expect((await call('/api/contracts/settings/get')).data).toMatchObject({
      need_review: 1,
      valid_days: 30,
    });
    const saved = await call('/api/contracts/settings/save', {
      need_review: 0,
      valid_days: 365,
      sign_notice: '请核对',
    });
    expect(saved.data).toMatchObject({ need_review: 0, valid_days: 365, sign_notice: '请核对' });
    expect((await call('/api/contracts/settings/save', { need_review: 1, valid_days: 0 })).msg).toBe(
      '默认有效期须为1至365天',
    );
    expect((await call('/api/contracts/settings/save', { need_review: 1, valid_days: 366 })).msg).toBe(
      '默认有效期须为1至365天',
    );
    const long = await call('/api/contracts/settings/save', {
      need_review: 1,
      valid_days: 30,
      sign_notice: '字'.repeat(501),
    });
    expect(long.msg).toBe('签署须知不能超过500个字符');
    expect((await call('/api/contracts/settings/get')).data).toMatchObject({ valid_days: 365 });
  });
});
