import { Form, Input } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../types';

interface GroupNameModalProps {
  title: string;
  label: string;
  open: boolean;
  initialName?: string;
  onOpenChange(open: boolean): void;
  /** Resolves true when the server saved it; the dialog stays open (with the name) otherwise. */
  onSave(name: string): Promise<boolean>;
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
  return (
    <ModalForm<{ name: string }>
      name="group-name"
      title={title}
      width={420}
      open={open}
      onOpenChange={onOpenChange}
      initialValues={{ name: initialName ?? '' }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={({ name }) => onSave(name.trim())}
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
