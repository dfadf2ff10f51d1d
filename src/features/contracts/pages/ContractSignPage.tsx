import '@/i18n/signed-in';
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Input, Modal, Result, Space, Spin, Typography } from 'antd';
import { setNotifier } from '@/api/feedback';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useContractSignInfoQuery,
  useContractSignRefuseMutation,
  useContractSignSubmitMutation,
  type ContractSigning,
} from '../api';
import { ContractPreview } from '../components/ContractPreview';
import { FilledPdf } from '../components/FilledPdf';
import { SignaturePadField, type SignatureHandle } from '../components/SignaturePadField';
import { FileLink } from '@/components/file-link';
import { useMutationFeedback } from '@/components/form-dialog';

const CODE = /^\d{6}$/;

/**
 * /sign/<token>: the customer reads the contract, signs on the pad and confirms with the code (the demo shows
 * it; a platform texts it), or refuses with a reason. No session: the link's token is the key.
 */
export default function ContractSignPage() {
  // outside the console's layout: the page brings antd's App (messages) itself
  return (
    <App>
      <SignContract />
    </App>
  );
}

function SignContract() {
  const { t } = useTranslation('contractFlow');
  const { token = '' } = useParams();
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  // the server's refusals (a wrong code) show as messages, as in the console (its FeedbackBridge)
  useEffect(() => {
    setNotifier({
      success: (text) => void message.success({ content: text, key: text }),
      warning: (text) => void message.warning({ content: text, key: text }),
      error: (text) => void message.error({ content: text, key: text }),
    });
    return () => setNotifier(null);
  }, [message]);
  const info = useContractSignInfoQuery({ body: { token } });
  const [submit, submitting] = useContractSignSubmitMutation();
  const [refuse, refusing] = useContractSignRefuseMutation();
  const pad = useRef<SignatureHandle>(null);
  const [code, setCode] = useState('');
  const [refuseOpen, setRefuseOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [after, setAfter] = useState<ContractSigning>();

  if (info.isLoading) return <Spin description={t('sign.loading')} />;
  // the answer of a signing or a refusal is the contract as it now stands
  const c = after ?? info.data?.data;
  if (!c) return <Result status="404" title={t('sign.invalid')} />;

  const onSign = async () => {
    const signature = pad.current?.read();
    if (!signature) return void message.error(t('sign.signatureRequired'));
    if (!code.trim()) return void message.error(t('sign.codeRequired'));
    if (!CODE.test(code.trim())) return void message.error(t('sign.codeInvalid'));
    const r = await feedback(submit({ body: { token, code: code.trim(), signature } }), {
      success: t('sign.signed'),
    });
    if (r.ok) setAfter(r.data.data);
  };

  const onRefuse = async () => {
    if (!reason.trim()) return void message.error(t('sign.refuseReasonRequired'));
    const r = await feedback(refuse({ body: { token, reason: reason.trim() } }));
    if (r.ok) {
      setAfter(r.data.data);
      setRefuseOpen(false);
    }
  };

  return (
    <div style={{ maxWidth: 760, margin: '24px auto', padding: '0 12px' }}>
      <Card title={t('sign.title')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('sign.company', { name: c.company_name })}</Typography.Text>
          <Typography.Text>
            {t('sign.customer', { name: c.customer_name, phone: c.customer_phone })}
          </Typography.Text>
          <ContractPreview content={{ ...c, remark: '' }} />
          <FilledPdf
            url={c.signed_file ?? c.contract_file}
            positions={c.signed_file ? [] : c.sign_positions}
            fields={c.field_values}
            sealImage={c.seal_image ?? undefined}
            signedAt={c.signed_at}
            pageCount={c.page_count ?? undefined}
          />
          {c.status === 4 && c.signed_file ? (
            <Result
              status="success"
              title={t('sign.signed')}
              subTitle={t('sign.signedHint')}
              extra={<FileLink url={c.signed_file}>{t('sign.download')}</FileLink>}
            />
          ) : !c.can_sign ? (
            <Alert type="warning" showIcon title={t('sign.cannotSign')} description={c.refusal} />
          ) : (
            <>
              <Typography.Text type="secondary">
                {t('sign.deadline', { time: c.contract_end_time })}
              </Typography.Text>
              {c.sign_notice && <Alert type="info" title={t('sign.notice')} description={c.sign_notice} />}
              <Typography.Text strong>{t('sign.pad')}</Typography.Text>
              <SignaturePadField ref={pad} />
              <Space wrap>
                <Input
                  aria-label={t('sign.code')}
                  placeholder={t('sign.code')}
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  style={{ width: 160 }}
                />
                {c.demo_code && (
                  <Typography.Text type="warning">
                    {t('sign.demoCode', { code: c.demo_code })}
                  </Typography.Text>
                )}
              </Space>
              <Space>
                <Button type="primary" loading={submitting.isLoading} onClick={() => void onSign()}>
                  {t('sign.submit')}
                </Button>
                <Button danger onClick={() => setRefuseOpen(true)}>
                  {t('sign.refuse')}
                </Button>
              </Space>
            </>
          )}
        </Space>
      </Card>
      <Modal
        open={refuseOpen}
        title={t('sign.refuseTitle')}
        onCancel={() => setRefuseOpen(false)}
        onOk={() => void onRefuse()}
        confirmLoading={refusing.isLoading}
      >
        <Input.TextArea
          aria-label={t('sign.refuseReason')}
          placeholder={t('sign.refuseReason')}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
