import { useRef } from 'react';
import { Button, Card, Descriptions, Empty, Space, Steps, type FormInstance } from 'antd';
import { ProForm, ProFormDigit, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormSubmit } from '@/components/form-dialog';
import { selectSoftphone, softphoneCommands } from '@/features/softphone';
import { PREFETCH_FRESH, type PagePrefetch } from '@/lib/app-route';
import { useCallSettingsSaveMutation, useMyExtensionQuery, type CallSettings, type RingTone } from '../api';
import { ExtensionStateTag } from '../components/ExtensionStateTag';
import { useOwnExtensionState } from '../own-extension-state';
import { extensionsApi } from '../api';

const STEPS = ['microphone', 'socket', 'registration'] as const;
const STEP_STATUS = { idle: 'wait', pending: 'process', ok: 'finish', failed: 'error' } as const;
const RING_TONES: RingTone[] = ['classic', 'soft', 'digital'];

/** The user's extension and call settings. */
export const prefetch: PagePrefetch = ({ dispatch }) =>
  void dispatch(extensionsApi.util.prefetch('myExtension', undefined, PREFETCH_FRESH));

/**
 * /call/myExtension (ROUTES-CALLCENTRE-06): the agent's own extension, its SIP server and live state (from
 * their softphone), the softphone's readiness check, and their own call settings.
 */
export default function MyExtensionPage() {
  const { t } = useTranslation('extensions');
  const mine = useMyExtensionQuery().data?.data;
  const state = useOwnExtensionState();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('mine.title')} loading={!mine}>
        {mine && !mine.extension ? (
          <Empty description={t('mine.none')} />
        ) : (
          <Descriptions
            column={2}
            items={[
              { key: 'number', label: t('mine.number'), children: mine?.extension?.number },
              { key: 'state', label: t('mine.state'), children: <ExtensionStateTag state={state} /> },
              { key: 'server', label: t('mine.server'), children: mine?.wss_url },
              { key: 'domain', label: t('mine.domain'), children: mine?.domain },
            ]}
          />
        )}
      </Card>
      <ReadinessCard />
      {mine && <SettingsCard settings={mine.settings} />}
    </Space>
  );
}

/** The softphone's own readiness check (microphone, SIP socket, registration), run from here too. */
function ReadinessCard() {
  const { t } = useTranslation('softphone');
  const { t: te } = useTranslation('extensions');
  const dispatch = useAppDispatch();
  const { readiness } = useAppSelector(selectSoftphone);
  return (
    <Card
      title={te('mine.readiness')}
      extra={
        <Button type="primary" onClick={() => dispatch(softphoneCommands.checkReadiness())}>
          {t('status.checkReadiness')}
        </Button>
      }
    >
      <Steps
        size="small"
        items={STEPS.map((step) => ({
          title: t(`readiness.${step}`),
          status: STEP_STATUS[readiness[step].state],
          content: readiness[step].message ?? t(`readiness.${readiness[step].state}`),
        }))}
      />
    </Card>
  );
}

function SettingsCard({ settings }: { settings: CallSettings }) {
  const { t } = useTranslation('extensions');
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance>(undefined);
  const [save] = useCallSettingsSaveMutation();
  return (
    <Card title={t('mine.settings')}>
      <ProForm<{ auto_answer: boolean; ring_tone: RingTone; wrap_up_seconds: number }>
        formRef={formRef}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 8 }}
        initialValues={{ ...settings, auto_answer: settings.auto_answer === 1 }}
        submitter={{
          searchConfig: { submitText: t('mine.save') },
          resetButtonProps: { style: { display: 'none' } },
        }}
        onFinish={async (values) =>
          !!(await submit(
            formRef.current,
            save({ body: { ...values, auto_answer: values.auto_answer ? 1 : 0 } }),
            { success: t('mine.saved') },
          ))
        }
      >
        <ProFormSwitch name="auto_answer" label={t('mine.autoAnswer')} />
        <ProFormSelect
          name="ring_tone"
          label={t('mine.ringTone')}
          allowClear={false}
          options={RING_TONES.map((v) => ({ value: v, label: t(`ringTone.${v}`) }))}
        />
        <ProFormDigit
          name="wrap_up_seconds"
          label={t('mine.wrapUp')}
          fieldProps={{ precision: 0 }}
          rules={[
            { required: true, message: t('mine.wrapUpRequired') },
            { type: 'number', min: 0, max: 600, message: t('mine.wrapUpRange') },
          ]}
        />
      </ProForm>
    </Card>
  );
}
