import { Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export type NumberSource = 'filter' | 'import';

/**
 * Where a new task's numbers come from: the CRM customers of a filter (keyword, stage, labels, owner), or a
 * number file (kept by the dialog; the form's `file` slot shows its problems).
 */
export function NumberSourceFields({
  open,
  sources,
  file,
  onFile,
}: {
  /** the dialog is open: the filter's pickers load only then */
  open: boolean;
  /** the sources as the screen names them */
  sources: Record<NumberSource, string>;
  file: File | undefined;
  onFile(file: File | undefined): void;
}) {
  const { t } = useTranslation('dialTask');
  const staff = staffGeneratedApi.useStaffOptionsQuery(open ? { body: {} } : skipToken).data?.data ?? [];
  const nodes = crmGeneratedApi.useCrmNodeListQuery(open ? undefined : skipToken).data?.data ?? [];
  const labels = crmGeneratedApi.useCustomerLabelListQuery(open ? undefined : skipToken).data?.data ?? [];
  return (
    <>
      <ProFormRadio.Group
        name="source"
        label={t('source')}
        options={(['filter', 'import'] as const).map((s) => ({ value: s, label: sources[s] }))}
      />
      <ProFormDependency name={['source']}>
        {({ source }: { source?: NumberSource }) =>
          source === 'import' ? (
            <Form.Item name="file" label={t('file')} extra={t('fileHint')} required>
              <Upload
                accept=".xlsx,.csv"
                maxCount={1}
                beforeUpload={(f) => {
                  onFile(f);
                  return false;
                }}
                onRemove={() => onFile(undefined)}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done' } as UploadFile] : []}
              >
                <Button icon={<UploadOutlined />}>{t('pickFile')}</Button>
              </Upload>
            </Form.Item>
          ) : (
            <>
              <ProFormText name="keyword" label={t('keyword')} placeholder={t('keywordPlaceholder')} />
              <ProFormSelect
                name="node_id"
                label={t('node')}
                options={nodes.map((n) => ({ value: n.id, label: n.name }))}
                fieldProps={{ 'aria-label': t('node') }}
              />
              <ProFormSelect
                name="label_ids"
                label={t('labels')}
                mode="multiple"
                options={labels.map((l) => ({ value: l.id, label: l.name }))}
                fieldProps={{ 'aria-label': t('labels') }}
              />
              <ProFormSelect
                name="owner_id"
                label={t('owner')}
                options={staff.map((s) => ({ value: s.id, label: s.name }))}
                fieldProps={{ showSearch: true, optionFilterProp: 'label', 'aria-label': t('owner') }}
              />
            </>
          )
        }
      </ProFormDependency>
    </>
  );
}
