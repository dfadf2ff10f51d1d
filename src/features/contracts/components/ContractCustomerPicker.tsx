import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '@/components/customer-search';
import type { Customer } from '../api';

interface ContractCustomerPickerProps {
  value?: number;
  /** the customer picked (its name and phone fill the form), or undefined when cleared */
  onPick(customer: Customer | undefined): void;
  /** the contract's customer when editing (not among the searched ones) */
  current?: { id: number; name: string; phone: string };
  id?: string;
}

/** A customer of the CRM, found on the server by name or phone as the user types. */
export function ContractCustomerPicker({ value, onPick, current, id }: ContractCustomerPickerProps) {
  const { t } = useTranslation('contractFlow');
  const { found, loading, onSearch } = useCustomerSearch();

  const label = (c: { name: string; phone: string }) =>
    t('form.customerOption', { name: c.name, phone: c.phone || '-' });
  const options = found.map((c) => ({ value: c.id, label: label(c) }));
  if (current && !found.some((c) => c.id === current.id))
    options.unshift({ value: current.id, label: label(current) });

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      value={value}
      onChange={(v) => onPick(found.find((c) => c.id === v))}
      options={options}
      loading={loading}
      placeholder={t('form.customerSearch')}
      notFoundContent={null}
      style={{ width: '100%' }}
    />
  );
}
