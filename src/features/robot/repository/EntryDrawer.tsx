import { useEffect } from 'react';
import { useDrawerFocus } from '@/lib/focus';
import { Form, Input, Radio, Select } from 'antd';
import { DrawerForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import type { LibraryEntry } from '@/api/generated/robot.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useRobotLibraryAddMutation, useRobotLibraryUpdateMutation } from '../api';
import { QUESTION_TYPES } from './question-types';

interface Values {
  name: string;
  type: 0 | 1;
  similar: string[];
  keyWorldList: string[];
  content: string;
  interrupt: 0 | 1;
}

const LIMITS = robotLimits.robotLibraryAdd;

/** Add or edit a knowledge-base question: its phrasings, type, match rules and the answer the robot speaks. */
export function EntryDrawer({
  scriptId,
  entry,
  open,
  onOpenChange,
}: FormDialogProps & { scriptId: number; entry: LibraryEntry | null }) {
  const { t } = useTranslation('robot');
  const drawerFocus = useDrawerFocus(open);
  const submit = useFormSubmit();
  const [form] = Form.useForm<Values>();
  const [add] = useRobotLibraryAddMutation();
  const [update] = useRobotLibraryUpdateMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      entry
        ? {
            name: entry.name,
            type: entry.type,
            similar: entry.similar,
            keyWorldList: entry.keyWorldList,
            content: entry.content,
            interrupt: entry.interrupt,
          }
        : { name: '', type: 0, similar: [], keyWorldList: [], content: '', interrupt: 1 },
    );
  }, [form, open, entry]);

  const finish = async (v: Values) => {
    const body = {
      name: v.name.trim(),
      type: v.type,
      similar: v.similar.map((s) => s.trim()).filter(Boolean),
      keyWorldList: v.keyWorldList.map((s) => s.trim()).filter(Boolean),
      content: v.content.trim(),
      interrupt: v.interrupt,
    };
    const save = entry
      ? update({ body: { ...body, id: entry.id } })
      : add({ body: { ...body, sc_id: scriptId } });
    const success = t(entry ? 'messages.updated' : 'messages.added');
    return !!(await submit(form, save, { success, duplicateField: 'name' }));
  };

  const tags = (label: string) => ({
    mode: 'tags' as const,
    open: false,
    'aria-label': label,
    tokenSeparators: [',', '|', t('repository.comma')],
  });

  return (
    <DrawerForm<Values>
      name="robot-library-entry"
      title={t(entry ? 'repository.editTitle' : 'repository.addTitle')}
      width={600}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      drawerProps={{ destroyOnHidden: true, ...drawerFocus }}
      onFinish={finish}
    >
      <Form.Item
        name="name"
        label={t('repository.question')}
        rules={[
          { required: true, whitespace: true, message: t('repository.questionRequired') },
          ...limitRules(LIMITS.name, { max: (n) => t('repository.questionMax', { n }) }),
        ]}
      >
        <Input count={{ show: true, max: LIMITS.name.maxLength }} />
      </Form.Item>
      <Form.Item name="type" label={t('repository.type')} rules={[{ required: true }]}>
        <Radio.Group options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`repository.types.${v}`) }))} />
      </Form.Item>
      <Form.Item name="similar" label={t('repository.similar')} extra={t('repository.tagsHint')}>
        <Select {...tags(t('repository.similar'))} />
      </Form.Item>
      <Form.Item
        name="keyWorldList"
        label={t('repository.rules')}
        extra={t('repository.rulesHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('repository.rulesRequired') }]}
      >
        <Select {...tags(t('repository.rules'))} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('repository.answer')}
        rules={[
          { required: true, whitespace: true, message: t('repository.answerRequired') },
          ...limitRules(LIMITS.content, { max: (n) => t('repository.answerMax', { n }) }),
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: LIMITS.content.maxLength }}
        />
      </Form.Item>
      <Form.Item name="interrupt" label={t('repository.interrupt')}>
        <Radio.Group
          options={[
            { value: 0, label: t('repository.interruptYes') },
            { value: 1, label: t('repository.interruptNo') },
          ]}
        />
      </Form.Item>
    </DrawerForm>
  );
}
