import { useEffect } from 'react';
import { App, Button, Checkbox, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEYWORD_SEPARATORS } from '../rules/separators';
import { NumberInput } from '@/components/number-input';
import { NameField } from '@/components/name-field';
import type { NodeChanges } from '../flow.slice';
import { JUMP_END_CALL, JUMP_NONE, type FlowKind, type FlowNode, type Scene } from '../types';

/** FLOW-38, PLAN-36: node names are limited to 30 (20 in the assistant module), wide characters counting 2. */
export const NODE_NAME_MAX: Record<FlowKind, number> = { robot: 30, assistant: 20 };
const CONTENT_MAX = 250;

interface Values {
  text: string;
  content?: string;
  keyWorldList?: string[];
  selected?: number[];
  score?: number;
  interrupt?: 0 | 1;
  start?: boolean;
  jumpId?: number;
}

export interface NodeFormProps {
  kind: FlowKind;
  node: FlowNode;
  scenes: Pick<Scene, 'id' | 'name'>[];
  currentSceneId: number | null;
  readOnly: boolean;
  onApply(changes: NodeChanges): void;
}

const valuesOf = (node: FlowNode): Values => ({
  text: node.text,
  content: node.content ?? '',
  keyWorldList: node.keyWorldList ?? [],
  selected: (node.answerList ?? []).filter((a) => a.is_select === 1).map((a) => a.id),
  score: node.score ?? 0,
  interrupt: node.interrupt ?? 1,
  start: !!node.start,
  jumpId: node.jumpId ?? JUMP_NONE,
});

/** FLOW-04, FLOW-37..46, PLAN-36..39: the detail form of a normal or a jump node. */
export function NodeForm({ kind, node, scenes, currentSceneId, readOnly, onApply }: NodeFormProps) {
  const { t } = useTranslation('flow');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const normal = node.nodeType === 'normal';
  // PLAN-39: an assistant jump node has a name and a target only.
  const withContent = normal || kind === 'robot';

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(node));
  }, [form, node]);

  // FLOW-23/24: only one entry per flow; cancelling the confirmation turns the switch back off.
  const onEntryChange = (on: boolean) => {
    if (!on) return;
    modal.confirm({
      title: t('node.entryConfirmTitle'),
      content: t('node.entryConfirm'),
      onCancel: () => form.setFieldValue('start', false),
    });
  };

  const finish = (v: Values) => {
    const changes: NodeChanges = { text: v.text.trim() };
    if (withContent) changes.content = v.content ?? '';
    if (normal) {
      const selected = new Set(v.selected ?? []);
      Object.assign(changes, {
        keyWorldList: v.keyWorldList ?? [],
        score: v.score ?? 0,
        interrupt: v.interrupt ?? 1,
        start: !!v.start,
        answerList: (node.answerList ?? []).map((a) => ({ ...a, is_select: selected.has(a.id) ? 1 : 0 })),
      });
    } else {
      const target = scenes.find((s) => s.id === v.jumpId);
      Object.assign(changes, { jumpId: v.jumpId ?? JUMP_NONE, jumpName: target?.name ?? '' });
    }
    onApply(changes);
    void message.success(t('node.applied'));
  };

  const jumpOptions = [
    ...(kind === 'robot' ? [{ value: JUMP_END_CALL, label: t('node.jumpEnd') }] : []),
    { value: JUMP_NONE, label: t('node.jumpNone') },
    ...scenes.filter((s) => s.id !== currentSceneId).map((s) => ({ value: s.id, label: s.name })),
  ];
  const answers = node.answerList ?? [];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      onFinish={finish}
      aria-label={normal ? t('node.normalTitle') : t('node.jumpTitle')}
    >
      <NameField
        name="text"
        label={t('node.name')}
        requiredMessage={t('node.nameRequired')}
        max={NODE_NAME_MAX[kind]}
      />
      {withContent && (
        <Form.Item
          name="content"
          label={t('node.content')}
          rules={[
            ...(normal ? [{ required: true, whitespace: true, message: t('node.contentRequired') }] : []),
            { max: CONTENT_MAX, message: t('node.contentMax', { n: CONTENT_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={CONTENT_MAX}
            showCount
            placeholder={t('node.contentPlaceholder')}
          />
        </Form.Item>
      )}
      {normal ? (
        <>
          <Form.Item
            name="keyWorldList"
            label={t('node.matchRule')}
            extra={t('node.matchRuleHelp')}
            rules={[{ required: true, type: 'array', min: 1, message: t('node.matchRuleRequired') }]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              aria-label={t('node.matchRule')}
              tokenSeparators={KEYWORD_SEPARATORS}
            />
          </Form.Item>
          <Form.Item
            name="selected"
            label={t('node.branches')}
            rules={[{ required: true, type: 'array', min: 1, message: t('node.branchesRequired') }]}
          >
            <Checkbox.Group
              options={answers.map((a) => ({
                value: a.id,
                label: a.isSystem ? a.name : t('node.specialLabel', { name: a.name }),
              }))}
            />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="score" label={t('node.score')}>
              <NumberInput min={0} max={100} step={1} aria-label={t('node.score')} />
            </Form.Item>
            <Form.Item name="interrupt" label={t('node.interrupt')}>
              <Radio.Group
                options={[
                  { value: 0, label: t('node.interruptYes') },
                  { value: 1, label: t('node.interruptNo') },
                ]}
              />
            </Form.Item>
            <Form.Item name="start" label={t('node.entry')} valuePropName="checked">
              <Switch aria-label={t('node.entry')} onChange={onEntryChange} />
            </Form.Item>
          </Space>
        </>
      ) : (
        <Form.Item name="jumpId" label={t('node.jumpTarget')}>
          <Select options={jumpOptions} aria-label={t('node.jumpTarget')} />
        </Form.Item>
      )}
      {!readOnly && (
        <Button type="primary" htmlType="submit">
          {t('node.apply')}
        </Button>
      )}
    </Form>
  );
}
