import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProColumns } from '@ant-design/pro-components';
import { DataTable, useEnum } from '@/components/data-table';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { productsApi, useProductCategoryTreeQuery, useProductListQuery } from '../api';
import { PRODUCT_STATUS } from '../enums';
import type { Product } from '../types';

const LIST = {
  filters: filterSpec({ keyword: 'string', category_id: 'number', status: { oneOf: PRODUCT_STATUS.values } }),
  table: 'products',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => productsApi.util.prefetch('productList', { body }, PREFETCH_FRESH),
  [productsApi.util.prefetch('productCategoryTree', undefined, PREFETCH_FRESH)],
);

interface Category {
  id: number;
  name: string;
  child: Category[];
}
interface CategoryNode {
  value: number;
  title: string;
  children: CategoryNode[];
}
const toTree = (c: Category): CategoryNode => ({ value: c.id, title: c.name, children: c.child.map(toTree) });
const NO_CATEGORIES: Category[] = [];

/** Shown from the column settings: at 1280 px the product's figures and description fill the width. */
const DEFAULT_HIDDEN = ['updated_at'];

/** /client/product: the products agents sell, to look up price and stock during a call. */
export default function ProductsPage() {
  const { t } = useTranslation('crm');
  const list = useListPage({ query: useProductListQuery, ...LIST });
  const categories: Category[] = useProductCategoryTreeQuery().data?.data ?? NO_CATEGORIES;
  const statuses = useEnum(PRODUCT_STATUS);
  const columns = useMemo(
    (): ProColumns<Product>[] => [
      { title: t('product.name'), dataIndex: 'keyword', hideInTable: true },
      { title: t('product.name'), dataIndex: 'name', search: false, width: 180 },
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
        valueEnum: statuses.valueEnum,
        width: 90,
      },
      {
        title: t('product.description'),
        dataIndex: 'description',
        search: false,
        ellipsis: true,
        width: 190,
      },
      { title: t('product.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
    ],
    [t, categories, statuses],
  );
  return (
    <DataTable<Product>
      {...list.table}
      headerTitle={t('title.product')}
      columns={columns}
      defaultHidden={DEFAULT_HIDDEN}
    />
  );
}
