import { useState } from 'react';
import { Alert, App, Button, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import {
  useCustomerLabelListQuery,
  useRobotCallRecordHandleMutation,
  useStaffOptionsQuery,
  type RobotCallRecord,
} from './api';

/**
 * Add the called number to the CRM (with a label) or give it to an agent, in one action (unless the task's
 * intent action already did it). A number that is
 * already a customer is named instead; the server refuses it too (it may have become one meanwhile).
 */
export function CallHandOff({ record }: { record: RobotCallRecord }) {
  const { t } = useTranslation('robotTasks');
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const [labelId, setLabelId] = useState<number>();
  const [staffId, setStaffId] = useState<number>();
  const [handle, { isLoading }] = useRobotCallRecordHandleMutation();
  const labels = useCustomerLabelListQuery().data?.data ?? [];
  const staff = useStaffOptionsQuery({ body: {} }).data?.data ?? [];

  if (record.handled)
    return (
      <Space size={4} wrap>
        <Tag color="green">
          {record.handled === 'crm'
            ? t('record.handleds.crm')
            : t('record.handleds.agent', { name: record.handled_by ?? '' })}
        </Tag>
        {record.handled_auto && (
          <Typography.Text type="secondary">
            {t('record.autoHandled', { level: record.computed_level })}
          </Typography.Text>
        )}
      </Space>
    );
  if (record.customer_id != null)
    return <Alert type="info" showIcon title={t('record.alreadyCustomer', { name: record.customer_name })} />;

  const run = async (body: { action: 'crm' | 'agent'; label_id?: number; staff_id?: number }) => {
    await feedback(handle({ body: { id: record.id, ...body } }), { success: (data) => data.msg });
  };
  return (
    <Space orientation="vertical">
      <Space wrap>
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('record.label')}
          aria-label={t('record.label')}
          value={labelId}
          onChange={setLabelId}
          options={labels.map((l) => ({ value: l.id, label: l.name }))}
        />
        <Button loading={isLoading} onClick={() => void run({ action: 'crm', label_id: labelId })}>
          {t('record.addToCrm')}
        </Button>
      </Space>
      <Space wrap>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 180 }}
          placeholder={t('record.staff')}
          aria-label={t('record.staff')}
          value={staffId}
          onChange={setStaffId}
          options={staff.map((s) => ({ value: s.id, label: s.name }))}
        />
        <Button
          loading={isLoading}
          onClick={() =>
            staffId == null
              ? void message.warning(t('record.staffRequired'))
              : void run({ action: 'agent', staff_id: staffId })
          }
        >
          {t('record.assign')}
        </Button>
      </Space>
    </Space>
  );
}
