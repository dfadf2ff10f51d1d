import { demoData } from './db';
import { seedSealPng } from './contract-png';
import { SEED_TEMPLATE_PDFS } from './seed-template-pdfs';
import { createTable } from '../kit/table';
import { now, seedTime } from '../kit/time';

/** What a seed file is made from: its stored PDF (by title), or the seal drawn again on each page load. */
export type SeedFile = { kind: 'template'; title: string; pages: number } | { kind: 'seal' };

/**
 * A file the contract area stored (a template PDF, a seal picture). The demo data set is written whole to
 * localStorage (about 5 MB in all) on every change, so the bytes themselves are kept in it only for small
 * files a template or seal holds (`data`); the others stay in memory for the session and are gone after a
 * reload (their url then answers 404, like an expired upload on the platform). The demo server has no such
 * limit: it keeps every file's bytes in its database (setDurableFiles).
 */
export interface ContractFileRow {
  id: number;
  name: string;
  type: string;
  size: number;
  /** pages of a PDF; null for a picture */
  pages: number | null;
  /** base64 of the bytes when kept in the demo data; null: in memory only, or made from `seed` */
  data: string | null;
  /** false while only uploaded: a template or seal that is saved with it keeps it */
  kept: boolean;
  seed: SeedFile | null;
  created_at: string;
}

/** The largest file whose bytes go to the demo data, and the most all of them may take there (base64). */
const KEEP_FILE_MAX_BYTES = 512 * 1024;
const KEEP_TOTAL_MAX_CHARS = 1536 * 1024;

const SEED_AT = seedTime(new Date('2026-09-01T09:00:00Z'));

/** The seed's files: the template PDFs (ids 1..4, see contracts.ts) and the company seal (5). */
export const SEED_FILES: { name: string; type: string; pages: number | null; seed: SeedFile }[] = [
  {
    name: '销售合同.pdf',
    type: 'application/pdf',
    pages: 3,
    seed: { kind: 'template', title: 'Sales Contract', pages: 3 },
  },
  {
    name: '服务协议.pdf',
    type: 'application/pdf',
    pages: 2,
    seed: { kind: 'template', title: 'Service Agreement', pages: 2 },
  },
  {
    name: '保密协议.pdf',
    type: 'application/pdf',
    pages: 2,
    seed: { kind: 'template', title: 'Non-Disclosure Agreement', pages: 2 },
  },
  {
    name: '代理协议.pdf',
    type: 'application/pdf',
    pages: 4,
    seed: { kind: 'template', title: 'Agency Agreement', pages: 4 },
  },
  { name: '公司公章.png', type: 'image/png', pages: null, seed: { kind: 'seal' } },
];

export const contractFileTable = createTable<ContractFileRow>({
  name: 'contracts/files',
  seed: () =>
    SEED_FILES.map((f, i) => ({
      id: i + 1,
      name: f.name,
      type: f.type,
      // the drawn bytes' size is known once drawn; nothing shows a seed file's size
      size: 0,
      pages: f.pages,
      data: null,
      kept: true,
      seed: f.seed,
      created_at: SEED_AT,
    })),
});

/** Where the console fetches a stored file (answered by contractFileHandler). */
export const fileUrl = (row: Pick<ContractFileRow, 'id' | 'name'>) =>
  `/demo-files/contracts/${row.id}/${encodeURIComponent(row.name)}`;

const URL_ID = /\/demo-files\/contracts\/(\d+)\//;

/** The stored file a url names (the file upload answered it), if any. */
export function fileOfUrl(url: string): ContractFileRow | undefined {
  const id = URL_ID.exec(url)?.[1];
  return id ? contractFileTable.get(Number(id)) : undefined;
}

/** Where the demo server keeps every file's bytes across restarts (its SQLite file): put on upload. */
export interface DurableFiles {
  put(id: number, bytes: Uint8Array): void;
  get(id: number): Uint8Array | undefined;
  remove(id: number): void;
}

// none in the page: its localStorage cannot hold large files (see ContractFileRow)
let durable: DurableFiles | undefined;

/** The demo server's file store: from then on an acknowledged upload is written before its answer. */
export function setDurableFiles(files: DurableFiles | undefined): void {
  durable = files;
}

// Bytes held for this page load, per demo data set: the demo reset (a new data set) drops them with it.
const inMemory = new WeakMap<object, Map<number, Uint8Array>>();
function memory(): Map<number, Uint8Array> {
  const data = demoData();
  let files = inMemory.get(data);
  if (!files) inMemory.set(data, (files = new Map()));
  return files;
}

/** Stores uploaded bytes for this session; a template or seal saved with the file keeps it (keepFile). */
export function storeUpload(bytes: Uint8Array, name: string, type: string, pages: number | null) {
  // uploads of an earlier page load that nothing kept have lost their bytes: their rows go
  const held = memory();
  const stale = durable ? [] : contractFileTable.list((f) => !f.kept && !held.has(f.id)).map((f) => f.id);
  if (stale.length) contractFileTable.remove(stale);
  const row = contractFileTable.insert({
    name,
    type,
    size: bytes.byteLength,
    pages,
    data: null,
    kept: false,
    seed: null,
    created_at: now(),
  });
  held.set(row.id, bytes);
  durable?.put(row.id, bytes);
  return row;
}

/** A saved template or seal holds the file: its bytes go to the demo data when small enough (see above). */
export function keepFile(row: ContractFileRow): void {
  if (row.kept) return;
  if (durable) {
    // the server's database holds its bytes since the upload, whatever their size
    contractFileTable.update(row.id, { kept: true });
    return;
  }
  const bytes = memory().get(row.id);
  const used = contractFileTable.all().reduce((sum, f) => sum + (f.data?.length ?? 0), 0);
  const data = bytes && bytes.byteLength <= KEEP_FILE_MAX_BYTES ? base64(bytes) : null;
  contractFileTable.update(row.id, {
    kept: true,
    data: data && used + data.length <= KEEP_TOTAL_MAX_CHARS ? data : null,
  });
}

/** A file no template or seal holds any more. */
export function dropFile(id: number): void {
  memory().delete(id);
  durable?.remove(id);
  contractFileTable.remove(id);
}

/** The bytes of a stored file: in memory, in the server's file store or the demo data, or drawn from its seed. */
export async function fileBytes(row: ContractFileRow): Promise<Uint8Array | undefined> {
  const held = memory();
  const cached = held.get(row.id);
  if (cached) return cached;
  let bytes = durable?.get(row.id);
  if (!bytes && row.data) bytes = fromBase64(row.data);
  else if (!bytes && row.seed?.kind === 'template') {
    const stored = SEED_TEMPLATE_PDFS[row.seed.title];
    if (stored) bytes = fromBase64(stored);
  } else if (!bytes && row.seed?.kind === 'seal') bytes = seedSealPng();
  if (bytes) held.set(row.id, bytes);
  return bytes;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export const nameOf = (file: Blob, fallback: string) =>
  'name' in file && typeof file.name === 'string' && file.name ? file.name : fallback;
