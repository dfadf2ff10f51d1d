import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import type { LibraryEntry } from '@/api/generated/robot.gen';
import type { FormDialogProps } from '@/components/form-dialog';
import { KnowledgeEntryDrawer, PhrasesField, QuestionField } from '@/components/knowledge-base';
import { limitRules } from '@/api/field-limits';
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

const valuesOf = (entry: LibraryEntry | null): Values =>
  entry
    ? {
        name: entry.name,
        type: entry.type,
        similar: entry.similar,
        keyWorldList: entry.keyWorldList,
        content: entry.content,
        interrupt: entry.interrupt,
      }
    : { name: '', type: 0, similar: [], keyWorldList: [], content: '', interrupt: 1 };

/** Add or edit a knowledge-base question: its phrasings, type, match rules and the answer the robot speaks. */
export function EntryDrawer({
  scriptId,
  entry,
  ...dialog
}: FormDialogProps & { scriptId: number; entry: LibraryEntry | null }) {
  const { t } = useTranslation('robot');
  const [form] = Form.useForm<Values>();
  const [add] = useRobotLibraryAddMutation();
  const [update] = useRobotLibraryUpdateMutation();

  const save = (v: Values) => {
    const body = {
      name: v.name.trim(),
      type: v.type,
      similar: v.similar.map((s) => s.trim()).filter(Boolean),
      keyWorldList: v.keyWorldList.map((s) => s.trim()).filter(Boolean),
      content: v.content.trim(),
      interrupt: v.interrupt,
    };
    return entry ? update({ body: { ...body, id: entry.id } }) : add({ body: { ...body, sc_id: scriptId } });
  };

  const separators = [',', '|', t('repository.comma')];

  return (
    <KnowledgeEntryDrawer<Values, LibraryEntry>
      {...dialog}
      form={form}
      name="robot-library-entry"
      title={t(entry ? 'repository.editTitle' : 'repository.addTitle')}
      width={600}
      entry={entry}
      valuesOf={valuesOf}
      save={save}
      success={t(entry ? 'messages.updated' : 'messages.added')}
    >
      <QuestionField
        label={t('repository.question')}
        max={LIMITS.name.maxLength}
        requiredMessage={t('repository.questionRequired')}
        maxMessage={t('repository.questionMax', { n: LIMITS.name.maxLength })}
      />
      <Form.Item name="type" label={t('repository.type')} rules={[{ required: true }]}>
        <Radio.Group options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`repository.types.${v}`) }))} />
      </Form.Item>
      <PhrasesField
        name="similar"
        label={t('repository.similar')}
        extra={t('repository.tagsHint')}
        separators={separators}
      />
      <PhrasesField
        name="keyWorldList"
        label={t('repository.rules')}
        extra={t('repository.rulesHint')}
        separators={separators}
        rules={[{ required: true, type: 'array', min: 1, message: t('repository.rulesRequired') }]}
      />
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
    </KnowledgeEntryDrawer>
  );
}
