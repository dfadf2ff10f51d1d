import { useState } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onUploadProgress } from '@/api/upload-progress';
import { PICTURE_TYPES, pictureFault } from '@/lib/picture-file';
import { useOrderReceiptVoucherUploadMutation } from '../plan-api';

interface VoucherUploadProps {
  /** The url of the uploaded voucher (a form field's value). */
  value?: string;
  onChange?(url: string | undefined): void;
}

/**
 * A receipt's voucher picture as a form field: JPEG or PNG of at most 10 MB, refused with a message before
 * anything is sent (the mall's picture rules); the upload shows its real progress, the picture a preview.
 */
export function VoucherUpload({ value, onChange }: VoucherUploadProps) {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const [upload] = useOrderReceiptVoucherUploadMutation();
  const [percent, setPercent] = useState<number>();

  return (
    <Space align="start">
      <Upload
        accept={PICTURE_TYPES.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          const fault = pictureFault(file);
          if (!fault) return true;
          void message.error(
            t(fault === 'type' ? 'receipt.form.voucherType' : 'receipt.form.voucherSize', {
              name: file.name,
            }),
          );
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const stop = onUploadProgress(file as Blob, setPercent);
          upload({ body: { file: file as Blob } })
            .unwrap()
            .then(
              (answer) => {
                onChange?.(answer.data.url);
                onSuccess?.(answer.data);
              },
              (error: unknown) => onError?.(error as Error),
            )
            .finally(() => {
              stop();
              setPercent(undefined);
            });
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== undefined}>
          {percent !== undefined ? `${Math.round(percent)}%` : t('receipt.form.chooseVoucher')}
        </Button>
      </Upload>
      {value && <Image width={80} src={value} alt={t('receipt.voucherTitle')} />}
    </Space>
  );
}
