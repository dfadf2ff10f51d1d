import { useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import {
  ModalForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { feesLimits } from '@/api/generated/fees.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useDepartmentTreeQuery,
  useFeeAllotUpdateMutation,
  useStaffOptionsQuery,
  type Department,
  type FeeAllot,
  type FeeSummary,
} from '../api';
import { yuan, yuanToFen } from '@/domain/money';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

type TargetType = FeeAllot['target_type'];
type Resource = FeeAllot['resource'];

interface Values {
  target_type: TargetType;
  target_id?: number;
  resource: Resource;
  /** as typed: yuan for balance, whole minutes for minutes */
  amount: string;
  remark?: string;
}

interface AllotModalProps extends FormDialogProps {
  /** the allotment being adjusted; null allots to a new target */
  allot: FeeAllot | null;
  /** the account: what is left to allot, and the outbound rate a minute reserves */
  summary: FeeSummary | undefined;
}

const LIMITS = feesLimits.feeAllotUpdate;
const MINUTES_TEXT = /^\d+$/;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const treeOption = (d: Department): TreeOption => ({
  value: d.id,
  title: d.name,
  children: d.all_childs.map(treeOption),
});

/** The amount typed in the form as the contract's: fen for balance, minutes for minutes; null if unreadable. */
const amountOf = (resource: Resource, text: string) =>
  resource === 'balance' ? yuanToFen(text) : MINUTES_TEXT.test(text.trim()) ? Number(text.trim()) : null;

/** Allots (or adjusts) a department's or staff member's part of the balance, in yuan or outbound minutes. */
export function AllotModal({ allot, summary, ...dialog }: AllotModalProps) {
  const { t } = useTranslation('expense');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [update] = useFeeAllotUpdateMutation();
  const root = useDepartmentTreeQuery().data?.data;
  const staff = useStaffOptionsQuery({ body: {} }).data?.data;
  const departments = useMemo(() => (root ? [treeOption(root)] : []), [root]);
  const staffOptions = useMemo(() => (staff ?? []).map((s) => ({ value: s.id, label: s.name })), [staff]);

  const initialValues: Values = allot
    ? {
        target_type: allot.target_type,
        target_id: allot.target_id,
        resource: allot.resource,
        amount: allot.resource === 'balance' ? yuan(allot.amount) : String(allot.amount),
        remark: allot.remark,
      }
    : { target_type: 'department', resource: 'balance', amount: '' };

  const outRate = summary?.call_minutes.find((m) => m.kind === 'out')?.rate ?? 0;

  const amountRule = (resource: Resource) => ({
    validator: async (_rule: unknown, text: string | undefined) => {
      if (!text?.trim()) return;
      const amount = amountOf(resource, text);
      if (amount === null)
        throw new Error(t(resource === 'balance' ? 'allot.yuanInvalid' : 'allot.minutesInvalid'));
      if (amount > LIMITS.amount.maximum) throw new Error(t('allot.amountMax'));
    },
  });

  return (
    <ModalForm<Values>
      name="fee-allot"
      title={t(allot ? 'allot.adjustTitle' : 'allot.dialogTitle')}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ target_type, target_id, resource, amount, remark }) => {
        const value = amountOf(resource, amount);
        if (target_id === undefined || value === null) return false;
        const save = update({
          body: { target_type, target_id, resource, amount: value, remark: remark?.trim() ?? '' },
        });
        const saved = await submit(formRef.current, save, {
          success: t(value === 0 ? 'allot.takenBack' : 'allot.saved'),
        });
        return !!saved;
      }}
    >
      <ProFormRadio.Group
        name="target_type"
        label={t('allot.targetType')}
        disabled={!!allot}
        options={(['department', 'staff'] as const).map((v) => ({
          value: v,
          label: t(`allot.targetTypes.${v}`),
        }))}
        fieldProps={{ onChange: () => formRef.current?.setFieldValue('target_id', undefined) }}
      />
      <ProFormDependency name={['target_type']}>
        {({ target_type }: { target_type?: TargetType }) =>
          target_type === 'staff' ? (
            <ProFormSelect
              name="target_id"
              label={t('allot.targetTypes.staff')}
              placeholder={t('allot.staffPlaceholder')}
              disabled={!!allot}
              options={staffOptions}
              showSearch
              rules={[{ required: true, message: t('allot.targetRequired') }]}
            />
          ) : (
            <ProFormTreeSelect
              name="target_id"
              label={t('allot.targetTypes.department')}
              placeholder={t('allot.departmentPlaceholder')}
              disabled={!!allot}
              fieldProps={{
                treeData: departments,
                treeDefaultExpandAll: true,
                showSearch: true,
                treeNodeFilterProp: 'title',
              }}
              rules={[{ required: true, message: t('allot.targetRequired') }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormRadio.Group
        name="resource"
        label={t('allot.resource')}
        options={(['balance', 'minutes'] as const).map((v) => ({
          value: v,
          label: t(`allot.resources.${v}`),
        }))}
        fieldProps={{
          onChange: () => void formRef.current?.validateFields(['amount']).catch(() => undefined),
        }}
      />
      <ProFormDependency name={['resource']}>
        {({ resource = 'balance' }: { resource?: Resource }) => (
          <ProFormText
            name="amount"
            label={t(resource === 'balance' ? 'allot.amountYuan' : 'allot.amountMinutes')}
            extra={
              resource === 'balance'
                ? t('allot.amountHint', { amount: yuan(summary?.unallotted ?? 0) })
                : t('allot.minutesHint', { price: yuan(outRate) })
            }
            rules={[{ required: true, message: t('allot.amountRequired') }, amountRule(resource)]}
          />
        )}
      </ProFormDependency>
      <ProFormTextArea
        name="remark"
        label={t('allot.remark')}
        fieldProps={{ maxLength: LIMITS.remark.maxLength, showCount: true }}
        rules={limitRules(LIMITS.remark, { max: (n) => t('allot.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
