import { useState } from 'react';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onUploadProgress } from '@/api/upload-progress';
import { useContractFileUploadMutation } from '../api';
import { CONTRACT_FILE_ACCEPT, contractFileFault, type TemplatePdf } from '../template-file';

interface TemplatePdfUploadProps {
  /** The uploaded PDF (a form field's value). */
  value?: TemplatePdf;
  onChange?(pdf: TemplatePdf | undefined): void;
  /** Whether the PDF is still being sent (the form waits for it). */
  onBusyChange?(busy: boolean): void;
}

const saved = (pdf: TemplatePdf): UploadFile => ({
  uid: 'saved',
  name: pdf.name,
  status: 'done',
  url: pdf.url,
});

/**
 * The template's PDF as a form field (CONTRACT-06..08): a PDF of at most 10 MB, refused with a message
 * before anything is sent, uploaded as multipart `file` + `scene=contract` with its real progress; the
 * page count the backend read from it is shown beside it.
 */
export function TemplatePdfUpload({ value, onChange, onBusyChange }: TemplatePdfUploadProps) {
  const { t } = useTranslation('contracts');
  const { message } = App.useApp();
  const [upload] = useContractFileUploadMutation();
  const [files, setFiles] = useState<UploadFile[]>(() => (value ? [saved(value)] : []));

  const props: UploadProps = {
    accept: CONTRACT_FILE_ACCEPT,
    maxCount: 1,
    fileList: files,
    beforeUpload(file) {
      const fault = contractFileFault(file);
      if (!fault) return true;
      void message.error(t(fault === 'type' ? 'form.pdfType' : 'form.pdfSize', { name: file.name }));
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
      // a failed upload leaves the PDF the template had
      if (file.status === 'error') {
        setFiles(value ? [saved(value)] : []);
        onBusyChange?.(false);
        return;
      }
      setFiles(fileList);
      onBusyChange?.(file.status === 'uploading');
      if (file.status === 'done') {
        const { url, name, page_count } = file.response as TemplatePdf;
        onChange?.({ url, name, page_count });
      } else if (file.status === 'removed') onChange?.(undefined);
    },
  };

  return (
    <>
      <Upload {...props}>
        <Button icon={<UploadOutlined />}>{t(value ? 'form.replacePdf' : 'form.choosePdf')}</Button>
      </Upload>
      {value && (
        <div style={{ marginTop: 8 }}>{t('form.pdfPages', { name: value.name, n: value.page_count })}</div>
      )}
    </>
  );
}
