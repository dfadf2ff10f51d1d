import { useMemo, useRef } from 'react';
import { Alert, Button, Col, Form, InputNumber, Row, type FormInstance } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DrawerForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import { qualityLimits } from '@/api/generated/quality.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { checkRule, toEngineRule } from '@/domain/quality/engine';
import {
  useQualityRuleAddMutation,
  useQualityRuleUpdateMutation,
  type QualityCondition,
  type QualityRule,
} from '../api';
import { problemText } from '../rule-problems';
import { blankCondition, ConditionFields } from './ConditionFields';
import { TryRun } from './TryRun';

interface Values {
  name: string;
  conditions: QualityCondition[];
  logic?: string;
  score: number;
  remark?: string;
}

/** Conditions numbered by their place, as the logic expression refers to them. */
const numbered = (conditions: readonly QualityCondition[] | undefined) =>
  (conditions ?? []).map((c, i) => ({ ...blankCondition(i + 1), ...c, no: i + 1 }));

/** The rule as typed so far, as the try-run and the checks read it. */
const draftOf = (values: Partial<Values> | undefined) => ({
  name: values?.name ?? '',
  conditions: numbered(values?.conditions),
  logic: values?.logic ?? '',
  score: values?.score ?? 0,
});

const problemsOf = (draft: ReturnType<typeof draftOf>) => checkRule(toEngineRule({ id: 0, ...draft }));

/**
 * Create or edit a rule: numbered conditions, the logic combining them and the points. Problems (a logic or
 * regular-expression error with its position) show as they are typed, and the try-run box runs the rule
 * as typed.
 */
export function RuleDrawer({ rule, ...dialog }: FormDialogProps & { rule: QualityRule | null }) {
  const { t } = useTranslation('quality');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<Values>>(undefined);
  const [add] = useQualityRuleAddMutation();
  const [update] = useQualityRuleUpdateMutation();
  const [form] = Form.useForm<Values>();
  // The form's store, not its mounted fields: while the drawer closes its fields unmount one by one, and the
  // mounted fields' values then held the conditions as a sparse array (the first gone, the second still there).
  const values = Form.useWatch([], { form, preserve: true }) as Values | undefined;
  const limits = qualityLimits.qualityRuleAdd;

  const draft = useMemo(() => draftOf(values), [values]);
  const problems = useMemo(() => problemsOf(draft), [draft]);

  const initialValues: Values = rule
    ? {
        name: rule.name,
        conditions: rule.conditions,
        logic: rule.logic,
        score: rule.score,
        remark: rule.remark,
      }
    : { name: '', conditions: [blankCondition(1)], logic: '', score: -5 };

  return (
    <DrawerForm<Values>
      name="quality-rule"
      title={t(rule ? 'rule.editTitle' : 'rule.addTitle')}
      width={1100}
      form={form}
      formRef={formRef}
      {...dialog}
      initialValues={initialValues}
      drawerProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        // the values submitted: the watched ones reach the drawer a task after a change (a quick 确定 beat them)
        if (problemsOf(draftOf(v)).length) return false;
        const body = {
          name: v.name.trim(),
          conditions: numbered(v.conditions),
          logic: (v.logic ?? '').trim(),
          score: v.score,
          remark: v.remark ?? '',
        };
        const save = rule ? update({ body: { ...body, id: rule.id } }) : add({ body });
        return !!(await submit(formRef.current, save, {
          success: t(rule ? 'common.saved' : 'common.created'),
          duplicateField: 'name',
        }));
      }}
    >
      <Row gutter={24}>
        <Col span={14}>
          <ProFormText
            name="name"
            label={t('rule.name')}
            fieldProps={{ maxLength: limits.name.maxLength, showCount: true }}
            rules={limitRules(limits.name, {
              required: t('rule.nameRequired'),
              max: (n) => t('rule.nameMax', { n }),
            })}
          />
          <Form.List name="conditions">
            {(fields, { add: addCondition, remove }) => (
              <>
                {fields.map((f, index) => (
                  <ConditionFields
                    key={f.key}
                    index={index}
                    onRemove={fields.length > 1 ? () => remove(index) : undefined}
                  />
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => addCondition(blankCondition(fields.length + 1))}
                  style={{ marginBottom: 16 }}
                >
                  {t('rule.addCondition')}
                </Button>
              </>
            )}
          </Form.List>
          <ProFormText
            name="logic"
            label={t('rule.logic')}
            extra={t('rule.logicHelp')}
            fieldProps={{ maxLength: 200 }}
          />
          <Form.Item
            name="score"
            label={t('rule.score')}
            extra={t('rule.scoreHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber aria-label={t('rule.score')} min={-100} max={100} />
          </Form.Item>
          <ProFormTextArea name="remark" label={t('common.remark')} fieldProps={{ maxLength: 200 }} />
          {problems.length > 0 && (
            <Alert
              type="error"
              role="alert"
              showIcon
              title={
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {problems.map((p, i) => (
                    <li key={i}>{problemText(t, p)}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Col>
        <Col span={10}>
          <TryRun rule={draft} />
        </Col>
      </Row>
    </DrawerForm>
  );
}
