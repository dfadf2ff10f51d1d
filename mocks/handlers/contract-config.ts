import { dropFile, fileOfUrl, fileUrl, keepFile, storeUpload, nameOf } from '../db/contract-files';
import { companyName } from '../db/contract-state';
import { contractSettingsTable, sealTable, type SealRow } from '../db/contracts';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';

/** The seal upload's limit (openapi/paths/contracts.yaml, sealAdd). */
const SEAL_MAX_BYTES = 2 * 1024 * 1024;
const TYPE_NAME = { 1: '公章', 2: '合同专用章', 3: '个人签名' } as const;

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

const presentSeal = (s: SealRow) => ({ ...s, type_name: TYPE_NAME[s.type] });

/**
 * Whether PNG bytes can be transparent: a colour type with alpha (4, 6), or a tRNS chunk before the image
 * data. A seal without it would stamp a white box over the contract's text.
 */
export function isTransparentPng(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 33 || png.some((b, i) => bytes[i] !== b)) return false;
  if (bytes[25] === 4 || bytes[25] === 6) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'tRNS') return true;
    if (type === 'IDAT') return false;
    at += 12 + length;
  }
  return false;
}

async function addSeal({ body }: Ctx) {
  const name = str(body.name);
  if (sealTable.all().some((s) => s.name === name)) return refuse('name', `印章“${name}”已存在`);
  const file = body.file;
  if (!(file instanceof Blob)) return refuse('file', '请选择印章图片');
  if (file.size > SEAL_MAX_BYTES) return refuse('file', '印章图片不能超过2MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isTransparentPng(bytes)) return refuse('file', '印章图片须为透明背景的PNG');
  const stored = storeUpload(bytes, nameOf(file, 'seal.png'), 'image/png', null);
  keepFile(stored);
  const seal = sealTable.insert({
    name,
    type: num(body.type) as SealRow['type'],
    image_url: fileUrl(stored),
    // the company's first seal is the one stamped until another is chosen
    is_default: !sealTable.all().length,
    created_at: now(),
  });
  return ok(presentSeal(seal), '添加成功');
}

function setDefault({ body }: Ctx) {
  const seal = sealTable.get(num(body.id));
  if (!seal) return notFound('印章');
  for (const s of sealTable.all())
    if (s.is_default !== (s.id === seal.id)) sealTable.update(s.id, { is_default: s.id === seal.id });
  return ok(null, `已将“${seal.name}”设为默认印章`);
}

function deleteSeal({ body }: Ctx) {
  const seal = sealTable.get(num(body.id));
  if (!seal) return notFound('印章');
  // a company with seals always has a default one: it goes last, or after another took its place
  if (seal.is_default && sealTable.all().length > 1)
    return fail(1003, '默认印章不能删除，请先将其他印章设为默认');
  sealTable.remove(seal.id);
  const file = fileOfUrl(seal.image_url);
  if (file) dropFile(file.id);
  return ok(null, '删除成功');
}

const settings = () => contractSettingsTable.get(1)!;
const presentSettings = () => {
  const { id: _id, ...rest } = settings();
  return { ...rest, company_name: companyName() };
};

/** /contract/config: the company's seals and its contract settings. */
export const contractConfigHandlers = [
  authed('contracts/seal/list', () =>
    ok(
      sealTable
        .list(undefined, (a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id)
        .map(presentSeal),
    ),
  ),
  authed('contracts/seal/add', addSeal, {
    name: '印章名称',
    type: {
      label: '印章类型',
      required: '请选择印章类型',
      invalid: '印章类型只能是公章、合同专用章或个人签名',
    },
    file: { label: '印章图片', required: '请选择印章图片' },
  }),
  authed('contracts/seal/setDefault', setDefault),
  authed('contracts/seal/delete', deleteSeal),
  authed('contracts/settings/get', () => ok(presentSettings())),
  authed(
    'contracts/settings/save',
    ({ body }) => {
      contractSettingsTable.update(1, {
        need_review: num(body.need_review) === 1 ? 1 : 0,
        valid_days: num(body.valid_days),
        sign_notice: str(body.sign_notice),
        updated_at: now(),
      });
      return ok(presentSettings(), '保存成功');
    },
    {
      need_review: { label: '发出合同需审核', invalid: '发出合同需审核只能是开启或关闭' },
      valid_days: { label: '默认有效期', invalid: '默认有效期须为1至365天' },
      sign_notice: { label: '签署须知', max: '签署须知不能超过500个字符' },
    },
  ),
];
