import { useRef } from 'react';
import type { FormInstance } from 'antd';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormTextArea,
} from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useDealAddMutation, useLazyCustomerListQuery } from '../api';
import type { Product } from '../types';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

interface DealValues {
  customer_id: number;
  product_id?: number;
  amount: number;
  deal_at: string;
  remark?: string;
}

/** Record a deal with a customer found by name or phone (searched on the server as the user types). */
export function NewDealModal({ products, ...dialog }: FormDialogProps & { products: Product[] }) {
  const { t } = useTranslation('crm');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [add] = useDealAddMutation();
  const [searchCustomers] = useLazyCustomerListQuery();

  return (
    <ModalForm<DealValues>
      title={t('deal.add')}
      width={DIALOG_WIDTH.medium}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ deal_at: dayjs().format('YYYY-MM-DD HH:mm:ss') }}
      {...dialog}
      formRef={formRef}
      onFinish={async (values) =>
        !!(await submit(formRef.current, add({ body: values }), { success: t('deal.added') }))
      }
    >
      <ProFormSelect
        name="customer_id"
        label={t('deal.customer')}
        showSearch
        debounceTime={300}
        request={async ({ keyWords }: { keyWords?: string }) => {
          const keyword = keyWords?.trim();
          if (!keyword) return [];
          const answer = await searchCustomers({ body: { scope: 'all', keyword, limit: 20 } });
          return (answer.data?.data.data ?? []).map((c) => ({
            value: c.id,
            label: t('deal.customerOption', { name: c.name, phone: c.phone }),
          }));
        }}
        fieldProps={{ filterOption: false, placeholder: t('deal.searchCustomer') }}
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
        fieldProps={{ showCount: true, maxLength: ordersLimits.dealAdd.remark.maxLength }}
        rules={limitRules(ordersLimits.dealAdd.remark, { max: (n) => t('deal.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
