import { useMemo, useRef, useState } from 'react';
import { App, type FormInstance } from 'antd';
import {
  DrawerForm,
  ProForm,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { mallLimits } from '@/api/generated/mall.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useMallAttrGroupListQuery,
  useMallProductAddMutation,
  useMallProductUpdateMutation,
  useProductCategoryTreeQuery,
  type MallProduct,
} from '../api';
import { categoryOptions } from '../category-tree';
import { skuBody } from '../sku-body';
import { chosenOf, rowsOf, type SkuRow } from '../sku-grid';
import { PictureUpload } from './PictureUpload';
import { SkuEditor } from './SkuEditor';

interface Values {
  name: string;
  category_id: number;
  pictures: string[];
  description?: string;
  status: 0 | 1;
  skus: SkuRow[];
}

const limits = mallLimits.mallProductAdd;
const MAX_PICTURES = limits.pictures.maxItems;

interface ProductDrawerProps extends FormDialogProps {
  /** The product to edit; none to create one. */
  product: MallProduct | null;
}

/**
 * Create or edit a mall product: its category, pictures, description, shelf status and SKUs. A refused save
 * keeps the drawer open as typed.
 */
export function ProductDrawer({ product, open, onOpenChange }: ProductDrawerProps) {
  const { t } = useTranslation('mall');
  const { message } = App.useApp();
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useMallProductAddMutation();
  const [update] = useMallProductUpdateMutation();
  const [uploading, setUploading] = useState(false);
  const groups = useMallAttrGroupListQuery().data?.data;
  const categories = useProductCategoryTreeQuery().data?.data;
  const treeData = useMemo(() => categoryOptions(categories ?? []), [categories]);

  const save = async ({ skus: rows, ...values }: Values) => {
    if (uploading) {
      void message.warning(t('product.pictureUploading'));
      return false;
    }
    const skus = skuBody(rows ?? []);
    if (!Array.isArray(skus)) {
      const key = skus.fault === 'price' ? 'product.sku.priceInvalid' : 'product.sku.stockInvalid';
      void message.error(t(key, { label: skus.row.label }));
      return false;
    }
    const body = {
      ...values,
      name: values.name.trim(),
      pictures: values.pictures ?? [],
      description: values.description?.trim() ?? '',
      skus,
    };
    const saved = product ? update({ body: { ...body, id: product.id } }) : add({ body });
    if (!(await submit(formRef.current, saved, { success: t(product ? 'product.saved' : 'product.added') })))
      return false;
    onOpenChange(false);
    return true;
  };

  return (
    <DrawerForm<Values>
      title={t(product ? 'product.edit' : 'product.add')}
      open={open}
      formRef={formRef}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 860 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={
        product
          ? {
              name: product.name,
              category_id: product.category_id,
              pictures: product.pictures,
              description: product.description,
              status: product.status,
              skus: rowsOf(product.skus),
            }
          : { status: 0, pictures: [], skus: [] }
      }
      onFinish={save}
    >
      <ProFormText
        name="name"
        label={t('product.name')}
        placeholder={t('product.namePlaceholder')}
        fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
        rules={limitRules(limits.name, {
          required: t('product.nameRequired'),
          max: (n) => t('product.nameMax', { n }),
        })}
      />
      <ProFormTreeSelect
        name="category_id"
        label={t('product.category')}
        rules={[{ required: true, message: t('product.categoryRequired') }]}
        fieldProps={{ treeData, treeDefaultExpandAll: true, 'aria-label': t('product.category') }}
      />
      <ProForm.Item
        name="pictures"
        label={t('product.pictures')}
        extra={t('product.picturesHint', { n: MAX_PICTURES })}
      >
        <PictureUpload max={MAX_PICTURES} onBusyChange={setUploading} />
      </ProForm.Item>
      <ProFormTextArea
        name="description"
        label={t('product.description')}
        fieldProps={{ maxLength: limits.description.maxLength, showCount: true }}
        rules={limitRules(limits.description, { max: (n) => t('product.descriptionMax', { n }) })}
      />
      <ProFormRadio.Group
        name="status"
        label={t('product.status')}
        options={[
          { value: 1, label: t('product.onShelf') },
          { value: 0, label: t('product.offShelf') },
        ]}
      />
      <ProForm.Item name="skus" label={t('product.sku.title')}>
        {groups ? <SkuEditor groups={groups} initialChosen={chosenOf(groups, product?.skus ?? [])} /> : null}
      </ProForm.Item>
    </DrawerForm>
  );
}
