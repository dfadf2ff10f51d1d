import { fileBytes, fileOfUrl, fileUrl, keepFile, storeUpload } from './contract-files';
import { stampSignedPdf } from './contract-sign-pdf';
import { pagesOf, sealOf } from './contract-state';
import { contractTable, contractTemplateTable, type ContractRow } from './contracts';
import { now } from '../kit/time';
import { fail } from '../kit/http';

/** The signed PDF of a contract, made once (the signing page and the download both ask for it). */

const bytesOfUrl = async (url: string | undefined) => {
  const file = url ? fileOfUrl(url) : undefined;
  return file && (await fileBytes(file));
};

/**
 * The signed PDF of a contract: the seal and `signature` stamped at its template's positions, stored in the
 * demo file store. A contract the seed made signed has no drawn signature: the seal and date only.
 */
export async function makeSignedPdf(c: ContractRow, signature?: Uint8Array) {
  const pdf = await bytesOfUrl(c.contract_file);
  if (!pdf) return fail(1003, '合同文件已失效，请联系发起人重新发起');
  const template = c.ct_id ? contractTemplateTable.get(c.ct_id) : undefined;
  const bytes = await stampSignedPdf({
    pdf,
    seal: await bytesOfUrl(sealOf(c)?.image_url),
    signature,
    date: (c.signed_at ?? now()).slice(0, 10),
    positions: template?.sign_positions ?? [],
    values: c.field_values,
  });
  const stored = storeUpload(bytes, `${c.contract_no}-已签署.pdf`, 'application/pdf', pagesOf(c));
  keepFile(stored);
  return { url: fileUrl(stored), name: stored.name };
}

/** The signed file of a signed contract: the stored one, or made now (a seeded contract's). */
export async function signedFileOf(c: ContractRow) {
  const stored = c.signed_file ? fileOfUrl(c.signed_file) : undefined;
  if (stored && (await fileBytes(stored))) return { url: c.signed_file!, name: stored.name };
  const made = await makeSignedPdf(c);
  if (!(made instanceof Response)) contractTable.update(c.id, { signed_file: made.url });
  return made;
}
