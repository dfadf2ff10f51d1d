import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { limitRules } from '@/api/field-limits';
import type { PersonalInfoApiResponse } from '@/api/generated/personal.gen';
import { personalLimits } from '@/api/generated/personal.limits.gen';
import { useFormSubmit, type FormDialogProps } from '@/components/form-dialog';
import { DIALOG_WIDTH } from '@/lib/dialog-width';
import { usePersonalUpdateMutation } from '../api';

type Profile = PersonalInfoApiResponse['data'];

interface ProfileValues {
  linkman: string;
  phone: string;
  email?: string;
}

const limits = personalLimits.personalUpdate;

/** The user's own contact details; a refused save keeps the dialog open with what was typed (REQ-17). */
export function ProfileDialog({ profile, ...dialog }: FormDialogProps & { profile: Profile }) {
  const { t } = useTranslation(['system', 'validation']);
  const submit = useFormSubmit();
  const formRef = useRef<FormInstance<ProfileValues>>(undefined);
  const [update] = usePersonalUpdateMutation();
  return (
    <ModalForm<ProfileValues>
      title={t('personal.edit')}
      width={DIALOG_WIDTH.medium}
      {...dialog}
      formRef={formRef}
      initialValues={{ linkman: profile.linkman, phone: profile.phone, email: profile.email }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) =>
        !!(await submit(formRef.current, update({ body: values }), { success: t('personal.updated') }))
      }
    >
      <ProFormText
        name="linkman"
        label={t('personal.linkman')}
        fieldProps={{ maxLength: limits.linkman.maxLength }}
        rules={limitRules(limits.linkman, { required: t('personal.linkmanRequired') })}
      />
      <ProFormText
        name="phone"
        label={t('personal.phone')}
        fieldProps={{ maxLength: 11 }}
        rules={limitRules(limits.phone, {
          required: t('personal.phoneRequired'),
          pattern: t('validation:phone'),
        })}
      />
      <ProFormText
        name="email"
        label={t('personal.email')}
        fieldProps={{ maxLength: limits.email.maxLength }}
        rules={limitRules(limits.email, { pattern: t('validation:email') })}
      />
    </ModalForm>
  );
}
