import { useTranslation } from 'react-i18next';
import type { ProColumns } from '@ant-design/pro-components';
import { DataTable, useTableQuery } from '@/components/data-table';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { useProductCategoryTreeQuery, useProductListQuery } from '../api';
import type { Product } from '../types';

const FILTERS = ['keyword', 'category_id', 'status'] as const;

interface Category {
  id: number;
  name: string;
  child: Category[];
}
const toTree = (c: Category): { value: number; title: string; children: unknown[] } => ({
  value: c.id,
  title: c.name,
  children: c.child.map(toTree),
});

/** /client/product: the products agents sell, to look up price and stock during a call. */
export default function ProductsPage() {
  const { t } = useTranslation('crm');
  const user = useAppSelector(selectUser);
  const tableQuery = useTableQuery({ filterKeys: FILTERS });
  const { query } = tableQuery;
  const categories = (useProductCategoryTreeQuery().data?.data ?? []) as Category[];
  const result = useProductListQuery({
    body: {
      page: query.page,
      limit: query.pageSize,
      keyword: query.filters.keyword as string | undefined,
      category_id: query.filters.category_id ? Number(query.filters.category_id) : undefined,
      status: query.filters.status ? (Number(query.filters.status) as 0 | 1) : undefined,
    },
  });
  const columns: ProColumns<Product>[] = [
    { title: t('product.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('product.name'), dataIndex: 'name', search: false, width: 200 },
    {
      title: t('product.category'),
      dataIndex: 'category_id',
      valueType: 'treeSelect',
      fieldProps: { treeData: categories.map(toTree), treeDefaultExpandAll: true },
      render: (_d, p) => p.category_name,
      width: 120,
    },
    { title: t('product.price'), dataIndex: 'price', valueType: 'money', search: false, width: 120 },
    { title: t('product.unit'), dataIndex: 'unit', search: false, width: 90 },
    { title: t('product.stock'), dataIndex: 'stock', search: false, width: 90 },
    { title: t('product.sales'), dataIndex: 'sales', search: false, width: 90 },
    {
      title: t('product.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        1: { text: t('product.onSale'), status: 'Success' },
        0: { text: t('product.offSale'), status: 'Default' },
      },
      width: 90,
    },
    { title: t('product.description'), dataIndex: 'description', search: false, ellipsis: true, width: 240 },
    { title: t('product.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
  ];
  return (
    <DataTable<Product>
      persistenceKey={`${user?.username ?? ''}:products`}
      headerTitle={t('title.product')}
      columns={columns}
      tableQuery={tableQuery}
      result={result}
    />
  );
}
