import { useEffect, useRef, useState } from 'react';
import { App, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onUploadProgress } from '@/api/upload-progress';
import { useMallProductUploadPictureMutation } from '../api';
import { PICTURE_TYPES, pictureFault } from '@/lib/picture-file';

interface PictureUploadProps {
  /** The urls of the uploaded pictures (a form field's value). */
  value?: string[];
  onChange?(urls: string[]): void;
  max: number;
  /** Whether a picture is still being sent (the form waits for it). */
  onBusyChange?(busy: boolean): void;
}

const saved = (url: string, i: number): UploadFile => ({
  uid: `saved-${i}`,
  name: `${i + 1}`,
  status: 'done',
  url,
});

/**
 * A product's pictures as a form field: JPEG or PNG of at most 10 MB, refused with a message before anything
 * is sent; each upload shows its real progress, and a picture opens larger.
 */
export function PictureUpload({ value, onChange, max, onBusyChange }: PictureUploadProps) {
  const { t } = useTranslation('mall');
  const { message } = App.useApp();
  const [upload] = useMallProductUploadPictureMutation();
  const [files, setFiles] = useState<UploadFile[]>(() => (value ?? []).map(saved));
  const [preview, setPreview] = useState<string>();
  const objectUrls = useRef<string[]>([]);

  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const props: UploadProps = {
    listType: 'picture-card',
    accept: PICTURE_TYPES.join(','),
    multiple: true,
    maxCount: max,
    fileList: files,
    beforeUpload(file) {
      const fault = pictureFault(file);
      if (!fault) return true;
      void message.error(
        t(fault === 'type' ? 'product.pictureType' : 'product.pictureSize', { name: file.name }),
      );
      return Upload.LIST_IGNORE;
    },
    // the chosen file itself, not the stored placeholder: the preview shows what was picked
    previewFile: async (file) => {
      const url = URL.createObjectURL(file);
      objectUrls.current.push(url);
      return url;
    },
    customRequest({ file, onProgress, onSuccess, onError }) {
      const stop = onUploadProgress(file as Blob, (percent) => onProgress?.({ percent }));
      upload({ body: { file: file as Blob } })
        .unwrap()
        .then(
          (answer) => onSuccess?.(answer.data),
          (error: unknown) => onError?.(error as Error),
        )
        .finally(stop);
    },
    onChange({ fileList }) {
      setFiles(fileList);
      onBusyChange?.(fileList.some((f) => f.status === 'uploading'));
      const urls = fileList.flatMap((f) => {
        if (f.status !== 'done') return [];
        const url = (f.response as { url?: string } | undefined)?.url ?? f.url;
        return url ? [url] : [];
      });
      onChange?.(urls);
    },
    onPreview: (file) => setPreview(file.thumbUrl ?? file.url),
  };

  return (
    <>
      <Upload {...props} aria-label={t('product.pictures')}>
        {files.length >= max ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('product.choosePicture')}</div>
          </button>
        )}
      </Upload>
      <Modal
        open={!!preview}
        title={t('product.picture')}
        footer={null}
        onCancel={() => setPreview(undefined)}
      >
        <img alt={t('product.picture')} src={preview} style={{ width: '100%' }} />
      </Modal>
    </>
  );
}
