import { Card, Form, Spin } from 'antd';
import { ProForm, ProFormDigit, ProFormSwitch, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { useFormSubmit } from '@/components/form-dialog';
import { useContractSettingsGetQuery, useContractSettingsSaveMutation, type ContractSettings } from '../api';

const limits = contractsLimits.contractSettingsSave;

interface SettingsValues {
  need_review: boolean;
  valid_days: number;
  sign_notice: string;
}

/** Whether issued contracts wait for review, their default validity (1–365 days) and the signing notice. */
export function SettingsCard() {
  const { t } = useTranslation('contracts');
  const settings = useContractSettingsGetQuery();
  return (
    <Card title={t('settings.title')}>
      {settings.data ? <SettingsForm settings={settings.data.data} /> : <Spin />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: ContractSettings }) {
  const { t } = useTranslation(['contracts', 'common']);
  const [form] = Form.useForm<SettingsValues>();
  const submit = useFormSubmit();
  const [save] = useContractSettingsSaveMutation();
  const { minimum = 1, maximum = 365 } = limits.valid_days;

  const onFinish = async (values: SettingsValues) => {
    const body = {
      need_review: values.need_review ? 1 : 0,
      valid_days: values.valid_days,
      sign_notice: values.sign_notice ?? '',
    } as const;
    return !!(await submit(form, save({ body }), { success: t('common:saveSuccess') }));
  };

  return (
    <ProForm<SettingsValues>
      form={form}
      layout="vertical"
      initialValues={{ ...settings, need_review: settings.need_review === 1 }}
      onFinish={onFinish}
      submitter={{ searchConfig: { submitText: t('common:save') }, resetButtonProps: false }}
    >
      <ProFormSwitch
        name="need_review"
        label={t('settings.needReview')}
        extra={t('settings.needReviewHint')}
      />
      <ProFormDigit
        name="valid_days"
        label={t('settings.validDays')}
        width="sm"
        min={minimum}
        max={maximum}
        fieldProps={{ precision: 0 }}
        rules={[
          { required: true, message: t('settings.validDaysRequired') },
          {
            type: 'number',
            min: minimum,
            max: maximum,
            message: t('settings.validDaysRange', { minimum, maximum }),
          },
        ]}
      />
      <ProFormTextArea
        name="sign_notice"
        label={t('settings.signNotice')}
        fieldProps={{ showCount: true, maxLength: limits.sign_notice.maxLength, rows: 4 }}
        rules={limitRules(limits.sign_notice, { max: (n) => t('settings.signNoticeMax', { n }) })}
      />
    </ProForm>
  );
}
