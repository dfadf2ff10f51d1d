import { useRef, useState } from 'react';
import { App, Button, Form, List, Typography, Upload, type FormInstance, type UploadFile } from 'antd';
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
import { robotLimits } from '@/api/generated/robot.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { readNumberFile, DEFAULT_WINDOWS, DiallingFields } from '@/features/callcenter-ops';
import {
  useCrmNodeListQuery,
  useCustomerLabelListQuery,
  useRobotTaskAddMutation,
  useRobotTaskCallersQuery,
  useRobotTaskImportMutation,
  useStaffOptionsQuery,
  type RobotLevelAction,
} from './api';
import { LevelActionFields } from './LevelActionFields';

const limits = robotLimits.robotTaskAdd;

interface Values {
  name: string;
  sc_id: number;
  caller: string;
  source: 'filter' | 'import';
  windows: string[];
  concurrency: number;
  retry_times: number;
  retry_interval: number;
  retry_on: ('busy' | 'no_answer')[];
  actions?: Record<string, { label_id?: number; staff_id?: number }>;
  keyword?: string;
  node_id?: number;
  label_ids?: number[];
  owner_id?: number;
  /** the Upload's slot in the form: where a file's problem is shown (the file itself is kept in state) */
  file?: unknown;
}

const levelActionsOf = (actions: Values['actions']): RobotLevelAction[] =>
  Object.entries(actions ?? {})
    .filter(([, a]) => a?.label_id != null || a?.staff_id != null)
    .map(([level, a]) => ({ level, label_id: a.label_id ?? null, staff_id: a.staff_id ?? null }));

/**
 * A new robot calling task: an approved script, a caller line, its numbers (CRM customers of a filter, or a
 * file's numbers with a report of the rows refused), when and how it dials, and what each intent level leads to.
 */
export function RobotTaskModal(dialog: FormDialogProps) {
  const { t } = useTranslation('robotTasks');
  const { message, modal } = App.useApp();
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [file, setFile] = useState<File>();
  const [add] = useRobotTaskAddMutation();
  const [importNumbers] = useRobotTaskImportMutation();
  const when = dialog.open ? undefined : skipToken;
  const choices = useRobotTaskCallersQuery(when).data?.data;
  const staff = useStaffOptionsQuery(dialog.open ? { body: {} } : skipToken).data?.data ?? [];
  const nodes = useCrmNodeListQuery(when).data?.data ?? [];
  const labels = useCustomerLabelListQuery(when).data?.data ?? [];
  const staffOptions = staff.map((s) => ({ value: s.id, label: s.name }));
  const labelOptions = labels.map((l) => ({ value: l.id, label: l.name }));

  const create = async ({
    source,
    actions,
    keyword,
    node_id,
    label_ids,
    owner_id,
    file: _f,
    ...rest
  }: Values) => {
    const settings = { ...rest, name: rest.name.trim(), level_actions: levelActionsOf(actions) };
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
      if (field && field !== 'level_actions')
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

  return (
    <ModalForm<Values>
      name="robotTask"
      title={t('task.add')}
      width={680}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true, afterClose: () => setFile(undefined) }}
      initialValues={{
        source: 'filter',
        windows: DEFAULT_WINDOWS,
        concurrency: 5,
        retry_times: 1,
        retry_interval: 30,
        retry_on: ['busy', 'no_answer'],
      }}
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
      <ProFormSelect
        name="sc_id"
        label={t('task.script')}
        options={(choices?.scripts ?? []).map((s) => ({ value: s.id, label: s.name }))}
        rules={[{ required: true, message: t('task.scriptRequired') }]}
        fieldProps={{ 'aria-label': t('task.script') }}
      />
      <ProFormSelect
        name="caller"
        label={t('task.caller')}
        options={(choices?.callers ?? []).map((c) => ({ value: c, label: c }))}
        extra={choices && !choices.callers.length ? t('task.noCallers') : undefined}
        rules={[{ required: true, message: t('task.callerRequired') }]}
        fieldProps={{ 'aria-label': t('task.caller') }}
      />
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
                options={labelOptions}
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
      <DiallingFields limits={limits} />
      <Form.Item label={t('task.levelActions')} extra={t('task.levelActionsHint')}>
        <ProFormDependency name={['sc_id']}>
          {({ sc_id }: Partial<Values>) => (
            <LevelActionFields
              levels={choices?.scripts.find((s) => s.id === sc_id)?.levels ?? []}
              labels={labelOptions}
              staff={staffOptions}
            />
          )}
        </ProFormDependency>
      </Form.Item>
    </ModalForm>
  );
}
