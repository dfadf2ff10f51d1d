import { SEED_FILES, fileUrl } from './contract-files';
import type { ContractEventRow, ContractRow, ContractStatus } from './contract-rows';
import { crmDb } from './crm';
import { companyName } from './org';
import { withPartyValues } from '@/domain/contracts/party-fields';
import { formatTime } from '../kit/time';

const DAY = 24 * 60 * 60 * 1000;

/** A deterministic signing key and code for the seed (a new contract draws random ones: contract-state.ts). */
export const seedToken = (id: number) =>
  `demo${String(id).padStart(4, '0')}${((id * 2654435761) >>> 0).toString(16).padStart(8, '0')}`;
export const seedCode = (id: number) => String(100000 + ((id * 7919) % 900000));

/**
 * What each of the 30 seed contracts is: its status (6 = past its deadline while waiting), and whether it is
 * archived. The first four keep the names and templates the template screens count (销售合同 ×3, 服务协议 ×1).
 */
const PLAN: [ContractStatus, boolean][] = [
  [3, false],
  [4, false],
  [1, false],
  [3, false],
  [0, false],
  [0, false],
  [0, false],
  [1, false],
  [1, false],
  [1, false],
  [2, false],
  [2, false],
  [2, false],
  [3, false],
  [3, false],
  [3, false],
  [3, false],
  [4, false],
  [4, true],
  [4, true],
  [4, false],
  [5, false],
  [5, false],
  [5, false],
  [6, false],
  [6, false],
  [6, false],
  [7, false],
  [7, false],
  [7, true],
];

const NAMED: [number, string][] = [
  [1, '华东区年度销售合同'],
  [1, '设备采购合同'],
  [1, '软件授权销售合同'],
  [2, '外呼服务协议'],
];
const OTHER_NAMES = ['年度服务合同', '坐席租赁合同', '系统集成合同', '推广合作协议', '数据服务协议'];

/** Contracts on uploaded PDFs use the first two seed files (their templates are in use, so never deleted). */
const fileOf = (ctId: number | null, i: number) => {
  const fileId = ctId ?? (i % 2) + 1;
  return fileUrl({ id: fileId, name: SEED_FILES[fileId - 1]!.name });
};

/** What the issuer typed into each template's own fields (its party fields are the parties': party-fields.ts). */
const VALUES: Record<number, Record<string, string>> = {
  1: { 合同金额: '12800000', 签订日期: '' },
  2: { 服务内容: '智能外呼坐席服务', 服务期限: '', 服务费用: '3600000' },
};

/**
 * The seed's contracts, dated around `today` (the moment the demo data is made); `templateFieldNames` reads the
 * seeded templates' fields (passed in: the templates' table is built in ./contracts.ts, which seeds from here).
 */
export function seedContracts(today: number, templateFieldNames: (ctId: number) => string[]): ContractRow[] {
  const customers = crmDb
    .seedCustomers()
    .filter((c) => /^1\d{10}$/.test(c.phone))
    .slice(0, PLAN.length);
  return PLAN.map(([status, archived], i) => {
    const id = i + 1;
    const customer = customers[i]!;
    const issuer = customer.owner_id ?? 1;
    const [ctId, name] = NAMED[i] ?? [null, `${customer.name}${OTHER_NAMES[i % OTHER_NAMES.length]}`];
    const created = today - (40 - i) * DAY;
    const at = (days: number) => formatTime(created + days * DAY);
    // waiting ones end in the future, expired ones ended before today
    const end = status === 6 ? today - (i - 22) * DAY : created + 60 * DAY;
    const signed = status === 4;
    const out = status >= 3 && status !== 7 ? true : status === 7 && i % 2 === 0;
    const timeline: ContractEventRow[] = [{ at: at(0), action: 'draft', text: '创建合同', by: issuer }];
    if (status !== 0) timeline.push({ at: at(1), action: 'submit', text: '提交审核', by: issuer });
    if (status === 2)
      timeline.push({ at: at(2), action: 'reject', text: '驳回：合同金额与报价单不一致', by: 1 });
    if (out) {
      timeline.push({ at: at(2), action: 'approve', text: '审核通过', by: 1 });
      timeline.push({ at: at(2), action: 'send', text: '发送签署链接给客户', by: issuer });
    }
    if (signed) timeline.push({ at: at(5), action: 'sign', text: '客户完成签署', by: null });
    if (status === 5) timeline.push({ at: at(4), action: 'refuse', text: '拒签：价格需要再商议', by: null });
    if (status === 7)
      timeline.push({ at: at(3), action: 'withdraw', text: '撤回：客户需求变更', by: issuer });
    if (archived) timeline.push({ at: at(8), action: 'archive', text: '归档', by: 1 });
    const typed = ctId ? { ...VALUES[ctId]! } : {};
    if (ctId === 1) typed.签订日期 = at(0).slice(0, 10);
    if (ctId === 2) typed.服务期限 = at(365).slice(0, 10);
    const values = ctId
      ? withPartyValues(templateFieldNames(ctId), typed, {
          company_name: companyName(),
          customer_name: customer.name,
          customer_phone: customer.phone,
        })
      : {};
    return {
      id,
      contract_no: `HT${at(0).slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`,
      contract_name: name,
      ct_id: ctId,
      customer_id: customer.id,
      customer_name: customer.name,
      customer_phone: customer.phone,
      contract_file: fileOf(ctId, i),
      files: [],
      dismissed_file: null,
      field_values: values,
      contract_end_time: formatTime(end),
      remark: '',
      seal_sign: 0,
      status: status === 6 ? 3 : status,
      company_signed_at: out ? at(2) : null,
      signed_at: signed ? at(5) : null,
      issuer_id: issuer,
      reject_reason: status === 2 ? '合同金额与报价单不一致' : '',
      withdraw_reason: status === 7 ? '客户需求变更' : '',
      refuse_reason: status === 5 ? '价格需要再商议' : '',
      archived_at: archived ? at(8) : null,
      sign_token: out ? seedToken(id) : null,
      sign_code: out ? seedCode(id) : null,
      signed_file: null,
      timeline,
      created_at: at(0),
      updated_at: timeline[timeline.length - 1]!.at,
    };
  });
}
