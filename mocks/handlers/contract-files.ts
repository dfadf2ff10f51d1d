import { HttpResponse, http } from 'msw';
import { contractFileTable, fileBytes, fileUrl, storeUpload, nameOf } from '../db/contract-files';
import { pdfPageCount } from '../db/contract-pdf';
import { authed, fail, ok, type Ctx } from '../kit/http';

/** CONTRACT-08: the largest contract upload, in bytes. */
export const CONTRACT_FILE_MAX_BYTES = 10485760;

const refuse = (msg: string) => fail(422, msg, { file: msg });

/** CONTRACT-06/07: a PDF of at most 10 MB, read for its page count; answers its url. */
async function uploadContractFile({ body }: Ctx) {
  const file = body.file;
  if (!(file instanceof Blob)) return refuse('请选择合同文件');
  if (file.size > CONTRACT_FILE_MAX_BYTES) return refuse('合同文件不能超过10MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const pages = await pdfPageCount(bytes);
  if (!pages) return refuse('文件不是有效的PDF，请上传PDF格式的合同');
  const row = storeUpload(bytes, nameOf(file, 'contract.pdf'), 'application/pdf', pages);
  return ok({ url: fileUrl(row), name: row.name, size: row.size, page_count: pages }, '上传成功');
}

export const contractFileUploadHandlers = [
  authed('contracts/file/upload', uploadContractFile, {
    file: { label: '合同文件', required: '请选择合同文件' },
    scene: { label: '上传场景', invalid: '上传场景只能是contract' },
  }),
];

/**
 * The stored files themselves (template PDFs, seal pictures), fetched by url like a platform's file host:
 * without the session, since the signing page and PDF.js's worker fetch them too.
 */
export const contractFileHandler = http.get('*/demo-files/contracts/:id/:name', async ({ params }) => {
  const row = contractFileTable.get(Number(params.id));
  const bytes = row && (await fileBytes(row));
  if (!row || !bytes) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(bytes, {
    headers: { 'content-type': row.type, 'content-length': String(bytes.byteLength) },
  });
});
