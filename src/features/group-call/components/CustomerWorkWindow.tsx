import { useRef } from 'react';
import { Typography, type FormInstance } from 'antd';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { callcenterLimits } from '@/api/generated/callcenter.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { formatDuration } from '@/lib/time-format';
import { useCallTaskAddCustomerMutation, useCrmNodeListQuery } from '../api';
import type { GroupCallRecord } from '../types';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

interface WorkValues {
  name: string;
  concact_man: string;
  phone: string;
  focus?: string;
  remark?: string;
  node_id?: number;
  next_follow_at?: string;
}

interface Props extends FormDialogProps {
  /** The unsaved record being worked on. */
  record: GroupCallRecord | null;
}

const limits = callcenterLimits.callTaskAddCustomer;

const trimmed = (v?: string | null) => (v ?? '').trim();

/** The optional fields that have a value: the platform gets only what the user filled in (GROUP-22). */
function filledOptionals(values: WorkValues) {
  const out: Partial<Pick<WorkValues, 'focus' | 'remark' | 'node_id' | 'next_follow_at'>> = {};
  if (trimmed(values.focus)) out.focus = trimmed(values.focus);
  if (trimmed(values.remark)) out.remark = trimmed(values.remark);
  if (values.node_id != null) out.node_id = values.node_id;
  if (values.next_follow_at) out.next_follow_at = values.next_follow_at;
  return out;
}

/** GROUP-20..32: the customer work window (`groupCall` form title) saves a group-call record as a customer; a refused save keeps what was typed. */
export function CustomerWorkWindow({ record, ...dialog }: Props) {
  const { t } = useTranslation('groupCall');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [addCustomer] = useCallTaskAddCustomerMutation();
  const nodes = useCrmNodeListQuery(undefined, { skip: !record }).data?.data ?? [];

  const save = async (values: WorkValues) => {
    if (!record) return false;
    const save = addCustomer({
      body: {
        record_log_id: record.record_log_id,
        name: trimmed(values.name),
        concact_man: trimmed(values.concact_man),
        phone: record.phone,
        ...filledOptionals(values),
      },
    });
    return !!(await submit(formRef.current, save, { success: t('window.saved') }));
  };

  const over = (key: 'nameMax' | 'concactManMax' | 'phoneMax' | 'focusMax' | 'remarkMax') => (n: number) =>
    t(`window.${key}`, { n });

  return (
    <ModalForm<WorkValues>
      title={t('window.title')}
      {...dialog}
      width={DIALOG_WIDTH.window}
      formRef={formRef}
      layout="horizontal"
      labelCol={{ span: 5 }}
      modalProps={{ destroyOnHidden: true, mask: { closable: false } }}
      initialValues={
        record
          ? {
              name: record.name,
              concact_man: record.concact_man,
              phone: record.phone,
              focus: record.focus ?? undefined,
              remark: record.remark ?? undefined,
              node_id: record.node_id ?? undefined,
              next_follow_at: record.next_follow_at ?? undefined,
            }
          : undefined
      }
      onFinish={save}
    >
      {record && (
        <Typography.Paragraph type="secondary">
          {t('window.callInfo', { duration: formatDuration(record.duration) })}
        </Typography.Paragraph>
      )}
      <ProFormText
        name="name"
        label={t('window.name')}
        fieldProps={{ count: { show: true, max: limits.name.maxLength } }}
        rules={limitRules(limits.name, { required: t('window.nameRequired'), max: over('nameMax') })}
      />
      <ProFormText
        name="concact_man"
        label={t('window.concactMan')}
        fieldProps={{ count: { show: true, max: limits.concact_man.maxLength } }}
        rules={limitRules(limits.concact_man, {
          required: t('window.concactManRequired'),
          max: over('concactManMax'),
        })}
      />
      <ProFormText
        name="phone"
        label={t('window.phone')}
        fieldProps={{ readOnly: true, variant: 'filled' }}
        rules={limitRules(limits.phone, { required: t('window.phoneRequired'), max: over('phoneMax') })}
      />
      <ProFormSelect
        name="node_id"
        label={t('window.node')}
        options={nodes.map((n) => ({ value: n.id, label: n.name }))}
      />
      <ProFormDateTimePicker
        name="next_follow_at"
        label={t('window.nextFollowAt')}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm:ss', style: { width: '100%' } }}
      />
      <ProFormText
        name="focus"
        label={t('window.focus')}
        fieldProps={{ count: { show: true, max: limits.focus.maxLength } }}
        rules={limitRules(limits.focus, { max: over('focusMax') })}
      />
      <ProFormTextArea
        name="remark"
        label={t('window.remark')}
        fieldProps={{
          count: { show: true, max: limits.remark.maxLength },
          autoSize: { minRows: 3, maxRows: 6 },
        }}
        rules={limitRules(limits.remark, { max: over('remarkMax') })}
      />
    </ModalForm>
  );
}
