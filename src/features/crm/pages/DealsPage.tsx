import { useState } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, useTableQuery } from '@/components/data-table';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { useDealAddMutation, useDealListQuery, useLazyCustomerListQuery, useProductListQuery } from '../api';
import type { Customer, Deal, Product } from '../types';
import { useCrmOptions } from '../use-crm-options';

const FILTERS = ['keyword', 'owner_id', 'product_id', 'range'] as const;
const LIST_KEYS = ['range'] as const;

interface DealValues {
  customer_id: number;
  product_id?: number;
  amount: number;
  deal_at: string;
  remark?: string;
}

/** /client/deal: deals closed with customers, with their amount and product. */
export default function DealsPage() {
  const { t } = useTranslation('crm');
  const { message } = App.useApp();
  const user = useAppSelector(selectUser);
  const options = useCrmOptions();
  const tableQuery = useTableQuery({ filterKeys: FILTERS, listKeys: LIST_KEYS });
  const { query } = tableQuery;
  const products = (useProductListQuery({ body: { page: 1, limit: 100 } }).data?.data.data ??
    []) as Product[];
  const range = Array.isArray(query.filters.range) ? query.filters.range : [];
  const result = useDealListQuery({
    body: {
      page: query.page,
      limit: query.pageSize,
      keyword: query.filters.keyword as string | undefined,
      owner_id: query.filters.owner_id ? Number(query.filters.owner_id) : undefined,
      product_id: query.filters.product_id ? Number(query.filters.product_id) : undefined,
      start_date: range[0]?.slice(0, 10),
      end_date: range[1]?.slice(0, 10),
      sort_field: query.sortField === 'amount' || query.sortField === 'deal_at' ? query.sortField : undefined,
      sort_order: query.sortOrder,
    },
  });
  const [add] = useDealAddMutation();
  const [searchCustomers] = useLazyCustomerListQuery();
  const [customerOptions, setCustomerOptions] = useState<{ value: number; label: string }[]>([]);
  const productEnum = Object.fromEntries(products.map((p) => [String(p.id), { text: p.name }]));

  const columns: ProColumns<Deal>[] = [
    {
      title: t('deal.customer'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('deal.searchCustomer') },
    },
    { title: t('deal.customer'), dataIndex: 'customer_name', search: false, width: 200, ellipsis: true },
    { title: t('deal.phone'), dataIndex: 'phone', search: false, width: 130 },
    {
      title: t('deal.product'),
      dataIndex: 'product_id',
      valueType: 'select',
      valueEnum: productEnum,
      render: (_d, d) => d.product_name ?? '-',
      width: 180,
    },
    {
      title: t('deal.amount'),
      dataIndex: 'amount',
      valueType: 'money',
      search: false,
      sorter: true,
      width: 140,
    },
    {
      title: t('deal.owner'),
      dataIndex: 'owner_id',
      valueType: 'select',
      valueEnum: options.staffEnum,
      render: (_d, d) => d.owner_name,
      width: 100,
    },
    { title: t('deal.dealAt'), dataIndex: 'deal_at', search: false, sorter: true, width: 170 },
    { title: t('deal.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
    { title: t('deal.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 200 },
  ];

  const newDeal = (
    <ModalForm<DealValues>
      key="add"
      title={t('deal.add')}
      width={480}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ deal_at: dayjs().format('YYYY-MM-DD HH:mm:ss') }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {t('deal.add')}
        </Button>
      }
      onFinish={async (values) => {
        const answer = await add({ body: values });
        if ('error' in answer) return false;
        void message.success(t('deal.added'));
        return true;
      }}
    >
      <ProFormSelect
        name="customer_id"
        label={t('deal.customer')}
        showSearch
        options={customerOptions}
        fieldProps={{
          filterOption: false,
          placeholder: t('deal.searchCustomer'),
          onSearch: async (keyword: string) => {
            if (!keyword.trim()) return;
            const answer = await searchCustomers({ body: { scope: 'all', keyword, limit: 20 } });
            const found = (answer.data?.data.data ?? []) as Customer[];
            setCustomerOptions(
              found.map((c) => ({
                value: c.id,
                label: t('deal.customerOption', { name: c.name, phone: c.phone }),
              })),
            );
          },
        }}
        rules={[{ required: true, message: t('deal.customerRequired') }]}
      />
      <ProFormSelect
        name="product_id"
        label={t('deal.product')}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
      />
      <ProFormDigit
        name="amount"
        label={t('deal.amount')}
        min={0}
        fieldProps={{ precision: 2 }}
        rules={[{ required: true, message: t('deal.amountRequired') }]}
      />
      <ProFormDateTimePicker
        name="deal_at"
        label={t('deal.dealAt')}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm:ss' }}
        rules={[{ required: true, message: t('deal.dealAtRequired') }]}
      />
      <ProFormTextArea
        name="remark"
        label={t('deal.remark')}
        fieldProps={{ showCount: true, maxLength: 500 }}
      />
    </ModalForm>
  );

  return (
    <DataTable<Deal>
      persistenceKey={`${user?.username ?? ''}:deals`}
      headerTitle={t('title.deal')}
      columns={columns}
      tableQuery={tableQuery}
      result={result}
      toolBarRender={() => [newDeal]}
    />
  );
}
