import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import {
  ModalForm,
  ProFormDatePicker,
  ProFormDigit,
  ProFormItem,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import { useFormSubmit, WINDOW_FIT_MODAL, type FormDialogProps } from '@/components/form-dialog';
import { yuan, formatFen, yuanToFen } from '@/domain/money';
import {
  useLazyOrderPlanListQuery,
  useOrderPlanDetailQuery,
  useOrderReceiptAddMutation,
  type PaymentPlan,
  type ReceiptMethod,
} from '../plan-api';
import { RECEIPT_METHODS, dayText } from '../plan-money';
import { VoucherUpload } from './VoucherUpload';

interface Values {
  order_id?: number;
  instalment_id?: number;
  received_on?: unknown;
  amount?: number | string;
  method?: ReceiptMethod;
  payer?: string;
  voucher?: string;
  remark?: string;
}

interface ReceiptFormModalProps extends FormDialogProps {
  /** The order the receipt is for, when opened from it; else one with money due is picked. */
  orderId?: number;
}

const limits = ordersLimits.orderReceiptAdd;

/**
 * Registers a receipt: an order with money due, one of its instalments not fully received (the amount
 * proposed is what is still due on it), the day (not after today), the method, the payer and a voucher.
 * More than is still due is refused here with the server's words; a refused save keeps what was typed.
 */
export function ReceiptFormModal({ open, onOpenChange, orderId }: ReceiptFormModalProps) {
  const { t } = useTranslation('payments');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [addReceipt] = useOrderReceiptAddMutation();
  const [chosenOrder, setChosenOrder] = useState<number | undefined>(orderId);
  useEffect(() => setChosenOrder(orderId), [orderId, open]);
  const plan = useOrderPlanDetailQuery(
    { body: { order_id: chosenOrder ?? 0 } },
    { skip: !open || chosenOrder == null },
  ).data?.data;
  const openInstalments = useMemo(
    () =>
      plan && plan.order.order_id === chosenOrder ? plan.instalments.filter((i) => i.remaining_fen > 0) : [],
    [plan, chosenOrder],
  );
  const remainingOf = (id?: number) => openInstalments.find((i) => i.id === id)?.remaining_fen;

  const finish = async (values: Values) => {
    const body = {
      instalment_id: values.instalment_id!,
      received_on: dayText(values.received_on),
      amount_fen: yuanToFen(values.amount)!,
      method: values.method!,
      payer: values.payer?.trim() ?? '',
      voucher: values.voucher ?? '',
      remark: values.remark?.trim() ?? '',
    };
    return !!(await submit(formRef.current, addReceipt({ body }), { success: t('receipt.form.added') }));
  };

  return (
    <ModalForm<Values>
      title={t('receipt.form.title')}
      open={open}
      width={560}
      formRef={formRef}
      modalProps={{ ...WINDOW_FIT_MODAL, destroyOnHidden: true, onCancel: () => onOpenChange(false) }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={{
        order_id: orderId,
        received_on: dayjs().format('YYYY-MM-DD'),
        method: RECEIPT_METHODS[0],
      }}
      onFinish={async (values) => {
        const saved = await finish(values);
        if (saved) onOpenChange(false);
        return saved;
      }}
    >
      <ProFormItem
        name="order_id"
        label={t('receipt.form.order')}
        rules={[{ required: true, message: t('receipt.form.orderRequired') }]}
      >
        <OrderWithDuePicker
          current={plan?.order.order_id === orderId ? plan?.order : undefined}
          onPicked={(picked) => {
            setChosenOrder(picked?.order_id);
            formRef.current?.setFieldsValue({
              instalment_id: undefined,
              amount: undefined,
              payer: picked?.customer_name,
            });
          }}
        />
      </ProFormItem>
      <ProFormSelect
        name="instalment_id"
        label={t('receipt.form.instalment')}
        rules={[{ required: true, message: t('receipt.form.instalmentRequired') }]}
        options={openInstalments.map((i) => ({
          value: i.id,
          label: t('receipt.form.instalmentOption', {
            seq: i.seq,
            date: i.due_date,
            remaining: formatFen(i.remaining_fen),
          }),
        }))}
        fieldProps={{
          'aria-label': t('receipt.form.instalment'),
          onChange: (id: number) => formRef.current?.setFieldValue('amount', yuan(remainingOf(id) ?? 0)),
        }}
      />
      <ProFormDatePicker
        name="received_on"
        label={t('receipt.form.receivedOn')}
        rules={[{ required: true, message: t('receipt.form.receivedOnRequired') }]}
        fieldProps={{
          format: 'YYYY-MM-DD',
          disabledDate: (d: dayjs.Dayjs) => d.isAfter(dayjs(), 'day'),
        }}
      />
      <ProFormDigit
        name="amount"
        label={t('receipt.form.amount')}
        min={0}
        fieldProps={{ precision: 2, 'aria-label': t('receipt.form.amount') }}
        rules={[
          { required: true, message: t('receipt.form.amountRequired') },
          {
            validator: async (_r: unknown, value?: number | string) => {
              const fen = yuanToFen(value);
              if (fen == null) return;
              if (fen <= 0) throw new Error(t('receipt.form.amountPositive'));
              const remaining = remainingOf(
                formRef.current?.getFieldValue('instalment_id') as number | undefined,
              );
              if (remaining !== undefined && fen > remaining)
                throw new Error(t('receipt.form.overRemaining', { yuan: yuan(remaining) }));
            },
          },
        ]}
      />
      <ProFormSelect
        name="method"
        label={t('receipt.form.method')}
        rules={[{ required: true, message: t('receipt.form.methodRequired') }]}
        options={RECEIPT_METHODS.map((m) => ({ value: m, label: m }))}
      />
      <ProFormText
        name="payer"
        label={t('receipt.form.payer')}
        rules={limitRules(limits.payer, { max: (n) => t('receipt.form.payerMax', { n }) })}
      />
      <ProFormItem name="voucher" label={t('receipt.form.voucher')}>
        <VoucherUpload />
      </ProFormItem>
      <ProFormTextArea
        name="remark"
        label={t('receipt.form.remark')}
        fieldProps={{ showCount: true, maxLength: limits.remark.maxLength }}
        rules={limitRules(limits.remark, { max: (n) => t('receipt.form.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}

interface OrderWithDuePickerProps {
  value?: number;
  onChange?(id: number | undefined): void;
  /** The order the form starts with (its option before any search). */
  current?: PaymentPlan;
  onPicked(order: PaymentPlan | undefined): void;
}

/** Orders with money still due and a plan, searched by order number or customer as typed. */
function OrderWithDuePicker({ value, onChange, current, onPicked }: OrderWithDuePickerProps) {
  const { t } = useTranslation('payments');
  const [search, found] = useLazyOrderPlanListQuery();
  useEffect(() => void search({ body: { uncollected: 1, limit: 20 } }), [search]);
  const orders = (found.data?.data.data ?? []).filter((o) => o.instalment_count > 0);
  const options = [...(current && !orders.some((o) => o.id === current.id) ? [current] : []), ...orders];
  const form = Form.useFormInstance();
  return (
    <Select
      aria-label={t('receipt.form.order')}
      showSearch={{
        filterOption: false,
        onSearch: (keyword) => void search({ body: { uncollected: 1, keyword, limit: 20 } }),
      }}
      placeholder={t('receipt.form.orderSearch')}
      value={value}
      virtual={false}
      onChange={(id: number) => {
        onChange?.(id);
        onPicked(options.find((o) => o.id === id));
        void form.validateFields(['order_id']);
      }}
      options={options.map((o) => ({
        value: o.id,
        label: t('receipt.form.orderOption', {
          no: o.order_no,
          customer: o.customer_name,
          due: formatFen(o.due_fen),
        }),
      }))}
    />
  );
}
