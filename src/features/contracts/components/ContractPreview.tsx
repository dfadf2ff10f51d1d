import { Descriptions, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileLink } from '@/components/file-link';
import { printedValue } from '../field-text';
import type { ContractFieldValue } from '../api';

/** What the preview shows: the form as typed, or a saved contract. */
export interface PreviewContent {
  contract_no?: string;
  contract_name: string;
  company_name?: string;
  customer_name: string;
  customer_phone: string;
  template_name?: string | null;
  contract_file?: string;
  contract_end_time: string;
  field_values: ContractFieldValue[];
  files: string[];
  remark: string;
  seal_name?: string | null;
  company_signed?: boolean;
  signed_at?: string | null;
}

/**
 * The filled contract's summary (what the export opens with, before its pages): both parties, the template's fields with
 * their values, the deadline, the attachments and both sides' signing.
 */
export function ContractPreview({ content: c }: { content: PreviewContent }) {
  const { t } = useTranslation('contractFlow');
  return (
    <div
      style={{ background: '#fff', padding: 24, border: '1px solid #f0f0f0' }}
      data-testid="contract-preview"
    >
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {c.contract_name || '-'}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered>
        {c.contract_no && (
          <Descriptions.Item label={t('preview.contractNo')}>{c.contract_no}</Descriptions.Item>
        )}
        {c.company_name && (
          <Descriptions.Item label={t('preview.partyA')}>{c.company_name}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('preview.partyB')}>
          {c.customer_name || '-'} {c.customer_phone}
        </Descriptions.Item>
        {c.template_name && (
          <Descriptions.Item label={t('preview.template')}>{c.template_name}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('preview.endTime')}>{c.contract_end_time || '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('preview.fields')}
      </Typography.Title>
      {c.field_values.length ? (
        <Descriptions column={1} size="small" bordered>
          {c.field_values.map((f) => (
            <Descriptions.Item key={f.name} label={f.name}>
              {printedValue(f, (y) => t('preview.amount', { yuan: y })) || '-'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Empty description={t('preview.noFields')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {c.files.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('preview.attachments')}
          </Typography.Title>
          <ul>
            {c.files.map((url) => (
              <li key={url}>
                <FileLink url={url} />
              </li>
            ))}
          </ul>
        </>
      )}
      {c.remark && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          {t('preview.remarkLine', { remark: c.remark })}
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 16, display: 'flex', gap: 8 }}>
        <Tag color={c.company_signed ? 'green' : 'default'}>
          {c.company_signed ? t('preview.sealed', { seal: c.seal_name ?? '' }) : t('preview.unsealed')}
        </Tag>
        <Tag color={c.signed_at ? 'green' : 'default'}>
          {c.signed_at ? t('preview.signedBy', { at: c.signed_at }) : t('preview.unsigned')}
        </Tag>
      </div>
      {c.contract_file && (
        <div style={{ marginTop: 8 }}>
          <FileLink url={c.contract_file}>{t('preview.openPdf')}</FileLink>
        </div>
      )}
    </div>
  );
}
