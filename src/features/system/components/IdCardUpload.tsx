import { useEffect, useRef, useState } from 'react';
import { App, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onUploadProgress } from '@/api/upload-progress';
import { useExplicitNumberUploadIdCardMutation } from '../api';
import { PICTURE_TYPES, pictureFault } from '@/lib/picture-file';

type Side = 'front' | 'back';

interface IdCardUploadProps {
  side: Side;
  /** The url of the uploaded picture (a form field's value). */
  value?: string;
  onChange?(url: string | undefined): void;
}

const saved = (side: Side, url: string): UploadFile => ({
  uid: `saved-${side}`,
  name: side,
  status: 'done',
  url,
});

/**
 * One side of the holder's id card as a form field: a JPEG or PNG of at most 10 MB, refused with a message
 * before anything is sent; the upload shows its progress and the picture itself, which opens larger.
 */
export function IdCardUpload({ side, value, onChange }: IdCardUploadProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [upload] = useExplicitNumberUploadIdCardMutation();
  const [files, setFiles] = useState<UploadFile[]>(() => (value ? [saved(side, value)] : []));
  const [preview, setPreview] = useState<string>();
  const objectUrls = useRef<string[]>([]);
  const sideName = t(side === 'front' ? 'explicitNumber.front' : 'explicitNumber.back');

  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const props: UploadProps = {
    listType: 'picture-card',
    accept: PICTURE_TYPES.join(','),
    maxCount: 1,
    fileList: files,
    beforeUpload(file) {
      const fault = pictureFault(file);
      if (!fault) return true;
      void message.error(
        t(fault === 'type' ? 'explicitNumber.pictureType' : 'explicitNumber.pictureSize', {
          name: file.name,
        }),
      );
      return Upload.LIST_IGNORE;
    },
    // the chosen file itself, not the stored copy: the preview shows what was picked
    previewFile: async (file) => {
      const url = URL.createObjectURL(file);
      objectUrls.current.push(url);
      return url;
    },
    customRequest({ file, onProgress, onSuccess, onError }) {
      const stop = onUploadProgress(file as Blob, (percent) => onProgress?.({ percent }));
      upload({ body: { file: file as Blob, side } })
        .unwrap()
        .then(
          (answer) => onSuccess?.(answer.data),
          (error: unknown) => onError?.(error as Error),
        )
        .finally(stop);
    },
    onChange({ file, fileList }) {
      setFiles(fileList);
      if (file.status === 'done') onChange?.((file.response as { url: string }).url);
      else if (file.status !== 'uploading') onChange?.(undefined);
    },
    onPreview: (file) => setPreview(file.thumbUrl ?? file.url),
  };

  return (
    <>
      <Upload {...props} aria-label={sideName}>
        {files.length ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('explicitNumber.choosePicture', { side: sideName })}</div>
          </button>
        )}
      </Upload>
      <Modal open={!!preview} title={sideName} footer={null} onCancel={() => setPreview(undefined)}>
        <img alt={sideName} src={preview} style={{ width: '100%' }} />
      </Modal>
    </>
  );
}
