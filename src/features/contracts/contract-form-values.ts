import dayjs, { type Dayjs } from 'dayjs';
import { yuan, yuanToFen } from '@/domain/money';
import { partyValue, type ContractParties } from '@/domain/contracts/party-fields';
import type { Contract, ContractTemplateField } from './api';
import { NO_UPLOADS } from './components/ContractAttachments';
import type { TemplatePdf } from './template-file';
import type { ContractUploads } from './upload-rules';

/** The contract form's values and how they become the contract that is sent (CONTRACT-01). */

export const TIME = 'YYYY-MM-DD HH:mm:ss';
export const MOBILE = /^1\d{10}$/;

/** CONTRACT-01: the contract form of spec section 3, with the template's fields and the attachments. */
export interface ContractValues {
  contract_name: string;
  ct_id?: number;
  customer_id?: number;
  customer_name: string;
  customer_phone: string;
  contract_end_time?: Dayjs;
  contract_file?: TemplatePdf;
  seal_sign: number;
  remark?: string;
  uploads: ContractUploads;
  /** by field name: a date as Dayjs, an amount as yuan text, others as typed */
  field_values: Record<string, string | Dayjs | undefined>;
}

/** The form's values for `contract`, or a new contract's due `validDays` from today. */
export function initialValues(contract: Contract | undefined, validDays: number): ContractValues {
  const values: ContractValues['field_values'] = {};
  for (const f of contract?.field_values ?? [])
    values[f.name] =
      f.type === 'date' && f.value
        ? dayjs(f.value)
        : f.type === 'amount' && f.value
          ? yuan(Number(f.value))
          : f.value;
  return {
    contract_name: contract?.contract_name ?? '',
    ct_id: contract?.ct_id ?? undefined,
    customer_id: contract?.customer_id ?? undefined,
    customer_name: contract?.customer_name ?? '',
    customer_phone: contract?.customer_phone ?? '',
    contract_end_time: contract
      ? dayjs(contract.contract_end_time)
      : dayjs().add(validDays, 'day').endOf('day'),
    contract_file:
      contract && !contract.ct_id
        ? { url: contract.contract_file, name: contract.contract_file.split('/').pop() ?? '', page_count: 0 }
        : undefined,
    seal_sign: contract?.seal_sign ?? 0,
    remark: contract?.remark ?? '',
    uploads: { ...NO_UPLOADS, files: contract?.files ?? [] },
    field_values: values,
  };
}

/** A field value as the contract sends it: dates YYYY-MM-DD, amounts in fen. */
function sentValue(f: ContractTemplateField, v: string | Dayjs | undefined): string {
  if (v === undefined || v === null || v === '') return '';
  if (dayjs.isDayjs(v)) return v.format('YYYY-MM-DD');
  if (f.type === 'amount') return String(yuanToFen(v) ?? v);
  return v.trim();
}

export const partiesOf = (companyName: string, v: Partial<ContractValues>): ContractParties => ({
  company_name: companyName,
  customer_name: v.customer_name ?? '',
  customer_phone: v.customer_phone ?? '',
});

/** The value a field goes out with: a party's field holds the party's, any other what was typed. */
export const fieldValue = (f: ContractTemplateField, v: Partial<ContractValues>, companyName: string) =>
  partyValue(f.name, partiesOf(companyName, v)) ?? sentValue(f, v.field_values?.[f.name]);

/** The contract sent for `values` (contractSend's body). */
export function sentContract(
  values: ContractValues,
  {
    contract,
    version,
    draft,
    file,
    fields,
    companyName,
  }: {
    contract?: Contract;
    /** the version the form was loaded at */
    version?: number;
    draft: boolean;
    /** the template's PDF or the uploaded one */
    file: string;
    fields: ContractTemplateField[];
    companyName: string;
  },
) {
  return {
    id: contract?.id,
    version,
    draft: draft ? 1 : 0,
    contract_name: values.contract_name.trim(),
    ct_id: values.ct_id,
    customer_id: values.customer_id,
    customer_name: values.customer_name,
    customer_phone: values.customer_phone,
    contract_end_time: values.contract_end_time?.format(TIME) ?? '',
    contract_file: file,
    seal_sign: values.seal_sign,
    remark: values.remark?.trim() ?? '',
    files: values.uploads.files,
    dismissed_file: values.uploads.dismissed ?? undefined,
    field_values: Object.fromEntries(fields.map((f) => [f.name, fieldValue(f, values, companyName)])),
  } as const;
}
