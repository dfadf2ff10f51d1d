import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/form-dialog';
import { robotLimits } from '@/api/generated/robot.limits.gen';
import { DIALOG_WIDTH } from '@/lib/dialog-width';

export interface SceneValues {
  name: string;
  dmsort: number;
}

interface SceneDialogProps extends FormDialogProps {
  title: string;
  initialValues: SceneValues;
  onFinish(values: SceneValues): Promise<boolean>;
}

/** Adds or renames a scene; dmsort decides where it goes (FLOW-07, FLOW-32). */
export function SceneDialog({ title, initialValues, onFinish, ...dialog }: SceneDialogProps) {
  const { t } = useTranslation('flow');
  return (
    <ModalForm<SceneValues>
      title={title}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true }}
      onFinish={onFinish}
    >
      <ProFormText
        name="name"
        label={t('scene.name')}
        fieldProps={{ maxLength: robotLimits.robotStageAdd.name.maxLength, showCount: true }}
        rules={[{ required: true, whitespace: true, message: t('scene.nameRequired') }]}
      />
      <ProFormDigit
        name="dmsort"
        label={t('scene.dmsort')}
        extra={t('scene.dmsortHelp')}
        min={0}
        max={9999}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('scene.dmsortRequired') }]}
      />
    </ModalForm>
  );
}
