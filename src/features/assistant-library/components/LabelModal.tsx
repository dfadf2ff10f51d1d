import { useEffect } from 'react';
import { Form, Input, Radio, Select, Tag } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { NameField } from '@/components/name-field';
import { useAssistantLabelAddMutation, useAssistantLabelUpdateMutation } from '../api';
import { LABEL_COLORS, LIMITS, type Label, type LabelColor, type LabelGroup } from '../types';

interface Values {
  group_id?: number;
  name: string;
  color: LabelColor;
  status: 0 | 1;
  keywords: string[];
  description: string;
}

interface LabelModalProps extends FormDialogProps {
  /** The tag to edit; absent to add one. */
  label?: Label | null;
  groups: LabelGroup[];
  defaultGroupId?: number;
}

/** Add or edit a customer profile tag: group, name (unique in the group), colour, status, keywords. */
export function LabelModal({ open, label, groups, defaultGroupId, onOpenChange }: LabelModalProps) {
  const { t } = useTranslation('assistantLibrary');
  const submit = useFormSubmit();
  const [form] = Form.useForm<Values>();
  const [add] = useAssistantLabelAddMutation();
  const [update] = useAssistantLabelUpdateMutation();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      label
        ? {
            group_id: label.group_id,
            name: label.name,
            color: label.color,
            status: label.status,
            keywords: label.keywords,
            description: label.description,
          }
        : { group_id: defaultGroupId, name: '', color: 'blue', status: 1, keywords: [], description: '' },
    );
  }, [form, open, label, defaultGroupId]);

  const finish = async (v: Values) => {
    const body = {
      group_id: v.group_id!,
      name: v.name.trim(),
      color: v.color,
      status: v.status,
      keywords: v.keywords.map((k) => k.trim()).filter(Boolean),
      description: (v.description ?? '').trim(),
    };
    const save = label ? update({ body: { ...body, id: label.id } }) : add({ body });
    const success = t(label ? 'messages.updated' : 'messages.added');
    return !!(await submit(form, save, { success, duplicateField: 'name' }));
  };

  const checkKeywords = async (_r: unknown, list?: string[]) => {
    if ((list?.length ?? 0) > LIMITS.labelKeywords)
      throw new Error(t('tagForm.keywordsMax', { n: LIMITS.labelKeywords }));
    if (list?.some((k) => [...k.trim()].length > LIMITS.labelKeyword))
      throw new Error(t('tagForm.keywordMax', { n: LIMITS.labelKeyword }));
  };

  return (
    <ModalForm<Values>
      name="label"
      title={t(label ? 'tagForm.editTitle' : 'tagForm.addTitle')}
      width={560}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      onFinish={finish}
    >
      <Form.Item
        name="group_id"
        label={t('tagForm.group')}
        rules={[{ required: true, message: t('tagForm.groupRequired') }]}
      >
        <Select
          aria-label={t('tagForm.group')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <NameField
        label={t('tagForm.name')}
        requiredMessage={t('tagForm.nameRequired')}
        max={LIMITS.labelName}
        maxMessage={t('tagForm.nameMax', { n: LIMITS.labelName })}
        input={{ count: { show: true, max: LIMITS.labelName } }}
      />
      <Form.Item
        name="color"
        label={t('tagForm.color')}
        extra={name?.trim() && <Tag color={color}>{name}</Tag>}
      >
        <Select
          aria-label={t('tagForm.color')}
          virtual={false}
          options={LABEL_COLORS.map((c) => ({
            value: c,
            title: t(`colors.${c}`),
            label: <Tag color={c}>{t(`colors.${c}`)}</Tag>,
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('tagForm.status')}>
        <Radio.Group
          options={[
            { value: 1, label: t('tag.enabled') },
            { value: 0, label: t('tag.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="keywords" label={t('tagForm.keywords')} rules={[{ validator: checkKeywords }]}>
        <Select
          mode="tags"
          aria-label={t('tagForm.keywords')}
          placeholder={t('tagForm.keywordsPlaceholder')}
          open={false}
          tokenSeparators={[',', t('punctuation.comma')]}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('tagForm.description')}
        rules={[
          {
            max: LIMITS.labelDescription,
            message: t('tagForm.descriptionMax', { n: LIMITS.labelDescription }),
          },
        ]}
      >
        <Input.TextArea rows={2} count={{ show: true, max: LIMITS.labelDescription }} />
      </Form.Item>
    </ModalForm>
  );
}
