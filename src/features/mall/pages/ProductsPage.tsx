import { useMemo } from 'react';
import { Button, Image, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { AddButton, DataTable, useEnum } from '@/components/data-table';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useFormDialog, useMutationFeedback } from '@/components/form-dialog';
import { filterSpec, listPagePrefetch, useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { yuan } from '@/domain/money';
import {
  mallApi,
  productsApi,
  useMallProductDeleteMutation,
  useMallProductListQuery,
  useMallProductSetStatusMutation,
  useProductCategoryTreeQuery,
  type MallProduct,
} from '../api';
import { categoryOptions } from '../category-tree';
import { ProductDrawer } from '../components/ProductDrawer';
import { MALL_PRODUCT_STATUS } from '../enums';

const ACTION = { type: 'link', size: 'small', style: { padding: 0 } } as const;
const LIST = {
  filters: filterSpec({
    keyword: 'string',
    category_id: 'number',
    status: { oneOf: MALL_PRODUCT_STATUS.values },
  }),
  table: 'mallProducts',
};

export const prefetch = listPagePrefetch(
  LIST,
  (body) => mallApi.util.prefetch('mallProductList', { body }, PREFETCH_FRESH),
  [productsApi.util.prefetch('productCategoryTree', undefined, PREFETCH_FRESH)],
);

/** Shown from the column settings: at 1280 px the product, its prices and its actions fill the width. */
const DEFAULT_HIDDEN = ['updated_at'];

/** ROUTES-CALLCENTRE-22 /mall/product: the mall's products, their SKUs and whether they are on shelf. */
export default function ProductsPage() {
  const { t } = useTranslation(['mall', 'common']);
  const feedback = useMutationFeedback();
  const list = useListPage({ query: useMallProductListQuery, ...LIST });
  const categories = useProductCategoryTreeQuery().data?.data;
  const statuses = useEnum(MALL_PRODUCT_STATUS);
  const [remove] = useMallProductDeleteMutation();
  const [setStatus] = useMallProductSetStatusMutation();
  const dialog = useFormDialog<MallProduct>();
  const { open } = dialog;

  const columns = useMemo((): ProColumns<MallProduct>[] => {
    const onDelete = async (p: MallProduct) => {
      await feedback(remove({ body: { id: p.id } }), { success: t('common:deleteSuccess') });
    };
    const onShelf = async (p: MallProduct, status: 0 | 1) => {
      await feedback(setStatus({ body: { id: p.id, status } }), {
        success: t(status ? 'product.onShelfDone' : 'product.offShelfDone'),
      });
    };
    const price = (p: MallProduct) => {
      if (!p.price_max) return t('product.noPrice');
      return p.price_min === p.price_max
        ? yuan(p.price_max)
        : t('product.priceRange', { min: yuan(p.price_min), max: yuan(p.price_max) });
    };
    return [
      { title: t('product.keyword'), dataIndex: 'keyword', hideInTable: true },
      {
        title: t('product.picture'),
        dataIndex: 'pictures',
        search: false,
        width: 72,
        render: (_d, p) =>
          p.pictures[0] ? <Image src={p.pictures[0]} width={40} height={40} alt={p.name} /> : '-',
      },
      { title: t('product.name'), dataIndex: 'name', search: false, width: 200, ellipsis: true },
      {
        title: t('product.category'),
        dataIndex: 'category_id',
        valueType: 'treeSelect',
        fieldProps: { treeData: categoryOptions(categories ?? []), treeDefaultExpandAll: true },
        render: (_d, p) => p.category_name,
        width: 120,
      },
      { title: t('product.price'), key: 'price', search: false, width: 180, render: (_d, p) => price(p) },
      { title: t('product.stock'), dataIndex: 'stock_total', search: false, width: 90 },
      {
        title: t('product.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: statuses.valueEnum,
        render: (_d, p) => <Tag color={p.status ? 'success' : 'default'}>{statuses.text(p.status)}</Tag>,
        width: 90,
      },
      { title: t('product.updatedAt'), dataIndex: 'updated_at', search: false, width: 170 },
      {
        title: t('product.actions'),
        valueType: 'option',
        width: 170,
        fixed: 'right',
        render: (_d, p) => {
          const shelf = p.status ? 'product.takeOffShelf' : 'product.putOnShelf';
          return [
            <Button
              key="edit"
              {...ACTION}
              onClick={() => open(p)}
              aria-label={`${t('common:edit')} ${p.name}`}
            >
              {t('common:edit')}
            </Button>,
            <Button
              key="shelf"
              {...ACTION}
              onClick={() => onShelf(p, p.status ? 0 : 1)}
              aria-label={`${t(shelf)} ${p.name}`}
            >
              {t(shelf)}
            </Button>,
            <DeleteConfirm key="delete" title={t('common:confirmDelete')} onConfirm={() => onDelete(p)}>
              <Button {...ACTION} danger aria-label={`${t('product.delete')} ${p.name}`}>
                {t('product.delete')}
              </Button>
            </DeleteConfirm>,
          ];
        },
      },
    ];
  }, [t, categories, statuses, remove, setStatus, feedback, open]);

  const toolbar = useMemo(() => {
    const add = (
      <AddButton key="add" onClick={() => open()}>
        {t('product.add')}
      </AddButton>
    );
    return () => [add];
  }, [open, t]);

  return (
    <>
      <DataTable<MallProduct>
        {...list.table}
        headerTitle={t('product.title')}
        columns={columns}
        defaultHidden={DEFAULT_HIDDEN}
        toolBarRender={toolbar}
      />
      <ProductDrawer product={dialog.record} {...dialog.props} />
    </>
  );
}
