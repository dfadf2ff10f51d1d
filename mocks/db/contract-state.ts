import { fileOfUrl } from './contract-files';
import {
  contractTemplateTable,
  sealTable,
  type ContractEventRow,
  type ContractRow,
  type ContractStatus,
} from './contracts';
import { staffName } from './staff';
import { now } from '../kit/time';
import { versionOf } from '../kit/version';

export const STATUS_NAME: Record<ContractStatus, string> = {
  0: '草稿',
  1: '待审核',
  2: '已驳回',
  3: '待签署',
  4: '已签署',
  5: '已拒签',
  6: '已过期',
  7: '已撤回',
};

/** The status a contract reads as at `at`: one waiting for review or signature past its deadline is expired. */
export function statusOf(c: ContractRow, at = now()): ContractStatus {
  if ((c.status === 1 || c.status === 3) && c.contract_end_time <= at) return 6;
  return c.status;
}

/** Why the customer cannot sign it now, or '' when they can. */
export function signRefusal(c: ContractRow): string {
  if (c.archived_at) return '合同已归档，不能再签署';
  const status = statusOf(c);
  if (status === 3) return '';
  if (status === 6) return '合同已过签署截止时间，请联系发起人延期';
  if (status === 4) return '合同已签署';
  if (status === 5) return '合同已拒签';
  if (status === 7) return '合同已被发起人撤回';
  return '合同尚未发出，暂不能签署';
}

export { companyName } from './org';

/** Random key of a signing link and a 6-digit code (the seed's are fixed: contracts-seed.ts). */
export function newSigningKey(): { token: string; code: string } {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const token = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const code = String(100000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900000));
  return { token, code };
}

export const event = (
  action: ContractEventRow['action'],
  text: string,
  by: number | null,
): ContractEventRow => ({ at: now(), action, text, by });

/** The seal stamped for the company: the contract's own, else the default one. */
export const sealOf = (c: Pick<ContractRow, 'seal_sign'>) =>
  (c.seal_sign ? sealTable.get(c.seal_sign) : undefined) ??
  sealTable.all().find((s) => s.is_default) ??
  sealTable.all()[0];

/** The template's fields with the contract's values, in the template's order. */
export function fieldValues(c: ContractRow) {
  const template = c.ct_id ? contractTemplateTable.get(c.ct_id) : undefined;
  return (template?.fields ?? []).map((f) => ({ ...f, value: c.field_values[f.name] ?? '' }));
}

/** The contract as openapi/schemas/contract-flow.yaml#/Contract says. */
export function presentContract(c: ContractRow) {
  const status = statusOf(c);
  const template = c.ct_id ? contractTemplateTable.get(c.ct_id) : undefined;
  return {
    id: c.id,
    contract_no: c.contract_no,
    contract_name: c.contract_name,
    customer_id: c.customer_id,
    customer_name: c.customer_name,
    customer_phone: c.customer_phone,
    ct_id: c.ct_id,
    template_name: template?.name ?? null,
    contract_file: c.contract_file,
    files: c.files,
    field_values: fieldValues(c),
    signed_file: c.signed_file,
    seal_sign: c.seal_sign,
    seal_name: c.company_signed_at || c.seal_sign ? (sealOf(c)?.name ?? null) : null,
    status,
    status_name: STATUS_NAME[status],
    company_signed: c.company_signed_at !== null,
    customer_sign_status: c.signed_at ? 1 : c.status === 5 ? 2 : 0,
    contract_end_time: c.contract_end_time,
    remark: c.remark,
    issuer_id: c.issuer_id,
    sender_name: staffName(c.issuer_id) ?? '',
    reject_reason: c.status === 2 ? c.reject_reason : '',
    withdraw_reason: c.withdraw_reason,
    refuse_reason: c.refuse_reason,
    archived: c.archived_at !== null,
    archived_at: c.archived_at,
    sign_url: c.sign_token && c.company_signed_at ? `/sign/${c.sign_token}` : null,
    signed_at: c.signed_at,
    timeline: c.timeline.map(({ by, ...e }) => ({
      ...e,
      actor: by === null ? c.customer_name : (staffName(by) ?? ''),
    })),
    created_at: c.created_at,
    updated_at: c.updated_at,
    version: versionOf(c),
  };
}

/** The contract PDF's page count, when the demo store still holds it. */
export const pagesOf = (c: ContractRow) => fileOfUrl(c.contract_file)?.pages ?? null;
