import { useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { callcenterLimits } from '@/api/generated/callcenter.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useCallQueueAddMutation,
  useCallQueueUpdateMutation,
  useStaffOptionsQuery,
  type CallQueue,
} from '../api';

const limits = callcenterLimits.callQueueAdd;
const STRATEGIES = limits.strategy.enum;
const OVERFLOWS = ['none', 'queue', 'voicemail', 'hangup'] as const;

interface Values {
  name: string;
  strategy: CallQueue['strategy'];
  max_wait_time: number;
  overflow: CallQueue['overflow'];
  overflow_queue_id?: number;
  staff_ids: number[];
  remark?: string;
}

interface QueueModalProps extends FormDialogProps {
  queue: CallQueue | null;
  /** Every queue, for the overflow target (never the queue itself). */
  queues: CallQueue[];
}

/** A queue's form: name, strategy, maximum wait and overflow, and its members picked in a searchable multi-select. */
export function QueueModal({ queue, queues, ...dialog }: QueueModalProps) {
  const { t } = useTranslation('callcenterOps');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useCallQueueAddMutation();
  const [update] = useCallQueueUpdateMutation();
  const staff = useStaffOptionsQuery(dialog.open ? { body: {} } : skipToken).data?.data;
  const staffOptions = useMemo(() => (staff ?? []).map((s) => ({ value: s.id, label: s.name })), [staff]);
  const targets = queues.filter((q) => q.id !== queue?.id).map((q) => ({ value: q.id, label: q.name }));

  const initialValues: Partial<Values> = queue
    ? {
        name: queue.name,
        strategy: queue.strategy,
        max_wait_time: queue.max_wait_time,
        overflow: queue.overflow,
        overflow_queue_id: queue.overflow_queue_id ?? undefined,
        staff_ids: queue.staff_ids,
        remark: queue.remark,
      }
    : { strategy: 'longest-idle-agent', max_wait_time: 60, overflow: 'none', staff_ids: [] };

  return (
    <ModalForm<Values>
      name="queue"
      title={t(queue ? 'queue.edit' : 'queue.add')}
      width={720}
      {...dialog}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ overflow_queue_id, ...values }) => {
        const body = {
          ...values,
          name: values.name.trim(),
          ...(values.overflow === 'queue' ? { overflow_queue_id } : {}),
        };
        const save = queue ? update({ body: { ...body, id: queue.id } }) : add({ body });
        return !!(await submit(formRef.current, save, {
          success: t(queue ? 'queue.saved' : 'queue.added'),
          duplicateField: 'name',
        }));
      }}
    >
      <ProFormText
        name="name"
        label={t('queue.name')}
        placeholder={t('queue.namePlaceholder')}
        fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
        rules={limitRules(limits.name, {
          required: t('queue.nameRequired'),
          max: (n) => t('queue.nameMax', { n }),
        })}
      />
      <ProFormSelect
        name="strategy"
        label={t('queue.strategy')}
        options={STRATEGIES.map((s) => ({ value: s, label: t(`queue.strategies.${s}`) }))}
        rules={[{ required: true, message: t('queue.strategyRequired') }]}
        fieldProps={{ 'aria-label': t('queue.strategy') }}
      />
      <ProFormDigit
        name="max_wait_time"
        label={t('queue.maxWait')}
        extra={t('queue.maxWaitHint')}
        min={limits.max_wait_time.minimum}
        max={limits.max_wait_time.maximum}
        fieldProps={{ precision: 0 }}
      />
      <ProFormSelect
        name="overflow"
        label={t('queue.overflow')}
        options={OVERFLOWS.map((o) => ({ value: o, label: t(`queue.overflows.${o}`) }))}
        fieldProps={{ 'aria-label': t('queue.overflow') }}
      />
      <ProFormDependency name={['overflow']}>
        {({ overflow }: Partial<Values>) =>
          overflow === 'queue' && (
            <ProFormSelect
              name="overflow_queue_id"
              label={t('queue.overflowQueue')}
              options={targets}
              rules={[{ required: true, message: t('queue.overflowQueueRequired') }]}
              fieldProps={{ 'aria-label': t('queue.overflowQueue') }}
            />
          )
        }
      </ProFormDependency>
      {/* a multi-select, not antd's Transfer: the Transfer's checkboxes have no accessible name */}
      <ProFormSelect
        name="staff_ids"
        label={t('queue.members')}
        mode="multiple"
        options={staffOptions}
        placeholder={t('queue.searchStaff')}
        fieldProps={{ 'aria-label': t('queue.members'), optionFilterProp: 'label', showSearch: true }}
      />
      <ProFormTextArea
        name="remark"
        label={t('queue.remark')}
        fieldProps={{ maxLength: limits.remark.maxLength, showCount: true }}
        rules={limitRules(limits.remark, { max: (n) => t('queue.remarkMax', { n }) })}
      />
    </ModalForm>
  );
}
