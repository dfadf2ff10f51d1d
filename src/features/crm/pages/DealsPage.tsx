import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DataTable, useTableQuery } from '@/components/data-table';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { useDealListQuery, useProductListQuery } from '../api';
import { NewDealModal } from '../components/NewDealModal';
import type { Deal, Product } from '../types';
import { useCrmOptions } from '../use-crm-options';

const FILTERS = ['keyword', 'owner_id', 'product_id', 'range'] as const;
const LIST_KEYS = ['range'] as const;

/** /client/deal: deals closed with customers, with their amount and product. */
export default function DealsPage() {
  const { t } = useTranslation('crm');
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
    <NewDealModal
      key="add"
      products={products}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {t('deal.add')}
        </Button>
      }
    />
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
