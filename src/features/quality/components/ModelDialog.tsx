import { useMemo } from 'react';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormDigit } from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/form-dialog';
import {
  useQualityModelAddMutation,
  useQualityModelUpdateMutation,
  useQualityRuleListQuery,
  type QualityModel,
  type QualityRule,
} from '../api';
import { SettingDialog } from './SettingDialog';

interface Values {
  name: string;
  rules: { rule_id?: number; weight?: number }[];
  base_score: number;
  pass_score: number;
  remark?: string;
}

/** A model: rules each with a weight (their points are multiplied by it), a base score and a pass mark. */
export function ModelDialog({ model, ...dialog }: FormDialogProps & { model: QualityModel | null }) {
  const { t } = useTranslation('quality');
  const [add] = useQualityModelAddMutation();
  const [update] = useQualityModelUpdateMutation();
  const rules: QualityRule[] | undefined = useQualityRuleListQuery(
    dialog.open ? { body: { page: 1, limit: 200 } } : skipToken,
  ).data?.data.data;
  const options = useMemo(
    () =>
      (rules ?? []).map((r) => ({
        value: r.id,
        label: t('model.ruleOption', { name: r.name, score: r.score > 0 ? `+${r.score}` : r.score }),
      })),
    [rules, t],
  );

  const initialValues: Values = model
    ? {
        name: model.name,
        rules: model.rules.map((r) => ({ rule_id: r.id, weight: r.weight })),
        base_score: model.base_score,
        pass_score: model.pass_score,
        remark: model.remark,
      }
    : { name: '', rules: [{ weight: 1 }], base_score: 100, pass_score: 80 };

  return (
    <SettingDialog<Values>
      {...dialog}
      formName="quality-model"
      title={t(model ? 'model.editTitle' : 'model.addTitle')}
      creating={!model}
      nameLabel={t('model.name')}
      nameRequired={t('model.nameRequired')}
      initialValues={initialValues}
      save={(v) => {
        const body = {
          name: v.name.trim(),
          rules: v.rules.map((r) => ({ rule_id: r.rule_id!, weight: r.weight ?? 1 })),
          base_score: v.base_score,
          pass_score: v.pass_score,
          remark: v.remark ?? '',
        };
        return model ? update({ body: { ...body, id: model.id } }) : add({ body });
      }}
    >
      <Form.Item label={t('model.rules')} required>
        <Form.List
          name="rules"
          rules={[
            {
              validator: async (_r, v: unknown[]) =>
                v?.length ? undefined : Promise.reject(new Error(t('model.rulesRequired'))),
            },
          ]}
        >
          {(fields, { add: addRule, remove }, { errors }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline">
                  <Form.Item
                    name={[f.name, 'rule_id']}
                    rules={[{ required: true, message: t('model.rulesRequired') }]}
                  >
                    <Select
                      aria-label={`${t('model.rules')}${i + 1}`}
                      style={{ width: 320 }}
                      options={options}
                      showSearch
                      optionFilterProp="label"
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'weight']} label={t('model.weight')}>
                    <InputNumber aria-label={`${t('model.weight')}${i + 1}`} min={0.1} max={10} step={0.5} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <MinusCircleOutlined aria-label={t('model.removeRule')} onClick={() => remove(f.name)} />
                  )}
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => addRule({ weight: 1 })}>
                {t('model.addRule')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <Space>
        <ProFormDigit
          name="base_score"
          label={t('model.baseScore')}
          min={0}
          max={1000}
          rules={[{ required: true }]}
        />
        <ProFormDigit
          name="pass_score"
          label={t('model.passScore')}
          min={0}
          max={1000}
          rules={[{ required: true }]}
        />
      </Space>
    </SettingDialog>
  );
}
