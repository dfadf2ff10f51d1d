import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RobotPoints, ScriptDetail } from '@/api/generated/robot.gen';
import { useFormSubmit } from '@/components/form-dialog';
import { QueryGate } from '@/components/query-gate';
import {
  scriptArg,
  useRobotPointsDetailQuery,
  useRobotPointsSaveMutation,
  useRobotScriptDetailQuery,
} from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { POINTS_MAX, POINTS_MIN } from '@/domain/robot/engine';
import { canChangeKnowledge } from '@/domain/robot/rules';
import { AddonNumber } from './AddonNumber';
import { toSettings, toValues, type PointsValues } from './points-form';

const LEVELS_MAX = 10;
const RULES_MAX = 20;
/** Points of one node, branch or rule: a refusal may take points away. */
const STEP_MIN = -100;

/** ROUTES-ROBOT-08: the points settings of a script — intent levels, what earns points, call-level rules. */
export function IntegralTab({ script }: { script: ScriptItem }) {
  const { t } = useTranslation('robot');
  const points = useRobotPointsDetailQuery(scriptArg(script.id));
  const detail = useRobotScriptDetailQuery(scriptArg(script.id));
  return (
    <QueryGate answers={[points, detail]} failed={t('integral.loadFailed')}>
      {(p, d) => <PointsForm script={script} settings={p.data} detail={d.data} />}
    </QueryGate>
  );
}

/**
 * Drawn once the settings and the script's scenes are in: the form starts from the settings, and takes the
 * server's settings again when they change (after a save).
 */
function PointsForm({
  script,
  settings,
  detail,
}: {
  script: ScriptItem;
  settings: RobotPoints;
  detail: ScriptDetail;
}) {
  const { t } = useTranslation('robot');
  const { message } = App.useApp();
  const submit = useFormSubmit();
  const [form] = Form.useForm<PointsValues>();
  const editable = canChangeKnowledge(script);
  const [save, saving] = useRobotPointsSaveMutation();
  const [initialValues] = useState(() => toValues(settings));
  const drawnFrom = useRef(settings);

  useEffect(() => {
    if (settings === drawnFrom.current) return;
    drawnFrom.current = settings;
    form.setFieldsValue(toValues(settings));
  }, [form, settings]);

  const nodes = useMemo(
    () =>
      detail.scene.flatMap((scene) =>
        scene.nodeDataArray
          .filter((n) => n.nodeType !== 'button')
          .map((n) => ({ key: n.key, scene: scene.name, name: n.text, score: n.score ?? 0 })),
      ),
    [detail],
  );
  const answers = useMemo(
    () => [...(detail.answerList?.default ?? []), ...(detail.answerList?.special ?? [])],
    [detail],
  );

  const finish = async (values: PointsValues) => {
    if (!editable) {
      void message.warning(t('integral.notAllowed'));
      return;
    }
    await submit(form, save({ body: { sc_id: script.id, ...toSettings(values) } }), {
      success: t('integral.saved'),
    });
  };

  // No min/max on the input: antd would change 150 to 100 without a word; the field's rule says the range.
  const pointsInput = (label: string) => (
    <InputNumber aria-label={label} precision={0} disabled={!editable} />
  );
  const range = (min: number, max?: number) => ({
    type: 'number' as const,
    min,
    max,
    message: max === undefined ? t('integral.atLeastMin', { min }) : t('integral.range', { min, max }),
  });
  /** What one node, branch, KB hit or call rule may add or take away. */
  const stepRange = range(STEP_MIN, POINTS_MAX);

  return (
    <Form<PointsValues>
      form={form}
      initialValues={initialValues}
      layout="vertical"
      onFinish={finish}
      disabled={!editable}
      style={{ padding: 16 }}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          size="small"
          title={t('integral.levels')}
          extra={<Typography.Text type="secondary">{t('integral.levelsHint')}</Typography.Text>}
        >
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item
                      name={[field.name, 'level']}
                      rules={[{ required: true, whitespace: true, message: t('integral.levelRequired') }]}
                    >
                      <Input
                        aria-label={t('integral.levelName', { n: i + 1 })}
                        maxLength={2}
                        style={{ width: 80 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'min']}
                      rules={[
                        { required: true, message: t('integral.minRequired') },
                        range(POINTS_MIN, POINTS_MAX),
                      ]}
                    >
                      <AddonNumber
                        addon={t('integral.atLeast')}
                        aria-label={t('integral.levelMin', { n: i + 1 })}
                        precision={0}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('integral.removeLevel', { n: i + 1 })}
                      disabled={!editable || fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={!editable || fields.length >= LEVELS_MAX}
                  onClick={() => add({ level: '', min: 0 })}
                >
                  {t('integral.addLevel')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        <Card size="small" title={t('integral.nodes')}>
          <Form.Item name="node_score" valuePropName="checked" label={t('integral.nodeScore')}>
            <Switch aria-label={t('integral.nodeScore')} />
          </Form.Item>
          <Table
            size="small"
            rowKey="key"
            dataSource={nodes}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: t('integral.scene'), dataIndex: 'scene', width: 120 },
              { title: t('integral.node'), dataIndex: 'name' },
              { title: t('integral.ownScore'), dataIndex: 'score', width: 100 },
              {
                title: t('integral.override'),
                width: 160,
                render: (_v, n) => (
                  <Form.Item name={['nodePoints', n.key]} rules={[stepRange]} style={{ marginBottom: 0 }}>
                    {pointsInput(t('integral.nodePoints', { name: n.name, scene: n.scene }))}
                  </Form.Item>
                ),
              },
            ]}
          />
        </Card>

        <Card size="small" title={t('integral.branches')}>
          <Space wrap size={[24, 8]}>
            {answers.map((a) => (
              <Space key={a.id}>
                <Typography.Text>{a.name}</Typography.Text>
                <Form.Item
                  name={['branchPoints', String(a.id)]}
                  rules={[stepRange]}
                  style={{ marginBottom: 0 }}
                >
                  {pointsInput(t('integral.branchPoints', { name: a.name }))}
                </Form.Item>
              </Space>
            ))}
          </Space>
        </Card>

        <Card size="small" title={t('integral.kb')}>
          <Form.Item
            name="kb_points"
            label={t('integral.kbPoints')}
            rules={[{ required: true, message: t('integral.kbRequired') }, stepRange]}
          >
            {pointsInput(t('integral.kbPoints'))}
          </Form.Item>
        </Card>

        <Card
          size="small"
          title={t('integral.callRules')}
          extra={<Typography.Text type="secondary">{t('integral.callRulesHint')}</Typography.Text>}
        >
          <Form.List name="call_rules">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'kind']}>
                      <Select
                        aria-label={t('integral.ruleKind', { n: i + 1 })}
                        style={{ width: 140 }}
                        options={[
                          { value: 'duration', label: t('integral.kinds.duration') },
                          { value: 'turns', label: t('integral.kinds.turns') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'min']}
                      rules={[{ required: true, message: t('integral.minRequired') }, range(0)]}
                    >
                      <AddonNumber
                        addon={t('integral.atLeast')}
                        aria-label={t('integral.ruleMin', { n: i + 1 })}
                        precision={0}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'points']}
                      rules={[{ required: true, message: t('integral.pointsRequired') }, stepRange]}
                    >
                      <AddonNumber
                        addon={t('integral.add')}
                        aria-label={t('integral.rulePoints', { n: i + 1 })}
                        precision={0}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('integral.removeRule', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={!editable || fields.length >= RULES_MAX}
                  onClick={() => add({ kind: 'duration', min: 60, points: 10 })}
                >
                  {t('integral.addRule')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        <Space>
          <Button type="primary" htmlType="submit" loading={saving.isLoading} disabled={!editable}>
            {t('integral.save')}
          </Button>
          {settings.updated_at && (
            <Typography.Text type="secondary">
              {t('integral.updatedAt', { time: settings.updated_at })}
            </Typography.Text>
          )}
        </Space>
      </Space>
    </Form>
  );
}
