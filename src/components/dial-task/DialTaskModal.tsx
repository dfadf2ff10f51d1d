import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, List, Typography, type FormInstance } from 'antd';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules, type FieldLimit } from '@/api/field-limits';
import type { RowError } from '@/components/import-report';
import {
  useFormSubmit,
  useMutationFeedback,
  type FormDialogProps,
  type MutationResult,
} from '@/components/form-dialog';
import { DEFAULT_WINDOWS, DiallingFields, type DiallingLimits } from './DiallingFields';
import { NumberSourceFields, type NumberSource } from './NumberSourceFields';
import { readNumberFile, type NumberRow } from './number-file';

/** The fields every dialling task's form holds; a screen adds its own. */
export interface DialTaskValues {
  name: string;
  source: NumberSource;
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

/** How a task dials, as every kind's request carries it. */
export type DialSettings = Pick<
  DialTaskValues,
  'name' | 'windows' | 'concurrency' | 'retry_times' | 'retry_interval' | 'retry_on'
>;

/** The CRM filter a task's numbers come from. */
type CustomerFilter = Pick<DialTaskValues, 'keyword' | 'node_id' | 'label_ids' | 'owner_id'>;

type ImportAnswer =
  | { data: { msg: string; data: { errors: RowError[] } }; error?: undefined }
  | { error: unknown; data?: undefined };

export interface DialTaskModalProps<V extends DialTaskValues, S> extends FormDialogProps {
  /** The form's name (its fields' ids). */
  formName: string;
  width: number;
  limits: DiallingLimits & { name: FieldLimit };
  /** The number sources as the screen names them. */
  sources: Record<NumberSource, string>;
  /** A new task's values of the screen's own fields. */
  initialValues?: Partial<V>;
  /** The request's fields from the screen's own form fields (the shared ones are added). */
  settingsOf(values: V): S;
  add(arg: { body: DialSettings & S & CustomerFilter }): Promise<MutationResult>;
  importNumbers(arg: { body: DialSettings & S & { rows: NumberRow[] } }): Promise<ImportAnswer>;
  /** Editing a task: its numbers stay (`notice` says so) and `save` sends the rest. */
  edit?: {
    title: string;
    notice: string;
    values: Partial<V>;
    save(settings: DialSettings & S): Promise<MutationResult>;
    success: string;
  };
  /** The screen's fields after the name (a robot task's script and caller line). */
  afterName?: ReactNode;
  /** After the numbers (who answers an agents' task). */
  afterNumbers?: ReactNode;
  /** After the dialling fields (what a robot task's intent levels lead to). */
  afterDialling?: ReactNode;
}

const NEW_TASK = {
  source: 'filter',
  windows: DEFAULT_WINDOWS,
  concurrency: 5,
  retry_times: 1,
  retry_interval: 30,
  retry_on: ['busy', 'no_answer'],
} satisfies Partial<DialTaskValues>;

/**
 * A dialling task's dialog, for agents' call tasks and robot tasks alike: its name, its numbers (the CRM
 * customers of a filter, or a file's numbers with a report of the rows refused), when it dials and how it
 * redials; the screen adds its own fields and endpoints. Editing changes all but the numbers.
 */
export function DialTaskModal<V extends DialTaskValues, S>({
  formName,
  width,
  limits,
  sources,
  initialValues,
  settingsOf,
  add,
  importNumbers,
  edit,
  afterName,
  afterNumbers,
  afterDialling,
  ...dialog
}: DialTaskModalProps<V, S>) {
  const { t } = useTranslation('dialTask');
  const { modal } = App.useApp();
  const submit = useFormSubmit();
  const feedback = useMutationFeedback();
  const formRef = useRef<FormInstance<V>>(undefined);
  const [file, setFile] = useState<File>();
  // the form's messages, under a field of the shared part or of the screen's
  const form = (): Pick<FormInstance, 'setFields'> | undefined => formRef.current;
  const fileError = (errors: string[]) => form()?.setFields([{ name: 'file', errors }]);

  const importFile = async (settings: DialSettings & S) => {
    if (!file) {
      fileError([t('fileRequired')]);
      return false;
    }
    const read = await readNumberFile(file, {
      phone: t('phoneHeaders').split('|'),
      name: t('nameHeaders').split('|'),
    });
    if (!read.ok) {
      fileError([t(read.reason)]);
      return false;
    }
    // the refused rows come in a success: the report lists them; a refusal of the whole file goes under it
    const outcome = await feedback(importNumbers({ body: { ...settings, rows: read.rows } }), {
      success: (answer) => answer.msg,
    });
    if (!outcome.ok) {
      form()?.setFields(outcome.fieldErrors.map((f) => (f.name[0] === 'rows' ? { ...f, name: 'file' } : f)));
      return false;
    }
    const { errors } = outcome.data.data;
    if (errors.length)
      modal.warning({
        title: t('importErrors'),
        width: 520,
        content: (
          <List
            size="small"
            aria-label={t('importErrors')}
            dataSource={errors}
            renderItem={(e) => (
              <List.Item>
                <Typography.Text type="secondary">{t('row', { row: e.row })}</Typography.Text>&nbsp;
                {e.msg}
              </List.Item>
            )}
          />
        ),
      });
    setFile(undefined);
    return true;
  };

  const finish = async (values: V) => {
    const { name, windows, concurrency, retry_times, retry_interval, retry_on } = values;
    const settings = {
      name: name.trim(),
      windows,
      concurrency,
      retry_times,
      retry_interval,
      retry_on,
      ...settingsOf(values),
    };
    const saved = (save: Promise<MutationResult>, success: string) =>
      submit(form(), save, { success, duplicateField: 'name' }).then(Boolean);
    if (edit) return saved(edit.save(settings), edit.success);
    if (values.source === 'import') return importFile(settings);
    const { keyword, node_id, label_ids, owner_id } = values;
    const filter = { keyword: keyword?.trim() || undefined, node_id, label_ids, owner_id };
    return saved(add({ body: { ...settings, ...filter } }), t('created'));
  };

  return (
    <ModalForm<V>
      name={formName}
      title={edit ? edit.title : t('add')}
      width={width}
      {...dialog}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true, afterClose: () => setFile(undefined) }}
      initialValues={edit ? edit.values : { ...NEW_TASK, ...initialValues }}
      onFinish={finish}
    >
      <ProFormText
        name="name"
        label={t('name')}
        placeholder={t('namePlaceholder')}
        fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
        rules={limitRules(limits.name, { required: t('nameRequired'), max: (n) => t('nameMax', { n }) })}
      />
      {afterName}
      {edit ? (
        <Alert type="info" showIcon title={edit.notice} style={{ marginBottom: 16 }} />
      ) : (
        <NumberSourceFields
          open={dialog.open}
          sources={sources}
          file={file}
          onFile={(f) => {
            setFile(f);
            if (f) fileError([]);
          }}
        />
      )}
      {afterNumbers}
      <DiallingFields limits={limits} />
      {afterDialling}
    </ModalForm>
  );
}
