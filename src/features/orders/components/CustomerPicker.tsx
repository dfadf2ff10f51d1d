import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '@/components/customer-search';
import { useCustomerDetailQuery } from '../api';

interface CustomerPickerProps {
  /** a number, or the URL's text of one when the picker filters a list */
  value?: number | string;
  onChange?: (id: number | undefined) => void;
  /** The chosen customer's label when it is not among the searched ones (an order being edited). */
  current?: { id: number; name: string; phone: string };
  id?: string;
}

/** A customer of the CRM, found on the server by name or phone as the user types. */
export function CustomerPicker({ value: given, onChange, current, id }: CustomerPickerProps) {
  const value = given == null || given === '' ? undefined : Number(given);
  const { t } = useTranslation('orders');
  const { found, loading, onSearch } = useCustomerSearch();

  // a chosen customer nobody searched for (a filter restored from the URL) is named, not shown as its id
  const known = (id: number) => found.some((c) => c.id === id) || current?.id === id;
  const chosen = useCustomerDetailQuery({ body: { id: value ?? 0 } }, { skip: !value || known(value) }).data
    ?.data;

  const label = (c: { name: string; phone: string }) => t('customerOption', { name: c.name, phone: c.phone });
  const options = found.map((c) => ({ value: c.id, label: label(c) }));
  const named = current ?? (chosen && chosen.id === value ? chosen : undefined);
  if (named && !found.some((c) => c.id === named.id))
    options.unshift({ value: named.id, label: label(named) });

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={options}
      loading={loading}
      placeholder={t('searchCustomer')}
      notFoundContent={null}
      style={{ width: '100%' }}
    />
  );
}
