import { useMemo } from 'react';
import {
  ProFormDateRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
} from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/form-dialog';
import { dayRangeOf, presetRange } from '@/lib/day-range';
import {
  useQualityModelListQuery,
  useQualityOptionsQuery,
  useQualityProjectAddMutation,
  useQualityProjectUpdateMutation,
  type QualityModel,
  type QualityProject,
} from '../api';
import { SettingDialog } from './SettingDialog';

interface Values {
  name: string;
  model_id?: number;
  source: 1 | 2;
  staff_ids: number[];
  queue_ids: number[];
  sample_rate: number;
  min_duration: number;
  dates?: [string, string];
  schedule: 'now' | 'daily';
  run_time: string;
  reviewer_ids: number[];
  remark?: string;
}

/** The daily run's choices: every half hour. */
const RUN_TIMES = Array.from({ length: 48 }, (_v, i) => {
  const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

/** A new project inspects the last 30 days' calls to start with. */
const newProjectDates = (): [string, string] => {
  const { start_date, end_date } = presetRange('last30');
  return [start_date, end_date];
};

/** An inspection project: which calls (source, agents or queues, dates, sample), which model, when, who reviews. */
export function ProjectDialog({ project, ...dialog }: FormDialogProps & { project: QualityProject | null }) {
  const { t } = useTranslation('quality');
  const [add] = useQualityProjectAddMutation();
  const [update] = useQualityProjectUpdateMutation();
  const models: QualityModel[] | undefined = useQualityModelListQuery(
    dialog.open ? { body: { page: 1, limit: 100 } } : skipToken,
  ).data?.data.data;
  const options = useQualityOptionsQuery(dialog.open ? undefined : skipToken).data?.data;
  const modelOptions = useMemo(() => (models ?? []).map((m) => ({ value: m.id, label: m.name })), [models]);
  const staffOptions = useMemo(
    () => (options?.staff ?? []).map((s) => ({ value: s.id, label: s.name })),
    [options],
  );
  const queueOptions = useMemo(
    () => (options?.queues ?? []).map((q) => ({ value: q.id, label: q.name })),
    [options],
  );

  const initialValues: Values = project
    ? {
        name: project.name,
        model_id: project.model_id,
        source: project.source,
        staff_ids: project.staff_ids,
        queue_ids: project.queue_ids,
        sample_rate: project.sample_rate,
        min_duration: project.min_duration,
        dates: [project.start_date, project.end_date],
        schedule: project.schedule,
        run_time: project.run_time,
        reviewer_ids: project.reviewer_ids,
        remark: project.remark,
      }
    : {
        name: '',
        source: 1,
        staff_ids: [],
        queue_ids: [],
        sample_rate: 20,
        min_duration: 0,
        dates: newProjectDates(),
        schedule: 'now',
        run_time: '01:00',
        reviewer_ids: [],
      };

  return (
    <SettingDialog<Values>
      {...dialog}
      formName="quality-project"
      title={t(project ? 'project.editTitle' : 'project.addTitle')}
      creating={!project}
      nameLabel={t('project.name')}
      nameRequired={t('project.nameRequired')}
      initialValues={initialValues}
      save={(v) => {
        const [start, end] = v.dates!;
        const body = {
          name: v.name.trim(),
          model_id: v.model_id!,
          source: v.source,
          staff_ids: v.source === 1 ? v.staff_ids : [],
          queue_ids: v.source === 1 ? v.queue_ids : [],
          sample_rate: v.sample_rate,
          min_duration: v.min_duration,
          ...dayRangeOf([dayjs(start), dayjs(end)]),
          schedule: v.schedule,
          run_time: v.run_time,
          reviewer_ids: v.reviewer_ids,
          remark: v.remark ?? '',
        };
        return project ? update({ body: { ...body, id: project.id } }) : add({ body });
      }}
    >
      <ProFormSelect
        name="model_id"
        label={t('project.model')}
        options={modelOptions}
        rules={[{ required: true, message: t('project.modelRequired') }]}
        fieldProps={{ 'aria-label': t('project.model') }}
      />
      <ProFormRadio.Group
        name="source"
        label={t('project.source')}
        options={[
          { value: 1, label: t('project.source1') },
          { value: 2, label: t('project.source2') },
        ]}
      />
      {/* robot calls have no agent and no queue: those filters are for agents' calls */}
      <ProFormDependency name={['source']}>
        {({ source }: Partial<Values>) =>
          source === 1 && (
            <>
              <ProFormSelect
                name="staff_ids"
                label={t('project.staff')}
                mode="multiple"
                placeholder={t('project.staffAll')}
                options={staffOptions}
                fieldProps={{ 'aria-label': t('project.staff'), optionFilterProp: 'label' }}
              />
              <ProFormSelect
                name="queue_ids"
                label={t('project.queues')}
                mode="multiple"
                placeholder={t('project.queuesAll')}
                options={queueOptions}
                fieldProps={{ 'aria-label': t('project.queues') }}
              />
            </>
          )
        }
      </ProFormDependency>
      <ProFormDateRangePicker
        name="dates"
        label={t('project.dates')}
        rules={[{ required: true, message: t('project.datesRequired') }]}
      />
      <ProFormDigit
        name="sample_rate"
        label={t('project.sampleRate')}
        min={1}
        max={100}
        rules={[{ required: true }]}
        fieldProps={{ precision: 0 }}
      />
      <ProFormDigit
        name="min_duration"
        label={t('project.minDuration')}
        min={0}
        max={3600}
        fieldProps={{ precision: 0 }}
      />
      <ProFormRadio.Group
        name="schedule"
        label={t('project.schedule')}
        options={[
          { value: 'now', label: t('project.scheduleNow') },
          { value: 'daily', label: t('project.scheduleDaily') },
        ]}
      />
      <ProFormDependency name={['schedule']}>
        {({ schedule }) =>
          schedule === 'daily' && (
            <ProFormSelect
              name="run_time"
              label={t('project.runTime')}
              options={RUN_TIMES}
              rules={[{ required: true }]}
              fieldProps={{ 'aria-label': t('project.runTime') }}
            />
          )
        }
      </ProFormDependency>
      <ProFormSelect
        name="reviewer_ids"
        label={t('project.reviewers')}
        mode="multiple"
        options={staffOptions}
        rules={[{ required: true, message: t('project.reviewersRequired') }]}
        fieldProps={{ 'aria-label': t('project.reviewers'), optionFilterProp: 'label' }}
      />
    </SettingDialog>
  );
}
