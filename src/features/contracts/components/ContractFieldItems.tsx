import { DatePicker, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { yuanToFen } from '@/domain/money';
import { isPartyField, partyValue, type ContractParties } from '@/domain/contracts/party-fields';
import type { ContractTemplateField } from '../api';
import { MOBILE } from '../contract-form-values';

const fieldRules = (f: ContractTemplateField, t: TFunction<'contractFlow'>): Rule[] => [
  ...(f.required ? [{ required: true, message: t('form.fieldRequired', { name: f.name }) }] : []),
  ...(f.type === 'amount'
    ? [
        {
          validator: (_r: unknown, v?: string) =>
            !v || yuanToFen(v) !== null
              ? Promise.resolve()
              : Promise.reject(new Error(t('form.amountInvalid', { name: f.name }))),
        },
      ]
    : []),
  ...(f.type === 'phone' ? [{ pattern: MOBILE, message: t('form.phoneInvalid', { name: f.name }) }] : []),
];

/**
 * The template's fields in the contract form: each typed under field_values, except a party's field, which
 * shows the party's value and cannot be typed (issue 45: one contract, one 甲方).
 */
export function ContractFieldItems({
  fields,
  parties,
}: {
  fields: ContractTemplateField[];
  parties: ContractParties;
}) {
  const { t } = useTranslation('contractFlow');
  return fields.map((f) =>
    isPartyField(f.name) ? (
      <Form.Item key={f.name} label={f.name} htmlFor={`party-${f.name}`} extra={t('form.partyField')}>
        <Input id={`party-${f.name}`} disabled value={partyValue(f.name, parties)} />
      </Form.Item>
    ) : (
      <Form.Item key={f.name} name={['field_values', f.name]} label={f.name} rules={fieldRules(f, t)}>
        {f.type === 'date' ? <DatePicker style={{ width: '100%' }} /> : <Input />}
      </Form.Item>
    ),
  );
}
