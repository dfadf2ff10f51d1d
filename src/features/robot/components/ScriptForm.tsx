import { useEffect, useRef, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LeafTreeSelect, findLeaf } from '@/components/leaf-tree-select';
import { NameField } from '@/components/name-field';
import { OwnerFormModal, useOwnerSave, type OwnerFormMode } from '@/components/owner-list';
import {
  useLazyRobotIndustryLabelListQuery,
  useRobotIndustryTreeQuery,
  useRobotScriptAddMutation,
  useRobotScriptCopyMutation,
  useRobotScriptUpdateMutation,
} from '../api';
import type { Script } from '../dialogue.slice';
import type { FormDialogProps } from '@/components/form-dialog';
import {
  copyName,
  LABEL_TAGS_SHOWN,
  SCRIPT_DESC_INPUT_MAX,
  SCRIPT_DESC_MAX,
  SCRIPT_NAME_INPUT_MAX,
  SCRIPT_NAME_MAX,
} from '@/domain/robot/rules';

interface Values {
  name: string;
  industry_id?: number;
  industry_label_id: number[];
  speechcraft_desc?: string;
}

interface ScriptFormProps extends FormDialogProps {
  mode: OwnerFormMode;
  script?: Script | null;
  /** After a successful save, with the saved script. */
  onSaved(script: Script, mode: OwnerFormMode): void;
}

/** SCRIPT-25..43: add, edit and copy a script. The dialog stays open with its values when the server refuses. */
export function ScriptForm({ mode, open, script, onOpenChange, onSaved }: ScriptFormProps) {
  const { t } = useTranslation('robot');
  const [form] = Form.useForm<Values>();
  const { data: tree } = useRobotIndustryTreeQuery(undefined, { skip: !open });
  const [loadLabels] = useLazyRobotIndustryLabelListQuery();
  const [labels, setLabels] = useState<{ id: number; label: string }[]>([]);
  const latest = useRef(0);
  const [add] = useRobotScriptAddMutation();
  const [update] = useRobotScriptUpdateMutation();
  const [copy] = useRobotScriptCopyMutation();
  const save = useOwnerSave<Script>(
    { add: t('messages.added'), edit: t('messages.updated'), copy: t('messages.copied') },
    onSaved,
  );

  // SCRIPT-36/37: labels of the chosen industry; an answer overtaken by a newer request is dropped.
  const fetchLabels = async (industryId: number | undefined) => {
    const ticket = ++latest.current;
    if (!industryId) return setLabels([]);
    const r = await loadLabels({ body: { industry_id: industryId } });
    if (ticket !== latest.current) return;
    setLabels(r.data?.data ?? []);
  };

  useEffect(() => {
    if (!open) return;
    const initial: Values = script
      ? {
          name: mode === 'copy' ? copyName(script.name, t('form.copySuffix')) : script.name,
          industry_id: script.industry_id,
          industry_label_id: script.industry_label.map((l) => l.id),
          speechcraft_desc: script.speechcraft_desc,
        }
      : { name: '', industry_id: undefined, industry_label_id: [], speechcraft_desc: '' };
    form.resetFields();
    form.setFieldsValue(initial);
    void fetchLabels(initial.industry_id);
    // Only a newly opened dialog starts from the script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, script, mode]);

  // SCRIPT-29/30: only a leaf sets the industry, and picking one clears the chosen labels.
  const onIndustry = (id: number | undefined) => {
    form.setFieldValue('industry_label_id', []);
    void fetchLabels(id);
  };

  const finish = async (v: Values) => {
    const body = {
      name: v.name.trim(),
      industry_id: Number(v.industry_id),
      speechcraft_desc: (v.speechcraft_desc ?? '').trim(),
      industry_label_id: v.industry_label_id ?? [],
    };
    return save(
      mode,
      mode === 'add'
        ? add({ body })
        : mode === 'edit'
          ? update({ body: { ...body, sc_id: script!.id } })
          : copy({ body: { ...body, sc_id: script!.id } }),
    );
  };

  const industries = tree?.data ?? [];

  return (
    <OwnerFormModal<Values>
      mode={mode}
      titles={{ add: t('form.addTitle'), edit: t('form.editTitle'), copy: t('form.copyTitle') }}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      onFinish={finish}
    >
      <NameField
        label={t('form.name')}
        requiredMessage={t('form.nameRequired')}
        max={SCRIPT_NAME_MAX}
        input={{ maxLength: SCRIPT_NAME_INPUT_MAX }}
      />
      <Form.Item
        name="industry_id"
        label={t('form.industry')}
        rules={[
          { required: true, message: t('form.industryRequired') },
          {
            validator: (_r, value: unknown) =>
              value === undefined || (typeof value === 'number' && findLeaf(industries, value))
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.industryRequired'))),
          },
        ]}
      >
        <LeafTreeSelect tree={industries} aria-label={t('form.industry')} onChange={onIndustry} allowClear />
      </Form.Item>
      <Form.Item name="industry_label_id" label={t('form.labels')}>
        <Select
          mode="multiple"
          aria-label={t('form.labels')}
          maxTagCount={LABEL_TAGS_SHOWN}
          placeholder={t('form.labelsPlaceholder')}
          options={labels.map((l) => ({ value: l.id, label: l.label }))}
        />
      </Form.Item>
      <Form.Item
        name="speechcraft_desc"
        label={t('form.desc')}
        rules={[{ max: SCRIPT_DESC_MAX, message: t('form.descMax', { n: SCRIPT_DESC_MAX }) }]}
      >
        <Input.TextArea rows={3} maxLength={SCRIPT_DESC_INPUT_MAX} showCount />
      </Form.Item>
    </OwnerFormModal>
  );
}
