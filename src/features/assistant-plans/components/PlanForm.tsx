import { useEffect } from 'react';
import { Form, Input, Radio, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { getConsoleConfig } from '@/lib/runtime-config';
import { LeafTreeSelect } from '@/components/leaf-tree-select';
import { NameField } from '@/components/name-field';
import { OwnerFormModal, useOwnerSave, type OwnerFormMode } from '@/components/owner-list';
import { selectUser } from '@/features/auth';
import {
  useAssistantSpeechAddMutation,
  useAssistantSpeechCopyMutation,
  useAssistantSpeechUpdateMutation,
  useCrmNodeListQuery,
  useDepartmentTreeQuery,
} from '../api';
import { canUseCustomRule, namedStages, PLAN_NAME_MAX, PLAN_REMARK_MAX } from '../rules';
import type { Plan } from '../types';
import type { FormDialogProps } from '@/components/form-dialog';

interface Values {
  name: string;
  remark?: string;
  status: 0 | 1;
  speech_type: 1 | 2;
  depart_ids?: number[];
  node_ids?: number[];
}

interface PlanFormProps extends FormDialogProps {
  mode: OwnerFormMode;
  plan?: Plan | null;
  onSaved(plan: Plan, mode: OwnerFormMode): void;
}

const ids = (list: { id: number }[]) => [...new Set(list.map((x) => x.id).filter((id) => id !== 0))];

/** PLAN-12..33: add, edit and copy an assistant plan; the dialog keeps its values when the server refuses. */
export function PlanForm({ mode, open, plan, onOpenChange, onSaved }: PlanFormProps) {
  const { t } = useTranslation('assistant');
  const [form] = Form.useForm<Values>();
  const user = useAppSelector(selectUser);
  const customAllowed = canUseCustomRule(user, getConsoleConfig().customRulePhones);
  const { data: departs } = useDepartmentTreeQuery(undefined, { skip: !open });
  const { data: stages } = useCrmNodeListQuery(undefined, { skip: !open });
  const [add] = useAssistantSpeechAddMutation();
  const [update] = useAssistantSpeechUpdateMutation();
  const [copy] = useAssistantSpeechCopyMutation();
  const save = useOwnerSave<Plan>(
    { add: t('messages.added'), edit: t('messages.updated'), copy: t('messages.copied') },
    onSaved,
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      plan
        ? {
            name: plan.name,
            remark: plan.remark,
            status: plan.status,
            speech_type: plan.speech_type,
            depart_ids: ids(plan.speech_depart_node.map((p) => p.depart)),
            node_ids: ids(plan.speech_depart_node.map((p) => p.node)),
          }
        : { name: '', remark: '', status: 1, speech_type: 1, depart_ids: [], node_ids: [] },
    );
  }, [form, open, plan]);

  const finish = async (v: Values) => {
    // PLAN-16, PLAN-24: departments and stages go only with the platform rule; none chosen means all (0).
    const body = {
      name: v.name.trim(),
      remark: (v.remark ?? '').trim(),
      status: v.status,
      speech_type: v.speech_type,
      ...(v.speech_type === 1
        ? {
            depart_ids: v.depart_ids?.length ? v.depart_ids : [0],
            node_ids: v.node_ids?.length ? v.node_ids : [0],
          }
        : {}),
    };
    return save(
      mode,
      mode === 'add'
        ? add({ body })
        : mode === 'edit'
          ? update({ body: { ...body, sc_id: plan!.id } })
          : copy({ body: { ...body, sc_id: plan!.id } }),
    );
  };

  const stageTree = namedStages(stages?.data ?? []).map((s) => ({ id: s.id, name: s.name }));

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
        max={PLAN_NAME_MAX}
        maxMessage={t('form.nameMax', { n: PLAN_NAME_MAX })}
        input={{ maxLength: PLAN_NAME_MAX, showCount: true }}
      />
      <Form.Item
        name="remark"
        label={t('form.remark')}
        rules={[{ max: PLAN_REMARK_MAX, message: t('form.remarkMax', { n: PLAN_REMARK_MAX }) }]}
      >
        <Input.TextArea rows={2} maxLength={PLAN_REMARK_MAX} showCount />
      </Form.Item>
      <Form.Item name="status" label={t('form.status')}>
        <Radio.Group
          options={[
            { value: 1, label: t('status.1') },
            { value: 0, label: t('status.0') },
          ]}
        />
      </Form.Item>
      <Form.Item name="speech_type" label={t('form.type')}>
        <Radio.Group>
          <Radio value={1}>{t('type.1')}</Radio>
          <Tooltip title={customAllowed ? undefined : t('form.customHint')}>
            <Radio value={2} disabled={!customAllowed}>
              {t('type.2')}
            </Radio>
          </Tooltip>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.speech_type !== b.speech_type}>
        {({ getFieldValue }) =>
          getFieldValue('speech_type') === 1 && (
            <>
              <Form.Item name="depart_ids" label={t('form.departs')} extra={t('form.all')}>
                <LeafTreeSelect
                  multiple
                  allowClear
                  aria-label={t('form.departs')}
                  tree={departs?.data ? [departs.data] : []}
                />
              </Form.Item>
              <Form.Item name="node_ids" label={t('form.nodes')} extra={t('form.all')}>
                <LeafTreeSelect multiple allowClear aria-label={t('form.nodes')} tree={stageTree} />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </OwnerFormModal>
  );
}
