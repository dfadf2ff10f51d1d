import { useState } from 'react';
import { App, Button, Tag, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileLink } from '@/components/file-link';
import { onUploadProgress } from '@/api/upload-progress';
import { useContractFileUploadMutation } from '../api';
import { CONTRACT_FILE_ACCEPT, contractFileFault } from '../template-file';
import { applyUpload, type ContractUploads } from '../upload-rules';

interface ContractAttachmentsProps {
  value?: ContractUploads;
  onChange?(value: ContractUploads): void;
  onBusyChange?(busy: boolean): void;
}

export const NO_UPLOADS: ContractUploads = { files: [], dismissed: null, signed: null };

/**
 * The contract's attachments (spec section 4): each PDF is uploaded (multipart file + scene=contract, with
 * progress) and its answer goes through the upload rules (upload-rules.ts): destory and signed files are
 * recorded apart, any other adds its url to the list.
 */
export function ContractAttachments({
  value = NO_UPLOADS,
  onChange,
  onBusyChange,
}: ContractAttachmentsProps) {
  const { t } = useTranslation(['contractFlow', 'contracts']);
  const { message } = App.useApp();
  const [upload] = useContractFileUploadMutation();
  const [sending, setSending] = useState<UploadFile[]>([]);

  const props: UploadProps = {
    accept: CONTRACT_FILE_ACCEPT,
    multiple: true,
    fileList: sending,
    beforeUpload(file) {
      const fault = contractFileFault(file);
      if (!fault) return true;
      void message.error(
        t(fault === 'type' ? 'contracts:form.pdfType' : 'contracts:form.pdfSize', { name: file.name }),
      );
      return Upload.LIST_IGNORE;
    },
    customRequest({ file, onProgress, onSuccess, onError }) {
      const stop = onUploadProgress(file as Blob, (percent) => onProgress?.({ percent }));
      upload({ body: { file: file as Blob, scene: 'contract' } })
        .unwrap()
        .then(
          (answer) => onSuccess?.(answer.data),
          (error: unknown) => onError?.(error as Error),
        )
        .finally(stop);
    },
    onChange({ file, fileList }) {
      const busy = fileList.filter((f) => f.status === 'uploading');
      setSending(busy);
      onBusyChange?.(busy.length > 0);
      if (file.status === 'done') {
        const { url } = file.response as { url: string };
        onChange?.(applyUpload(value, file.name, url));
      }
    },
  };

  const remove = (url: string) => onChange?.({ ...value, files: value.files.filter((f) => f !== url) });

  return (
    <>
      <Upload {...props}>
        <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>
      </Upload>
      <ul style={{ margin: '8px 0 0', paddingLeft: 20 }} aria-label={t('form.attachments')}>
        {value.files.map((url) => (
          <li key={url}>
            <FileLink url={url} />
            <Button type="link" size="small" onClick={() => remove(url)}>
              {t('form.removeFile')}
            </Button>
          </li>
        ))}
      </ul>
      {value.dismissed && <Tag>{t('form.dismissedFile')}</Tag>}
      {value.signed && <Tag>{t('form.signedFileRecorded')}</Tag>}
    </>
  );
}
