import { Form, Input, type FormInstance } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../types';
import type { FormDialogProps } from '@/components/form-dialog';

interface GroupNameModalProps extends FormDialogProps {
  title: string;
  label: string;
  initialName?: string;
  /** Resolves true when the server saved it; the dialog stays open (with the name, and the server's message under it) otherwise. */
  onSave(name: string, form: FormInstance<{ name: string }>): Promise<boolean>;
}

/** Add or rename a category or a tag group: one name, 20 characters at most. */
export function GroupNameModal({
  title,
  label,
  open,
  initialName,
  onOpenChange,
  onSave,
}: GroupNameModalProps) {
  const { t } = useTranslation('assistantLibrary');
  const [form] = Form.useForm<{ name: string }>();
  return (
    <ModalForm<{ name: string }>
      name="group-name"
      title={title}
      width={420}
      open={open}
      form={form}
      onOpenChange={onOpenChange}
      initialValues={{ name: initialName ?? '' }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={({ name }) => onSave(name.trim(), form)}
    >
      <Form.Item
        name="name"
        label={label}
        rules={[
          { required: true, whitespace: true, message: t('groups.nameRequired') },
          { max: LIMITS.groupName, message: t('groups.nameMax', { n: LIMITS.groupName }) },
        ]}
      >
        <Input maxLength={LIMITS.groupName} showCount autoFocus />
      </Form.Item>
    </ModalForm>
  );
}
