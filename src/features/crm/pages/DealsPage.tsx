import { useMemo } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable } from '@/components/data-table';
import { useFormDialog } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { ordersApi, productsApi, useDealListQuery, useProductListQuery } from '../api';
import { NewDealModal } from '../components/NewDealModal';
import type { Deal, Product } from '../types';
import { prefetchCrmOptions, useCrmOptions } from '../use-crm-options';

const LIST = {
  filters: filterSpec({
    keyword: 'string',
    owner_id: 'number',
    product_id: 'number',
    range: { dateRange: ['start_date', 'end_date'] },
  }),
  sortable: ['amount', 'deal_at'] as const,
  table: 'deals',
};
/** The products of the product filter and the new deal's form. */
const PRODUCT_CHOICES = { body: { page: 1, limit: 100 } };
const NO_PRODUCTS: Product[] = [];

const dealListPrefetch = listPagePrefetch(
  LIST,
  (body) => ordersApi.util.prefetch('dealList', { body }, PREFETCH_FRESH),
  [productsApi.util.prefetch('productList', PRODUCT_CHOICES, PREFETCH_FRESH)],
);
export const prefetch: PagePrefetch = (context) => {
  prefetchCrmOptions(context.dispatch);
  dealListPrefetch(context);
};

/** Shown from the column settings: at 1280 px the deal's figures fill the width. */
const DEFAULT_HIDDEN = ['remark'];

/** /client/deal: deals closed with customers, with their amount and product. */
export default function DealsPage() {
  const { t } = useTranslation('crm');
  const options = useCrmOptions();
  const list = useListPage({ query: useDealListQuery, ...LIST });
  const products = useProductListQuery(PRODUCT_CHOICES).data?.data.data ?? NO_PRODUCTS;

  const columns = useMemo((): ProColumns<Deal>[] => {
    const productEnum = Object.fromEntries(products.map((p) => [String(p.id), { text: p.name }]));
    return [
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
  }, [t, products, options.staffEnum]);

  const newDeal = useFormDialog<never>();
  const openNewDeal = newDeal.open;
  const toolbar = useMemo(
    () => () => [
      <AddButton key="add" onClick={() => openNewDeal()}>
        {t('deal.add')}
      </AddButton>,
    ],
    [openNewDeal, t],
  );

  return (
    <>
      <DataTable<Deal>
        {...list.table}
        headerTitle={t('title.deal')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <NewDealModal {...newDeal.props} products={products} />
    </>
  );
}
