import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry, StudyQuestion } from '@/api/generated/robot.gen';
import { useFormSubmit } from '@/components/form-dialog';
import {
  scriptArg,
  useRobotLibraryListQuery,
  useRobotScriptDetailQuery,
  useRobotStudyLearnMutation,
} from '../api';

export type LearnAction = 'similar' | 'branch';

interface Values {
  target: number;
  text: string;
}

/** The whole knowledge base to choose from: the contract's largest page. */
const ALL_ENTRIES = 1000;
const TEXT_MAX = 50;

/** Learn a group: its words as a similar question of a KB entry, or as keywords of a branch. */
export function LearnModal({
  scriptId,
  group,
  action,
  onClose,
}: {
  scriptId: number;
  group: StudyQuestion | null;
  action: LearnAction;
  onClose(): void;
}) {
  const { t } = useTranslation('robot');
  const submit = useFormSubmit();
  const [form] = Form.useForm<Values>();
  const [learn, learning] = useRobotStudyLearnMutation();
  const library = useRobotLibraryListQuery({ body: { sc_id: scriptId, page: 1, limit: ALL_ENTRIES } });
  const detail = useRobotScriptDetailQuery(scriptArg(scriptId));
  const answers = [
    ...(detail.data?.data.answerList.default ?? []),
    ...(detail.data?.data.answerList.special ?? []),
  ];
  const entries: LibraryEntry[] = library.data?.data.data ?? [];
  const options =
    action === 'similar'
      ? entries.map((e) => ({ value: e.id, label: e.name }))
      : answers.filter((a) => !a.keyWorldList.includes('*')).map((a) => ({ value: a.id, label: a.name }));

  useEffect(() => {
    if (group) form.setFieldsValue({ text: group.text.slice(0, TEXT_MAX), target: undefined });
  }, [form, group]);

  const finish = async (v: Values) => {
    if (!group) return;
    const body = {
      sc_id: scriptId,
      id: group.id,
      action,
      text: v.text.trim(),
      ...(action === 'similar' ? { library_id: v.target } : { answer_id: v.target }),
    };
    if (await submit(form, learn({ body }), { success: t('study.learned') })) onClose();
  };

  const title = t(action === 'similar' ? 'study.toKb' : 'study.toBranch');
  return (
    <Modal
      title={title}
      open={!!group}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: learning.isLoading }}
      destroyOnHidden
    >
      <Form form={form} name="study-learn" layout="vertical" onFinish={finish}>
        <Form.Item
          name="target"
          label={t(action === 'similar' ? 'study.kbEntry' : 'study.branch')}
          rules={[
            {
              required: true,
              message: t(action === 'similar' ? 'study.kbRequired' : 'study.branchRequired'),
            },
          ]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t(action === 'similar' ? 'study.kbEntry' : 'study.branch')}
            options={options}
          />
        </Form.Item>
        <Form.Item
          name="text"
          label={t(action === 'similar' ? 'study.asSimilar' : 'study.asKeyword')}
          rules={[
            { required: true, whitespace: true, message: t('study.textRequired') },
            { max: TEXT_MAX, message: t('study.textMax', { n: TEXT_MAX }) },
          ]}
        >
          <Input maxLength={TEXT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
