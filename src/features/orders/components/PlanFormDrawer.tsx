import { useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Form, InputNumber, Space, Typography, type FormInstance } from 'antd';
import { DrawerForm, EditableProTable, ProFormItem, type ProColumns } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { yuan, formatFen } from '@/domain/money';
import { useOrderPlanAddMutation, useOrderPlanSaveMutation, type PlanDetail } from '../plan-api';
import { MAX_INSTALMENTS, dayText, splitEvenly } from '../plan-money';
import {
  amountFen,
  fenToPercent,
  firstRowFault,
  newInstalmentKey,
  percentToFen,
  type InstalmentValues,
} from './instalment-values';

interface Values {
  instalments: InstalmentValues[];
}

interface PlanFormDrawerProps extends FormDialogProps {
  /** The order's plan as it stands (no instalments: a new plan). */
  plan: PlanDetail;
}

const rowsOf = (plan: PlanDetail): InstalmentValues[] =>
  plan.instalments.map((i) => ({
    key: newInstalmentKey(),
    id: i.id,
    due_date: i.due_date,
    amount: yuan(i.amount_fen),
    percent: fenToPercent(i.amount_fen, plan.order.total_fen),
    remark: i.remark,
    received_fen: i.received_fen,
  }));

/**
 * An order's payment plan edited in place: due dates and amounts in yuan, split evenly by month in one click.
 * Under the table the sum against the order's total, live; the save waits until they are equal to the fen
 * (the server refuses otherwise with the same words). Instalments with money received stay, not below it.
 */
export function PlanFormDrawer({ plan, open, onOpenChange }: PlanFormDrawerProps) {
  const { t } = useTranslation('payments');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useOrderPlanAddMutation();
  const [save] = useOrderPlanSaveMutation();
  const isNew = plan.instalments.length === 0;
  const initial = useMemo(() => ({ instalments: rowsOf(plan) }), [plan]);
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(() => initial.instalments.map((r) => r.key));
  const total = plan.order.total_fen;

  const finish = async ({ instalments }: Values) => {
    const body = {
      order_id: plan.order.order_id,
      instalments: instalments.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        due_date: dayText(r.due_date),
        amount_fen: amountFen(r),
        remark: r.remark?.trim() ?? '',
      })),
    };
    const result = await submit(formRef.current, (isNew ? add : save)({ body }), {
      success: t('form.saved'),
    });
    if (!result) return false;
    onOpenChange(false);
    return true;
  };

  const split = (count: number, first: Dayjs) => {
    const rows = splitEvenly(total, count, first).map((p) => ({
      key: newInstalmentKey(),
      due_date: p.due_date,
      amount: yuan(p.amount_fen),
      percent: fenToPercent(p.amount_fen, total),
    }));
    formRef.current?.setFieldValue('instalments', rows);
    setEditableKeys(rows.map((r) => r.key));
  };

  const columns = useMemo(
    (): ProColumns<InstalmentValues>[] => [
      {
        title: t('instalment.seq'),
        dataIndex: 'seq',
        editable: false,
        width: 64,
        render: (_d, _r, index) => t('instalment.seqName', { seq: index + 1 }),
      },
      {
        title: t('form.dueDate'),
        dataIndex: 'due_date',
        valueType: 'date',
        width: 140,
        fieldProps: { 'aria-label': t('form.dueDate'), format: 'YYYY-MM-DD' },
        formItemProps: { rules: [{ required: true, message: t('form.dueDateRequired') }] },
      },
      {
        title: t('form.amount'),
        dataIndex: 'amount',
        valueType: 'digit',
        width: 120,
        fieldProps: (form, { rowIndex }) => ({
          min: 0,
          precision: 2,
          'aria-label': t('form.amount'),
          // the share follows the amount typed
          onChange: (amount: number | string | null) =>
            form.setFieldValue(
              ['instalments', rowIndex, 'percent'],
              fenToPercent(amountFen({ key: '', amount: amount ?? '' }), total),
            ),
        }),
        formItemProps: { rules: [{ required: true, message: t('form.amountRequired') }] },
      },
      {
        title: t('form.percent'),
        dataIndex: 'percent',
        valueType: 'digit',
        width: 96,
        fieldProps: (form, { rowIndex }) => ({
          min: 0,
          max: 100,
          precision: 2,
          'aria-label': t('form.percent'),
          // a share typed gives the amount, to the nearest fen; the sum below says what is left to place
          onChange: (percent: number | null) =>
            percent != null &&
            form.setFieldValue(['instalments', rowIndex, 'amount'], yuan(percentToFen(total, percent))),
        }),
      },
      {
        title: t('instalment.received'),
        dataIndex: 'received_fen',
        editable: false,
        width: 100,
        render: (_d, r) => formatFen(r.received_fen ?? 0),
      },
      {
        title: t('form.remark'),
        dataIndex: 'remark',
        fieldProps: { maxLength: 50, 'aria-label': t('form.remark') },
      },
      { title: '', valueType: 'option', width: 64 },
    ],
    [t, total],
  );

  const validate = async (_r: unknown, rows?: InstalmentValues[]) => {
    if (!rows?.length) throw new Error(t('form.required'));
    if (rows.length > MAX_INSTALMENTS) throw new Error(t('form.tooMany', { n: MAX_INSTALMENTS }));
    const fault = firstRowFault(rows);
    if (fault) throw new Error(t('form.rowFault', { row: fault.row, fault: t(fault.key) }));
    for (const i of plan.instalments.filter((i) => i.received_fen > 0)) {
      const kept = rows.find((r) => r.id === i.id);
      if (!kept) throw new Error(t('form.keepReceived', { seq: i.seq }));
      if (amountFen(kept) < i.received_fen)
        throw new Error(t('form.belowReceived', { seq: i.seq, received: yuan(i.received_fen) }));
    }
    const diff = rows.reduce((sum, r) => sum + amountFen(r), 0) - total;
    if (diff !== 0) throw new Error(differenceText(t, diff));
  };

  return (
    <DrawerForm<Values>
      title={t(isNew ? 'form.title' : 'form.editTitle')}
      open={open}
      formRef={formRef}
      drawerProps={{ destroyOnHidden: true, onClose: () => onOpenChange(false), size: 900 }}
      onOpenChange={(next) => !next && onOpenChange(false)}
      initialValues={initial}
      onFinish={finish}
    >
      <Typography.Paragraph>
        {t('form.order', {
          no: plan.order.order_no,
          customer: plan.order.customer_name,
          total: formatFen(total),
        })}
      </Typography.Paragraph>
      <SplitBar onSplit={split} />
      <ProFormItem>
        <EditableProTable<InstalmentValues>
          name="instalments"
          rowKey="key"
          columns={columns}
          formItemProps={{ rules: [{ validator: validate }] }}
          recordCreatorProps={{
            position: 'bottom',
            record: () => ({ key: newInstalmentKey() }),
            creatorButtonText: t('form.addInstalment'),
          }}
          editable={{
            type: 'multiple',
            editableKeys,
            onChange: setEditableKeys,
            actionRender: (_row, _config, dom) => [dom.delete],
            deleteText: t('form.remove'),
          }}
          maxLength={MAX_INSTALMENTS}
          // fixed columns in the drawer's width, the remark taking what is left: EditableProTable's max-content width
          // pushed the delete column past the drawer's edge at 1280 px and cut the remark's placeholder to 请…
          tableLayout="fixed"
          scroll={{ x: '100%' }}
        />
      </ProFormItem>
      <PlanSum total={total} />
    </DrawerForm>
  );
}

type T = ReturnType<typeof useTranslation<'payments'>>['t'];
const differenceText = (t: T, diff: number) =>
  t(diff < 0 ? 'form.less' : 'form.more', { yuan: yuan(Math.abs(diff)) });

/** Split the order's total evenly: how many instalments, from which day, monthly. */
function SplitBar({ onSplit }: { onSplit(count: number, first: Dayjs): void }) {
  const { t } = useTranslation('payments');
  const [count, setCount] = useState<number | null>(3);
  const [first, setFirst] = useState<Dayjs | null>(() => dayjs());
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Typography.Text>{t('form.splitCount')}</Typography.Text>
      <InputNumber
        aria-label={t('form.splitCount')}
        min={1}
        max={MAX_INSTALMENTS}
        precision={0}
        value={count}
        onChange={setCount}
      />
      <DatePicker aria-label={t('form.splitFrom')} value={first} onChange={setFirst} allowClear={false} />
      <Button disabled={!count || !first} onClick={() => count && first && onSplit(count, first)}>
        {t('form.split')}
      </Button>
      <Typography.Text type="secondary">{t('form.splitHint')}</Typography.Text>
    </Space>
  );
}

/** The sum, the order total and their difference as the rows stand, and in words by how much they differ. */
function PlanSum({ total }: { total: number }) {
  const { t } = useTranslation('payments');
  const form = Form.useFormInstance<Values>();
  const rows = (Form.useWatch('instalments', form) ?? []) as InstalmentValues[];
  const sum = rows.reduce((s, r) => s + amountFen(r), 0);
  const diff = sum - total;
  return (
    <Alert
      role="status"
      type={diff === 0 ? 'success' : 'warning'}
      title={
        <Space size="large" wrap>
          <span>{t('form.sum', { sum: formatFen(sum) })}</span>
          <span>{t('form.orderTotal', { total: formatFen(total) })}</span>
          <span>{t('form.difference', { diff: formatFen(diff) })}</span>
          <Typography.Text strong type={diff === 0 ? 'success' : 'danger'}>
            {diff === 0 ? t('form.balanced') : differenceText(t, diff)}
          </Typography.Text>
        </Space>
      }
    />
  );
}
