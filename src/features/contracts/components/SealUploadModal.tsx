import { useState } from 'react';
import { App, Button, Form, Upload, type UploadFile } from 'antd';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { limitRules } from '@/api/field-limits';
import { onUploadProgress } from '@/api/upload-progress';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { useContractSealAddMutation } from '../api';
import { SEAL_TYPE, sealPictureFault } from '../seal-picture';

const limits = contractsLimits.contractSealAdd;

interface SealValues {
  name: string;
  type: 1 | 2 | 3;
  file: File;
}

/**
 * A new seal: its name, kind and a transparent PNG of at most 2 MB (refused before sending otherwise). The
 * picture goes with the form, so the save shows the upload's progress.
 */
export function SealUploadModal(dialog: FormDialogProps) {
  const { t } = useTranslation('contracts');
  const [form] = Form.useForm<SealValues>();
  const submit = useFormSubmit();
  const [add] = useContractSealAddMutation();
  const [percent, setPercent] = useState<number>();

  const onFinish = async (values: SealValues) => {
    const stop = onUploadProgress(values.file, setPercent);
    const saved = await submit(form, add({ body: values }), { success: t('seal.added') }).finally(stop);
    setPercent(undefined);
    return !!saved;
  };

  return (
    <ModalForm<SealValues>
      title={t('seal.add')}
      form={form}
      {...dialog}
      initialValues={{ type: 1 }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={onFinish}
      submitter={{ submitButtonProps: { loading: percent !== undefined } }}
    >
      <ProFormText
        name="name"
        label={t('seal.name')}
        rules={limitRules(limits.name, {
          required: t('seal.nameRequired'),
          max: (n) => t('seal.nameMax', { n }),
        })}
      />
      <ProFormSelect
        name="type"
        label={t('seal.type')}
        allowClear={false}
        options={([1, 2, 3] as const).map((v) => ({ value: v, label: t(`seal.types.${v}`) }))}
      />
      <Form.Item
        name="file"
        label={t('seal.picture')}
        extra={
          percent === undefined
            ? t('seal.pictureHint')
            : t('seal.uploading', { percent: Math.round(percent) })
        }
        rules={[{ required: true, message: t('seal.pictureRequired') }]}
      >
        <SealPicturePicker />
      </Form.Item>
    </ModalForm>
  );
}

/** The chosen picture as a form field: checked when picked, sent with the form. */
function SealPicturePicker({ value, onChange }: { value?: File; onChange?(file: File | undefined): void }) {
  const { t } = useTranslation('contracts');
  const { message } = App.useApp();
  const files: UploadFile[] = value ? [{ uid: 'chosen', name: value.name, status: 'done' }] : [];
  return (
    <Upload
      accept={SEAL_TYPE}
      maxCount={1}
      fileList={files}
      beforeUpload={(file) => {
        const fault = sealPictureFault(file);
        if (fault) {
          void message.error(
            t(fault === 'type' ? 'seal.pictureType' : 'seal.pictureSize', { name: file.name }),
          );
          return Upload.LIST_IGNORE;
        }
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button icon={<UploadOutlined />}>{t('seal.choosePicture')}</Button>
    </Upload>
  );
}
