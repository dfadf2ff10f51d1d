import { ProFormDependency, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { callcenterLimits } from '@/api/generated/callcenter.limits.gen';
import { DialTaskModal, type DialTaskValues } from '@/components/dial-task';
import type { FormDialogProps } from '@/components/form-dialog';
import {
  useCallQueueListQuery,
  useCallTaskAddMutation,
  useCallTaskImportMutation,
  useCallTaskUpdateMutation,
  useStaffOptionsQuery,
  type CallTask,
} from '../api';

interface Values extends DialTaskValues {
  assign: 'queue' | 'staff';
  queue_id?: number;
  staff_ids?: number[];
}

const valuesOf = (task: CallTask): Partial<Values> => ({
  name: task.name,
  assign: task.queue_id != null ? 'queue' : 'staff',
  queue_id: task.queue_id ?? undefined,
  staff_ids: task.staff_ids,
  windows: task.windows,
  concurrency: task.concurrency,
  retry_times: task.retry_times,
  retry_interval: task.retry_interval,
  retry_on: task.retry_on,
});

/**
 * A call task: a dialling task (DialTaskModal) whose calls go to a queue's agents or to named agents. Editing
 * (a task not yet started, or paused) changes all but the numbers.
 */
export function TaskModal({ task, ...dialog }: FormDialogProps & { task: CallTask | null }) {
  const { t } = useTranslation('callcenterOps');
  const [add] = useCallTaskAddMutation();
  const [importNumbers] = useCallTaskImportMutation();
  const [update] = useCallTaskUpdateMutation();
  const queues =
    useCallQueueListQuery(dialog.open ? { body: { limit: 100 } } : skipToken).data?.data.data ?? [];
  const staff = useStaffOptionsQuery(dialog.open ? { body: {} } : skipToken).data?.data ?? [];

  return (
    <DialTaskModal<Values, { queue_id?: number; staff_ids?: number[] }>
      {...dialog}
      formName="task"
      width={640}
      limits={callcenterLimits.callTaskAdd}
      sources={{ filter: t('task.sources.filter'), import: t('task.sources.import') }}
      initialValues={{ assign: 'queue' }}
      settingsOf={({ assign, queue_id, staff_ids }) => (assign === 'queue' ? { queue_id } : { staff_ids })}
      add={add}
      importNumbers={importNumbers}
      edit={
        task
          ? {
              title: t('task.editTitle'),
              notice: t('task.editHint'),
              values: valuesOf(task),
              save: (settings) => update({ body: { ...settings, id: task.id } }),
              success: t('task.saved'),
            }
          : undefined
      }
      afterNumbers={
        <>
          <ProFormRadio.Group
            name="assign"
            label={t('task.assignTo')}
            options={[
              { value: 'queue', label: t('task.assignQueue') },
              { value: 'staff', label: t('task.assignStaff') },
            ]}
          />
          <ProFormDependency name={['assign']}>
            {({ assign }: Partial<Values>) =>
              assign === 'staff' ? (
                <ProFormSelect
                  name="staff_ids"
                  label={t('task.staff')}
                  mode="multiple"
                  options={staff.map((s) => ({ value: s.id, label: s.name }))}
                  rules={[{ required: true, message: t('task.staffRequired') }]}
                  fieldProps={{ showSearch: true, optionFilterProp: 'label', 'aria-label': t('task.staff') }}
                />
              ) : (
                <ProFormSelect
                  name="queue_id"
                  label={t('task.queue')}
                  options={queues.map((q) => ({ value: q.id, label: q.name }))}
                  rules={[{ required: true, message: t('task.queueRequired') }]}
                  fieldProps={{ 'aria-label': t('task.queue') }}
                />
              )
            }
          </ProFormDependency>
        </>
      }
    />
  );
}
