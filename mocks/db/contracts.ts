import { createTable } from '../kit/table';
import { seedTime } from '../kit/time';
import { SEED_FILES, fileUrl } from './contract-files';
import { seedContracts } from './contracts-seed';
import type { ContractRow } from './contract-rows';

export type TemplateFieldType = 'text' | 'date' | 'amount' | 'phone';

/** A blank the issuer fills in when issuing from the template (openapi/schemas/contracts.yaml). */
export interface TemplateField {
  name: string;
  type: TemplateFieldType;
  required: boolean;
}

export type SignPositionKind = 'seal' | 'signature' | 'date' | 'field' | 'riding_seal';

export interface SignPositionRow {
  kind: SignPositionKind;
  field_name?: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContractTemplateRow {
  id: number;
  name: string;
  /** a url of a contract file (mocks/db/contract-files.ts) */
  file_url: string;
  file_name: string;
  page_count: number;
  fields: TemplateField[];
  status: 0 | 1;
  /** openapi/schemas/contracts.yaml#/SignPosition: fractions of the page, origin top left */
  sign_positions: SignPositionRow[];
  remark: string;
  creator_id: number;
  created_at: string;
  updated_at: string;
}

export interface SealRow {
  id: number;
  name: string;
  type: 1 | 2 | 3;
  image_url: string;
  is_default: boolean;
  created_at: string;
}

/** The company's contract settings: one row. */
export interface ContractSettingsRow {
  id: number;
  need_review: 0 | 1;
  valid_days: number;
  sign_notice: string;
  updated_at: string | null;
}

export type { ContractEventRow, ContractRow, ContractStatus } from './contract-rows';

const at = (day: number) => seedTime(new Date(Date.UTC(2026, 8, day, 9, 30)));

const seedFile = (id: number) => ({ id, name: SEED_FILES[id - 1]!.name });

const SEED_TEMPLATES: [string, number, 0 | 1, TemplateField[]][] = [
  [
    '销售合同',
    1,
    1,
    [
      { name: '甲方名称', type: 'text', required: true },
      { name: '合同金额', type: 'amount', required: true },
      { name: '签订日期', type: 'date', required: true },
      { name: '乙方联系电话', type: 'phone', required: false },
    ],
  ],
  [
    '服务协议',
    2,
    1,
    [
      { name: '服务内容', type: 'text', required: true },
      { name: '服务期限', type: 'date', required: true },
      { name: '服务费用', type: 'amount', required: true },
    ],
  ],
  ['保密协议', 3, 1, [{ name: '保密期限', type: 'date', required: true }]],
  ['代理协议', 4, 0, []],
];

/**
 * 销售合同's marks (3 A4 pages): its party's name on page 1; the company seal, the customer's signature and the
 * signing date on the last page; a riding seal over all pages. A seal is square on the page (A4: w/h ≈ 0.7071).
 */
const SALES_POSITIONS: SignPositionRow[] = [
  { kind: 'field', field_name: '甲方名称', page: 1, x: 0.25, y: 0.12, width: 0.3, height: 0.03 },
  { kind: 'seal', page: 3, x: 0.12, y: 0.7, width: 0.2, height: 0.1414 },
  { kind: 'signature', page: 3, x: 0.58, y: 0.72, width: 0.26, height: 0.07 },
  { kind: 'date', page: 3, x: 0.58, y: 0.81, width: 0.22, height: 0.035 },
  { kind: 'riding_seal', page: 1, x: 0.9, y: 0.45, width: 0.1, height: 0.1414 },
];

export const contractTemplateTable = createTable<ContractTemplateRow>({
  name: 'contracts/templates',
  seed: () =>
    SEED_TEMPLATES.map(([name, fileId, status, fields], i) => ({
      id: i + 1,
      name,
      file_url: fileUrl(seedFile(fileId)),
      file_name: SEED_FILES[fileId - 1]!.name,
      page_count: SEED_FILES[fileId - 1]!.pages!,
      fields,
      status,
      sign_positions: i === 0 ? SALES_POSITIONS : [],
      remark: '',
      creator_id: 1,
      created_at: at(1 + i),
      updated_at: at(10 + i),
    })),
});

export const sealTable = createTable<SealRow>({
  name: 'contracts/seals',
  seed: () => [
    {
      id: 1,
      name: '公司公章',
      type: 1,
      image_url: fileUrl(seedFile(5)),
      is_default: true,
      created_at: at(1),
    },
  ],
});

export const contractSettingsTable = createTable<ContractSettingsRow>({
  name: 'contracts/settings',
  seed: () => [
    {
      id: 1,
      need_review: 1,
      valid_days: 30,
      sign_notice: '请仔细阅读合同全部条款，确认无误后再签署。签署即表示您同意合同内容。',
      updated_at: null,
    },
  ],
});

/**
 * The seed's contracts (./contracts-seed.ts): 销售合同 is used by three, 服务协议 by one, the others are issued
 * on uploaded PDFs; every status is there, dated around the day the demo data was made.
 */
export const contractTable = createTable<ContractRow>({
  name: 'contracts/contracts',
  seed: () =>
    seedContracts(Date.now(), (ctId) => (contractTemplateTable.get(ctId)?.fields ?? []).map((f) => f.name)),
  versioned: true,
});

/** How many contracts were issued from a template. */
export const templateUseCount = (templateId: number) =>
  contractTable.list((c) => c.ct_id === templateId).length;
