import { useCallback, useMemo, useRef } from 'react';
import { Alert, Form, type FormInstance } from 'antd';
import { DrawerForm, ProFormDigit, ProFormItem, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { ordersLimits } from '@/api/generated/orders.limits.gen';
import {
  useFormSubmit,
  useRecordReload,
  VersionConflictAlert,
  type FormDialogProps,
} from '@/components/form-dialog';
import {
  useLazyOrderDetailQuery,
  useMallSkuOptionsQuery,
  useOrderAddMutation,
  useOrderUpdateMutation,
  type MallSkuOption,
  type OrderDetail,
} from '../api';
import { formatFen, yuan, orderTotals, yuanToFen } from '@/domain/money';
import { CustomerPicker } from './CustomerPicker';
import { OrderLinesEditor } from './OrderLinesEditor';
import { lineFen, newLineKey, withOrderedSkus, type LineValues } from './order-line-values';

interface Values {
  customer_id: number;
  lines: LineValues[];
  shipping?: number | string;
  remark?: string;
}

interface OrderFormDrawerProps extends FormDialogProps {
  /** The order to change (waiting for approval); none for a new one. */
  order: OrderDetail | null;
  onSaved(order: OrderDetail): void;
}

const NO_SKUS: MallSkuOption[] = [];

const valuesOf = (order: OrderDetail | null): Values | undefined =>
  order
    ? {
        customer_id: order.customer_id,
        lines: order.lines.map((l) => ({
          key: newLineKey(),
          sku_id: l.sku_id,
          quantity: l.quantity,
          unit_price: yuan(l.unit_price_fen),
          discount: yuan(l.discount_fen),
        })),
        shipping: yuan(order.shipping_fen),
        remark: order.remark,
      }
    : undefined;

/**
 * Create an order for a customer, or change one waiting for approval: lines picked from the on-shelf SKUs,
 * shipping and remark, totals computed live as typed (the server computes them again and keeps its own).
 * A refused save keeps the drawer open as typed; one refused because someone else saved the order meanwhile
 * offers 刷新, which shows their change.
 */
export function OrderFormDrawer({ order: given, open, onOpenChange, onSaved }: OrderFormDrawerProps) {
  const { t } = useTranslation('orders');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useOrderAddMutation();
  const [update] = useOrderUpdateMutation();
  const [loadDetail] = useLazyOrderDetailQuery();
  const fetchById = useCallback(
    async (id: number) => (await loadDetail({ body: { id } }).unwrap()).data,
    [loadDetail],
  );
  const {
    record: order,
    stale,
    reloading,
    generation,
    onConflict,
    reload,
  } = useRecordReload(given, fetchById);
  const onShelf = useMallSkuOptionsQuery({ body: {} }, { skip: !open }).data?.data ?? NO_SKUS;
  const skus = useMemo(() => withOrderedSkus(onShelf, order), [onShelf, order]);
  const initial = useMemo(() => valuesOf(order) ?? { lines: [{ key: newLineKey(), quantity: 1 }] }, [order]);

  const save = async (values: Values) => {
    const body = {
      customer_id: values.customer_id,
      lines: values.lines.map((l) => ({
        sku_id: l.sku_id!,
        quantity: l.quantity!,
        unit_price_fen: yuanToFen(l.unit_price)!,
        discount_fen: yuanToFen(l.discount ?? 0) ?? 0,
      })),
      shipping_fen: yuanToFen(values.shipping ?? 0) ?? 0,
      remark: values.remark?.trim() ?? '',
    };
    const saved = order ? update({ body: { ...body, id: order.id, version: order.version } }) : add({ body });
    const success = t(order ? 'form.saved' : 'form.added');
    const result = await submit(formRef.current, saved, { success, onConflict });
    if (!result || !result.data) return false;
    onOpenChange(false);
    onSaved(result.data.data);
    return true;
  };

  return (
    <DrawerForm<Values>
      // 刷新 makes a new form over the order as saved by the other person
      key={generation}
      title={t(order ? 'form.editTitle' : 'form.title')}
      open={open}
      formRef={formRef}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 1000 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={initial}
      onFinish={save}
    >
      {stale && <VersionConflictAlert onReload={() => void reload()} reloading={reloading} />}
      <ProFormItem
        name="customer_id"
        label={t('field.customer')}
        rules={[{ required: true, message: t('form.customerRequired') }]}
      >
        <CustomerPicker
          current={
            order ? { id: order.customer_id, name: order.customer_name, phone: order.phone } : undefined
          }
        />
      </ProFormItem>
      <ProFormItem label={t('form.lines')} required>
        <OrderLinesEditor skus={skus} initialKeys={initial.lines.map((l) => l.key)} />
      </ProFormItem>
      <ProFormDigit
        name="shipping"
        label={t('form.shipping')}
        width="sm"
        min={0}
        fieldProps={{ precision: 2 }}
      />
      <Totals />
      <ProFormTextArea
        name="remark"
        label={t('form.remark')}
        fieldProps={{ showCount: true, maxLength: ordersLimits.orderAdd.remark.maxLength }}
        rules={limitRules(ordersLimits.orderAdd.remark, { max: (n) => t('form.remarkMax', { n }) })}
      />
    </DrawerForm>
  );
}

/** goods − discount + shipping = total, in fen, as the form stands. */
function Totals() {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance<Values>();
  const lines = (Form.useWatch('lines', form) ?? []) as LineValues[];
  const shipping = Form.useWatch('shipping', form);
  const totals = orderTotals(lines.map(lineFen), yuanToFen(shipping ?? 0) ?? 0);
  return (
    <Alert
      type="info"
      role="status"
      style={{ marginBottom: 16 }}
      title={t('form.totals', {
        goods: formatFen(totals.goods_fen),
        discount: formatFen(totals.discount_fen),
        shipping: formatFen(totals.shipping_fen),
        total: formatFen(totals.total_fen),
      })}
    />
  );
}
