import { useRef, useState } from 'react';
import { Alert, App, Button, Form, List, Typography, Upload, type FormInstance, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { callcenterLimits } from '@/api/generated/callcenter.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import {
  useCallQueueListQuery,
  useCallTaskAddMutation,
  useCallTaskImportMutation,
  useCallTaskUpdateMutation,
  useCrmNodeListQuery,
  useCustomerLabelListQuery,
  useStaffOptionsQuery,
  type CallTask,
} from '../api';
import { readNumberFile } from '../number-file';
import { DEFAULT_WINDOWS, DiallingFields } from './DiallingFields';

const limits = callcenterLimits.callTaskAdd;

interface Values {
  name: string;
  source: 'filter' | 'import';
  assign: 'queue' | 'staff';
  queue_id?: number;
  staff_ids?: number[];
  windows: string[];
  concurrency: number;
  retry_times: number;
  retry_interval: number;
  retry_on: ('busy' | 'no_answer')[];
  keyword?: string;
  node_id?: number;
  label_ids?: number[];
  owner_id?: number;
  /** the Upload's slot in the form: where a file's problem is shown (the file itself is kept in state) */
  file?: unknown;
}

const initialValuesOf = (task: CallTask | null): Partial<Values> =>
  task
    ? {
        name: task.name,
        assign: task.queue_id != null ? 'queue' : 'staff',
        queue_id: task.queue_id ?? undefined,
        staff_ids: task.staff_ids,
        windows: task.windows,
        concurrency: task.concurrency,
        retry_times: task.retry_times,
        retry_interval: task.retry_interval,
        retry_on: task.retry_on,
      }
    : {
        source: 'filter',
        assign: 'queue',
        windows: DEFAULT_WINDOWS,
        concurrency: 5,
        retry_times: 1,
        retry_interval: 30,
        retry_on: ['busy', 'no_answer'],
      };

/**
 * A new call task: its numbers (the CRM customers of a filter, or a file's numbers with a report of the rows
 * refused), who takes the calls, when it dials and how it redials. Editing (a task not yet started, or
 * paused) changes all but the numbers.
 */
export function TaskModal({ task, ...dialog }: FormDialogProps & { task: CallTask | null }) {
  const { t } = useTranslation('callcenterOps');
  const { message, modal } = App.useApp();
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [file, setFile] = useState<File>();
  const [add] = useCallTaskAddMutation();
  const [importNumbers] = useCallTaskImportMutation();
  const [update] = useCallTaskUpdateMutation();
  const when = dialog.open ? { body: {} } : skipToken;
  const queues =
    useCallQueueListQuery(dialog.open ? { body: { limit: 100 } } : skipToken).data?.data.data ?? [];
  const staff = useStaffOptionsQuery(when).data?.data ?? [];
  const nodes = useCrmNodeListQuery(dialog.open ? undefined : skipToken).data?.data ?? [];
  const labels = useCustomerLabelListQuery(dialog.open ? undefined : skipToken).data?.data ?? [];
  const staffOptions = staff.map((s) => ({ value: s.id, label: s.name }));

  const create = async ({
    source,
    assign,
    queue_id,
    staff_ids,
    keyword,
    node_id,
    label_ids,
    owner_id,
    ...rest
  }: Values) => {
    const settings = {
      ...rest,
      name: rest.name.trim(),
      ...(assign === 'queue' ? { queue_id } : { staff_ids }),
    };
    if (task)
      return !!(await submit(formRef.current, update({ body: { ...settings, id: task.id } }), {
        success: t('task.saved'),
        duplicateField: 'name',
      }));
    if (source === 'filter') {
      const body = { ...settings, keyword: keyword?.trim() || undefined, node_id, label_ids, owner_id };
      return !!(await submit(formRef.current, add({ body }), {
        success: t('task.created'),
        duplicateField: 'name',
      }));
    }
    if (!file) {
      formRef.current?.setFields([{ name: 'file', errors: [t('task.fileRequired')] }]);
      return false;
    }
    const read = await readNumberFile(file, {
      phone: t('task.phoneHeaders').split('|'),
      name: t('task.nameHeaders').split('|'),
    });
    if (!read.ok) {
      formRef.current?.setFields([{ name: 'file', errors: [t(`task.${read.reason}`)] }]);
      return false;
    }
    const answer = await importNumbers({ body: { ...settings, rows: read.rows } });
    if ('error' in answer) {
      const error = answer.error as { msg?: string; data?: { errors?: Record<string, string> } } | undefined;
      const field = error?.data?.errors ? Object.keys(error.data.errors)[0] : undefined;
      if (error?.msg) void message.error(error.msg);
      if (field)
        formRef.current?.setFields([
          { name: (field === 'rows' ? 'file' : field) as keyof Values, errors: [error!.msg ?? ''] },
        ]);
      return false;
    }
    const { errors } = answer.data.data;
    void message.success(answer.data.msg);
    if (errors.length)
      modal.warning({
        title: t('task.importErrors'),
        width: 520,
        content: (
          <List
            size="small"
            aria-label={t('task.importErrors')}
            dataSource={errors}
            renderItem={(e) => (
              <List.Item>
                <Typography.Text type="secondary">{t('task.row', { row: e.row })}</Typography.Text>&nbsp;
                {e.msg}
              </List.Item>
            )}
          />
        ),
      });
    setFile(undefined);
    return true;
  };

  // where a new task's numbers come from; an edit keeps the numbers
  const numberSource = (
    <>
      <ProFormRadio.Group
        name="source"
        label={t('task.source')}
        options={(['filter', 'import'] as const).map((s) => ({ value: s, label: t(`task.sources.${s}`) }))}
      />
      <ProFormDependency name={['source']}>
        {({ source }: Partial<Values>) =>
          source === 'import' ? (
            <Form.Item name="file" label={t('task.file')} extra={t('task.fileHint')} required>
              <Upload
                accept=".xlsx,.csv"
                maxCount={1}
                beforeUpload={(f) => {
                  setFile(f);
                  formRef.current?.setFields([{ name: 'file', errors: [] }]);
                  return false;
                }}
                onRemove={() => setFile(undefined)}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done' } as UploadFile] : []}
              >
                <Button icon={<UploadOutlined />}>{t('task.pickFile')}</Button>
              </Upload>
            </Form.Item>
          ) : (
            <>
              <ProFormText
                name="keyword"
                label={t('task.keyword')}
                placeholder={t('task.keywordPlaceholder')}
              />
              <ProFormSelect
                name="node_id"
                label={t('task.node')}
                options={nodes.map((n) => ({ value: n.id, label: n.name }))}
                fieldProps={{ 'aria-label': t('task.node') }}
              />
              <ProFormSelect
                name="label_ids"
                label={t('task.labels')}
                mode="multiple"
                options={labels.map((l) => ({ value: l.id, label: l.name }))}
                fieldProps={{ 'aria-label': t('task.labels') }}
              />
              <ProFormSelect
                name="owner_id"
                label={t('task.owner')}
                options={staffOptions}
                fieldProps={{ showSearch: true, optionFilterProp: 'label', 'aria-label': t('task.owner') }}
              />
            </>
          )
        }
      </ProFormDependency>
    </>
  );

  return (
    <ModalForm<Values>
      name="task"
      title={task ? t('task.editTitle') : t('task.add')}
      width={640}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true, afterClose: () => setFile(undefined) }}
      initialValues={initialValuesOf(task)}
      onFinish={create}
    >
      <ProFormText
        name="name"
        label={t('task.name')}
        placeholder={t('task.namePlaceholder')}
        fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
        rules={limitRules(limits.name, {
          required: t('task.nameRequired'),
          max: (n) => t('task.nameMax', { n }),
        })}
      />
      {task ? (
        <Alert type="info" showIcon title={t('task.editHint')} style={{ marginBottom: 16 }} />
      ) : (
        numberSource
      )}
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
              options={staffOptions}
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
      <DiallingFields limits={limits} />
    </ModalForm>
  );
}
