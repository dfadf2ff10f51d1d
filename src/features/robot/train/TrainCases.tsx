import { useState } from 'react';
import { App, Button, Card, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainCase } from '@/api/generated/robot.gen';
import { useFormSubmit, useMutationFeedback } from '@/components/form-dialog';
import { RowActions } from '@/components/row-actions';
import {
  scriptArg,
  useRobotTrainCaseAddMutation,
  useRobotTrainCaseDeleteMutation,
  useRobotTrainCaseListQuery,
} from '../api';
import type { CompiledScript } from '@/domain/robot/engine';
import { replay, signature, type ReplayResult, type Session } from './session';

const NO_CASES: TrainCase[] = [];

/**
 * Saved conversations of a script: save the current one, replay them all on the script as it is now and
 * see which take another path (and from which turn).
 */
export function TrainCases({
  scriptId,
  script,
  session,
}: {
  scriptId: number;
  script: CompiledScript | null;
  session: Session | null;
}) {
  const { t } = useTranslation(['robot', 'common']);
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const submit = useFormSubmit();
  const [form] = Form.useForm<{ name: string }>();
  const cases = useRobotTrainCaseListQuery(scriptArg(scriptId)).data?.data ?? NO_CASES;
  const [add, adding] = useRobotTrainCaseAddMutation();
  const [remove] = useRobotTrainCaseDeleteMutation();
  const [naming, setNaming] = useState(false);
  const [results, setResults] = useState<Record<number, ReplayResult>>({});

  const canSave = !!session && session.inputs.length > 0;
  const save = async ({ name }: { name: string }) => {
    if (!session) return;
    const body = {
      sc_id: scriptId,
      name: name.trim(),
      inputs: session.inputs.map((i) => ('text' in i ? { kind: i.kind, text: i.text } : { kind: i.kind })),
      expected: session.turns.map(signature),
    };
    if (await submit(form, add({ body }), { success: t('train.caseSaved'), duplicateField: 'name' })) {
      setNaming(false);
      form.resetFields();
    }
  };

  const replayAll = () => {
    if (!script) return;
    setResults(
      Object.fromEntries(cases.map((c) => [c.id, replay(script, c.inputs as Session['inputs'], c.expected)])),
    );
    void message.info(t('train.replayed', { count: cases.length }));
  };

  return (
    <Card
      size="small"
      title={t('train.cases')}
      extra={
        <Space>
          <Button size="small" disabled={!canSave} onClick={() => setNaming(true)}>
            {t('train.saveCase')}
          </Button>
          <Button size="small" disabled={!cases.length || !script} onClick={replayAll}>
            {t('train.replayAll')}
          </Button>
        </Space>
      }
    >
      <section aria-label={t('train.cases')}>
        <List<TrainCase>
          size="small"
          dataSource={cases}
          // antd draws a text empty in its disabled grey, too faint to read
          locale={{ emptyText: <Typography.Text type="secondary">{t('common:empty')}</Typography.Text> }}
          renderItem={(c) => {
            const result = results[c.id];
            return (
              <List.Item
                actions={[
                  <RowActions
                    key="delete"
                    row={c.name}
                    actions={[
                      {
                        key: 'delete',
                        label: t('list.delete'),
                        danger: true,
                        confirm: t('common:confirmDelete'),
                        onClick: () =>
                          feedback(remove({ body: { id: c.id } }), { success: t('common:deleteSuccess') }),
                      },
                    ]}
                  />,
                ]}
              >
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{c.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('train.caseTurns', { count: c.inputs.length })}
                  </Typography.Text>
                </Space>
                {result &&
                  (result.changedAt === null ? (
                    <Tag color="green">{t('train.samePath')}</Tag>
                  ) : (
                    <Tag color="red">{t('train.otherPath', { turn: result.changedAt })}</Tag>
                  ))}
              </List.Item>
            );
          }}
        />
      </section>
      <Modal
        title={t('train.saveCase')}
        open={naming}
        okButtonProps={{ loading: adding.isLoading }}
        onOk={() => form.submit()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} name="train-case" layout="vertical" onFinish={save}>
          <Form.Item
            name="name"
            label={t('train.caseName')}
            rules={[
              { required: true, whitespace: true, message: t('train.caseNameRequired') },
              { max: 30, message: t('train.caseNameMax', { n: 30 }) },
            ]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
